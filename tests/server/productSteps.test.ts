import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords.ts';
import type { ProductStatusName } from '../../server/db/schema.ts';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './testApp.ts';

let app: TestApp;
let owner: string;
let other: string;
let operator: string;

const OWNER_ID = 'demo-1';

beforeAll(async () => {
  app = await startTestApp();
  owner = await loginAs(app, DEMO.company);
  operator = await loginAs(app, 'soporte@demo.gt');
  other = await loginAs(app, await createProvider('otro@demo.gt'));
});
afterAll(async () => {
  await app?.close();
});

/** A second provider (role 2), made the way the seed makes accounts. */
async function createProvider(email: string): Promise<string> {
  const id = randomUUID();
  await app.deps.db
    .insertInto('users')
    .values({
      id,
      email,
      password_hash: await hashPassword(DEMO.password),
      auth_provider: 'local',
      email_verified_at: new Date(),
      language: 'es',
      business_category: 'company',
    })
    .execute();
  await app.deps.db.insertInto('user_roles').values({ user_id: id, role: 2 }).execute();
  return email;
}

/** A product of the demo company, inserted directly (creation is another module's endpoint). */
async function insertProduct(
  type = 1,
  fields: { status?: ProductStatusName; commission_model?: number } = {},
) {
  const id = randomUUID();
  await app.deps.db
    .insertInto('products')
    .values({
      id,
      provider_id: OWNER_ID,
      product_type: type,
      name: `Producto ${type}`,
      updated_at: new Date(),
      ...fields,
    })
    .execute();
  return id;
}

const send = (method: 'GET' | 'PUT', url: string, token = owner, payload?: object) =>
  app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function statusOf(id: string) {
  const row = await app.deps.db
    .selectFrom('products')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row;
}

async function storedStep(id: string) {
  return app.deps.db.selectFrom('product_steps').selectAll().where('product_id', '=', id).execute();
}

function expectBadField(res: { statusCode: number; json(): { field?: string } }, field: string) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
  expect(res.json().field).toBe(field);
}

const url = {
  location: (id: string) => `/api/accommodation/location/${id}`,
  features: (id: string) => `/api/accommodation/features/${id}`,
  bedrooms: (id: string) => `/api/accommodation/bedrooms/${id}`,
  amenities: (id: string, lang = 'es') => `/api/accommodation/amenities/${id}?language_code=${lang}`,
  booking: (id: string, type = 1) => `/api/accommodation/booking/${id}/${type}`,
  price: (id: string, type = 1) => `/api/accommodation/price/${id}/${type}`,
  policies: (id: string, type = 1, lang = 'es') => `/api/general/custom-policies/${id}/${type}/${lang}`,
  terms: (id: string, type = 1, lang = 'es') => `/api/general/custom-terms/${id}/${type}/${lang}`,
  channels: (id: string, type = 1, lang = 'es') => `/api/general/networks-channels/${id}/${type}/${lang}`,
  agreement: (id: string, type = 1) => `/api/general/agreement/${id}/${type}`,
};

