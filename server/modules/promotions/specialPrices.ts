import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { hasSpecialPrices } from '../../../machines/productTypes.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import type { Db } from '../../db/database.ts';
import { ApiError, notFound } from '../../errors.ts';
import { checkDay } from '../calendar/calendarDays.ts';
import { findOwnedProduct, PRODUCT_NOT_FOUND } from '../products/productAccess.ts';

type SpecialPrice = components['schemas']['SpecialPrice'];
type SpecialPriceInput = components['schemas']['SpecialPriceInput'];
type LanguageCode = components['schemas']['LanguageCode'];
type ProductTypeId = components['schemas']['ProductType'];

/**
 * The caller's stay or hotel room, or 404 (another provider's product, a hotel or hostel, whose rooms have the
 * special prices, or a product not sold by the night). A `product_type` sent must be the product's (400).
 */
export async function findOwnedStay(db: Db, caller: AccessClaims, id: string, productType?: number) {
  const product = await findOwnedProduct(db, caller, id);
  if (!hasSpecialPrices(product.product_type)) throw notFound(PRODUCT_NOT_FOUND);
  if (productType !== undefined && productType !== product.product_type) {
    throw new ApiError(400, 'invalid_request', "product_type is not the product's type", 'product_type');
  }
  return product;
}

/** A product's special prices, earliest first, as the price function reads them (numbers, ISO days). */
export async function specialPriceRows(db: Db, productId: string) {
  const rows = await db
    .selectFrom('special_prices')
    .select([
      'id',
      'note',
      sql<string>`start_date::text`.as('start_date'),
      sql<string>`end_date::text`.as('end_date'),
      'price',
      'min_night',
      'discounts',
      'language_code',
    ])
    .where('product_id', '=', productId)
    .orderBy('start_date')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, price: Number(r.price) }));
}

/** The contract's list of a product's special prices. */
export async function specialPricesOf(
  db: Db,
  product: { id: string; product_type: number },
): Promise<SpecialPrice[]> {
  const rows = await specialPriceRows(db, product.id);
  return rows.map((r) => ({
    special_price_id: r.id,
    note: r.note,
    start_date: r.start_date,
    end_date: r.end_date,
    price: r.price,
    min_night: r.min_night,
    discounts: r.discounts,
    product_type: product.product_type as ProductTypeId,
    product_id: product.id,
    language_code: r.language_code as LanguageCode,
  }));
}

const invalid = (field: string, code: string, message: string) => new ApiError(400, code, message, field);

/**
 * SPEC §5 on the whole list: each end on or after its start, and no night in two special prices (400
 * `special_prices_overlap` naming the later entry's start).
 */
export function checkSpecialPrices(list: readonly SpecialPriceInput[]) {
  list.forEach((entry, i) => {
    checkDay(`special_prices.${i}.start_date`, entry.start_date);
    checkDay(`special_prices.${i}.end_date`, entry.end_date);
    if (entry.note.trim() === '') {
      throw invalid(`special_prices.${i}.note`, 'invalid_request', 'La nota es obligatoria');
    }
    if (entry.end_date < entry.start_date) {
      throw invalid(
        `special_prices.${i}.end_date`,
        'invalid_request',
        'La fecha final no puede ser anterior a la inicial',
      );
    }
    if (Math.round(entry.price * 100) / 100 !== entry.price) {
      throw invalid(`special_prices.${i}.price`, 'invalid_request', 'El precio admite hasta dos decimales');
    }
  });
  const byStart = list
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) =>
      a.entry.start_date === b.entry.start_date
        ? a.index - b.index
        : a.entry.start_date < b.entry.start_date
          ? -1
          : 1,
    );
  for (let k = 1; k < byStart.length; k++) {
    const before = byStart[k - 1]!;
    const later = byStart[k]!;
    if (later.entry.start_date <= before.entry.end_date) {
      throw invalid(
        `special_prices.${Math.max(before.index, later.index)}.start_date`,
        'special_prices_overlap',
        'Dos precios especiales no pueden compartir una noche',
      );
    }
  }
}

/**
 * Replaces the product's special prices with the list (checked first). An entry keeps its id when it is one
 * of this product's; any other id sent is replaced by a new one.
 */
export async function replaceSpecialPrices(
  db: Db,
  product: { id: string; product_type: number },
  list: readonly SpecialPriceInput[],
  language: LanguageCode,
) {
  checkSpecialPrices(list);
  await db.transaction().execute(async (trx) => {
    const kept = await trx
      .selectFrom('special_prices')
      .select('id')
      .where('product_id', '=', product.id)
      .execute();
    const ownIds = new Set(kept.map((r) => r.id));
    const used = new Set<string>();
    const idFor = (sent: string | undefined) => {
      const id = sent !== undefined && ownIds.has(sent) && !used.has(sent) ? sent : randomUUID();
      used.add(id);
      return id;
    };
    await trx.deleteFrom('special_prices').where('product_id', '=', product.id).execute();
    if (list.length === 0) return;
    await trx
      .insertInto('special_prices')
      .values(
        list.map((entry) => ({
          id: idFor(entry.special_price_id),
          product_id: product.id,
          note: entry.note.trim(),
          start_date: entry.start_date,
          end_date: entry.end_date,
          price: entry.price,
          min_night: entry.min_night ?? 1,
          discounts: entry.discounts ?? false,
          language_code: entry.language_code ?? language,
        })),
      )
      .execute();
  });
}
