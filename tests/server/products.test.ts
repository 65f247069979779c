import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords.ts';
import { createAccount } from '../../server/modules/auth/accounts.ts';
import {
  app,
  call,
  owner as company,
  newProvider,
  operator,
  ownDemo,
  setUpProductApp,
} from './productFixtures.ts';
import { loginAs, newAccount } from './testApp.ts';
import { createThingToDo } from './thingsToDoRequests.ts';

let otherProvider: string;

/** Demo products (server/db/demoProducts.ts) the tests lean on. */
const CASA_LAGO = '722135ca-fa9f-4da1-8fef-699ae36cd184'; // type 1, published
const DOMO = '9f174df1-13cd-4ad6-9c2d-510b73bbe19d'; // type 5, hidden, every step saved
const ARBOL = '8a0c4f73-1f6d-4a1f-a5de-8a66dad49dec'; // type 5, sent back with a reason
const CABANA = 'fea992ac-d568-45e0-9899-903f0064fc78'; // type 1, published
const COLONIAL = 'bd45f51d-5679-4e2c-a5a0-a93e24a23238'; // type 4, in revision

async function userWithRole(email: string, role: number): Promise<string> {
  await createAccount(app.deps.db, {
    email,
    passwordHash: await hashPassword('Otra12345'),
    provider: 'local',
    verified: true,
    language: 'es',
    role,
    first_name: 'Otra',
    last_name: 'Persona',
  });
  return loginAs(app, email, 'Otra12345');
}

/*
 * The demo company's products are read by the list, count and detail tests below as seeded: a test that
 * creates, changes or deletes products does it as a provider of its own (newProvider) or on a copy of the demo
 * of its own (ownDemo), so the tests pass in any order.
 */
setUpProductApp();
beforeAll(async () => {
  otherProvider = await userWithRole('otro-proveedor@example.com', 2);
});

const information = (extra: Record<string, unknown> = {}) => ({
  type_of_property: 'property_type:1:house',
  name: 'Casa Prueba Chimaltenango',
  title: 'Casa de prueba con jardín',
  description: 'Una casa creada por las pruebas.',
  ...extra,
});

async function create(token: string, type = 1, body: object = information()) {
  const res = await call('POST', `/api/accommodation?product_type=${type}&language_code=es`, token, body);
  expect(res.statusCode).toBe(201);
  return res.json()._id as string;
}

const setStepValidate = (id: string, steps: number) =>
  app.deps.db
    .updateTable('products')
    .set({
      step_validate: JSON.stringify(
        Object.fromEntries(Array.from({ length: steps }, (_, i) => [`step${i + 1}`, true])),
      ),
    })
    .where('id', '=', id)
    .execute();

const list = async (token: string, query: string) =>
  (await call('GET', `/api/products?${query}`, token)).json();