async function placeIn(country: string) {
  const state = await app.deps.db
    .selectFrom('states')
    .select('id')
    .where('country_id', '=', country)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const city = await app.deps.db
    .selectFrom('cities')
    .select('id')
    .where('state_id', '=', state.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { country, state: state.id, city: city.id };
}

const features = {
  distribution_of_level: true,
  flat_surface: false,
  exclusive: true,
  auto_booking: true,
  areas_house: 2,
};
const bedrooms = {
  capacity_of_people: 4,
  no_bedroom: 2,
  no_bathroom: 1,
  total_bed: 3,
  bedrooms: [
    { beds: [{ type_of_bed_id: 'bed:single', no_bed: 2 }], bathroom_id: 'bathroom:private' },
    { beds: [{ type_of_bed_id: 'bed:double', no_bed: 1 }] },
  ],
};
const booking = {
  before_booking: 2,
  check_in_time_start: '14:00',
  check_in_time_end: '20:30',
  check_out_time: '11:00',
  extra_person: true,
  extra_person_price: 15,
  early_arrival_time: false,
  late_arrival_time: true,
  late_arrival_time_value: 20,
};
const price = {
  type_of_term: 0,
  min_night: 2,
  base_price: 80,
  weekend_price: 95,
  weekly_discount: 10,
  commission_model: 2,
  extra_fee: [{ name: ' Limpieza ', price: 25 }],
};
const policy = {
  cancellation_policy: 'moderate',
  custom_percent: 50,
  custom_no_days: 30,
  changes_in_reservation: true,
};

describe('location step', () => {
  it('answers the default map centre before the first save', async () => {
    const id = await insertProduct();
    const res = await send('GET', url.location(id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      country: '',
      state: '',
      city: '',
      real_address: '',
      latitude: 14.56,
      length: -90.73,
    });
  });

  it('stores the place in the product, trims the address and marks step 2', async () => {
    const id = await insertProduct();
    const place = await placeIn('gt');
    const saved = await send('PUT', url.location(id), owner, {
      ...place,
      real_address: '  5a Avenida Norte 12  ',
      latitude: 14.5586,
      length: -90.7295,
      mg_id: 'legacy',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      _id: id,
      step_validate: { step2: true },
      tb_gcm_status: { _id: 1, status: 'Ocultar' },
    });
    expect((await send('GET', url.location(id))).json()).toEqual({
      ...place,
      real_address: '5a Avenida Norte 12',
      latitude: 14.5586,
      length: -90.7295,
    });
    const row = await statusOf(id);
    expect([row.country_id, row.state_id, row.city_id]).toEqual([place.country, place.state, place.city]);
  });

  it('refuses a state of another country, a city of another state, an unknown country and a blank address', async () => {
    const id = await insertProduct();
    const gt = await placeIn('gt');
    const sv = await placeIn('sv');
    const body = { ...gt, real_address: 'Calle 1', latitude: 14.5, length: -90.7 };
    expectBadField(await send('PUT', url.location(id), owner, { ...body, state: sv.state }), 'state');
    expectBadField(await send('PUT', url.location(id), owner, { ...body, city: sv.city }), 'city');
    expectBadField(await send('PUT', url.location(id), owner, { ...body, country: 'zz' }), 'country');
    expectBadField(
      await send('PUT', url.location(id), owner, { ...body, real_address: '   ' }),
      'real_address',
    );
    expectBadField(await send('PUT', url.location(id), owner, { ...body, latitude: 91 }), 'latitude');
    expect((await statusOf(id)).step_validate).toEqual({});
  });
});

describe('features step', () => {
  it('answers all false and the whole place by default', async () => {
    const id = await insertProduct();
    expect((await send('GET', url.features(id))).json()).toEqual({
      distribution_of_level: false,
      flat_surface: false,
      exclusive: false,
      auto_booking: false,
      areas_house: 1,
    });
  });

  it('saves, reads back without the mirror fields and marks step 3', async () => {
    const id = await insertProduct(5);
    const saved = await send('PUT', url.features(id), owner, { ...features, mg_id: 'x', mg_body: { a: 1 } });
    expect(saved.json().step_validate).toEqual({ step3: true });
    expect((await send('GET', url.features(id))).json()).toEqual(features);
    const [row] = await storedStep(id);
    expect(row?.data).toEqual(features);
  });

  it('refuses an areas_house outside 1-3', async () => {
    const id = await insertProduct();
    expectBadField(
      await send('PUT', url.features(id), owner, { ...features, areas_house: 4 }),
      'areas_house',
    );
  });
});

describe('rooms and capacity step', () => {
  it('answers one guest and no rooms by default', async () => {
    const id = await insertProduct(4);
    expect((await send('GET', url.bedrooms(id))).json()).toEqual({
      capacity_of_people: 1,
      no_bedroom: 0,
      no_bathroom: 0,
      total_bed: 0,
      bedrooms: [],
    });
  });

  it('saves the rooms of a vacation rental under the rooms step (step 4)', async () => {
    const id = await insertProduct(1);
    const saved = await send('PUT', url.bedrooms(id), owner, bedrooms);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().step_validate).toEqual({ step4: true });
    expect((await send('GET', url.bedrooms(id))).json()).toEqual(bedrooms);
    expect((await storedStep(id)).map((r) => r.step)).toEqual(['rooms']);
  });

  it('saves a private room under the capacity step (step 4 of the room wizard)', async () => {
    const id = await insertProduct(4);
    const room = {
      capacity_of_people: 2,
      no_bedroom: 1,
      no_bathroom: 1,
      total_bed: 1,
      bedrooms: [{ beds: [{ type_of_bed_id: 'bed:queen', no_bed: 1 }] }],
      bathroom_id: 'bathroom:shared',
    };
    const saved = await send('PUT', url.bedrooms(id), owner, room);
    expect(saved.json().step_validate).toEqual({ step4: true });
    expect((await storedStep(id)).map((r) => r.step)).toEqual(['capacity']);
    expect((await send('GET', url.bedrooms(id))).json()).toEqual(room);
  });

  it('refuses unknown beds and bathrooms, naming the field', async () => {
    const id = await insertProduct(1);
    const [first, second] = bedrooms.bedrooms as [
      (typeof bedrooms.bedrooms)[0],
      (typeof bedrooms.bedrooms)[1],
    ];
    const badBed = {
      ...bedrooms,
      bedrooms: [first, { beds: [{ type_of_bed_id: 'bed:waterbed', no_bed: 1 }] }],
    };
    expectBadField(await send('PUT', url.bedrooms(id), owner, badBed), 'bedrooms.1.beds.0.type_of_bed_id');
    // A catalogue id of the wrong kind is no bathroom.
    const badBath = { ...bedrooms, bedrooms: [{ ...first, bathroom_id: 'bed:single' }, second] };
    expectBadField(await send('PUT', url.bedrooms(id), owner, badBath), 'bedrooms.0.bathroom_id');
    const badRoomBath = { ...bedrooms, bathroom_id: 'amenity:wifi' };
    expectBadField(await send('PUT', url.bedrooms(id), owner, badRoomBath), 'bathroom_id');
    expect(await storedStep(id)).toEqual([]);
  });

  it('needs one entry per bedroom for rooms, at most one for capacity, and the right bed total', async () => {
    const rental = await insertProduct(1);
    expectBadField(
      await send('PUT', url.bedrooms(rental), owner, { ...bedrooms, no_bedroom: 3 }),
      'no_bedroom',
    );
    expectBadField(
      await send('PUT', url.bedrooms(rental), owner, { ...bedrooms, total_bed: 2 }),
      'total_bed',
    );
    const stay = await insertProduct(5);
    expectBadField(
      await send('PUT', url.bedrooms(stay), owner, { ...bedrooms, no_bedroom: 1 }),
      'no_bedroom',
    );
    const room = await insertProduct(4);
    expectBadField(await send('PUT', url.bedrooms(room), owner, bedrooms), 'bedrooms');
    expectBadField(
      await send('PUT', url.bedrooms(room), owner, { ...bedrooms, capacity_of_people: 31 }),
      'capacity_of_people',
    );
  });

  it('is not a step of a hotel', async () => {
    const hotel = await insertProduct(2);
    expect((await send('GET', url.bedrooms(hotel))).statusCode).toBe(404);
    expect((await send('PUT', url.bedrooms(hotel), owner, bedrooms)).statusCode).toBe(404);
  });
});

