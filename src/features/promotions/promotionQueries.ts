import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { LoadedPromotion } from '../../../machines/promotionForm.machine.ts';
import type { PromotionType, PromotionValues } from '../../../machines/promotionRules.ts';
import type { components } from '../../../openapi/schema.d.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import { PRODUCTS_ROOT } from '../../api/sharedQueries.ts';
import type { Language } from '../../i18n/i18n.ts';
import { PRICE_PREVIEW_ROOT } from './pricePreviewQueries.ts';

export type Promotion = components['schemas']['Promotion'];
export type ProductType = components['schemas']['ProductType'];
export type PromotionProduct = components['schemas']['PromotionProduct'];
export type PromotionProducts = components['schemas']['PromotionProducts'];
export type AssignmentGroup = keyof PromotionProducts;

/** The assignment groups, in the order the modal lists them (issue 14 design). */
export const ASSIGNMENT_GROUPS: readonly AssignmentGroup[] = ['vacations', 'rooms', 'tours', 'guides'];

/** Every promotions query (lists, a product's list, assignments, product info, previews) lives under this key. */
export const PROMOTIONS_ROOT = ['promotions'] as const;

/** The provider's promotions of one type (a /promote tab). */
export const promotionListQuery = (type: PromotionType, language: Language) =>
  queryOptions({
    queryKey: [...PROMOTIONS_ROOT, 'list', type, language],
    queryFn: async () =>
      unwrap(
        await api.GET('/api/promotions', {
          params: { query: { promotion_type: type, language_code: language } },
        }),
      ).data,
  });

/** One product's promotions: one type, or (none given) the offers 1–3. */
export const productPromotionsQuery = (
  productId: string,
  type: PromotionType | undefined,
  productType: ProductType | undefined,
  language: Language,
) =>
  queryOptions({
    queryKey: [...PROMOTIONS_ROOT, 'product', productId, type ?? 'offers', language],
    queryFn: async () =>
      unwrap(
        await api.GET('/api/promotions-new/{id}', {
          params: {
            path: { id: productId },
            query: {
              language_code: language,
              ...(type ? { promotion_type: type } : {}),
              ...(productType ? { product_type: productType } : {}),
            },
          },
        }),
      ).data,
  });

/** What the promotion screens show of a product: name, picture, prices. */
export const productInfoQuery = (productId: string, productType: ProductType | undefined) =>
  queryOptions({
    queryKey: [...PROMOTIONS_ROOT, 'product-info', productId],
    queryFn: async () =>
      unwrap(
        await api.GET('/api/promotions-new/product-info/{id}', {
          params: { path: { id: productId }, query: productType ? { product_type: productType } : {} },
        }),
      ),
  });

/** The provider's products a promotion may run on, grouped, with those it runs on checked. */
export const promotionProductsQuery = (promotionId: string) =>
  queryOptions({
    queryKey: [...PROMOTIONS_ROOT, 'assignment', promotionId],
    queryFn: async () =>
      unwrap(await api.GET('/api/promotionproducts/{id}', { params: { path: { id: promotionId } } })),
  });

/** A stored promotion as the form opens it (its stored status, not the effective one). */
export const loadedPromotion = (promotion: Promotion): LoadedPromotion => ({
  promotion_id: promotion.promotion_id,
  title: promotion.title,
  promotion_type: promotion.promotion_type,
  offer_type: promotion.offer_type,
  assigned_check: promotion.assigned_check,
  start_date: promotion.availability.start_date,
  end_date: promotion.availability.end_date,
  date_show_promotion: promotion.availability.date_show_promotion,
  percent_discount: promotion.percent_discount,
  min_days: promotion.availability.min_days,
});

/** Where a new promotion is created from: /offers and /increases assign it to their product. */
export interface PromotionOrigin {
  productId: string;
  productType: ProductType | undefined;
}

/** Creates (no id) or changes a promotion; the form's values are already checked by the machine. */
export async function savePromotion(
  promotionId: string | null,
  values: PromotionValues,
  language: Language,
  origin: PromotionOrigin | null,
) {
  if (values.promotion_type === null || values.start_date === null || values.end_date === null)
    throw new Error('savePromotion: the form was not checked');
  const body = {
    promotion_type: values.promotion_type,
    offer_type: values.offer_type,
    start_date: values.start_date,
    end_date: values.end_date,
    date_show_promotion: values.date_show_promotion,
    percent_discount: values.percent_discount ?? 0,
    assigned_check: values.assigned_check,
    title: values.title.trim(),
    description: '',
    min_days: values.min_days,
    hidden: false,
    language_code: language,
    ...(origin
      ? { product_id: origin.productId, ...(origin.productType ? { product_type: origin.productType } : {}) }
      : {}),
  };
  return promotionId === null
    ? unwrap(await api.POST('/api/promotion-new', { body }))
    : unwrap(await api.PUT('/api/promotion-new/{id}', { params: { path: { id: promotionId } }, body }));
}

export async function deletePromotion(promotionId: string) {
  return unwrap(await api.DELETE('/api/promotion-new/{id}', { params: { path: { id: promotionId } } }));
}

export async function assignPromotionProducts(
  promotionId: string,
  assignment: Record<AssignmentGroup, string[]>,
) {
  return unwrap(
    await api.PUT('/api/promotionaddproducts/{id}', {
      params: { path: { id: promotionId } },
      body: assignment,
    }),
  );
}

/**
 * After a promotion is saved, deleted or assigned: the promotions lists, the assignments, the price previews
 * (PRICE_PREVIEW_ROOT sits under PROMOTIONS_ROOT) and the product lists, whose cards show promotion tags.
 */
export const refreshPromotions = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: PROMOTIONS_ROOT }),
    client.invalidateQueries({ queryKey: PRICE_PREVIEW_ROOT }),
    client.invalidateQueries({ queryKey: PRODUCTS_ROOT }),
  ]);