describe('product list', () => {
  it('lists the caller’s products of one type, newest first, as cards', async () => {
    const page = await list(company, 'product_type=1');
    expect(page.meta).toEqual({ total_products: 4, page: 1, results: 12 });
    expect(page.data.map((p: { name: string }) => p.name)).toEqual([
      'Villa Frente al Mar Monterrico',
      'Apartamento Xela Centro',
      'Cabaña Volcán de Agua',
      'Casa del Lago Atitlán',
    ]);
    const casa = page.data[3];
    expect(casa).toMatchObject({
      _id: CASA_LAGO,
      product_type: 1,
      tb_gcm_status: { _id: 3, status: 'Publicar' },
      slug: 'casa-del-lago-atitlan-722135',
      country: 'Guatemala',
      state: 'Sololá',
      city: 'Panajachel',
      // The demo's 10 % discount (server/db/seedPromotions.ts).
      promotions: [expect.objectContaining({ type: 2, percentDiscount: 10, status: 1 })],
      commission_model: 1,
      review_reason: null,
      provider_name: 'Hotel Lago Atitlán',
      rooms: null,
    });
    expect(Object.keys(casa.step_validate)).toHaveLength(12);
    const picture = await app.inject({ method: 'GET', url: casa.mainPicture.url_photo });
    expect(picture.statusCode).toBe(200);
    expect(picture.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    // Before its multimedia step a product has no picture; before its location step, no places.
    expect(page.data[0]).toMatchObject({ city: 'Monterrico', mainPicture: null });
    const rooms = await list(company, 'product_type=4');
    expect(rooms.data[0]).toMatchObject({ country: '', state: '', city: '', real_address: '' });
  });

  it('pages, filters by status and searches name and title', async () => {
    const second = await list(company, 'product_type=1&results=3&page=2');
    expect(second.data.map((p: { _id: string }) => p._id)).toEqual([CASA_LAGO]);
    expect(second.meta).toEqual({ total_products: 4, page: 2, results: 3 });
    expect((await list(company, 'product_type=1&page=9')).data).toEqual([]);

    expect((await list(company, 'product_type=1&status=3')).meta.total_products).toBe(2);
    expect((await list(company, 'product_type=1&status=1')).meta.total_products).toBe(2);
    const inRevision = await list(company, 'product_type=4&status=2');
    expect(inRevision.data.map((p: { name: string }) => p.name)).toEqual(['Habitación Colonial en Antigua']);

    const byName = await list(company, `product_type=1&query=${encodeURIComponent('ATITLÁN')}`);
    expect(byName.data.map((p: { _id: string }) => p._id)).toEqual([CASA_LAGO]);
    const byTitle = await list(company, 'product_type=1&query=chimenea');
    expect(byTitle.data.map((p: { name: string }) => p.name)).toEqual(['Cabaña Volcán de Agua']);
    // % and _ are letters here, not patterns.
    expect((await list(company, 'product_type=1&query=%25')).meta.total_products).toBe(0);
    expect((await list(company, 'product_type=1&query=_')).meta.total_products).toBe(0);
  });

  it('rejects unknown filters and types', async () => {
    const status = await call('GET', '/api/products?product_type=1&status=4', company);
    expect(status.statusCode).toBe(400);
    expect(status.json().field).toBe('status');
    const missing = await call('GET', '/api/products', company);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('product_type');
    expect((await app.inject({ method: 'GET', url: '/api/products?product_type=1' })).statusCode).toBe(401);
  });

  it('counts per type with the same filters, leaving out empty types', async () => {
    const all = (await call('GET', '/api/products/counts', company)).json();
    // The demo stays, hotel and hostel (their rooms are no cards), things to do, the guide, the attraction and the
    // restaurant (server/db/demo*.ts).
    expect(all.counts).toEqual([
      { product_type: 1, total: 4 },
      { product_type: 2, total: 1 },
      { product_type: 3, total: 1 },
      { product_type: 4, total: 2 },
      { product_type: 5, total: 2 },
      { product_type: 12, total: 1 },
      { product_type: 13, total: 1 },
      { product_type: 16, total: 1 },
      { product_type: 18, total: 1 },
      { product_type: 68, total: 1 },
      { product_type: 71, total: 1 },
    ]);
    const published = (await call('GET', '/api/products/counts?status=3', company)).json();
    expect(published.counts).toEqual([
      { product_type: 1, total: 2 },
      { product_type: 2, total: 1 },
      { product_type: 12, total: 1 },
      { product_type: 68, total: 1 },
    ]);
    const lake = (await call('GET', '/api/products/counts?query=lago', company)).json();
    expect(lake.counts).toEqual([
      { product_type: 1, total: 1 },
      { product_type: 3, total: 1 },
      { product_type: 4, total: 1 },
      { product_type: 18, total: 1 },
    ]);
    expect((await call('GET', '/api/products/counts', otherProvider)).json().counts).toEqual([]);
  });

  it('names the country in the requested language', async () => {
    const mine = (await newProvider()).token;
    const id = await create(mine);
    await app.deps.db
      .updateTable('products')
      .set({ country_id: 'us', state_id: 'us-texas', city_id: 'us-texas-austin' })
      .where('id', '=', id)
      .execute();
    const [en] = (await list(mine, 'product_type=1&language_code=en')).data;
    expect(en).toMatchObject({ _id: id, country: 'United States', state: 'Texas', city: 'Austin' });
    expect((await list(mine, 'product_type=1')).data[0].country).toBe('Estados Unidos');
    await call('DELETE', `/api/accommodation/${id}`, mine);
  });

  it('shows one product with the reason it was sent back', async () => {
    const res = await call('GET', `/api/products/${ARBOL}`, company);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tb_gcm_status: { _id: 1 }, name: 'Casa del Árbol Río Dulce' });
    expect(res.json().review_reason).toMatch(/baño/);
  });
});