describe('amenities step', () => {
  it('lists every catalogue item of each group, unassigned, in the asked language', async () => {
    const id = await insertProduct();
    const es = (await send('GET', url.amenities(id))).json();
    expect(Object.keys(es.groups).sort()).toEqual(
      [
        'amenities',
        'extra_fees',
        'facilities',
        'highlights',
        'house_rules',
        'included_prices',
        'security',
        'services',
      ].sort(),
    );
    const catalogue = await app.deps.db
      .selectFrom('catalog_entries')
      .select(['id', 'kind'])
      .where('kind', '=', 'amenity:security')
      .orderBy('position')
      .execute();
    expect(es.groups.security.map((i: { _id: string }) => i._id)).toEqual(catalogue.map((r) => r.id));
    expect(
      Object.values(es.groups)
        .flat()
        .every((i) => !(i as { assigned: boolean }).assigned),
    ).toBe(true);
    expect(es.groups.amenities.find((i: { _id: string }) => i._id === 'amenity:amenities:washer').name).toBe(
      'Lavadora',
    );
    const en = (await send('GET', url.amenities(id, 'en'))).json();
    expect(en.groups.amenities.find((i: { _id: string }) => i._id === 'amenity:amenities:washer').name).toBe(
      'Washing machine',
    );
    expect(es).toMatchObject({ warning: '', arrival_instructions: '', checkin_instructions: '' });
  });

  it('saves the assigned ids and the instructions, marking step 5', async () => {
    const id = await insertProduct(1);
    const saved = await send('PUT', url.amenities(id), owner, {
      assigned: ['amenity:amenities:wifi', 'amenity:facilities:pool', 'amenity:amenities:wifi'],
      warning: ' Perro en la casa ',
      arrival_instructions: 'Llamar al llegar',
      checkin_instructions: 'Llave en la caja',
    });
    expect(saved.json().step_validate).toEqual({ step5: true });
    const read = (await send('GET', url.amenities(id))).json();
    const assigned = Object.values(read.groups)
      .flat()
      .filter((i) => (i as { assigned: boolean }).assigned)
      .map((i) => (i as { _id: string })._id);
    expect(assigned).toEqual(['amenity:amenities:wifi', 'amenity:facilities:pool']);
    expect(read).toMatchObject({
      warning: 'Perro en la casa',
      arrival_instructions: 'Llamar al llegar',
      checkin_instructions: 'Llave en la caja',
    });
  });

  it('keeps check-in instructions for vacation rentals only', async () => {
    const id = await insertProduct(5);
    await send('PUT', url.amenities(id), owner, { assigned: [], checkin_instructions: 'Llave en la caja' });
    expect((await send('GET', url.amenities(id))).json().checkin_instructions).toBe('');
  });

  it('refuses ids that are not amenities', async () => {
    const id = await insertProduct();
    expectBadField(
      await send('PUT', url.amenities(id), owner, { assigned: ['amenity:amenities:sauna'] }),
      'assigned',
    );
    expectBadField(await send('PUT', url.amenities(id), owner, { assigned: ['bed:single'] }), 'assigned');
  });
});

