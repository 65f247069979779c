import type { Deps } from '../../deps.ts';
import { ApiError, notFound } from '../../errors.ts';
import { callerOf, type PartialHandlerTable } from '../../http/operations.ts';
import { checkDay, today as utcDay } from '../calendar/calendarDays.ts';
import { findOwnedProduct, PRODUCT_NOT_FOUND } from '../products/productAccess.ts';
import { PREVIEW_DAYS, pricePreviewOf, productInfoOf } from './pricePreview.ts';
import { groupOfType, productGroupsOf, replaceAssignment } from './promotionAssignment.ts';
import { checkedPromotion } from './promotionInput.ts';
import {
  deletePromotionRow,
  findOwnedPromotion,
  insertPromotion,
  listPromotions,
  loadPromotion,
  OFFER_TYPES,
  updatePromotionRow,
} from './promotionQueries.ts';

/** A product_type sent along must be the product's (400 otherwise). */
function checkProductType(sent: number | undefined, actual: number) {
  if (sent !== undefined && sent !== actual) {
    throw new ApiError(400, 'invalid_request', "product_type is not the product's type", 'product_type');
  }
}

/**
 * SPEC §7 Promotions and the price preview of issue 14. Owner only: another provider's promotion or product
 * is 404. `today` is the UTC date unless the deps' caller passes another (tests of scheduled promotions).
 */
export function promotionHandlers(deps: Deps, today: () => string = utcDay) {
  const { db } = deps;

  return {
    async listPromotions(request) {
      const { promotion_type } = request.query;
      const types = promotion_type === undefined ? OFFER_TYPES : [promotion_type];
      return { data: await listPromotions(db, { providerId: callerOf(request).sub, types }, today()) };
    },

    async listProductPromotions(request) {
      const caller = callerOf(request);
      const product = await findOwnedProduct(db, caller, request.params.id);
      checkProductType(request.query.product_type, product.product_type);
      const { promotion_type } = request.query;
      const types = promotion_type === undefined ? OFFER_TYPES : [promotion_type];
      return {
        data: await listPromotions(db, { providerId: caller.sub, types, productId: product.id }, today()),
      };
    },

    async getPromotion(request) {
      return loadPromotion(db, callerOf(request).sub, request.params.id, today());
    },

    async createPromotion(request) {
      const caller = callerOf(request);
      const fields = checkedPromotion(request.body, today());
      const productId = request.body.product_id ?? null;
      const id = await db.transaction().execute(async (trx) => {
        let origin = null;
        if (productId !== null) {
          // Only a product a promotion may run on (one of the assign modal's groups).
          const product = await findOwnedProduct(trx, caller, productId);
          if (groupOfType(product.product_type) === null) throw notFound(PRODUCT_NOT_FOUND);
          origin = { productId, productType: product.product_type };
        }
        return insertPromotion(trx, caller.sub, fields, origin);
      });
      return loadPromotion(db, caller.sub, id, today());
    },

    async updatePromotion(request) {
      const caller = callerOf(request);
      const { id } = request.params;
      await findOwnedPromotion(db, caller.sub, id);
      const fields = checkedPromotion(request.body, today());
      await updatePromotionRow(db, id, fields);
      return loadPromotion(db, caller.sub, id, today());
    },

    async deletePromotion(request) {
      await deletePromotionRow(db, callerOf(request).sub, request.params.id);
      return { message: 'Promoción eliminada' };
    },

    async getPromotionProducts(request) {
      const caller = callerOf(request);
      const promotion = await findOwnedPromotion(db, caller.sub, request.params.id);
      return productGroupsOf(db, caller.sub, promotion.id);
    },

    async assignPromotionProducts(request) {
      const caller = callerOf(request);
      const promotion = await findOwnedPromotion(db, caller.sub, request.params.id);
      await replaceAssignment(db, caller.sub, promotion.id, request.body);
      return productGroupsOf(db, caller.sub, promotion.id);
    },

    async getPromotionProductInfo(request) {
      const product = await findOwnedProduct(db, callerOf(request), request.params.id);
      checkProductType(request.query.product_type, product.product_type);
      return productInfoOf(db, product);
    },

    async getPricePreview(request) {
      const product = await findOwnedProduct(db, callerOf(request), request.params.id);
      const day = today();
      const start = request.query.start ?? day;
      checkDay('start', start);
      return pricePreviewOf(db, product, { start, days: request.query.days ?? PREVIEW_DAYS, today: day });
    },
  } satisfies PartialHandlerTable;
}