describe('demo data', () => {
  it('seeds complete products whose every step reads back through the step endpoints', async () => {
    for (const [id, type, bedroomCount] of [
      [CABANA, 1, 2],
      [COLONIAL, 4, 1],
    ] as const) {
      const get = async (url: string) => {
        const res = await call('GET', url, company);
        expect(res.statusCode, url).toBe(200);
        return res.json();
      };
      expect((await get(`/api/accommodation/${id}`)).type_of_property).toMatch(`property_type:${type}:`);
      expect((await get(`/api/accommodation/location/${id}`)).state).toBe('gt-sacatepequez');
      expect((await get(`/api/accommodation/features/${id}`)).areas_house).toBe(type === 4 ? 2 : 1);
      expect((await get(`/api/accommodation/bedrooms/${id}`)).bedrooms).toHaveLength(bedroomCount);
      const amenities = await get(`/api/accommodation/amenities/${id}`);
      expect(
        amenities.groups.amenities.find((a: { _id: string }) => a._id === 'amenity:amenities:hot_water'),
      ).toMatchObject({
        assigned: true,
      });
      expect(
        (await get(`/api/accommodation/multimedia/${type}/${id}`)).multimediaGallery.length,
      ).toBeGreaterThan(0);
      expect((await get(`/api/accommodation/booking/${id}/${type}`)).check_out_time).toBe('11:00');
      expect((await get(`/api/accommodation/price/${id}/${type}`)).base_price).toBeGreaterThan(0);
      expect((await get(`/api/general/custom-policies/${id}/${type}/es`)).selected).not.toBeNull();
      expect((await get(`/api/general/custom-terms/${id}/${type}/es`)).custom_terms.length).toBeGreaterThan(
        0,
      );
      const channels = await get(`/api/general/networks-channels/${id}/${type}/es`);
      expect(channels.sell_channels.some((c: { assigned: boolean }) => c.assigned)).toBe(true);
      expect((await get(`/api/general/agreement/${id}/${type}`)).use_terms_agreement).toBe(true);
    }
  });
});