describe('booking details step', () => {
  it('answers one day of notice and 00:00 times by default', async () => {
    const id = await insertProduct();
    expect((await send('GET', url.booking(id))).json()).toEqual({
      before_booking: 1,
      check_in_time_start: '00:00',
      check_in_time_end: '00:00',
      check_out_time: '00:00',
      extra_person: false,
      early_arrival_time: false,
      late_arrival_time: false,
    });
  });

  it('saves, drops the amount of a switch that is off and marks step 7', async () => {
    const id = await insertProduct(4);
    const saved = await send('PUT', url.booking(id, 4), owner, { ...booking, early_arrival_time_value: 30 });
    expect(saved.json().step_validate).toEqual({ step7: true });
    expect((await send('GET', url.booking(id, 4))).json()).toEqual(booking);
  });

  it('needs the amount each switch reveals and a check-in end after its start', async () => {
    const id = await insertProduct();
    const { extra_person_price: _, ...noExtraPrice } = booking;
    expectBadField(await send('PUT', url.booking(id), owner, noExtraPrice), 'extra_person_price');
    expectBadField(
      await send('PUT', url.booking(id), owner, { ...booking, early_arrival_time: true }),
      'early_arrival_time_value',
    );
    const { late_arrival_time_value: __, ...noLateValue } = booking;
    expectBadField(await send('PUT', url.booking(id), owner, noLateValue), 'late_arrival_time_value');
    expectBadField(
      await send('PUT', url.booking(id), owner, { ...booking, check_in_time_end: '13:30' }),
      'check_in_time_end',
    );
    expectBadField(
      await send('PUT', url.booking(id), owner, { ...booking, check_out_time: '11:15' }),
      'check_out_time',
    );
  });

  it('answers 404 when the path names another product type', async () => {
    const id = await insertProduct(1);
    expect((await send('GET', url.booking(id, 5))).statusCode).toBe(404);
    expect((await send('PUT', url.booking(id, 5), owner, booking)).statusCode).toBe(404);
  });
});

