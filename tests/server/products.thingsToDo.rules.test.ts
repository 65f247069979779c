import { beforeAll, describe, expect, it } from 'vitest';
import { call, owner, setUpProductApp } from './productFixtures.ts';
import { expectBadField } from './productStepRequests.ts';
import { activity, additional, createThingToDo, hoursItinerary, prices, ttd } from './thingsToDoRequests.ts';

setUpProductApp();

let id: string;
beforeAll(async () => {
  id = await createThingToDo(12);
});

const put = (url: string, body: object) => call('PUT', url, owner, body);
const day = (no_day: number, times: string[] = []) => ({
  no_day,
  activities: [activity(`Día ${no_day}`)],
  start_times_flexible: times,
});
const multiDay = (count: number, time_duration: number | null = count) => ({
  duration_type: 3,
  time_duration,
  flexible_schedules: false,
  days: Array.from({ length: count }, (_, i) => day(i + 1)),
});
const codeOf = (res: { json(): { code: string } }) => res.json().code;

describe('information and information-additional limits', () => {
  it('refuses blank texts and unknown catalogue ids, naming the field', async () => {
    expectBadField(
      await call('POST', ttd.create(11), owner, { name: '  ', title: 't', description: 'd' }),
      'name',
    );
    expectBadField(
      await put(ttd.additional(id, 12), { ...additional, category: 'tour_category:moon' }),
      'category',
    );
    expectBadField(
      await put(ttd.additional(id, 12), { ...additional, difficulty: 'bed:single' }),
      'difficulty',
    );
    expectBadField(await put(ttd.additional(id, 12), { ...additional, suited_to: ['x'] }), 'suited_to');
    expectBadField(await put(ttd.additional(id, 12), { ...additional, languages: ['xx'] }), 'languages');
    expectBadField(await put(ttd.additional(id, 12), { ...additional, languages: [] }), 'languages');
  });

  it('takes a capacity of 100 and refuses 101 or 0 (SPEC §9 tour capacity 100)', async () => {
    expect((await put(ttd.additional(id, 12), { ...additional, capacity: 100 })).statusCode).toBe(200);
    expectBadField(await put(ttd.additional(id, 12), { ...additional, capacity: 101 }), 'capacity');
    expectBadField(await put(ttd.additional(id, 12), { ...additional, capacity: 0 }), 'capacity');
  });

  it('refuses a product type outside the family at creation', async () => {
    expect(
      (await call('POST', ttd.create(16), owner, { name: 'a', title: 'b', description: 'c' })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', ttd.create(1), owner, { name: 'a', title: 'b', description: 'c' })).statusCode,
    ).toBe(400);
  });
});

describe('availability', () => {
  it('needs a weekday when all year, a month range otherwise, and weekdays in every range', async () => {
    expect(
      codeOf(await put(ttd.availability(id, 12), { available_all_year: true, year_days: [], months: [] })),
    ).toBe('daysRequired');
    expect(
      codeOf(await put(ttd.availability(id, 12), { available_all_year: false, year_days: [1], months: [] })),
    ).toBe('monthsRequired');
    const emptyRange = {
      available_all_year: false,
      year_days: [],
      months: [{ initial_month: 1, final_month: 3, days: [] }],
    };
    expect(codeOf(await put(ttd.availability(id, 12), emptyRange))).toBe('daysRequired');
  });

  it('a month range needs both ends within 1-12, and weekdays are 0 Monday to 6 Sunday', async () => {
    const months = (range: object) => ({ available_all_year: false, year_days: [], months: [range] });
    expectBadField(await put(ttd.availability(id, 12), months({ initial_month: 11, days: [0] })), 'months.0');
    expectBadField(await put(ttd.availability(id, 12), months({ final_month: 2, days: [0] })), 'months.0');
    expect(
      (await put(ttd.availability(id, 12), months({ initial_month: 13, final_month: 2, days: [0] })))
        .statusCode,
    ).toBe(400);
    expect(
      (await put(ttd.availability(id, 12), { available_all_year: true, year_days: [7], months: [] }))
        .statusCode,
    ).toBe(400);
    const saved = await put(
      ttd.availability(id, 12),
      months({ initial_month: 11, final_month: 2, days: [6, 0] }),
    );
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', ttd.availability(id, 12), owner)).json()).toEqual({
      available_all_year: false,
      year_days: [],
      months: [{ initial_month: 11, final_month: 2, days: [0, 6] }],
    });
  });
});

