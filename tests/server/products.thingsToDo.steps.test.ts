import { describe, expect, it } from 'vitest';
import { app, call, operator, other, owner, setUpProductApp } from './productFixtures.ts';
import { placeIn, storedStep } from './productStepRequests.ts';
import {
  additional,
  allYear,
  bring,
  createThingToDo,
  hoursItinerary,
  information,
  prices,
  TTD_TYPES,
  ttd,
} from './thingsToDoRequests.ts';

setUpProductApp();

/** The type a product of each type has once its prices offer both private and collective departures. */
const SOLD_BOTH_WAYS = { 11: 12, 12: 12, 13: 13, 17: 13, 71: 71 } as const;

describe.each(TTD_TYPES)('things to do of type %i', (type) => {
  it('creates from the information step: hidden, step 1 complete, texts trimmed, tour_id in the list', async () => {
    const res = await call('POST', ttd.create(type), owner, information);
    expect(res.statusCode, res.body).toBe(201);
    const { _id: id, step_validate, tb_gcm_status } = res.json();
    expect(step_validate).toEqual({ step1: true });
    expect(tb_gcm_status).toEqual({ _id: 1, status: 'Ocultar' });
    const info = await call('GET', ttd.information(id, type), owner);
    expect(info.json()).toMatchObject({ tour_id: id, name: 'Amanecer en Tikal', commission_model: 2 });
    const list = await call('GET', `/api/products?product_type=${type}`, owner);
    expect(list.json().data.find((p: { _id: string }) => p._id === id)).toMatchObject({
      tour_id: id,
      product_type: type,
    });
  });

  it('reads defaults, then saves and reads back every own step, completing steps 2, 3, 4, 6, 7 and 9', async () => {
    const id = await createThingToDo(type);
    expect((await call('GET', ttd.additional(id, type), owner)).json()).toEqual({
      capacity: 1,
      before_booking: 1,
      category: '',
      difficulty: '',
      suited_to: [],
      languages: [],
    });
    expect((await call('GET', ttd.itinerary(id, type), owner)).json()).toMatchObject({
      duration_type: null,
      days: [],
    });
    const place = await placeIn('gt');
    const saves: [string, object][] = [
      [ttd.additional(id, type), additional],
      [
        ttd.location(id),
        { ...place, real_address: 'Parque Nacional Tikal', latitude: 17.22, length: -89.62 },
      ],
      [ttd.bring(id, type), bring],
      [ttd.availability(id, type), allYear],
      [ttd.itinerary(id, type), hoursItinerary],
      [ttd.prices(id, type), prices],
    ];
    let last: Record<string, boolean> = {};
    let now = type;
    for (const [url, body] of saves) {
      const res = await call('PUT', url, owner, body);
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
      last = res.json().step_validate;
      now = res.json().product_type;
    }
    // Prices offered both ways make a tour or community tour collective (issue 26); a package stays 71.
    expect(now).toBe(SOLD_BOTH_WAYS[type]);
    expect(last).toEqual({
      step1: true,
      step2: true,
      step3: true,
      step4: true,
      step6: true,
      step7: true,
      step9: true,
    });
    expect((await call('GET', ttd.additional(id, now), owner)).json()).toEqual(additional);
    expect((await call('GET', ttd.bring(id, now), owner)).json()).toEqual({
      bring: ['Linterna', 'Repelente'],
      you_will_see: ['Templo IV'],
      additional_information: ['Salida 4:00'],
    });
    expect((await call('GET', ttd.availability(id, now), owner)).json()).toEqual({
      available_all_year: true,
      year_days: [0, 5],
      months: [],
    });
    expect((await call('GET', ttd.itinerary(id, now), owner)).json()).toEqual(hoursItinerary);
    expect((await call('GET', ttd.prices(id, now), owner)).json()).toEqual({
      ...prices,
      price_collective: { min_pax: 1, adult: 45, child: 25 },
    });
    expect((await call('GET', ttd.location(id), owner)).json()).toMatchObject({
      ...place,
      real_address: 'Parque Nacional Tikal',
    });
    expect((await storedStep(id)).map((s) => s.step).sort()).toEqual([
      'availability',
      'bring-additional',
      'information',
      'information-additional',
      'itinerary',
      'prices',
    ]);
  });

  it('another provider gets 404 on every step and on the information; the operator reads', async () => {
    const id = await createThingToDo(type);
    for (const url of [
      ttd.information(id),
      ttd.additional(id, type),
      ttd.itinerary(id, type),
      ttd.location(id),
      ttd.gallery(id, type),
    ]) {
      expect((await call('GET', url, other)).statusCode, url).toBe(404);
      expect((await call('GET', url, operator)).statusCode, url).toBe(200);
    }
    expect((await call('PUT', ttd.additional(id, type), other, additional)).statusCode).toBe(404);
    expect((await call('PUT', ttd.information(id), other, information)).statusCode).toBe(404);
    expect((await call('GET', ttd.additional(id, type), owner)).json().capacity).toBe(1);
  });
});