describe('price seasons step', () => {
  it('answers nightly stays with the product commission model by default', async () => {
    const id = await insertProduct(1, { commission_model: 2 });
    expect((await send('GET', url.price(id))).json()).toEqual({
      type_of_term: 0,
      min_night: 1,
      min_months: 1,
      commission_model: 2,
      extra_fee: [],
    });
  });

  it('saves, writes the commission model to the product and marks step 9', async () => {
    const id = await insertProduct(1);
    const saved = await send('PUT', url.price(id), owner, { ...price, mg_id: 'legacy' });
    expect(saved.json().step_validate).toEqual({ step9: true });
    expect((await send('GET', url.price(id))).json()).toEqual({
      ...price,
      min_months: 1,
      extra_fee: [{ name: 'Limpieza', price: 25 }],
    });
    expect((await statusOf(id)).commission_model).toBe(2);
  });

  it('needs the prices and minimums of the chosen term', async () => {
    const id = await insertProduct();
    const { base_price: _, ...noBase } = price;
    expectBadField(await send('PUT', url.price(id), owner, noBase), 'base_price');
    expectBadField(await send('PUT', url.price(id), owner, { ...price, base_price: 0 }), 'base_price');
    expectBadField(await send('PUT', url.price(id), owner, { ...price, type_of_term: 1 }), 'month_price');
    expectBadField(
      await send('PUT', url.price(id), owner, { ...price, type_of_term: 1, month_price: 0 }),
      'month_price',
    );
    expectBadField(await send('PUT', url.price(id), owner, { ...price, type_of_term: 2 }), 'month_price');
    const longStay = { ...noBase, type_of_term: 1, month_price: 900 };
    expect((await send('PUT', url.price(id), owner, longStay)).statusCode).toBe(200);
    // The contract fills the minimum stay the form left out.
    expect((await send('GET', url.price(id))).json()).toMatchObject({ month_price: 900, min_months: 1 });
    expectBadField(
      await send('PUT', url.price(id), owner, { ...price, extra_fee: [{ name: '  ', price: 5 }] }),
      'extra_fee.0.name',
    );
  });
});

describe('cancellation policy step', () => {
  it('answers the three policies in the path language and no choice yet', async () => {
    const id = await insertProduct();
    const es = (await send('GET', url.policies(id))).json();
    expect(es.selected).toBeNull();
    expect(es.policies.map((p: { _id: string; title: string }) => [p._id, p.title])).toEqual([
      ['flexible', 'Flexible'],
      ['moderate', 'Moderada'],
      ['not_flexible', 'No flexible'],
    ]);
    expect(es.policies[1]).toMatchObject({
      min_days: 25,
      max_days: 39,
      default_days: 25,
      default_percent: 50,
    });
    expect(es.policies[0].description).toContain('40 días');
    const en = (await send('GET', url.policies(id, 1, 'en'))).json();
    expect(en.policies.map((p: { title: string }) => p.title)).toEqual([
      'Flexible',
      'Moderate',
      'Not flexible',
    ]);
    expect(en.policies[2].more_info).toContain('0 to 24 days');
  });

  it('saves a choice in its policy range and marks step 8', async () => {
    const id = await insertProduct();
    const saved = await send('PUT', url.policies(id), owner, { ...policy, mg_cancellation_policy: 'x' });
    expect(saved.json().step_validate).toEqual({ step8: true });
    expect((await send('GET', url.policies(id, 1, 'en'))).json().selected).toEqual(policy);
  });

  it('refuses days outside the chosen policy', async () => {
    const id = await insertProduct();
    expectBadField(
      await send('PUT', url.policies(id), owner, { ...policy, custom_no_days: 40 }),
      'custom_no_days',
    );
    expectBadField(
      await send('PUT', url.policies(id), owner, {
        ...policy,
        cancellation_policy: 'flexible',
        custom_no_days: 39,
      }),
      'custom_no_days',
    );
    expectBadField(
      await send('PUT', url.policies(id), owner, {
        ...policy,
        cancellation_policy: 'not_flexible',
        custom_no_days: 25,
      }),
      'custom_no_days',
    );
    const edge = { ...policy, cancellation_policy: 'not_flexible', custom_no_days: 24 };
    expect((await send('PUT', url.policies(id), owner, edge)).statusCode).toBe(200);
  });
});