describe('creating and editing an accommodation', () => {
  it('creates a hidden product with step 1 done and reads its information back', async () => {
    const mine = (await newProvider()).token;
    const res = await call('POST', '/api/accommodation?product_type=1&language_code=en', mine, {
      ...information({ web_site: ' https://example.gt ', qualification: 4, commission_model: 2 }),
      mg_id: 'legacy',
    });
    expect(res.statusCode).toBe(201);
    const saved = res.json();
    expect(saved).toEqual({
      _id: expect.any(String),
      product_type: 1,
      step_validate: { step1: true },
      tb_gcm_status: { _id: 1, status: 'Ocultar' },
    });
    const info = (await call('GET', `/api/accommodation/${saved._id}`, mine)).json();
    expect(info).toEqual({
      ...information(),
      web_site: 'https://example.gt',
      qualification: 4,
      commission_model: 2,
    });
    const [first] = (await list(mine, 'product_type=1')).data;
    expect(first).toMatchObject({ _id: saved._id, commission_model: 2, tb_gcm_status: { _id: 1 } });
  });

  it('checks the form: property type of the product type, required texts, roles', async () => {
    const mine = (await newProvider()).token;
    const host = (await newAccount(app, { role: 4 })).token;
    const wrongKind = await call(
      'POST',
      '/api/accommodation?product_type=1',
      mine,
      information({ type_of_property: 'property_type:4:room_in_house' }),
    );
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().field).toBe('type_of_property');
    const blank = await call('POST', '/api/accommodation?product_type=1', mine, information({ name: '   ' }));
    expect(blank.json()).toMatchObject({ status: 400, field: 'name' });
    const { title: _title, ...withoutTitle } = information();
    const missing = await call('POST', '/api/accommodation?product_type=1', mine, withoutTitle);
    expect(missing.json()).toMatchObject({ status: 400, field: 'title' });
    const type = await call('POST', '/api/accommodation?product_type=7', mine, information());
    expect(type.json()).toMatchObject({ status: 400, field: 'product_type' });

    // SPEC §6: a host (role 4) may add vacation rentals and unique stays, not private rooms.
    const room = information({ type_of_property: 'property_type:4:room_in_house' });
    const forbidden = await call('POST', '/api/accommodation?product_type=4', host, room);
    expect(forbidden.json()).toMatchObject({ status: 403, code: 'forbidden' });
    await create(host, 1);
    await create(mine, 4, room);
  });

  it('updates the information; a published product goes back to review', async () => {
    // The demo's published Casa del Lago, in a copy of the demo of this test's own.
    const demo = await ownDemo();
    const casaLago = demo.copyOf(CASA_LAGO);
    const id = await create(demo.token);
    const res = await call(
      'PUT',
      `/api/accommodation/${id}?product_type=1`,
      demo.token,
      information({ name: 'Casa Renombrada' }),
    );
    expect(res.json()).toMatchObject({ _id: id, step_validate: { step1: true }, tb_gcm_status: { _id: 1 } });
    expect((await call('GET', `/api/products/${id}`, demo.token)).json().name).toBe('Casa Renombrada');
    const invalid = await call(
      'PUT',
      `/api/accommodation/${id}`,
      demo.token,
      information({ type_of_property: 'x' }),
    );
    expect(invalid.json()).toMatchObject({ status: 400, field: 'type_of_property' });

    const casa = await call('PUT', `/api/accommodation/${casaLago}`, demo.token, {
      ...(await call('GET', `/api/accommodation/${casaLago}`, demo.token)).json(),
      title: 'Casa frente al lago, ahora con kayaks',
    });
    expect(casa.json().tb_gcm_status).toEqual({ _id: 2, status: 'Validacion En Progreso' });
    const read = (await call('GET', `/api/products/${casaLago}`, demo.token)).json();
    expect(read).toMatchObject({
      title: 'Casa frente al lago, ahora con kayaks',
      slug: `casa-del-lago-atitlan-${casaLago.slice(0, 6)}`,
    });
  });

  it('lists property types per accommodation type and language', async () => {
    const en = (
      await call('GET', '/api/accommodation/property-types?product_type=5&language_code=en', company)
    ).json();
    expect(en).toContainEqual({ _id: 'property_type:5:dome', name: 'Dome' });
    const es = (await call('GET', '/api/accommodation/property-types?product_type=5', company)).json();
    expect(es).toContainEqual({ _id: 'property_type:5:dome', name: 'Domo' });
    expect(es.every((t: { _id: string }) => t._id.startsWith('property_type:5:'))).toBe(true);
  });

  it('deletes a product with its steps and pictures', async () => {
    // The demo's Casa del Árbol, in a copy of the demo of this test's own.
    const demo = await ownDemo();
    const arbol = demo.copyOf(ARBOL);
    const before = (await call('GET', `/api/products/${arbol}`, demo.token)).json();
    const picture = before.mainPicture.url_photo;
    const res = await call('DELETE', `/api/accommodation/${arbol}?product_type=5`, demo.token);
    expect(res.json()).toEqual({ message: 'Ok!' });
    expect((await call('GET', `/api/products/${arbol}`, demo.token)).statusCode).toBe(404);
    const steps = await app.deps.db
      .selectFrom('product_steps')
      .select('step')
      .where('product_id', '=', arbol)
      .execute();
    const media = await app.deps.db
      .selectFrom('product_media')
      .select('id')
      .where('product_id', '=', arbol)
      .execute();
    expect([steps, media]).toEqual([[], []]);
    expect((await app.inject({ method: 'GET', url: picture })).statusCode).toBe(404);
  });
});

