import { randomInt, randomUUID } from 'node:crypto';
import { ACCOMMODATION_TYPES } from '../../../machines/productTypes.ts';
import type { Db } from '../../db/database.ts';
import type { TravelerRow } from '../../db/schema.ts';
import { ApiError, notFound } from '../../errors.ts';
import { PRODUCT_NOT_FOUND } from '../products/productAccess.ts';
import type { Traveler } from './marketplacePeople.ts';

const NO_PRODUCT = 'El proveedor no tiene productos publicados';

/** What a night costs when the product saved no nightly price (a hotel, or a stay priced by the month). */
export const FALLBACK_NIGHTLY_PRICE = 100;

/** Tries before giving up on a free reservation number; a million numbers make a second try rare. */
const NUMBER_ATTEMPTS = 20;

const DAY_MS = 24 * 60 * 60 * 1000;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** A reservation number the way the marketplace writes them: GT- and six digits. */
export const randomReservationNo = () => `GT-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

export interface BookingRequest {
  providerId: string;
  productId?: string | undefined;
  traveler: Traveler;
  startInDays: number;
  nights: number;
  adult: number;
  /** The referral code the traveler came with (My QR), already known to be someone's; null for none. */
  referralCode?: string | null;
}

/**
 * The product booked: the one asked for when it is the provider's, else their first published stay by name
 * (a simulated booking is priced by the night, SPEC §3 Price).
 */
async function bookedProduct(db: Db, providerId: string, productId: string | undefined) {
  let query = db.selectFrom('products').select('id').where('provider_id', '=', providerId);
  query = productId
    ? query.where('id', '=', productId)
    : query
        .where('status', '=', 'published')
        .where('product_type', 'in', ACCOMMODATION_TYPES)
        .orderBy('name')
        .orderBy('id');
  const row = await query.limit(1).executeTakeFirst();
  if (row) return row.id;
  if (productId) throw notFound(PRODUCT_NOT_FOUND);
  throw new ApiError(409, 'no_product', NO_PRODUCT);
}

/** The product's nightly price from its price step (SPEC §3 Price `base_price`). */
async function nightlyPrice(db: Db, productId: string): Promise<number> {
  const step = await db
    .selectFrom('product_steps')
    .select('data')
    .where('product_id', '=', productId)
    .where('step', '=', 'price-seasons')
    .executeTakeFirst();
  const price = Number((step?.data as { base_price?: unknown } | undefined)?.base_price);
  return Number.isFinite(price) && price > 0 ? price : FALLBACK_NIGHTLY_PRICE;
}

/**
 * Stores a traveler's reservation to be confirmed and answers its id. The number is drawn at random and
 * drawn again when another reservation has it (`nextNumber` is there so a test can force that clash).
 */
export async function insertSimulatedBooking(
  db: Db,
  request: BookingRequest,
  nextNumber: () => string = randomReservationNo,
): Promise<string> {
  const productId = await bookedProduct(db, request.providerId, request.productId);
  const price = await nightlyPrice(db, productId);
  const now = Date.now();
  const traveler: TravelerRow = {
    first_name: request.traveler.first_name,
    last_name: request.traveler.last_name,
    email: request.traveler.email,
  };
  const id = randomUUID();
  for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt++) {
    const inserted = await db
      .insertInto('bookings')
      .values({
        id,
        provider_id: request.providerId,
        product_id: productId,
        reservation_no: nextNumber(),
        status: 1,
        traveler: JSON.stringify(traveler),
        start_date: isoDay(now + request.startInDays * DAY_MS),
        end_date: isoDay(now + (request.startInDays + request.nights) * DAY_MS),
        request_date: new Date(now),
        adult: request.adult,
        children: 0,
        subtotal: request.nights * price,
        currency: 'USD',
        traveler_user_id: request.traveler.id,
        referral_code: request.referralCode ?? null,
      })
      .onConflict((oc) => oc.column('reservation_no').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) return inserted.id;
  }
  throw new Error(`No free reservation number after ${NUMBER_ATTEMPTS} tries`);
}
