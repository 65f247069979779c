import { sql } from 'kysely';
import type { CancellationPolicyId } from '../../../machines/cancellationPolicies.ts';
import { type CommissionModel, netAmount } from '../../../machines/netAmount.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import type { BookingStatus, TravelerRow } from '../../db/schema.ts';
import { cancellationPolicyOptions } from '../products/policies.ts';
import { escapeLike, offsetOf } from '../products/productList.ts';
import { productName, propertyName } from '../products/productNames.ts';

export type Reservation = components['schemas']['Reservation'];
export type ReservationList = components['schemas']['ReservationList'];
type LanguageCode = components['schemas']['LanguageCode'];

/** SPEC §8: the one message for a reservation that is missing or not the caller's. */
export const BOOKING_NOT_FOUND = 'El detalle de la reserva no existe';

/** How long a provider has to answer a pending reservation (issue 5: 24 h by default). */
export const RESPONSE_WINDOW_MS = 24 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface BookingFilters {
  providerId: string;
  status?: BookingStatus;
  /** The reservation number, whole or its beginning. */
  code?: string;
  productType?: number;
}

interface StoredPolicy {
  cancellation_policy: CancellationPolicyId;
  custom_no_days: number;
  custom_percent: number;
}

/**
 * A booking with what the card shows of its product; dates come back as text so no time zone shifts them. A booked
 * room's hotel or hostel (`property`): the reservation names both, and shows the property's picture and address.
 */
function withProduct(db: Db) {
  return db
    .selectFrom('bookings')
    .innerJoin('products', 'products.id', 'bookings.product_id')
    .leftJoin('products as property', 'property.id', 'products.parent_id')
    .leftJoin('product_steps', (join) =>
      join
        .onRef('product_steps.product_id', '=', 'products.id')
        .on('product_steps.step', '=', 'cancellation-policy'),
    )
    .select([
      'bookings.id',
      'bookings.provider_id',
      'bookings.reservation_no',
      'bookings.status',
      'bookings.traveler',
      'bookings.request_date',
      'bookings.adult',
      'bookings.children',
      'bookings.special_requirement',
      'bookings.subtotal',
      'bookings.currency',
      'bookings.reject_reason',
      'bookings.cancelled_by',
      'bookings.traveler_user_id',
      'products.id as product_id',
      'products.product_type',
      productName('products').as('product_name'),
      'property.id as property_id',
      propertyName().as('property_name'),
      'property.product_type as property_type',
      sql<string | null>`coalesce(products.main_picture_url, property.main_picture_url)`.as(
        'main_picture_url',
      ),
      sql<string>`coalesce(nullif(products.real_address, ''), property.real_address, products.real_address)`.as(
        'real_address',
      ),
      'products.slug',
      'products.commission_model',
      'product_steps.data as policy',
    ])
    .select([
      sql<string>`bookings.start_date::text`.as('start_date'),
      sql<string>`bookings.end_date::text`.as('end_date'),
    ]);
}

type BookingRow = Awaited<ReturnType<ReturnType<typeof withProduct>['executeTakeFirstOrThrow']>>;

const nightsBetween = (start: string, end: string) =>
  Math.max(1, Math.round((Date.parse(end) - Date.parse(start)) / DAY_MS));

const money = (amount: number, currency: string) => `${currency} ${amount.toFixed(2)}`;

/** The §3 Reservation the list and the detail answer with. */
export function toReservation(row: BookingRow, language: LanguageCode = 'es'): Reservation {
  const subtotal = Number(row.subtotal);
  const nights = nightsBetween(row.start_date, row.end_date);
  const model = (row.commission_model === 2 ? 2 : 1) as CommissionModel;
  const { net, fee: commission } = netAmount(subtotal, model);
  const requested = new Date(row.request_date);
  const traveler = row.traveler as TravelerRow;
  const policy = row.policy as StoredPolicy | null;
  const title = policy
    ? cancellationPolicyOptions(language).find((p) => p._id === policy.cancellation_policy)?.title
    : undefined;
  const unit = language === 'en' ? (nights === 1 ? 'night' : 'nights') : nights === 1 ? 'noche' : 'noches';
  return {
    _id: row.id,
    reservation_no: row.reservation_no,
    status: row.status,
    product_type: row.product_type as Reservation['product_type'],
    product: {
      _id: row.product_id,
      name: row.product_name,
      photo: row.main_picture_url,
      address: row.real_address,
      slug: row.slug,
      property:
        row.property_id === null
          ? null
          : {
              _id: row.property_id,
              name: row.property_name ?? '',
              product_type: row.property_type ?? 0,
            },
    },
    info_user: {
      first_name: traveler.first_name,
      last_name: traveler.last_name,
      email: traveler.email,
      user_id: row.traveler_user_id,
      ...(traveler.phone ? { phone: traveler.phone } : {}),
    },
    start_date: row.start_date,
    end_date: row.end_date,
    request_date: requested.toISOString(),
    adult: row.adult,
    children: row.children,
    special_requirement: row.special_requirement,
    subtotal_detail: `${nights} ${unit} x ${money(subtotal / nights, row.currency)}`,
    subtotal_formated: money(subtotal, row.currency),
    subtotal,
    currency: row.currency,
    days_to_reserve: nights,
    cancellation_policies:
      policy && title
        ? [
            {
              _id: policy.cancellation_policy,
              title,
              noDays: policy.custom_no_days,
              percentDiscount: policy.custom_percent,
            },
          ]
        : [],
    commission_model: model,
    net,
    commission,
    respond_by: new Date(requested.getTime() + RESPONSE_WINDOW_MS).toISOString(),
    reject_reason: row.reject_reason,
    cancelled_by: row.cancelled_by,
  };
}

function filtered(db: Db, f: BookingFilters) {
  let query = withProduct(db).where('bookings.provider_id', '=', f.providerId);
  if (f.status !== undefined) query = query.where('bookings.status', '=', f.status);
  // A hotel's or hostel's reservations are its rooms'.
  if (f.productType !== undefined) {
    const type = f.productType;
    query = query.where((eb) =>
      eb.or([eb('products.product_type', '=', type), eb('property.product_type', '=', type)]),
    );
  }
  const code = f.code?.trim();
  if (code) {
    query = query.where(
      sql<string>`upper(bookings.reservation_no)`,
      'like',
      `${escapeLike(code.toUpperCase())}%`,
    );
  }
  return query;
}

/** One page of a provider's reservations, newest request first, with the number of all matches. */
export async function listBookingPage(
  db: Db,
  filters: BookingFilters,
  page: number,
  results: number,
): Promise<ReservationList> {
  const rows = await filtered(db, filters)
    .orderBy('bookings.request_date', 'desc')
    .orderBy('bookings.id', 'desc')
    .limit(results)
    .offset(offsetOf(page, results))
    .execute();
  const { total } = await filtered(db, filters)
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return { data: rows.map((row) => toReservation(row)), meta: { total: Number(total), page, results } };
}

/** The caller's reservation with its product, or undefined when it is missing or someone else's. */
export function findOwnedBooking(db: Db, providerId: string, id: string) {
  return withProduct(db)
    .where('bookings.id', '=', id)
    .where('bookings.provider_id', '=', providerId)
    .executeTakeFirst();
}