describe('status, commission and type', () => {
  const status = (id: string, token: string, value: 1 | 2, type = 1) =>
    call('PUT', `/api/accommodation/status/${id}`, token, { product_type: type, status: value });

  it('switches on only with a complete profile and every step', async () => {
    // A provider like the demo's personal one, whose basic profile is incomplete.
    const personal = (await newProvider({ category: 'personal', complete: false })).token;
    const mine = await create(personal);
    await setStepValidate(mine, 12);
    expect((await status(mine, personal, 2)).json()).toMatchObject({
      status: 403,
      code: 'incomplete_profile',
    });
    const complete = (await newProvider()).token;
    const fresh = await create(complete);
    expect((await status(fresh, complete, 2)).json()).toMatchObject({
      status: 409,
      code: 'incomplete_service',
    });
  });

  it('sends a complete product to review, hides it, and logs the re-activation', async () => {
    // The demo's Domo, hidden with every step saved, in a copy of the demo of this test's own.
    const demo = await ownDemo();
    const domo = demo.copyOf(DOMO);
    const on = await status(domo, demo.token, 2, 5);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ _id: domo, tb_gcm_status: { _id: 2 }, review_reason: null });
    expect((await status(domo, demo.token, 2, 5)).json().tb_gcm_status._id).toBe(2);
    expect((await status(domo, demo.token, 1, 5)).json().tb_gcm_status._id).toBe(1);
    expect((await status(domo, demo.token, 1, 5)).json().tb_gcm_status._id).toBe(1);
    await status(domo, demo.token, 2, 5);
    const row = await app.deps.db
      .selectFrom('products')
      .select(['activated_at', 'reactivations'])
      .where('id', '=', domo)
      .executeTakeFirstOrThrow();
    expect(row.activated_at).not.toBeNull();
    expect(row.reactivations).toHaveLength(1);
  });

  it('changes the commission model of a stay; an attraction is not served at this path', async () => {
    const mine = (await newProvider()).token;
    const id = await create(mine);
    const res = await call('PUT', `/api/accommodation/commission/${id}`, mine, {
      product_type: 1,
      commission_model: 2,
    });
    expect(res.json()).toMatchObject({ _id: id, commission_model: 2 });
    // SPEC §7: attractions (18) belong to the things to do; the stays' path does not know them.
    await app.deps.db.updateTable('products').set({ product_type: 18 }).where('id', '=', id).execute();
    const attraction = await call('PUT', `/api/accommodation/commission/${id}`, mine, {
      product_type: 18,
      commission_model: 1,
    });
    expect(attraction.json()).toMatchObject({ status: 404, message: 'El producto no existe' });
    await app.deps.db.updateTable('products').set({ product_type: 1 }).where('id', '=', id).execute();
    const bad = await call('PUT', `/api/accommodation/commission/${id}`, mine, {
      product_type: 1,
      commission_model: 3,
    });
    expect(bad.json()).toMatchObject({ status: 400, field: 'commission_model' });
  });

  it('serves stays only, as the type the call names: a thing to do or another type answers 404', async () => {
    // A thing to do of its own and the demo's Domo, in a copy of the demo of this test's own.
    const demo = await ownDemo();
    const domoId = demo.copyOf(DOMO);
    const tour = (
      await call('POST', '/api/thingsToDo?product_type=12&language_code=es', demo.token, {
        name: 'Volcán Pacaya',
        title: 'Atardecer en el Pacaya',
        description: 'Caminata al cráter.',
        commission_model: 1,
      })
    ).json()._id;
    const domo = (await call('GET', `/api/products/${domoId}`, demo.token)).json();
    const answers = await Promise.all([
      status(tour, demo.token, 1, 12),
      call('PUT', `/api/accommodation/commission/${tour}`, demo.token, {
        product_type: 12,
        commission_model: 2,
      }),
      call('DELETE', `/api/accommodation/${tour}`, demo.token),
      status(domoId, demo.token, 2, 1),
      call('PUT', `/api/accommodation/commission/${domoId}`, demo.token, {
        product_type: 4,
        commission_model: 2,
      }),
      call('DELETE', `/api/accommodation/${domoId}?product_type=1`, demo.token),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    expect((await call('GET', `/api/products/${tour}`, demo.token)).statusCode).toBe(200);
    expect((await call('GET', `/api/products/${domoId}`, demo.token)).json()).toEqual(domo);
  });

  it('changes the type among 1, 4 and 5, reopening the steps that differ', async () => {
    const mine = (await newProvider()).token;
    const id = await create(mine);
    await setStepValidate(id, 5);
    const toRoom = (
      await call('PUT', `/api/accommodation/product-type/${id}`, mine, { product_type: 4 })
    ).json();
    expect(toRoom).toMatchObject({
      product_type: 4,
      step_validate: { step1: false, step2: true, step4: false },
    });
    const info = (await call('GET', `/api/accommodation/${id}`, mine)).json();
    expect(info.type_of_property).toMatch(/^property_type:4:/);

    await call(
      'PUT',
      `/api/accommodation/${id}`,
      mine,
      information({ type_of_property: 'property_type:4:room_in_bnb' }),
    );
    await setStepValidate(id, 5);
    const toUnique = (
      await call('PUT', `/api/accommodation/product-type/${id}`, mine, { product_type: 5 })
    ).json();
    expect(toUnique).toMatchObject({ product_type: 5, step_validate: { step1: false, step4: false } });
    const same = (
      await call('PUT', `/api/accommodation/product-type/${id}`, mine, { product_type: 5 })
    ).json();
    expect(same.step_validate).toEqual(toUnique.step_validate);
    const hotel = await call('PUT', `/api/accommodation/product-type/${id}`, mine, { product_type: 2 });
    expect(hotel.json()).toMatchObject({ status: 400, field: 'product_type' });
  });
});

