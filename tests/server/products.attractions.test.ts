// Issue 30: the attractions family's own rules, beyond what every family shares (products.families.test.ts): the
// schedule step (the week of opening hours shared with gastronomy, and the tickets), the information-additional
// step without capacity and category, no commission model, who reaches an attraction, its completion and its
// calendar, which sells by day.
import { beforeAll, describe, expect, it } from 'vitest';
import { completionPercent } from '../../machines/completion.ts';
import {
  attractionAdditional,
  attractionBring,
  attractionInformation,
  attractionSchedule,
  attractions,
  weekSchedule,
} from './attractionsRequests.ts';
import { multipart, picture } from './imageFixtures.ts';
import { app, call, newProvider, operator, other, setUpProductApp } from './productFixtures.ts';
import { expectBadField, placeIn, policy } from './productStepRequests.ts';
import { bearer } from './testApp.ts';
import { createThingToDo, information as tour } from './thingsToDoRequests.ts';

setUpProductApp();

let token: string;
let png: Buffer;
beforeAll(async () => {
  ({ token } = await newProvider());
  png = await picture(40, 30, '#7a4e2d').png().toBuffer();
});

async function newAttraction(as = token) {
  const created = await call('POST', attractions.create(), as, attractionInformation);
  expect(created.statusCode, created.body).toBe(201);
  return created.json()._id as string;
}

const saveSchedule = (id: string, body: object, as = token) =>
  call('PUT', attractions.schedule(id), as, { ...attractionSchedule, ...body });

/** The week with one day replaced. */
const withDay = (day: number, setting: object) =>
  weekSchedule.map((entry) => (entry.day === day ? { ...entry, ...setting } : entry));

const closedDay = { always_open: false, closed: true, opening_time: null, closing_time: null };

describe('creating an attraction', () => {
  it('is a hidden type 18 with step 1 done, its texts trimmed, and commission model 1', async () => {
    const id = await newAttraction();
    const card = await call('GET', `/api/products/${id}`, token);
    expect(card.json()).toMatchObject({ product_type: 18, commission_model: 1, tb_gcm_status: { _id: 1 } });
    const read = await call('GET', attractions.information(id), token);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({
      attraction_id: id,
      name: 'Museo del Ferrocarril',
      title: attractionInformation.title,
      description: attractionInformation.description,
    });
    // Its card is in the attractions' tab of the provider's list.
    const list = await call('GET', '/api/products?product_type=18&language_code=es', token);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((p: { _id: string }) => p._id)).toContain(id);
  });

  it('is for providers only (SPEC §6: role 2), and refuses blank texts naming the field', async () => {
    const agency = await newProvider({ role: 3 });
    const refused = await call('POST', attractions.create(), agency.token, attractionInformation);
    expect(refused.statusCode).toBe(403);
    expectBadField(
      await call('POST', attractions.create(), token, { ...attractionInformation, title: '  ' }),
      'title',
    );
    // The attraction paths create attractions only.
    expect(
      (await call('POST', '/api/attractions?product_type=11', token, attractionInformation)).statusCode,
    ).toBe(400);
  });
});

describe('the schedule step', () => {
  it('reads every day open without hours and every ticket at 0 until saved', async () => {
    const id = await newAttraction();
    const read = await call('GET', attractions.schedule(id), token);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().schedule).toHaveLength(7);
    expect(read.json().schedule[0]).toEqual({
      day: 1,
      always_open: false,
      closed: false,
      opening_time: null,
      closing_time: null,
    });
    expect(read.json()).toMatchObject({
      local_prices: { price_type: 3, adult: 0, child: 0 },
      foreing_prices: { price_type: 4, adult: 0, child: 0 },
    });
  });

  it('stores the week Monday first, with no times on a 24-hour or closed day, and marks step 7', async () => {
    const id = await newAttraction();
    const shuffled = [...weekSchedule]
      .reverse()
      .map((d) => (d.day === 6 ? { ...d, opening_time: '08:00', closing_time: '10:00' } : d));
    const saved = await saveSchedule(id, { schedule: shuffled });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().step_validate).toMatchObject({ step1: true, step7: true });
    const read = await call('GET', attractions.schedule(id), token);
    expect(read.json()).toEqual(attractionSchedule);
  });

  it.each([
    ['dayMissing', weekSchedule.map((d) => (d.day === 1 ? { ...d, day: 2 } : d))],
    ['dayRepeated', weekSchedule.map((d) => (d.day === 7 ? { ...d, day: 1 } : d))],
    ['dayKindConflict', withDay(2, { always_open: true, closed: true })],
    ['hoursRequired', withDay(3, { closing_time: null })],
    ['closingBeforeOpening', withDay(4, { opening_time: '18:00', closing_time: '18:00' })],
    ['alwaysClosed', weekSchedule.map((d) => ({ ...d, ...closedDay }))],
  ])('refuses a week with %s: 400 naming the schedule, nothing saved', async (code, schedule) => {
    const id = await newAttraction();
    const refused = await saveSchedule(id, { schedule });
    expectBadField(refused, 'schedule');
    expect(refused.json().code).toBe(code);
    const card = await call('GET', `/api/products/${id}`, token);
    expect(card.json().step_validate.step7).toBeFalsy();
  });

  it('refuses times off the half hour, weeks of other than seven days and days outside 1-7 (the contract)', async () => {
    const id = await newAttraction();
    for (const schedule of [
      withDay(1, { opening_time: '09:15' }),
      withDay(1, { closing_time: '24:00' }),
      weekSchedule.slice(0, 6),
      [...weekSchedule, weekSchedule[0]],
      withDay(7, { day: 8 }),
    ]) {
      const refused = await saveSchedule(id, { schedule });
      expect(refused.statusCode, JSON.stringify(schedule)).toBe(400);
      expect(refused.json().code).toBe('invalid_request');
    }
  });

  it("needs a local adult's ticket above 0; other tickets may be 0, none below it", async () => {
    const id = await newAttraction();
    const free = await saveSchedule(id, { local_prices: { price_type: 3, adult: 0, child: 0 } });
    expectBadField(free, 'local_prices');
    expect(free.json().code).toBe('priceRequired');
    const negative = await saveSchedule(id, { foreing_prices: { price_type: 4, adult: -1, child: 0 } });
    expect(negative.statusCode).toBe(400);
    const swapped = await saveSchedule(id, { local_prices: { price_type: 4, adult: 5, child: 0 } });
    expect(swapped.statusCode).toBe(400);
    const cheap = await saveSchedule(id, {
      local_prices: { price_type: 3, adult: 0.5, child: 0 },
      foreing_prices: { price_type: 4, adult: 0, child: 0 },
    });
    expect(cheap.statusCode, cheap.body).toBe(200);
  });
});

