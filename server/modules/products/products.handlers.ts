import { isAccommodationType, statusOfId } from '../../../machines/productTypes.ts';
import type { Deps } from '../../deps.ts';
import { callerOf, type PartialHandlerTable } from '../../http/operations.ts';
import { catalogOf } from '../catalog/catalogEntries.ts';
import {
  changeAccommodationType,
  createAccommodation,
  readAccommodationInformation,
  updateAccommodationInformation,
} from './accommodationInformation.ts';
import { findReadableProduct } from './productAccess.ts';
import { productFamilyHandlers } from './productFamily.handlers.ts';
import { countProductsByType, listProductPage, loadListItem } from './productList.ts';
import { requireFamily } from './stepPlacement.ts';

/** Filter 0 means every status; 1-3 are the status ids. */
const statusFilter = (status: 0 | 1 | 2 | 3 | undefined) => (status ? statusOfId(status) : undefined);

export function productHandlers(deps: Deps) {
  const { db } = deps;
  const stays = productFamilyHandlers(deps, isAccommodationType);
  return {
    async listProducts(request) {
      const { sub } = callerOf(request);
      const q = request.query;
      return listProductPage(
        db,
        { providerId: sub, productType: q.product_type, status: statusFilter(q.status), query: q.query },
        { page: q.page ?? 1, results: q.results ?? 12, language: q.language_code ?? 'es', order: 'newest' },
      );
    },

    async countProducts(request) {
      const { sub } = callerOf(request);
      const q = request.query ?? {};
      const counts = await countProductsByType(db, {
        providerId: sub,
        status: statusFilter(q.status),
        query: q.query,
      });
      return { counts };
    },

    async getProduct(request) {
      const product = await findReadableProduct(db, callerOf(request), request.params.id);
      return loadListItem(db, product.id);
    },

    async createAccommodation(request, reply) {
      const saved = await createAccommodation(
        db,
        callerOf(request),
        request.query.product_type,
        request.query.language_code ?? 'es',
        request.body,
      );
      reply.code(201);
      return saved;
    },

    async getAccommodationInformation(request) {
      const product = await findReadableProduct(db, callerOf(request), request.params.id);
      // The information step of another family has no property type: its own path serves it (404 here).
      return readAccommodationInformation(db, requireFamily(product, isAccommodationType));
    },

    async updateAccommodationInformation(request) {
      return updateAccommodationInformation(db, callerOf(request), request.params.id, request.body);
    },

    deleteAccommodation: (r) => stays.remove(r),
    setAccommodationStatus: (r) => stays.setStatus(r),
    setAccommodationCommission: (r) => stays.setCommission(r),

    async setAccommodationType(request) {
      await changeAccommodationType(db, callerOf(request), request.params.id, request.body.product_type);
      return loadListItem(db, request.params.id);
    },

    async listPropertyTypes(request) {
      const { product_type, language_code } = request.query;
      return catalogOf(db, `property_type:${product_type}`, language_code ?? 'es');
    },
  } satisfies PartialHandlerTable;
}