describe('service rules step', () => {
  it('answers no terms by default, then the trimmed non-empty terms with ids (step 10)', async () => {
    const id = await insertProduct();
    expect((await send('GET', url.terms(id))).json()).toEqual({ custom_terms: [] });
    const saved = await send('PUT', url.terms(id), owner, {
      custom_terms: [
        { custom_term: '  No fumar  ' },
        { custom_term: '   ' },
        { _id: 'kept', custom_term: 'Silencio' },
      ],
    });
    expect(saved.json().step_validate).toEqual({ step10: true });
    const terms = (await send('GET', url.terms(id))).json().custom_terms;
    expect(terms).toHaveLength(2);
    expect(terms[0]).toEqual({ _id: expect.stringMatching(/^[0-9a-f-]{36}$/), custom_term: 'No fumar' });
    expect(terms[1]).toEqual({ _id: 'kept', custom_term: 'Silencio' });
  });
});

describe('advertising channels step', () => {
  it('answers every channel unassigned, then the saved ones (step 11)', async () => {
    const id = await insertProduct();
    const before = (await send('GET', url.channels(id))).json();
    expect(before.social_networks.length).toBeGreaterThan(0);
    expect([...before.social_networks, ...before.sell_channels].some((c) => c.assigned)).toBe(false);
    const saved = await send('PUT', url.channels(id), owner, {
      social_networks: ['social_network:facebook'],
      sell_channels: ['sell_channel:airbnb'],
      mongo_id: 'legacy',
    });
    expect(saved.json().step_validate).toEqual({ step11: true });
    const after = (await send('GET', url.channels(id, 1, 'en'))).json();
    const chosen = (list: { _id: string; assigned: boolean }[]) =>
      list.filter((c) => c.assigned).map((c) => c._id);
    expect(chosen(after.social_networks)).toEqual(['social_network:facebook']);
    expect(chosen(after.sell_channels)).toEqual(['sell_channel:airbnb']);
    expect(after.sell_channels.find((c: { _id: string }) => c._id === 'sell_channel:own_website').name).toBe(
      'Own website',
    );
  });

  it('refuses ids that are not channels of their kind', async () => {
    const id = await insertProduct();
    const body = { social_networks: ['social_network:facebook'], sell_channels: [] };
    expectBadField(
      await send('PUT', url.channels(id), owner, { ...body, social_networks: ['sell_channel:airbnb'] }),
      'social_networks',
    );
    expectBadField(
      await send('PUT', url.channels(id), owner, { ...body, sell_channels: ['myspace'] }),
      'sell_channels',
    );
  });
});

describe('recommendations step', () => {
  it('answers unchecked by default, refuses false and saves true (step 12)', async () => {
    const id = await insertProduct();
    expect((await send('GET', url.agreement(id))).json()).toEqual({ use_terms_agreement: false });
    expectBadField(
      await send('PUT', url.agreement(id), owner, { use_terms_agreement: false }),
      'use_terms_agreement',
    );
    const saved = await send('PUT', url.agreement(id), owner, { use_terms_agreement: true });
    expect(saved.json().step_validate).toEqual({ step12: true });
    expect((await send('GET', url.agreement(id))).json()).toEqual({ use_terms_agreement: true });
  });
});

describe('beds and bathrooms catalogues', () => {
  it('answers beds (1) and bathrooms (2) in the asked language', async () => {
    const beds = (await send('GET', '/api/accommodation/beds-bathrooms/1')).json();
    expect(beds[0]).toEqual({ _id: 'bed:single', name: 'Individual' });
    expect(beds.every((b: { _id: string }) => b._id.startsWith('bed:'))).toBe(true);
    const baths = (await send('GET', '/api/accommodation/beds-bathrooms/2?language_code=en')).json();
    expect(baths.map((b: { name: string }) => b.name)).toContain('Private bathroom');
    expect((await send('GET', '/api/accommodation/beds-bathrooms/3')).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/accommodation/beds-bathrooms/1' })).statusCode).toBe(
      401,
    );
  });
});