describe('the other steps of an attraction', () => {
  it('keeps information-additional without capacity or category, and checks its catalogue ids', async () => {
    const id = await newAttraction();
    const unsaved = await call('GET', attractions.additional(id), token);
    expect(unsaved.json()).toEqual({ before_booking: 1, difficulty: '', suited_to: [], languages: [] });
    const saved = await call('PUT', attractions.additional(id), token, {
      ...attractionAdditional,
      capacity: 30,
      category: 'tour_category:culture',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().step_validate.step2).toBe(true);
    const read = await call('GET', attractions.additional(id, 'en'), token);
    expect(read.json()).toEqual({
      before_booking: 0,
      difficulty: 'tour_difficulty:easy',
      suited_to: ['tour_suited_to:families'],
      languages: ['es', 'en'],
    });
    const put = (body: object) =>
      call('PUT', attractions.additional(id), token, { ...attractionAdditional, ...body });
    expectBadField(await put({ difficulty: 'tour_category:culture' }), 'difficulty');
    expectBadField(await put({ suited_to: ['tour_suited_to:aliens'] }), 'suited_to');
    expectBadField(await put({ languages: [] }), 'languages');
    expectBadField(await put({ languages: ['xx'] }), 'languages');
  });

  it('lists the catalogues of its form', async () => {
    const difficulty = await call('GET', attractions.catalog('difficulty', 'en'), token);
    expect(difficulty.statusCode, difficulty.body).toBe(200);
    expect(difficulty.json()).toContainEqual({ _id: 'tour_difficulty:easy', name: 'Easy' });
    const suited = await call('GET', attractions.catalog('suited_to'), token);
    expect(suited.json().map((e: { _id: string }) => e._id)).toContain('tour_suited_to:families');
    expect((await call('GET', attractions.catalog('category'), token)).statusCode).toBe(400);
  });

  it('keeps the bringAdditional step (step 4) without blank entries', async () => {
    const id = await newAttraction();
    const saved = await call('PUT', attractions.bring(id), token, attractionBring);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().step_validate.step4).toBe(true);
    expect((await call('GET', attractions.bring(id), token)).json()).toEqual({
      bring: ['Cámara'],
      you_will_see: ['Locomotora de vapor'],
      additional_information: [],
    });
  });

  it('has no commission model: 400 commission_not_available, the model unchanged', async () => {
    const id = await newAttraction();
    const refused = await call('PUT', attractions.commission(id), token, {
      product_type: 18,
      commission_model: 2,
    });
    expectBadField(refused, 'product_type');
    expect(refused.json().code).toBe('commission_not_available');
    expect((await call('GET', `/api/products/${id}`, token)).json().commission_model).toBe(1);
  });
});

