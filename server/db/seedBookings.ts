import type { Db } from './database.ts';
import type { BookingStatus, TravelerRow } from './schema.ts';
import { castCode, castEmail, castId, DEMO_CAST, type DemoCast } from './seedCast.ts';
import { alreadySeeded, demoOwnerId } from './seedOnce.ts';

/** The demo company's published products (server/db/demoProducts.ts). */
const CASA_LAGO = '722135ca-fa9f-4da1-8fef-699ae36cd184'; // USD 145 a night
const CABANA = 'fea992ac-d568-45e0-9899-903f0064fc78'; // USD 95 a night

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

interface DemoBooking {
  id: string;
  reservation_no: string;
  product_id: string;
  status: BookingStatus;
  traveler: TravelerRow;
  /** Days from today to arrival, and the nights stayed. */
  startInDays: number;
  nights: number;
  pricePerNight: number;
  /** How long ago the traveler asked. */
  requestedHoursAgo: number;
  adult: number;
  children: number;
  special_requirement?: string;
  reject_reason?: string;
  /** The traveler's portal account (server/db/seed.ts), so the provider can chat with them. */
  travelerAccount?: string;
}

/** The demo traveler's account: María José booked GT-240101 and writes to the provider. */
export const DEMO_TRAVELER = 'viajero@demo.gt';

/**
 * Reservations for demos: three to answer (two of them on the same days of the same house, so only one
 * can be accepted), one confirmed with its days blocked, one completed and one rejected.
 */
