// The steps that describe the place: where it is, its layout, rooms and amenities.
import { describe, expect, it } from 'vitest';
import { app, insertProduct, owner, setUpProductApp } from './productFixtures.ts';
import {
  bedrooms,
  expectBadField,
  features,
  placeIn,
  productRow,
  send,
  storedStep,
  url,
} from './productStepRequests.ts';

setUpProductApp();

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
      product_type: 1,
      step_validate: { step2: true },
      tb_gcm_status: { _id: 1, status: 'Ocultar' },
    });
    expect((await send('GET', url.location(id))).json()).toEqual({
      ...place,
      real_address: '5a Avenida Norte 12',
      latitude: 14.5586,
      length: -90.7295,
    });
    const row = await productRow(id);
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
    expect((await productRow(id)).step_validate).toEqual({});
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