describe('information step', () => {
  it('updates the texts and the commission model of the owner; a visible product goes back to review', async () => {
    const id = await createThingToDo(17);
    await app.deps.db.updateTable('products').set({ status: 'published' }).where('id', '=', id).execute();
    const res = await call('PUT', ttd.information(id, 17), owner, {
      ...information,
      name: 'Tejedoras del lago',
      commission_model: 1,
    });
    expect(res.json()).toMatchObject({ _id: id, step_validate: { step1: true }, tb_gcm_status: { _id: 2 } });
    expect((await call('GET', ttd.information(id), owner)).json()).toMatchObject({
      name: 'Tejedoras del lago',
      commission_model: 1,
    });
    expect((await call('PUT', ttd.information(id, 13), owner, information)).statusCode).toBe(404);
    const blank = await call('PUT', ttd.information(id), owner, { ...information, title: '   ' });
    expect(blank.json()).toMatchObject({ status: 400, field: 'title' });
  });
});

describe('step paths', () => {
  it('a path naming another type, or an accommodation id, answers 404', async () => {
    const id = await createThingToDo(11);
    expect((await call('GET', ttd.additional(id, 12), owner)).statusCode).toBe(404);
    expect((await call('PUT', ttd.prices(id, 71), owner, prices)).statusCode).toBe(404);
    const stay = await call('POST', '/api/accommodation?product_type=1', owner, {
      type_of_property: 'property_type:1:house',
      name: 'Casa',
      title: 'Casa',
      description: 'Casa',
    });
    const stayId = stay.json()._id;
    expect((await call('GET', ttd.information(stayId), owner)).statusCode).toBe(404);
    expect((await call('GET', ttd.location(stayId), owner)).statusCode).toBe(404);
    expect((await call('GET', ttd.additional(stayId, 11), owner)).statusCode).toBe(404);
    // The other way round: the accommodation information path does not serve a tour.
    expect((await call('GET', `/api/accommodation/${id}`, owner)).statusCode).toBe(404);
    expect((await call('GET', `/api/accommodation/${id}`, operator)).statusCode).toBe(404);
  });

  it('the general steps (policy, terms, channels, recommendations) take the family through the wizard', async () => {
    const id = await createThingToDo(71);
    const policy = await call('PUT', `/api/general/custom-policies/${id}/71/es`, owner, {
      cancellation_policy: 'moderate',
      custom_percent: 50,
      custom_no_days: 30,
      changes_in_reservation: true,
    });
    expect(policy.json().step_validate.step8).toBe(true);
    const terms = await call('PUT', `/api/general/custom-terms/${id}/71/es`, owner, {
      custom_terms: [{ custom_term: 'Puntualidad' }],
    });
    expect(terms.json().step_validate.step10).toBe(true);
    const channels = await call('PUT', `/api/general/networks-channels/${id}/71/es`, owner, {
      social_networks: ['social_network:instagram'],
      sell_channels: [],
    });
    expect(channels.json().step_validate.step11).toBe(true);
    const agreement = await call('PUT', `/api/general/agreement/${id}/71`, owner, {
      use_terms_agreement: true,
    });
    expect(agreement.json().step_validate.step12).toBe(true);
  });

  it('lists the tour catalogues in the language asked', async () => {
    const es = await call('GET', ttd.catalog('difficulty'), owner);
    expect(es.json().map((e: { name: string }) => e.name)).toEqual(['Fácil', 'Moderada', 'Difícil']);
    const en = await call('GET', ttd.catalog('included', 'en'), owner);
    expect(en.json()).toContainEqual({ _id: 'tour_included:guide', name: 'Guide' });
    expect((await call('GET', ttd.catalog('nope'), owner)).statusCode).toBe(400);
  });
});
