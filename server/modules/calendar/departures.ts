import { sql } from 'kysely';
import {
  type DepartureLoad,
  type DepartureSchedule,
  isPrivateDeparture,
  runsOn,
  seatsLeft,
} from '../../../machines/departures.ts';
import { kindOf } from '../../../machines/productKinds.ts';
import type { TypeOfTour } from '../../../machines/productTypes.ts';
import type { WeekSchedule } from '../../../machines/weekSchedule.ts';
import type { components } from '../../../openapi/schema.d.ts';
import { readStepData } from '../products/productAccess.ts';
import type { StepDb } from '../products/stepRegistry.ts';
import type { DayRange } from './availability.ts';
import { addDays, daysBetween } from './calendarDays.ts';

type DepartureDay = components['schemas']['DepartureDay'];

/** What a thing to do's departures are made of: its capacity, whether a departure is private, its schedule. */
export interface DepartureTerms {
  /** People one departure takes; null for tickets, without a limit a day. */
  capacity: number | null;
  private: boolean;
  /** The days it runs: its availability, or its opening hours' open weekdays; null until saved (every day runs). */
  schedule: DepartureSchedule | null;
}

/** Booking statuses that hold seats: confirmed (2) and completed (3). */
const HOLDING_SEATS = [2, 3] as const;

/**
 * A product's departure terms, read where its kind keeps them (the kinds table's `departures`): a tour's capacity and
 * availability, a guide's travelers any day, an attraction's tickets on the days its opening hours keep open.
 */
export async function departureTermsOf(
  db: StepDb,
  product: { id: string; product_type: number },
): Promise<DepartureTerms> {
  const source = kindOf(product.product_type)?.departures ?? null;
  const [capacityStep, prices, daysStep] = await Promise.all([
    source?.capacity ? readStepData<Record<string, unknown>>(db, product.id, source.capacity.step) : null,
    readStepData<{ type_of_tour?: TypeOfTour }>(db, product.id, 'prices'),
    source?.days ? readStepData<unknown>(db, product.id, source.days.step) : null,
  ]);
  const saved = source?.capacity ? Number(capacityStep?.[source.capacity.field]) : Number.NaN;
  return {
    capacity: source && source.capacity === null ? null : Math.max(1, Number.isFinite(saved) ? saved : 1),
    private: isPrivateDeparture(product.product_type, prices?.type_of_tour),
    schedule:
      daysStep === null || !source?.days
        ? null
        : source.days.shape === 'week'
          ? openWeekdays((daysStep as { schedule: WeekSchedule }).schedule)
          : (daysStep as DepartureSchedule),
  };
}

/** A week of opening hours as the departures read it: every week of the year, on the days it does not close. */
const openWeekdays = (week: WeekSchedule): DepartureSchedule => ({
  available_all_year: true,
  // The week's days are 1 Monday … 7 Sunday; a departure schedule's 0 Monday … 6 Sunday.
  year_days: week.filter((day) => !day.closed).map((day) => day.day - 1),
  months: [],
});

/**
 * Every day of the window with what closes it and what its accepted reservations hold. `excludeBooking`
 * leaves one booking out (the one being accepted, whose own range is not yet written).
 */
export async function departureLoads(
  db: StepDb,
  productId: string,
  window: DayRange,
  excludeBooking?: string,
): Promise<Map<string, Omit<DepartureLoad, 'runs'>>> {
  const loads = new Map<string, Omit<DepartureLoad, 'runs'>>();
  for (let n = 0; n <= daysBetween(window.start, window.last); n++) {
    loads.set(addDays(window.start, n), { closed: false, people: 0, reservations: 0 });
  }
  const closing = await db
    .selectFrom('product_availability')
    .select([sql<string>`start_date::text`.as('start'), sql<string>`end_date::text`.as('end')])
    .where('product_id', '=', productId)
    .where('lock_type', '=', 'blocked')
    .where('start_date', '<=', window.last)
    .where('end_date', '>=', window.start)
    .execute();
  for (const range of closing) {
    const from = range.start > window.start ? range.start : window.start;
    const to = range.end < window.last ? range.end : window.last;
    for (let n = 0; n <= daysBetween(from, to); n++) loads.get(addDays(from, n))!.closed = true;
  }
  let booked = db
    .selectFrom('bookings')
    .select([
      sql<string>`start_date::text`.as('day'),
      sql<number>`sum(adult + children)::int`.as('people'),
      sql<number>`count(*)::int`.as('reservations'),
    ])
    .where('product_id', '=', productId)
    .where('status', 'in', HOLDING_SEATS)
    .where('start_date', '>=', window.start)
    .where('start_date', '<=', window.last)
    .groupBy('start_date');
  if (excludeBooking) booked = booked.where('id', '!=', excludeBooking);
  for (const row of await booked.execute()) {
    const load = loads.get(row.day)!;
    load.people = row.people;
    load.reservations = row.reservations;
  }
  return loads;
}

/** The window's departures as the calendar draws them (GET /api/calendar/departures/{id}). */
export async function departuresOf(
  db: StepDb,
  product: { id: string; product_type: number },
  window: DayRange,
): Promise<{ terms: DepartureTerms; days: DepartureDay[] }> {
  const terms = await departureTermsOf(db, product);
  const loads = await departureLoads(db, product.id, window);
  const days = [...loads].map(([date, load]) => {
    const runs = terms.schedule === null || runsOn(terms.schedule, date);
    return { date, runs, ...load, seats_left: seatsLeft({ runs, ...load }, terms.capacity, terms.private) };
  });
  return { terms, days };
}
