import type { CommissionModel } from '../../../machines/netAmount.ts';
import { kindOf } from '../../../machines/productKinds.ts';
import { DEPARTURE_OF_TOUR, soldBy } from '../../../machines/productTypes.ts';
import type { PromotionStatus, PromotionType } from '../../../machines/promotionRules.ts';
import { priceNights } from '../../../machines/travelerPrice.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import { readStepData } from '../products/productAccess.ts';
import { listPromotionBasis } from './productPromotions.ts';
import { specialPriceRows } from './specialPrices.ts';

type PricePreview = components['schemas']['PricePreview'];
type PromotionProductInfo = components['schemas']['PromotionProductInfo'];
type ProductTypeId = components['schemas']['ProductType'];
type TourPrices = components['schemas']['TourPrices'];

/** The nights a preview shows when the request does not say. */
export const PREVIEW_DAYS = 60;

interface ProductRow {
  id: string;
  name: string;
  product_type: number;
  commission_model: number;
  main_picture_url: string | null;
  main_picture_name: string | null;
}

/** A positive price stored in a step, else null (a step saved before prices, or not saved at all). */
const priceIn = (data: Record<string, unknown> | null, key: string): number | null => {
  const value = Number(data?.[key]);
  return data && data[key] !== null && data[key] !== undefined && Number.isFinite(value) && value > 0
    ? value
    : null;
};

/**
 * A night's list prices where the kinds table keeps them for the type (a stay's price-seasons step, a room's
 * room-information step); null prices and one night before that step is saved, or for a type not sold by the night.
 */
async function nightPrices(db: Db, product: Pick<ProductRow, 'id' | 'product_type'>) {
  const where = kindOf(product.product_type)?.nightPrices ?? null;
  const step = where ? await readStepData<Record<string, unknown>>(db, product.id, where.step) : null;
  const minNight = where?.minNights ? Number(step?.[where.minNights]) : 1;
  return {
    base_price: where ? priceIn(step, where.night) : null,
    weekend_price: where ? priceIn(step, where.weekend) : null,
    min_night: Number.isInteger(minNight) && minNight >= 1 ? minNight : 1,
    price_per_day: priceIn(step, 'price_per_day'),
  };
}

/**
 * A thing to do's price (issue 26): an adult's place on a departure of the kind it sells (the kinds table: a
 * collective tour's collective price, a private tour's private one); null before its prices step is saved.
 */
async function departurePrice(db: Db, productId: string): Promise<number | null> {
  const step = await readStepData<TourPrices>(db, productId, 'prices');
  if (!step) return null;
  const kind = DEPARTURE_OF_TOUR[step.type_of_tour];
  const price = kind === 'private' ? step.price_private : step.price_collective;
  return price && price.adult > 0 ? price.adult : null;
}

/** The list prices of one unit of the product: a stay's night, a thing to do's departure (one at a time). */
async function unitPrices(db: Db, product: ProductRow) {
  if (soldBy(product.product_type) === 'departure') {
    return { base_price: await departurePrice(db, product.id), weekend_price: null, min_night: 1 };
  }
  const { base_price, weekend_price, min_night } = await nightPrices(db, product);
  return { base_price, weekend_price, min_night };
}

const commissionOf = (product: ProductRow) => (product.commission_model === 2 ? 2 : 1) as CommissionModel;

/** What the promotion screens show of a product (SPEC §7 product-info). */
export async function productInfoOf(db: Db, product: ProductRow): Promise<PromotionProductInfo> {
  const prices = await nightPrices(db, product);
  // A guide's day price is in its 'price' step, when saved.
  const guidePrice = await readStepData<Record<string, unknown>>(db, product.id, 'price');
  return {
    _id: product.id,
    name: product.name,
    product_type: product.product_type as ProductTypeId,
    commission_model: commissionOf(product),
    base_price: prices.base_price,
    weekend_price: prices.weekend_price,
    price_per_adult: await departurePrice(db, product.id),
    price_per_day: prices.price_per_day ?? priceIn(guidePrice, 'price_per_day'),
    min_night: prices.min_night,
    mainPicture: product.main_picture_url
      ? { url_photo: product.main_picture_url, name: product.main_picture_name ?? '' }
      : null,
  };
}

/** Every input of the product's price per night or per departure (machines/travelerPrice.ts). */
export async function priceBasisOf(db: Db, product: ProductRow): Promise<PricePreview['basis']> {
  const prices = await unitPrices(db, product);
  const specials = await specialPriceRows(db, product.id);
  const promotions = await listPromotionBasis(db, product.id);
  return {
    base_price: prices.base_price,
    weekend_price: prices.weekend_price,
    min_night: prices.min_night,
    commission_model: commissionOf(product),
    special_prices: specials.map((s) => ({
      special_price_id: s.id,
      start_date: s.start_date,
      end_date: s.end_date,
      price: s.price,
      min_night: s.min_night,
      discounts: s.discounts,
    })),
    promotions: promotions.map((p) => ({
      promotion_id: p.id,
      title: p.title,
      promotion_type: p.promotion_type as PromotionType,
      percent_discount: p.percent_discount,
      start_date: p.start_date,
      end_date: p.end_date,
      assigned_check: p.assigned_check as PromotionStatus,
      date_show_promotion: p.date_show_promotion,
      min_days: p.min_days,
    })),
  };
}

/** What the traveler pays and the provider receives for `days` nights from `start`, booked on `today`. */
export async function pricePreviewOf(
  db: Db,
  product: ProductRow,
  window: { start: string; days: number; today: string },
): Promise<PricePreview> {
  const basis = await priceBasisOf(db, product);
  return {
    product_id: product.id,
    product_type: product.product_type as ProductTypeId,
    today: window.today,
    basis,
    nights: priceNights(basis, window.start, window.days, { today: window.today }),
  };
}