describe('authorization', () => {
  it('answers 404 to another provider on every product endpoint', async () => {
    const id = DOMO;
    const answers = await Promise.all([
      call('GET', `/api/products/${id}`, otherProvider),
      call('GET', `/api/accommodation/${id}`, otherProvider),
      call(
        'PUT',
        `/api/accommodation/${id}`,
        otherProvider,
        information({ type_of_property: 'property_type:5:dome' }),
      ),
      call('DELETE', `/api/accommodation/${id}`, otherProvider),
      call('PUT', `/api/accommodation/status/${id}`, otherProvider, { product_type: 5, status: 1 }),
      call('PUT', `/api/accommodation/commission/${id}`, otherProvider, {
        product_type: 5,
        commission_model: 2,
      }),
      call('PUT', `/api/accommodation/product-type/${id}`, otherProvider, { product_type: 1 }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    expect((await list(otherProvider, 'product_type=5')).meta.total_products).toBe(0);
  });

  // Issue 25: the operator owns no products, so a write is refused by role (403), no longer by owner (404).
  it('lets the operator read any product but change none of them', async () => {
    expect((await call('GET', `/api/products/${DOMO}`, operator)).statusCode).toBe(200);
    const info = await call('GET', `/api/accommodation/${DOMO}`, operator);
    expect(info.json().name).toBe('Domo Estrellado Tecpán');
    const writes = await Promise.all([
      call('PUT', `/api/accommodation/${DOMO}`, operator, info.json()),
      call('DELETE', `/api/accommodation/${DOMO}`, operator),
      call('PUT', `/api/accommodation/status/${DOMO}`, operator, { product_type: 5, status: 1 }),
      call('PUT', `/api/accommodation/commission/${DOMO}`, operator, {
        product_type: 5,
        commission_model: 2,
      }),
      call('PUT', `/api/accommodation/product-type/${DOMO}`, operator, { product_type: 1 }),
    ]);
    expect(writes.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
    // The list is the caller's own products, the operator's too.
    expect((await list(operator, 'product_type=5')).meta.total_products).toBe(0);
    expect((await call('GET', `/api/products/${DOMO}`, company)).json().name).toBe('Domo Estrellado Tecpán');
  });
});

describe('kept counts', () => {
  it('agree with the products after every create, status and type change and delete', async () => {
    // One change of each kind, made here on a copy of the demo of this test's own: creates of three types, a
    // type change, a product sent to review, a published one hidden, and a delete.
    const demo = await ownDemo();
    const stay = await create(demo.token);
    await create(demo.token, 4, information({ type_of_property: 'property_type:4:room_in_house' }));
    await createThingToDo(12, demo.token);
    const retyped = await call('PUT', `/api/accommodation/product-type/${stay}`, demo.token, {
      product_type: 5,
    });
    expect(retyped.json()).toMatchObject({ _id: stay, product_type: 5 });
    const statusOf = (id: string, type: number, value: 1 | 2) =>
      call('PUT', `/api/accommodation/status/${id}`, demo.token, { product_type: type, status: value });
    expect((await statusOf(demo.copyOf(DOMO), 5, 2)).json().tb_gcm_status._id).toBe(2);
    expect((await statusOf(demo.copyOf(CASA_LAGO), 1, 1)).json().tb_gcm_status._id).toBe(1);
    const deleted = await call(
      'DELETE',
      `/api/accommodation/${demo.copyOf(ARBOL)}?product_type=5`,
      demo.token,
    );
    expect(deleted.json()).toEqual({ message: 'Ok!' });

    const { db } = app.deps;
    const actual = await db
      .selectFrom('products')
      .select((eb) => ['product_type', 'status', eb.fn.countAll<string>().as('total')])
      .where('provider_id', '=', demo.id)
      // A hotel's rooms are listed inside it, not counted as cards.
      .where('parent_id', 'is', null)
      .groupBy(['product_type', 'status'])
      .execute();
    for (const status of [1, 2, 3] as const) {
      const name = ({ 1: 'hidden', 2: 'revision', 3: 'published' } as const)[status];
      const expected = actual
        .filter((row) => row.status === name)
        .map((row) => ({ product_type: row.product_type, total: Number(row.total) }))
        .sort((a, b) => a.product_type - b.product_type);
      const kept = (await call('GET', `/api/products/counts?status=${status}`, demo.token)).json().counts;
      expect(kept, name).toEqual(expected);
      for (const { product_type, total } of expected) {
        const page = await list(demo.token, `product_type=${product_type}&status=${status}`);
        expect(page.meta.total_products).toBe(total);
      }
    }
  });
});