describe('saving a step of a visible product', () => {
  it.each(['published', 'revision'] as const)('puts a %s product back in revision', async (status) => {
    const id = await insertProduct(1, { status });
    await app.deps.db
      .updateTable('products')
      .set({ review_reason: 'Fotos borrosas' })
      .where('id', '=', id)
      .execute();
    const saved = await send('PUT', url.features(id), owner, features);
    expect(saved.json().tb_gcm_status).toEqual({ _id: 2, status: 'Validacion En Progreso' });
    const row = await statusOf(id);
    expect(row.status).toBe('revision');
    expect(row.review_reason).toBeNull();
  });

  it('leaves a hidden product hidden and keeps earlier steps', async () => {
    const id = await insertProduct(1);
    await send('PUT', url.features(id), owner, features);
    const saved = await send('PUT', url.agreement(id), owner, { use_terms_agreement: true });
    expect(saved.json()).toMatchObject({
      step_validate: { step3: true, step12: true },
      tb_gcm_status: { _id: 1 },
    });
  });
});

describe('authorization', () => {
  const writes = (id: string): [string, string, object][] => [
    [
      'location',
      url.location(id),
      { country: 'gt', state: 'x', city: 'y', real_address: 'a', latitude: 1, length: 1 },
    ],
    ['features', url.features(id), features],
    ['bedrooms', url.bedrooms(id), bedrooms],
    ['amenities', url.amenities(id), { assigned: ['amenity:amenities:wifi'] }],
    ['booking', url.booking(id), booking],
    ['price', url.price(id), price],
    ['policies', url.policies(id), policy],
    ['terms', url.terms(id), { custom_terms: [{ custom_term: 'Sin mascotas' }] }],
    ['channels', url.channels(id), { social_networks: [], sell_channels: [] }],
    ['agreement', url.agreement(id), { use_terms_agreement: true }],
  ];

  it('answers 404 to another provider on every read and write, and 401 without a token', async () => {
    const id = await insertProduct(1);
    for (const [name, path, body] of writes(id)) {
      expect((await send('GET', path, other)).statusCode, `GET ${name}`).toBe(404);
      expect((await send('PUT', path, other, body)).statusCode, `PUT ${name}`).toBe(404);
      expect((await app.inject({ method: 'GET', url: path })).statusCode, `GET ${name} anonymous`).toBe(401);
    }
    expect(await storedStep(id)).toEqual([]);
    expect((await statusOf(id)).step_validate).toEqual({});
  });

  it('lets the operator read every step but change none', async () => {
    const id = await insertProduct(1);
    // A placed product: the defaults are the subject of the location tests, not of this one.
    const place = { ...(await placeIn('gt')), real_address: 'Calle 1', latitude: 14.5, length: -90.7 };
    await send('PUT', url.location(id), owner, place);
    for (const [name, path, body] of writes(id)) {
      expect((await send('GET', path, operator)).statusCode, `GET ${name}`).toBe(200);
      expect((await send('PUT', path, operator, body)).statusCode, `PUT ${name}`).toBe(404);
    }
    expect((await statusOf(id)).step_validate).toEqual({ step2: true });
    expect((await send('GET', url.location(id), operator)).json()).toEqual(place);
  });

  it('lets the owner save the same bodies', async () => {
    const id = await insertProduct(1);
    const place = await placeIn('gt');
    for (const [name, path, body] of writes(id)) {
      const payload = name === 'location' ? { ...body, ...place } : body;
      expect((await send('PUT', path, owner, payload)).statusCode, `PUT ${name}`).toBe(200);
    }
    expect(Object.keys((await statusOf(id)).step_validate).sort()).toEqual(
      ['step2', 'step3', 'step4', 'step5', 'step7', 'step8', 'step9', 'step10', 'step11', 'step12'].sort(),
    );
  });
});
