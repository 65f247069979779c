// Issue 30: the guides family's own rules (book-a-guide 16), beyond what every family shares
// (products.families.test.ts): who may be a guide, the extras' catalogues and group size, the fees of each price
// type, who reaches a guide, its steps' numbers and completion, its calendar and its public page.
import { beforeAll, describe, expect, it } from 'vitest';
import { completionPercent } from '../../machines/completion.ts';
import { MAX_GUIDE_TRAVELERS, MIN_GUIDE_AGE } from '../../machines/guideRules.ts';
import { previewUrl } from '../../machines/previewUrl.ts';
import * as limits from '../../openapi/limits.ts';
import { GUIDE_TYPE, guideExtras, guideFees, guides, information } from './guidesRequests.ts';
import { multipart, picture } from './imageFixtures.ts';
import { app, call, newProvider, operator, other, setUpProductApp } from './productFixtures.ts';
import { expectBadField, placeIn, policy, url } from './productStepRequests.ts';
import { bearer } from './testApp.ts';

setUpProductApp();

let token: string;
let png: Buffer;
beforeAll(async () => {
  ({ token } = await newProvider());
  png = await picture(40, 30, '#3a7d44').png().toBuffer();
});

async function newGuide(body: object = information, as = token) {
  const created = await call('POST', guides.create(), as, body);
  expect(created.statusCode, created.body).toBe(201);
  return created.json()._id as string;
}

const card = async (id: string, as = token) => (await call('GET', `/api/products/${id}`, as)).json();