describe('who reaches an attraction', () => {
  it("answers another provider 404 on its steps and leaves it unchanged; the operator reads but doesn't write", async () => {
    const id = await newAttraction();
    expect((await saveSchedule(id, {})).statusCode).toBe(200);
    const answers = [
      await call('GET', attractions.schedule(id), other),
      await saveSchedule(id, { local_prices: { price_type: 3, adult: 99, child: 0 } }, other),
      await call('GET', attractions.information(id), other),
      await call('PUT', attractions.information(id), other, attractionInformation),
      await call('PUT', attractions.additional(id), other, attractionAdditional),
      await call('PUT', attractions.status(id), other, { product_type: 18, status: 1 }),
      await call('DELETE', attractions.information(id), other),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 404));
    expect(answers.map((r) => r.json().message)).toEqual(answers.map(() => 'El producto no existe'));
    expect((await call('GET', attractions.schedule(id), token)).json()).toEqual(attractionSchedule);

    const read = await call('GET', attractions.schedule(id), operator);
    expect(read.statusCode, read.body).toBe(200);
    expect((await call('GET', attractions.information(id), operator)).statusCode).toBe(200);
    expect((await saveSchedule(id, {}, operator)).statusCode).toBe(403);
  });

  it('answers 404 to a tour on the attraction paths, and to an attraction on the things-to-do paths', async () => {
    const tourId = await createThingToDo(11, token, tour);
    const attractionId = await newAttraction();
    const answers = [
      await call('GET', attractions.information(tourId), token),
      await call('GET', `/api/attractions/schedule/${tourId}/18`, token),
      await call('GET', `/api/thingsToDo/${attractionId}`, token),
      await call('PUT', `/api/thingsToDo/status/${attractionId}`, token, { product_type: 18, status: 1 }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
  });
});

async function mainPicture(id: string) {
  const body = multipart([{ field: 'file', filename: 'museo.png', type: 'image/png', data: png }]);
  const res = await app.inject({
    method: 'PUT',
    url: attractions.mainPicture(id),
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('completion (SPEC §4: steps 1-10, 10 each)', () => {
  it('waits for the schedule, then a complete attraction goes to review', async () => {
    const id = await newAttraction();
    const place = await placeIn('gt');
    const saves = [
      call('PUT', attractions.location(id), token, {
        ...place,
        real_address: 'Estación',
        latitude: 14.55,
        length: -90.73,
      }),
      call('PUT', attractions.additional(id), token, attractionAdditional),
      call('PUT', attractions.bring(id), token, attractionBring),
      call('PUT', `/api/general/custom-policies/${id}/18/es`, token, policy),
      call('PUT', `/api/general/custom-terms/${id}/18/es`, token, { custom_terms: [] }),
      call('PUT', `/api/general/networks-channels/${id}/18/es`, token, {
        social_networks: ['social_network:instagram'],
        sell_channels: ['sell_channel:tour:viator'],
      }),
      call('PUT', `/api/general/agreement/${id}/18`, token, { use_terms_agreement: true }),
    ];
    for (const saved of await Promise.all(saves)) expect(saved.statusCode, saved.body).toBe(200);
    await mainPicture(id);
    const gallery = await call('PUT', attractions.gallery(id), token);
    expect(gallery.statusCode, gallery.body).toBe(200);

    const stepValidate = gallery.json().step_validate;
    expect(completionPercent(18, stepValidate)).toBe(90);
    const early = await call('PUT', attractions.status(id), token, { product_type: 18, status: 2 });
    expect(early.statusCode, early.body).toBe(409);

    expect((await saveSchedule(id, {})).statusCode).toBe(200);
    const on = await call('PUT', attractions.status(id), token, { product_type: 18, status: 2 });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().tb_gcm_status._id).toBe(2);
    // A change to a visible attraction sends it back to review: still in review, not published.
    expect(
      (await saveSchedule(id, { foreing_prices: { price_type: 4, adult: 20, child: 10 } })).statusCode,
    ).toBe(200);
    expect((await call('GET', `/api/products/${id}`, token)).json().tb_gcm_status._id).toBe(2);
  });
});

describe('the calendar of an attraction (sold by day and ticket)', () => {
  const MONDAY = '2031-03-10';

  it('blocks a day, which its departures then show closed', async () => {
    const id = await newAttraction();
    const blocked = await call('PUT', `/api/accommodation/availability/${id}`, token, {
      product_type: 18,
      start_date: '2031-03-12',
      end_date: '2031-03-12',
      lock_type: 'blocked',
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    const answer = await call('GET', `/api/calendar/departures/${id}?start=${MONDAY}&days=7`, token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().product_type).toBe(18);
    const days = answer.json().days as { date: string; closed: boolean }[];
    expect(days.find((d) => d.date === '2031-03-12')).toMatchObject({ closed: true });
    expect(days.find((d) => d.date === '2031-03-11')).toMatchObject({ closed: false });
  });

  it('runs the days its opening hours do not close, and sells tickets without a limit a day', async () => {
    const id = await newAttraction();
    expect((await saveSchedule(id, {})).statusCode).toBe(200);
    const answer = await call('GET', `/api/calendar/departures/${id}?start=${MONDAY}&days=7`, token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ capacity: null, scheduled: true });
    // Monday to Saturday open (Saturday 24 hours), Sunday closed: no departure that day.
    const days = answer.json().days as { date: string; runs: boolean; seats_left: number | null }[];
    expect(days.map((d) => [d.date, d.runs, d.seats_left])).toEqual([
      ['2031-03-10', true, null],
      ['2031-03-11', true, null],
      ['2031-03-12', true, null],
      ['2031-03-13', true, null],
      ['2031-03-14', true, null],
      ['2031-03-15', true, null],
      ['2031-03-16', false, 0],
    ]);
  });
});