describe('itinerary (machines/itineraryRules.ts)', () => {
  it('takes up to 24 hours and refuses more, or none, for an hours tour', async () => {
    expect((await put(ttd.itinerary(id, 12), { ...hoursItinerary, time_duration: 24 })).statusCode).toBe(200);
    expect(codeOf(await put(ttd.itinerary(id, 12), { ...hoursItinerary, time_duration: 24.5 }))).toBe(
      'durationOutOfRange',
    );
    expect(codeOf(await put(ttd.itinerary(id, 12), { ...hoursItinerary, time_duration: null }))).toBe(
      'durationOutOfRange',
    );
  });

  it('takes 30 days and refuses 31, one day or a day count that differs from the blocks', async () => {
    expect((await put(ttd.itinerary(id, 12), multiDay(30))).statusCode).toBe(200);
    expect((await call('GET', ttd.itinerary(id, 12), owner)).json().days).toHaveLength(30);
    expect((await put(ttd.itinerary(id, 12), multiDay(31, 30))).statusCode).toBe(400);
    expect(codeOf(await put(ttd.itinerary(id, 12), multiDay(1)))).toBe('durationOutOfRange');
    expect(codeOf(await put(ttd.itinerary(id, 12), multiDay(3, 4)))).toBe('dayCountMismatch');
    const counted = await put(ttd.itinerary(id, 12), multiDay(3, null));
    expect(counted.statusCode).toBe(200);
    expect((await call('GET', ttd.itinerary(id, 12), owner)).json().time_duration).toBe(3);
  });

  it('needs a duration, an activity every day, and with flexible schedules a start time every day', async () => {
    expect(codeOf(await put(ttd.itinerary(id, 12), { ...hoursItinerary, duration_type: null }))).toBe(
      'durationRequired',
    );
    const noActivity = { ...hoursItinerary, days: [{ no_day: 1, activities: [], start_times_flexible: [] }] };
    expect(codeOf(await put(ttd.itinerary(id, 12), noActivity))).toBe('activityRequired');
    const flexible = { ...multiDay(2), flexible_schedules: true, days: [day(1, ['08:00']), day(2)] };
    expect(codeOf(await put(ttd.itinerary(id, 12), flexible))).toBe('startTimeRequired');
    const allFlexible = { ...flexible, days: [day(1, ['08:00', '07:30']), day(2, ['09:00'])] };
    expect((await put(ttd.itinerary(id, 12), allFlexible)).statusCode).toBe(200);
    expect((await call('GET', ttd.itinerary(id, 12), owner)).json().days[0].start_times_flexible).toEqual([
      '07:30',
      '08:00',
    ]);
  });

  it('a half or all day tour has one day block and no time_duration', async () => {
    const twoDays = { ...multiDay(2), duration_type: 1 };
    expect(codeOf(await put(ttd.itinerary(id, 12), twoDays))).toBe('dayCountMismatch');
    expect(
      (await put(ttd.itinerary(id, 12), { ...multiDay(1), duration_type: 2, time_duration: 8 })).statusCode,
    ).toBe(200);
    expect((await call('GET', ttd.itinerary(id, 12), owner)).json()).toMatchObject({
      duration_type: 2,
      time_duration: null,
    });
  });
});

describe('prices', () => {
  it('needs the price of each kind offered and drops the other', async () => {
    expectBadField(await put(ttd.prices(id, 12), { ...prices, price_private: undefined }), 'price_private');
    expectBadField(
      await put(ttd.prices(id, 12), { type_of_tour: 1, included: [], commission_model: 1 }),
      'price_collective',
    );
    expectBadField(
      await put(ttd.prices(id, 12), { ...prices, included: ['tour_included:yacht'] }),
      'included',
    );
    expect((await put(ttd.prices(id, 12), { ...prices, type_of_tour: 0 })).statusCode).toBe(200);
    // Sold privately only, the tour is a private one now (issue 26).
    const read = (await call('GET', ttd.prices(id, 11), owner)).json();
    expect(read.price_collective).toBeUndefined();
    expect(read.price_private).toEqual(prices.price_private);
    expect((await put(ttd.prices(id, 11), prices)).json().product_type).toBe(12);
  });

  it('sets the product commission model, and reads the current one back', async () => {
    await put(ttd.prices(id, 12), { ...prices, commission_model: 2 });
    expect((await call('GET', `/api/products/${id}`, owner)).json().commission_model).toBe(2);
    await call('PUT', ttd.commission(id), owner, { product_type: 12, commission_model: 1 });
    expect((await call('GET', ttd.prices(id, 12), owner)).json().commission_model).toBe(1);
  });

  it('refuses a negative price or a minimum of 0 travelers', async () => {
    expect(
      (await put(ttd.prices(id, 12), { ...prices, price_private: { min_pax: 0, adult: 1, child: 1 } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await put(ttd.prices(id, 12), { ...prices, price_private: { min_pax: 1, adult: -1, child: 1 } }))
        .statusCode,
    ).toBe(400);
  });
});