async function mainPicture(id: string) {
  const body = multipart([{ field: 'file', filename: 'guia.png', type: 'image/png', data: png }]);
  const res = await app.inject({
    method: 'PUT',
    url: guides.mainPicture(id),
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Each step after the information one, in the wizard's order (SPEC §2 /book-guide), with the save that fills it. */
async function stepSaves(id: string) {
  const place = await placeIn('gt');
  return [
    ['information-additional', () => call('PUT', guides.extras(id), token, guideExtras)],
    [
      'location',
      () =>
        call('PUT', guides.location(id), token, {
          ...place,
          real_address: 'Parque central',
          latitude: 14.56,
          length: -90.73,
        }),
    ],
    ['cancellation-policy', () => call('PUT', url.policies(id, GUIDE_TYPE), token, policy)],
    ['price', () => call('PUT', guides.fees(id), token, guideFees)],
    [
      'multimedia',
      async () => {
        await mainPicture(id);
        return call('PUT', guides.gallery(id), token);
      },
    ],
    [
      'service-rules',
      () => call('PUT', url.terms(id, GUIDE_TYPE), token, { custom_terms: [{ custom_term: 'Puntualidad' }] }),
    ],
    [
      'advertising-channels',
      () =>
        call('PUT', url.channels(id, GUIDE_TYPE), token, {
          social_networks: ['social_network:instagram'],
          sell_channels: [],
        }),
    ],
    [
      'recommendations',
      () => call('PUT', url.agreement(id, GUIDE_TYPE), token, { use_terms_agreement: true }),
    ],
  ] as const;
}

/** A guide with steps 1 to 9 saved. */
async function completeGuide() {
  const id = await newGuide();
  for (const [, save] of await stepSaves(id)) {
    const saved = await save();
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return id;
}

describe('the information step of a guide', () => {
  it('creates a hidden guide with step 1 done and reads it back trimmed', async () => {
    const created = await call('POST', guides.create(), token, information);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ product_type: 16, step_validate: { step1: true } });
    const id = created.json()._id;
    const read = await call('GET', guides.information(id, GUIDE_TYPE), token);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({
      book_a_guide_id: id,
      name: 'Lucía Chávez',
      title: information.title,
      description: information.description,
      age: 34,
      year_experience: 9,
      professional_licence: 'INGUAT-4471',
      coberage_area: 'Antigua Guatemala y Sacatepéquez',
      commission_model: 1,
    });
    expect(await card(id)).toMatchObject({ tb_gcm_status: { _id: 1 }, name: 'Lucía Chávez' });
  });

  it('refuses a guide under 18, naming the age (SPEC §9), on create and on update', async () => {
    expect(limits.GuideInformation.age.minimum).toBe(MIN_GUIDE_AGE);
    expectBadField(await call('POST', guides.create(), token, { ...information, age: 17 }), 'age');
    const id = await newGuide({ ...information, age: MIN_GUIDE_AGE });
    const update = await call('PUT', guides.information(id), token, { ...information, age: 16 });
    expectBadField(update, 'age');
    expect(update.json().message).toMatch(/age/);
    expect((await call('GET', guides.information(id), token)).json().age).toBe(MIN_GUIDE_AGE);
  });

  it('requires the age, the experience and a covered area that is not blank', async () => {
    const { age: _age, ...noAge } = information;
    expectBadField(await call('POST', guides.create(), token, noAge), 'age');
    const { year_experience: _years, ...noYears } = information;
    expectBadField(await call('POST', guides.create(), token, noYears), 'year_experience');
    expectBadField(
      await call('POST', guides.create(), token, { ...information, coberage_area: '   ' }),
      'coberage_area',
    );
    expectBadField(await call('POST', guides.create(), token, { ...information, title: ' ' }), 'title');
    expectBadField(
      await call('POST', guides.create(), token, { ...information, year_experience: -1 }),
      'year_experience',
    );
  });

  it('keeps no licence for a guide without one', async () => {
    const { professional_licence: _licence, ...noLicence } = information;
    const id = await newGuide(noLicence);
    expect((await call('GET', guides.information(id), token)).json().professional_licence).toBe('');
  });
});

describe('the information-additional step of a guide', () => {
  it('reads SPEC §9 defaults before it is saved, then what was saved', async () => {
    const id = await newGuide();
    const before = await call('GET', guides.extras(id), token);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({
      vehicle: false,
      before_booking: 1,
      max_traveler: 1,
      expertise: [],
      categories: [],
      languages: [],
    });
    const saved = await call('PUT', guides.extras(id), token, {
      ...guideExtras,
      languages: ['es', 'en', 'es'],
      max_traveler: MAX_GUIDE_TRAVELERS,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().step_validate).toMatchObject({ step1: true, step2: true });
    expect((await call('GET', guides.extras(id, GUIDE_TYPE, 'en'), token)).json()).toEqual({
      ...guideExtras,
      max_traveler: 30,
      languages: ['es', 'en'],
    });
  });

  it('takes at most 30 travelers (SPEC §9), not the help text’s 6', async () => {
    expect(limits.GuideAdditionalInformation.max_traveler.maximum).toBe(MAX_GUIDE_TRAVELERS);
    const id = await newGuide();
    expect(
      (await call('PUT', guides.extras(id), token, { ...guideExtras, max_traveler: 7 })).statusCode,
    ).toBe(200);
    expectBadField(
      await call('PUT', guides.extras(id), token, { ...guideExtras, max_traveler: 31 }),
      'max_traveler',
    );
    expectBadField(
      await call('PUT', guides.extras(id), token, { ...guideExtras, max_traveler: 0 }),
      'max_traveler',
    );
    expect((await call('GET', guides.extras(id), token)).json().max_traveler).toBe(7);
  });

  it('chooses from its catalogues, with at least one category and one language', async () => {
    const id = await newGuide();
    const cases = [
      [{ expertise: ['guide_expertise:juggling'] }, 'expertise'],
      [{ categories: ['tour_category:nature'] }, 'categories'],
      [{ categories: [] }, 'categories'],
      [{ languages: ['klingon'] }, 'languages'],
      [{ languages: [] }, 'languages'],
    ] as const;
    for (const [change, field] of cases)
      expectBadField(await call('PUT', guides.extras(id), token, { ...guideExtras, ...change }), field);
    const { vehicle: _vehicle, ...noVehicle } = guideExtras;
    expectBadField(await call('PUT', guides.extras(id), token, noVehicle), 'vehicle');
    expect((await call('GET', `/api/products/${id}`, token)).json().step_validate.step2).toBeUndefined();
  });

  it('lists its catalogues in Spanish and English', async () => {
    const es = await call('GET', guides.catalog('expertise'), token);
    expect(es.statusCode, es.body).toBe(200);
    expect(es.json()).toContainEqual({ _id: 'guide_expertise:birdwatching', name: 'Observación de aves' });
    const en = await call('GET', guides.catalog('category', 'en'), token);
    expect(en.json()).toContainEqual({ _id: 'guide_category:mountain', name: 'Mountain guide' });
    expect((await call('GET', guides.catalog('difficulty'), token)).statusCode).toBe(400);
  });
});

describe('the price step of a guide (fees)', () => {
  it('asks for the prices its price type offers, more than 0', async () => {
    const id = await newGuide();
    const cases = [
      [{ price_type: 0, commission_model: 1 }, 'price_per_hour'],
      [{ price_type: 1, price_per_hour: 20, commission_model: 1 }, 'price_per_day'],
      [{ price_type: 2, price_per_day: 100, commission_model: 1 }, 'price_per_hour'],
      [{ price_type: 0, price_per_hour: 0, commission_model: 1 }, 'price_per_hour'],
      [{ price_type: 1, price_per_day: -5, commission_model: 1 }, 'price_per_day'],
    ] as const;
    for (const [body, field] of cases) expectBadField(await call('PUT', guides.fees(id), token, body), field);
    const { commission_model: _model, ...noModel } = guideFees;
    expectBadField(await call('PUT', guides.fees(id), token, noModel), 'commission_model');
    expectBadField(await call('PUT', guides.fees(id), token, { ...guideFees, price_type: 3 }), 'price_type');
  });

  it('takes whole cents only (SPEC §9 step 0.01)', async () => {
    const id = await newGuide();
    const offStep = await call('PUT', guides.fees(id), token, { ...guideFees, price_per_day: 99.995 });
    expectBadField(offStep, 'price_per_day');
    expect(offStep.json().code).toBe('price_step');
    const cents = await call('PUT', guides.fees(id), token, { ...guideFees, price_per_hour: 0.29 });
    expect(cents.statusCode, cents.body).toBe(200);
    expect((await call('GET', guides.fees(id), token)).json().price_per_hour).toBe(0.29);
  });

  it('keeps only the price the type offers, and sets the product’s commission model', async () => {
    const id = await newGuide();
    const before = await call('GET', guides.fees(id), token);
    expect(before.json()).toEqual({ price_type: 0, commission_model: 1 });
    const saved = await call('PUT', guides.fees(id), token, { ...guideFees, price_type: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().step_validate).toMatchObject({ step5: true });
    expect((await call('GET', guides.fees(id), token)).json()).toEqual({
      price_type: 1,
      price_per_day: 160.5,
      commission_model: 2,
    });
    expect((await card(id)).commission_model).toBe(2);
    // The commission menu changes it afterwards: the step reads the product's.
    const menu = await call('PUT', guides.commission(id), token, { product_type: 16, commission_model: 1 });
    expect(menu.statusCode, menu.body).toBe(200);
    expect((await call('GET', guides.fees(id), token)).json().commission_model).toBe(1);
  });
});

describe('who reaches a guide', () => {
  it('answers 404 to another provider on every path, and lets the operator read', async () => {
    const id = await newGuide();
    await call('PUT', guides.extras(id), token, guideExtras);
    const reads = [
      guides.information(id),
      guides.extras(id),
      guides.fees(id),
      guides.location(id),
      guides.gallery(id),
    ];
    for (const path of reads) {
      const theirs = await call('GET', path, other);
      expect(theirs.statusCode, path).toBe(404);
      expect(theirs.json().message).toBe('El producto no existe');
      expect((await call('GET', path, operator)).statusCode, path).toBe(200);
    }
    const writes = [
      call('PUT', guides.information(id), other, information),
      call('PUT', guides.extras(id), other, guideExtras),
      call('PUT', guides.fees(id), other, guideFees),
      call('PUT', guides.status(id), other, { product_type: 16, status: 1 }),
      call('PUT', guides.commission(id), other, { product_type: 16, commission_model: 2 }),
      call('DELETE', guides.remove(id), other),
    ];
    for (const res of await Promise.all(writes)) expect(res.statusCode, res.body).toBe(404);
    expect(await card(id)).toMatchObject({ name: 'Lucía Chávez', commission_model: 1 });
    // The operator reads but owns nothing to change.
    expect((await call('PUT', guides.extras(id), operator, guideExtras)).statusCode).toBe(403);
  });

  it('is served at its family’s paths only, as a guide', async () => {
    const id = await newGuide();
    expectBadField(await call('GET', guides.extras(id, 11), token), 'type');
    expect((await call('GET', `/api/thingsToDo/${id}`, token)).statusCode).toBe(404);
    expect((await call('GET', `/api/thingsToDo/multimedia/11/${id}`, token)).statusCode).toBe(404);
  });

  it('keeps one gallery, also read at SPEC §7’s “thingtodo version” for type 16', async () => {
    const id = await newGuide();
    await mainPicture(id);
    const own = await call('GET', guides.gallery(id), token);
    expect(own.statusCode, own.body).toBe(200);
    const thingToDo = await call('GET', `/api/thingsToDo/multimedia/16/${id}`, token);
    expect(thingToDo.statusCode, thingToDo.body).toBe(200);
    expect(thingToDo.json()).toEqual(own.json());
  });

  it('is created by providers and agencies only (SPEC §6 activities: roles 2 and 3)', async () => {
    const agency = await newProvider({ role: 3 });
    expect((await call('POST', guides.create(), agency.token, information)).statusCode).toBe(201);
    for (const role of [4, 5]) {
      const refused = await newProvider({ role });
      expect((await call('POST', guides.create(), refused.token, information)).statusCode, `${role}`).toBe(
        403,
      );
    }
  });
});

describe('the completion of a guide (SPEC §4: steps 1-9, 11 each and 1 more for step 1)', () => {
  it('numbers its steps as the wizard orders them and goes to review only with all nine', async () => {
    const id = await newGuide();
    const saves = await stepSaves(id);
    let stepValidate: Record<string, boolean> = { step1: true };
    for (const [index, [step, save]] of saves.entries()) {
      const early = await call('PUT', guides.status(id), token, { product_type: 16, status: 2 });
      expect(early.statusCode, `${step}: ${early.body}`).toBe(409);
      expect(early.json().code).toBe('incomplete_service');
      const saved = await save();
      expect(saved.statusCode, `${step}: ${saved.body}`).toBe(200);
      stepValidate = saved.json().step_validate;
      expect(stepValidate[`step${index + 2}`], step).toBe(true);
      expect(completionPercent(16, stepValidate)).toBe(12 + 11 * (index + 1));
    }
    expect(Object.keys(stepValidate).sort()).toEqual(
      ['step1', 'step2', 'step3', 'step4', 'step5', 'step6', 'step7', 'step8', 'step9'].sort(),
    );
    const on = await call('PUT', guides.status(id), token, { product_type: 16, status: 2 });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({ tb_gcm_status: { _id: 2 }, product_type: 16 });
  });

  it('has a public page once approved: things-to-do/book-a-guide (SPEC §9 preview URL)', async () => {
    const id = await completeGuide();
    const listed = await card(id);
    expect(
      previewUrl({
        productType: 16,
        country: listed.country,
        city: listed.city,
        slug: listed.slug,
        stepValidate: listed.step_validate,
      }),
    ).toEqual({ path: null, reason: 'unpublished' });
    expect((await call('PUT', guides.status(id), token, { product_type: 16, status: 2 })).statusCode).toBe(
      200,
    );
    const approved = await call('PUT', `/api/review/products/${id}`, operator, { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    const published = approved.json();
    expect(published.slug).toMatch(/^lucia-chavez-/);
    const preview = previewUrl({
      productType: 16,
      country: published.country,
      city: published.city,
      slug: published.slug,
      stepValidate: published.step_validate,
    });
    expect(preview.path).toMatch(
      new RegExp(`^/guatemala/things-to-do/book-a-guide/[a-z0-9-]+/${published.slug}$`),
    );
  });
});

describe('the calendar of a guide (sold by the day)', () => {
  it('blocks a day, which closes that day’s departure', async () => {
    const id = await newGuide();
    const day = '2031-05-06';
    const blocked = await call('PUT', `/api/accommodation/availability/${id}`, token, {
      product_type: 16,
      start_date: day,
      end_date: day,
      lock_type: 'blocked',
      note: 'Día libre',
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json().data).toEqual([
      expect.objectContaining({ start_date: day, end_date: day, lock_type: 'blocked', note: 'Día libre' }),
    ]);
    const departures = await call('GET', `/api/calendar/departures/${id}?start=2031-05-05&days=3`, token);
    expect(departures.statusCode, departures.body).toBe(200);
    const days = departures.json().days as { date: string; closed: boolean; seats_left: number }[];
    expect(days.map((d) => [d.date, d.closed])).toEqual([
      ['2031-05-05', false],
      ['2031-05-06', true],
      ['2031-05-07', false],
    ]);
    expect(days.find((d) => d.date === day)?.seats_left).toBe(0);
    // Any day runs, taking the travelers one guide takes (extras' max_traveler, 1 until saved).
    expect(departures.json()).toMatchObject({ capacity: 1, scheduled: false });
    expect((await call('PUT', guides.extras(id), token, guideExtras)).statusCode).toBe(200);
    const after = await call('GET', `/api/calendar/departures/${id}?start=2031-05-05&days=1`, token);
    expect(after.json()).toMatchObject({ capacity: 12 });
    expect(after.json().days).toEqual([expect.objectContaining({ runs: true, seats_left: 12 })]);
    // Another provider reaches neither.
    expect((await call('GET', `/api/accommodation/availability/${id}/es`, other)).statusCode).toBe(404);
  });
});
