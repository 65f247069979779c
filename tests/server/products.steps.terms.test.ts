// The steps that set the terms: booking, prices, cancellation, rules, channels and the agreement.
import { describe, expect, it } from 'vitest';
import { insertProduct, owner, setUpProductApp } from './productFixtures.ts';
import { booking, expectBadField, policy, price, productRow, send, url } from './productStepRequests.ts';

setUpProductApp();

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
    // An empty window (the untouched midnight defaults) is no window either.
    expectBadField(
      await send('PUT', url.booking(id), owner, {
        ...booking,
        check_in_time_start: '00:00',
        check_in_time_end: '00:00',
      }),
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
    expect((await productRow(id)).commission_model).toBe(2);
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

  it('refuses a product promoted nowhere: at least one channel', async () => {
    const id = await insertProduct();
    const nowhere = await send('PUT', url.channels(id), owner, { social_networks: [], sell_channels: [] });
    expect(nowhere.json()).toMatchObject({ status: 400, code: 'no_channel', field: 'social_networks' });
    expect(JSON.stringify((await productRow(id)).step_validate ?? {})).not.toContain('step11');
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
