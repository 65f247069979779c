import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import { addDays, entriesOf, insertBlocked, insertImported } from './calendarServerFixtures.ts';
import {
  call,
  insertBooking,
  insertProduct,
  operator,
  other,
  owner,
  setUpProductApp,
} from './productFixtures.ts';
import { additional, allYear, createThingToDo, prices, ttd } from './thingsToDoRequests.ts';

setUpProductApp();

type Departures = components['schemas']['Departures'];

/** A Monday well in the future, so no "today" moves the tests. */
const MONDAY = '2031-03-10';

const departures = async (id: string, query = `?start=${MONDAY}&days=14`, token = owner) => {
  const res = await call('GET', `/api/calendar/departures/${id}${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Departures;
};
const dayOf = (answer: Departures, date: string) => answer.days.find((d) => d.date === date)!;
const accept = (bookingId: string) => call('PUT', `/api/bookings/${bookingId}/accept`, owner);

/** A traveler's booking of the product departing on `start` (its end the same day). */
const booking = (productId: string, start: string, people: { adult: number; children?: number }) =>
  insertBooking(productId, { start, end: start, subtotal: 90, ...people });

/** A tour of the type with its capacity, schedule and kind of departure saved. */
async function tour(type: number, steps: { capacity?: number; schedule?: object; typeOfTour?: number } = {}) {
  const id = await createThingToDo(type);
  const saves: [string, object][] = [
    [ttd.additional(id, type), { ...additional, capacity: steps.capacity ?? 12 }],
  ];
  if (steps.schedule) saves.push([ttd.availability(id, type), steps.schedule]);
  if (steps.typeOfTour !== undefined)
    saves.push([ttd.prices(id, type), { ...prices, type_of_tour: steps.typeOfTour }]);
  for (const [url, body] of saves) expect((await call('PUT', url, owner, body)).statusCode).toBe(200);
  return id;
}

describe('the departures of a thing to do', () => {
  it('before its availability step is saved every day runs; types 11 and 17 are private, the others shared', async () => {
    for (const [type, isPrivate] of [
      [11, true],
      [12, false],
      [13, false],
      [17, true],
      [71, false],
    ] as const) {
      const answer = await departures(await createThingToDo(type));
      expect(answer).toMatchObject({ product_type: type, capacity: 1, private: isPrivate, scheduled: false });
      expect(answer.start).toBe(MONDAY);
      expect(answer.end).toBe(addDays(MONDAY, 13));
      expect(answer.days).toHaveLength(14);
      expect(answer.days.every((d) => d.runs && !d.closed && d.seats_left === 1)).toBe(true);
    }
  });

  it('all year, a departure runs on the chosen weekdays only (0 Monday … 6 Sunday)', async () => {
    const id = await tour(12, { schedule: allYear }); // Saturdays and Mondays
    const answer = await departures(id);
    expect(answer.scheduled).toBe(true);
    expect(answer.days.filter((d) => d.runs).map((d) => d.date)).toEqual([
      MONDAY,
      addDays(MONDAY, 5),
      addDays(MONDAY, 7),
      addDays(MONDAY, 12),
    ]);
    expect(answer.days.filter((d) => !d.runs).every((d) => d.seats_left === 0)).toBe(true);
    expect(dayOf(answer, MONDAY).seats_left).toBe(12);
  });

  it('month ranges run on their own weekdays, and a range may run over the new year', async () => {
    const id = await tour(13, {
      schedule: {
        available_all_year: false,
        year_days: [],
        months: [
          { initial_month: 11, final_month: 2, days: [2] }, // Wednesdays, November to February
          { initial_month: 6, final_month: 6, days: [5, 6] }, // weekends in June
        ],
      },
    });
    const runsIn = async (start: string, days: number) =>
      (await departures(id, `?start=${start}&days=${days}`)).days.filter((d) => d.runs).map((d) => d.date);
    expect(await runsIn('2030-12-30', 7)).toEqual(['2031-01-01']); // a Wednesday across the new year
    expect(await runsIn('2031-02-24', 7)).toEqual(['2031-02-26']); // still February …
    expect(await runsIn('2031-03-03', 7)).toEqual([]); // … but not March
    expect(await runsIn('2031-06-02', 7)).toEqual(['2031-06-07', '2031-06-08']);
  });

  it('a shared departure fills up: people count against the capacity, one too many is 409 departure_full', async () => {
    const id = await tour(12, { capacity: 8, typeOfTour: 1 });
    const family = await booking(id, MONDAY, { adult: 3, children: 2 });
    expect((await accept(family)).statusCode).toBe(200);
    expect(dayOf(await departures(id), MONDAY)).toMatchObject({
      people: 5,
      reservations: 1,
      seats_left: 3,
    });

    const four = await booking(id, MONDAY, { adult: 4 });
    const refused = await accept(four);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('departure_full');
    const stillPending = await call('GET', `/api/bookings/${four}`, owner);
    expect(stillPending.json().status).toBe(1);

    const three = await booking(id, MONDAY, { adult: 3 });
    expect((await accept(three)).statusCode).toBe(200);
    expect(dayOf(await departures(id), MONDAY)).toMatchObject({ people: 8, reservations: 2, seats_left: 0 });
    // Each reservation holds the departure day on the calendar.
    const reserved = (await entriesOf(id)).filter((e) => e.lock_type === 'reserved');
    expect(reserved.map((e) => [e.start_date, e.end_date])).toEqual([
      [MONDAY, MONDAY],
      [MONDAY, MONDAY],
    ]);
    // Another day is another departure.
    expect((await accept(await booking(id, addDays(MONDAY, 1), { adult: 4 }))).statusCode).toBe(200);
  });

  it('a private departure is one group: a second group that day is refused, whatever the seats', async () => {
    const id = await tour(11, { capacity: 10, typeOfTour: 0 });
    expect((await accept(await booking(id, MONDAY, { adult: 2 }))).statusCode).toBe(200);
    expect(dayOf(await departures(id), MONDAY)).toMatchObject({ people: 2, seats_left: 0 });
    const second = await accept(await booking(id, MONDAY, { adult: 1 }));
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('departure_full');
    // A group larger than the capacity does not fit a private departure either.
    const crowd = await accept(await booking(id, addDays(MONDAY, 1), { adult: 11 }));
    expect(crowd.json().code).toBe('departure_full');
  });

  it('prices offering both kinds make a private tour collective (issue 26): it shares its departures', async () => {
    const id = await tour(11, { capacity: 6, typeOfTour: 2 });
    expect((await departures(id)).private).toBe(false);
    expect((await accept(await booking(id, MONDAY, { adult: 2 }))).statusCode).toBe(200);
    expect((await accept(await booking(id, MONDAY, { adult: 4 }))).statusCode).toBe(200);
  });

  it('a day closed by hand or by an iCal feed refuses a reservation (409 dates_taken) and shows as closed', async () => {
    const id = await tour(12, { typeOfTour: 1 });
    await insertBlocked(id, MONDAY, MONDAY, 'Feriado');
    await insertImported(id, addDays(MONDAY, 2), addDays(MONDAY, 3));
    for (const day of [MONDAY, addDays(MONDAY, 3)]) {
      const res = await accept(await booking(id, day, { adult: 1 }));
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('dates_taken');
    }
    const answer = await departures(id);
    expect(answer.days.filter((d) => d.closed).map((d) => d.date)).toEqual([
      MONDAY,
      addDays(MONDAY, 2),
      addDays(MONDAY, 3),
    ]);
    expect(dayOf(answer, MONDAY).seats_left).toBe(0);
  });

  it('a departure with reservations cannot be closed by hand; an empty one can, one day alone', async () => {
    const id = await tour(12, { typeOfTour: 1 });
    expect((await accept(await booking(id, MONDAY, { adult: 2 }))).statusCode).toBe(200);
    const save = (day: string) =>
      call('PUT', `/api/accommodation/availability/${id}`, owner, {
        product_type: 12,
        start_date: day,
        end_date: day,
        lock_type: 'blocked',
        note: 'Sin guía',
      });
    expect((await save(MONDAY)).statusCode).toBe(409);
    expect((await save(addDays(MONDAY, 1))).statusCode).toBe(200);
    expect(dayOf(await departures(id), addDays(MONDAY, 1)).closed).toBe(true);
  });

  it("a 3-day package's reservation holds its departure day only, so the next group may start the day after", async () => {
    const id = await tour(71, { capacity: 4, typeOfTour: 0 });
    const first = await insertBooking(id, { start: MONDAY, end: addDays(MONDAY, 2), adult: 2 });
    expect((await accept(first)).statusCode).toBe(200);
    expect((await entriesOf(id)).map((e) => [e.start_date, e.end_date])).toEqual([[MONDAY, MONDAY]]);
    expect((await accept(await booking(id, addDays(MONDAY, 1), { adult: 2 }))).statusCode).toBe(200);
  });

  it('of two reservations accepted at once for the last seats, exactly one lands', async () => {
    const id = await tour(12, { capacity: 4, typeOfTour: 1 });
    const a = await booking(id, MONDAY, { adult: 3 });
    const b = await booking(id, MONDAY, { adult: 3 });
    const codes = (await Promise.all([accept(a), accept(b)])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    expect(dayOf(await departures(id), MONDAY).people).toBe(3);
  });

  it('stays, restaurants and other providers\u2019 products have no departures (404); the operator reads any', async () => {
    for (const type of [1, 4, 68]) {
      const res = await call('GET', `/api/calendar/departures/${await insertProduct(type)}`, owner);
      expect(res.statusCode).toBe(404);
    }
    const id = await createThingToDo(12);
    expect((await call('GET', `/api/calendar/departures/${id}`, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/calendar/departures/${randomUUID()}`, owner)).statusCode).toBe(404);
    expect((await call('GET', `/api/calendar/departures/${id}?start=${MONDAY}`, operator)).statusCode).toBe(
      200,
    );
  });

  it('the calendar of all products names the days each thing to do runs no departure', async () => {
    const scheduled = await tour(12, { schedule: allYear }); // Saturdays and Mondays
    const unscheduled = await createThingToDo(13);
    const stay = await insertProduct(1);
    const res = await call('GET', `/api/calendar?start=${MONDAY}&days=7`, owner);
    expect(res.statusCode).toBe(200);
    const rows = (res.json() as components['schemas']['CalendarOverview']).products;
    const noDeparture = (id: string) => rows.find((p) => p.product_id === id)!.no_departure;
    expect(noDeparture(scheduled)).toEqual([1, 2, 3, 4, 6].map((n) => addDays(MONDAY, n)));
    expect(noDeparture(unscheduled)).toEqual([]);
    expect(noDeparture(stay)).toEqual([]);
  });

  it('the window: today and 62 days by default, at most 93 days, inside the calendar years', async () => {
    const id = await createThingToDo(12);
    const today = new Date().toISOString().slice(0, 10);
    const fallback = await departures(id, '');
    expect(fallback.start).toBe(today);
    expect(fallback.days).toHaveLength(62);
    for (const query of ['?days=94', '?days=0', '?start=2031-02-30', '?start=2999-12-01', '?start=hoy']) {
      const res = await call('GET', `/api/calendar/departures/${id}${query}`, owner);
      expect(res.statusCode, query).toBe(400);
    }
  });
});