export const DEMO_BOOKINGS: DemoBooking[] = [
  {
    id: '5b0f6a8e-3c1d-4f2a-9e7b-1a2b3c4d5e01',
    reservation_no: 'GT-240101',
    product_id: CASA_LAGO,
    status: 1,
    traveler: {
      first_name: 'María José',
      last_name: 'Cifuentes',
      email: 'mjcifuentes@correo.gt',
      phone: '+502 5512 3344',
    },
    startInDays: 20,
    nights: 3,
    pricePerNight: 145,
    requestedHoursAgo: 2,
    adult: 2,
    children: 1,
    special_requirement: 'Llegamos tarde, cerca de las 21:00.',
    travelerAccount: DEMO_TRAVELER,
  },
  {
    id: '5b0f6a8e-3c1d-4f2a-9e7b-1a2b3c4d5e02',
    reservation_no: 'GT-240102',
    product_id: CASA_LAGO,
    status: 1,
    traveler: { first_name: 'José Luis', last_name: 'Ajanel', email: 'jl.ajanel@correo.gt' },
    startInDays: 22,
    nights: 3,
    pricePerNight: 145,
    requestedHoursAgo: 6,
    adult: 4,
    children: 0,
  },
  {
    id: '5b0f6a8e-3c1d-4f2a-9e7b-1a2b3c4d5e03',
    reservation_no: 'GT-240103',
    product_id: CABANA,
    status: 1,
    traveler: {
      first_name: 'Ana Lucía',
      last_name: 'Morales',
      email: 'analucia.morales@correo.gt',
      phone: '+502 4478 1020',
    },
    startInDays: 30,
    nights: 2,
    pricePerNight: 95,
    requestedHoursAgo: 18,
    adult: 2,
    children: 0,
    special_requirement: 'Viajamos con un perro pequeño.',
  },
  {
    id: '5b0f6a8e-3c1d-4f2a-9e7b-1a2b3c4d5e04',
    reservation_no: 'GT-240094',
    product_id: CABANA,
    status: 2,
    traveler: { first_name: 'Carlos Enrique', last_name: 'Xicará', email: 'cxicara@correo.gt' },
    startInDays: 10,
    nights: 3,
    pricePerNight: 95,
    requestedHoursAgo: 24 * 6,
    adult: 2,
    children: 2,
  },
  {
    id: '5b0f6a8e-3c1d-4f2a-9e7b-1a2b3c4d5e05',
    reservation_no: 'GT-240071',
    product_id: CASA_LAGO,
    status: 3,
    traveler: { first_name: 'Gabriela', last_name: 'Tzul', email: 'gabriela.tzul@correo.gt' },
    startInDays: -40,
    nights: 3,
    pricePerNight: 145,
    requestedHoursAgo: 24 * 60,
    adult: 3,
    children: 0,
  },
  {
    id: '5b0f6a8e-3c1d-4f2a-9e7b-1a2b3c4d5e06',
    reservation_no: 'GT-240088',
    product_id: CABANA,
    status: 0,
    traveler: { first_name: 'Luis Fernando', last_name: 'Batz', email: 'lfbatz@correo.gt' },
    startInDays: 15,
    nights: 2,
    pricePerNight: 95,
    requestedHoursAgo: 24 * 9,
    adult: 1,
    children: 0,
    reject_reason: 'La cabaña está en mantenimiento esas fechas.',
  },
];

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Days the demo company closed by hand (issue 13's calendar), clear of the demo reservations' nights. */
const DEMO_BLOCKED = [
  {
    id: '5b0f6a8e-3c1d-4f2a-9e7b-1a2b3c4d5f01',
    product_id: CASA_LAGO,
    startInDays: 45,
    days: 3,
    note: 'Mantenimiento del techo',
  },
  {
    id: '5b0f6a8e-3c1d-4f2a-9e7b-1a2b3c4d5f02',
    product_id: CABANA,
    startInDays: 60,
    days: 2,
    note: 'Uso familiar',
  },
];

/** Adds the demo reservations once; later starts leave them (and any decisions taken on them) alone. */
export async function seedDemoBookings(db: Db, cast: DemoCast = DEMO_CAST): Promise<void> {
  const ownerId = await demoOwnerId(db, cast);
  if (!ownerId) return;
  const bookings = DEMO_BOOKINGS.map((b) => ({
    ...b,
    id: castId(cast, b.id),
    reservation_no: castCode(cast, b.reservation_no),
    product_id: castId(cast, b.product_id),
    travelerAccount: b.travelerAccount && castEmail(cast, b.travelerAccount),
  }));
  const seeded = await alreadySeeded(
    db,
    'bookings',
    bookings.map((b) => b.id),
  );
  const products = new Set(
    (await db.selectFrom('products').select('id').where('provider_id', '=', ownerId).execute()).map(
      (p) => p.id,
    ),
  );
  const now = Date.now();
  const seededNow = new Set<string>();
  for (const b of bookings) {
    if (seeded.has(b.id) || !products.has(b.product_id)) continue;
    seededNow.add(b.product_id);
    const start = isoDay(now + b.startInDays * DAY);
    const end = isoDay(now + (b.startInDays + b.nights) * DAY);
    const requested = new Date(now - b.requestedHoursAgo * HOUR);
    const decided = b.status === 1 ? null : new Date(requested.getTime() + 3 * HOUR);
    const account = b.travelerAccount
      ? await db.selectFrom('users').select('id').where('email', '=', b.travelerAccount).executeTakeFirst()
      : undefined;
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('bookings')
        .values({
          id: b.id,
          provider_id: ownerId,
          product_id: b.product_id,
          reservation_no: b.reservation_no,
          status: b.status,
          traveler: JSON.stringify(b.traveler),
          start_date: start,
          end_date: end,
          request_date: requested,
          adult: b.adult,
          children: b.children,
          special_requirement: b.special_requirement ?? '',
          subtotal: b.nights * b.pricePerNight,
          currency: 'USD',
          reject_reason: b.reject_reason ?? null,
          cancelled_by: b.status === 0 ? (b.reject_reason ? 'provider' : 'traveler') : null,
          decided_at: decided,
          traveler_user_id: account?.id ?? null,
        })
        .execute();
      if (b.status === 2) {
        await trx
          .insertInto('product_availability')
          .values({
            id: `${b.id}-reserved`,
            product_id: b.product_id,
            start_date: start,
            // The nights held: the departure day is free for the next guest (as accepting does).
            end_date: isoDay(now + (b.startInDays + b.nights - 1) * DAY),
            lock_type: 'reserved',
            booking_id: b.id,
          })
          .execute();
      }
    });
  }
  // With the product's first reservations only, so a range the provider later reopened stays reopened.
  const blocked = DEMO_BLOCKED.map((r) => ({
    ...r,
    id: castId(cast, r.id),
    product_id: castId(cast, r.product_id),
  }));
  for (const r of blocked.filter((range) => seededNow.has(range.product_id))) {
    await db
      .insertInto('product_availability')
      .values({
        id: r.id,
        product_id: r.product_id,
        start_date: isoDay(now + r.startInDays * DAY),
        end_date: isoDay(now + (r.startInDays + r.days - 1) * DAY),
        lock_type: 'blocked',
        note: r.note,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
}
