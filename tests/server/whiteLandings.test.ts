import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_TYPE } from '../../machines/productKinds.ts';
import { ROLE } from '../../machines/roles.ts';
import type { components } from '../../openapi/schema.d.ts';
import { DEMO_LANDING_HUB, DEMO_LANDING_ID } from '../../server/db/demoWhiteLandings.ts';
import { TOURIST_HUBS } from '../../server/db/migrations/0025_white_landings.ts';
import type { ProductStatusName } from '../../server/db/schema.ts';
import { FORBIDDEN } from '../../server/http/access.ts';
import { bearer, loginAs, newAccount, solveCaptcha, startTestApp, type TestApp } from './testApp.ts';

type Landing = components['schemas']['Landing'];
type LandingSummary = components['schemas']['LandingSummary'];
type LandingHubProducts = components['schemas']['LandingHubProducts'];
type PublicLanding = components['schemas']['PublicLanding'];
type TouristHub = components['schemas']['TouristHub'];

/*
 * White landings (SPEC §2, §3, §5, §7): each test makes the people and products it changes (newAccount, `product`),
 * in hubs of its own where it counts what a hub lists, so the demo's landing and the other tests' stay as they are.
 */
let app: TestApp;
let operator: string;

beforeAll(async () => {
  app = await startTestApp();
  operator = await loginAs(app, 'soporte@demo.gt');
});
afterAll(async () => {
  await app?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const influencer = () => newAccount(app, { role: ROLE.influencer, first_name: 'Lucía' });

/** What the landing form sends (SPEC §5), with a solved captcha. */
async function createBody(change: Record<string, unknown> = {}) {
  return {
    title: 'Mis favoritos',
    description: 'Lo que recomiendo a mis seguidores.',
    language: 'es',
    status: 'draft',
    banner_logo: 'https://cdn.example.gt/logo.png',
    captcha: await solveCaptcha(app),
    ...change,
  };
}

async function createLanding(token: string, change: Record<string, unknown> = {}): Promise<Landing> {
  const res = await call('POST', '/api/landings', token, await createBody(change));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const editBody = (change: Record<string, unknown> = {}) => ({
  title: 'Mis favoritos',
  description: 'Lo que recomiendo a mis seguidores.',
  language: 'es',
  status: 'published',
  ...change,
});

const saveLocations = (token: string, id: string, locations: unknown) =>
  call('PUT', `/api/landings/${id}/locations`, token, { locations });

const hubProducts = (token: string, id: string, hub: string, segment: string) =>
  call('GET', `/api/landings/${id}/locations/${hub}/products?segment=${segment}`, token);

const assign = (token: string, id: string, hub: string, segment: string, productIds: string[]) =>
  call('PUT', `/api/landings/${id}/locations/${hub}/products`, token, { segment, productIds });

const publicRead = (id: string, query = '') => call('GET', `/api/landings/${id}/public${query}`);

/** A provider of the test's own. */
const provider = () => newAccount(app, { role: ROLE.provider, category: 'company', complete: true });

/**
 * A product of that provider in a department (a state id of migration 0002), inserted directly (creation is the
 * products module's); a stay's nightly price or a tour's adult place when given.
 */
async function product(
  providerId: string,
  fields: {
    type?: number;
    status?: ProductStatusName;
    state: string;
    name?: string;
    night?: number;
    adult?: number;
    parent_id?: string;
    slug?: string;
  },
): Promise<string> {
  const id = randomUUID();
  await app.deps.db
    .insertInto('products')
    .values({
      id,
      provider_id: providerId,
      product_type: fields.type ?? PRODUCT_TYPE.vacationRental,
      status: fields.status ?? 'published',
      name: fields.name ?? `Producto ${id.slice(0, 6)}`,
      country_id: fields.state.slice(0, 2),
      state_id: fields.state,
      updated_at: new Date(),
      ...(fields.parent_id ? { parent_id: fields.parent_id } : {}),
      ...(fields.slug ? { slug: fields.slug } : {}),
    })
    .execute();
  if (fields.night !== undefined) {
    await app.deps.db
      .insertInto('product_steps')
      .values({
        product_id: id,
        step: 'price-seasons',
        data: JSON.stringify({
          type_of_term: 0,
          min_night: 1,
          base_price: fields.night,
          weekend_price: fields.night,
        }),
        updated_at: new Date(),
      })
      .execute();
  }
  if (fields.adult !== undefined) {
    await app.deps.db
      .insertInto('product_steps')
      .values({
        product_id: id,
        step: 'prices',
        data: JSON.stringify({
          type_of_tour: 1,
          price_collective: { min_pax: 1, adult: fields.adult, child: 10 },
          commission_model: 1,
        }),
        updated_at: new Date(),
      })
      .execute();
  }
  return id;
}

const setStatus = (id: string, status: ProductStatusName) =>
  app.deps.db.updateTable('products').set({ status }).where('id', '=', id).execute();

describe('GET /api/common/touristhubs', () => {
  it('answers every hub, public, named in Spanish by default and in English when asked, in their order', async () => {
    const es = await call('GET', '/api/common/touristhubs');
    expect(es.statusCode, es.body).toBe(200);
    const hubs = es.json() as TouristHub[];
    expect(hubs.map((hub) => hub._id)).toEqual(TOURIST_HUBS.map((hub) => hub.id));
    expect(hubs[0]).toEqual({
      _id: 'gt-antigua',
      mainLocation: 'Antigua Guatemala',
      department: 'Sacatepéquez',
      country: 'GT',
    });
    const en = (await call('GET', '/api/common/touristhubs?language=en&country=GT')).json() as TouristHub[];
    expect(en.find((hub) => hub._id === 'gt-flores-tikal')?.mainLocation).toBe('Flores and Tikal');
    expect(en.every((hub) => hub.country === 'GT')).toBe(true);
    const sv = (await call('GET', '/api/common/touristhubs?country=SV')).json() as TouristHub[];
    expect(sv.map((hub) => hub._id)).toEqual([
      'sv-san-salvador',
      'sv-ruta-de-las-flores',
      'sv-el-tunco',
      'sv-suchitoto',
    ]);
  });

  it('refuses an unknown country or language with 400', async () => {
    expect((await call('GET', '/api/common/touristhubs?country=HN')).statusCode).toBe(400);
    expect((await call('GET', '/api/common/touristhubs?language=fr')).statusCode).toBe(400);
  });
});

describe('creating, listing, editing and deleting landings', () => {
  it('creates a landing with a solved captcha, the caller’s, without locations', async () => {
    const me = await influencer();
    const landing = await createLanding(me.token);
    expect(landing).toMatchObject({
      title: 'Mis favoritos',
      status: 'draft',
      language: 'es',
      banner_logo: 'https://cdn.example.gt/logo.png',
      banner_xl: null,
      owner_name: 'Lucía Prueba',
      locations: [],
    });
    const read = await call('GET', `/api/landings/${landing._id}`, me.token);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual(landing);
  });

  it('checks the captcha first: none, or one not solved, is refused and nothing is stored', async () => {
    const me = await influencer();
    const missing = await call('POST', '/api/landings', me.token, editBody());
    expect(missing.statusCode, missing.body).toBe(400);
    const wrong = await call('POST', '/api/landings', me.token, { ...editBody(), captcha: 'bm8=' });
    expect(wrong.statusCode, wrong.body).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'captcha_failed', field: 'captcha' });
    const list = await call('GET', '/api/landings', me.token);
    expect(list.json()).toEqual([]);
  });

  it('requires a title and a description that are not only spaces, and https banners', async () => {
    const me = await influencer();
    const blank = await call('POST', '/api/landings', me.token, await createBody({ title: '   ' }));
    expect(blank.statusCode, blank.body).toBe(400);
    expect(blank.json().field).toBe('title');
    const noDescription = await call(
      'POST',
      '/api/landings',
      me.token,
      await createBody({ description: ' ' }),
    );
    expect(noDescription.statusCode).toBe(400);
    expect(noDescription.json().field).toBe('description');
    const http = await call(
      'POST',
      '/api/landings',
      me.token,
      await createBody({ banner_xl: 'http://cdn.example.gt/a.png' }),
    );
    expect(http.statusCode).toBe(400);
    const script = await call(
      'POST',
      '/api/landings',
      me.token,
      await createBody({ banner_md: 'javascript:alert(1)' }),
    );
    expect(script.statusCode).toBe(400);
  });

  it('lists only the caller’s own landings, by language when asked; the operator lists everyone’s with the owner', async () => {
    const lucia = await influencer();
    const agent = await newAccount(app, { role: ROLE.agent, business: 'Agencia Maya' });
    const partner = await newAccount(app, { role: ROLE.traveler, first_name: 'Pedro' });
    const mine = await createLanding(lucia.token, { title: 'De Lucía' });
    const english = await createLanding(lucia.token, { title: 'Lucía in English', language: 'en' });
    const theirs = await createLanding(agent.token, { title: 'De la agencia' });
    const partners = await createLanding(partner.token, { title: 'Del socio' });

    const own = (await call('GET', '/api/landings', lucia.token)).json() as LandingSummary[];
    expect(own.map((l) => l._id).sort()).toEqual([mine._id, english._id].sort());
    expect(own.find((l) => l._id === mine._id)).toMatchObject({
      title: 'De Lucía',
      status: 'draft',
      owner_name: 'Lucía Prueba',
      locations_count: 0,
      products_count: 0,
    });
    const onlyEnglish = (
      await call('GET', '/api/landings?language=en', lucia.token)
    ).json() as LandingSummary[];
    expect(onlyEnglish.map((l) => l._id)).toEqual([english._id]);
    const agents = (await call('GET', '/api/landings', agent.token)).json() as LandingSummary[];
    expect(agents.map((l) => l._id)).toEqual([theirs._id]);

    const all = (await call('GET', '/api/landings', operator)).json() as LandingSummary[];
    const byId = new Map(all.map((l) => [l._id, l]));
    expect(byId.get(theirs._id)?.owner_name).toBe('Agencia Maya');
    expect(byId.get(mine._id)?.owner_name).toBe('Lucía Prueba');
    expect(byId.get(partners._id)?.title).toBe('Del socio');
    expect(byId.has(DEMO_LANDING_ID)).toBe(true);
  });

  it('edits the form without a captcha: a banner left out is cleared, locations stay', async () => {
    const me = await influencer();
    const landing = await createLanding(me.token);
    expect(
      (await saveLocations(me.token, landing._id, [{ hubId: 'gt-antigua', segments: [] }])).statusCode,
    ).toBe(200);
    const res = await call(
      'PUT',
      `/api/landings/${landing._id}`,
      me.token,
      editBody({ title: '  Antigua de noche ', banner_xs: 'https://cdn.example.gt/xs.png' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Antigua de noche',
      status: 'published',
      banner_logo: null,
      banner_xs: 'https://cdn.example.gt/xs.png',
      locations: [{ hubId: 'gt-antigua', segments: [], products_count: 0 }],
    });
  });

  it('answers 404 to another owner on every operation of the landing, and the operator manages it', async () => {
    const owner = await influencer();
    const stranger = await influencer();
    const landing = await createLanding(owner.token);
    const id = landing._id;
    const answers = [
      await call('GET', `/api/landings/${id}`, stranger.token),
      await call('PUT', `/api/landings/${id}`, stranger.token, editBody({ title: 'Mía' })),
      await saveLocations(stranger.token, id, [{ hubId: 'gt-antigua', segments: ['accommodation'] }]),
      await hubProducts(stranger.token, id, 'gt-antigua', 'accommodation'),
      await assign(stranger.token, id, 'gt-antigua', 'accommodation', []),
      await call('DELETE', `/api/landings/${id}`, stranger.token),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
    const kept = (await call('GET', `/api/landings/${id}`, owner.token)).json() as Landing;
    expect(kept).toMatchObject({ title: 'Mis favoritos', locations: [] });

    // The operator's landing manager: read, edit, assign and delete anyone's.
    expect((await call('GET', `/api/landings/${id}`, operator)).statusCode).toBe(200);
    const edited = await call('PUT', `/api/landings/${id}`, operator, editBody({ title: 'Revisada' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().owner_name).toBe('Lucía Prueba');
    expect(
      (await saveLocations(operator, id, [{ hubId: 'gt-antigua', segments: ['activities'] }])).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/api/landings/${id}`, operator)).statusCode).toBe(204);
    expect((await call('GET', `/api/landings/${id}`, owner.token)).statusCode).toBe(404);
  });

  it('deletes the owner’s landing with its locations and assignments', async () => {
    const me = await influencer();
    const seller = await provider();
    const stay = await product(seller.id, { state: 'gt-izabal', night: 90 });
    const landing = await createLanding(me.token, { status: 'published' });
    await saveLocations(me.token, landing._id, [
      { hubId: 'gt-rio-dulce-livingston', segments: ['accommodation'] },
    ]);
    expect(
      (await assign(me.token, landing._id, 'gt-rio-dulce-livingston', 'accommodation', [stay])).statusCode,
    ).toBe(200);
    const res = await call('DELETE', `/api/landings/${landing._id}`, me.token);
    expect(res.statusCode, res.body).toBe(204);
    expect((await call('GET', `/api/landings/${landing._id}`, me.token)).statusCode).toBe(404);
    expect((await publicRead(landing._id)).statusCode).toBe(404);
    const left = await app.deps.db
      .selectFrom('white_landing_products')
      .select('product_id')
      .where('landing_id', '=', landing._id)
      .execute();
    expect(left).toEqual([]);
    expect((await call('DELETE', `/api/landings/${landing._id}`, me.token)).statusCode).toBe(404);
  });
});

describe('who may call', () => {
  it('refuses a provider (role 2) with 403 on each landing operation, and nobody signed in with 401', async () => {
    const owner = await influencer();
    const landing = await createLanding(owner.token);
    const seller = await provider();
    const id = landing._id;
    const calls = (token?: string) => [
      call('GET', '/api/landings', token),
      call('POST', '/api/landings', token, editBody({ captcha: 'x' })),
      call('GET', `/api/landings/${id}`, token),
      call('PUT', `/api/landings/${id}`, token, editBody()),
      call('DELETE', `/api/landings/${id}`, token),
      saveLocations(token ?? '', id, []),
      call('GET', `/api/landings/${id}/locations/gt-antigua/products?segment=activities`, token),
      call('PUT', `/api/landings/${id}/locations/gt-antigua/products`, token, {
        segment: 'activities',
        productIds: [],
      }),
    ];
    const refused = await Promise.all(calls(seller.token));
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe(FORBIDDEN);
    }
    const anonymous = await Promise.all(calls(undefined));
    expect(anonymous.map((res) => res.statusCode)).toEqual(anonymous.map(() => 401));
    expect((await call('GET', `/api/landings/${id}`, owner.token)).statusCode).toBe(200);
  });

  it('lets partners (5), influencers (6) and agents (8) build landings', async () => {
    for (const role of [ROLE.traveler, ROLE.influencer, ROLE.agent]) {
      const person = await newAccount(app, { role, first_name: 'Ana' });
      await createLanding(person.token);
    }
  });
});

describe('locations', () => {
  it('toggles hubs on and off with their segments; a hub toggled off drops its assignments', async () => {
    const me = await influencer();
    const seller = await provider();
    const stay = await product(seller.id, { state: 'gt-quetzaltenango', night: 60 });
    const { _id: id } = await createLanding(me.token);

    const on = await saveLocations(me.token, id, [
      { hubId: 'gt-quetzaltenango', segments: ['activities', 'accommodation'] },
      { hubId: 'gt-antigua', segments: [] },
    ]);
    expect(on.statusCode, on.body).toBe(200);
    // In the hubs' order, segments in SPEC §2's.
    expect((on.json() as Landing).locations).toEqual([
      { hubId: 'gt-antigua', segments: [], products_count: 0 },
      { hubId: 'gt-quetzaltenango', segments: ['accommodation', 'activities'], products_count: 0 },
    ]);
    expect((await assign(me.token, id, 'gt-quetzaltenango', 'accommodation', [stay])).statusCode).toBe(200);
    const counted = (await call('GET', `/api/landings/${id}`, me.token)).json() as Landing;
    expect(counted.locations.find((l) => l.hubId === 'gt-quetzaltenango')?.products_count).toBe(1);
    const summary = ((await call('GET', '/api/landings', me.token)).json() as LandingSummary[])[0];
    expect(summary).toMatchObject({ locations_count: 2, products_count: 1 });

    // Off, then on again: nothing assigned any more.
    const off = await saveLocations(me.token, id, [{ hubId: 'gt-antigua', segments: [] }]);
    expect((off.json() as Landing).locations.map((l) => l.hubId)).toEqual(['gt-antigua']);
    await saveLocations(me.token, id, [{ hubId: 'gt-quetzaltenango', segments: ['accommodation'] }]);
    const again = (
      await hubProducts(me.token, id, 'gt-quetzaltenango', 'accommodation')
    ).json() as LandingHubProducts;
    expect(again.items.find((p) => p.productId === stay)?.assigned).toBe(false);
    // None selected at all.
    const none = await saveLocations(me.token, id, []);
    expect((none.json() as Landing).locations).toEqual([]);
  });

  it('drops the assignments of a segment unticked in a hub that stays', async () => {
    const me = await influencer();
    const seller = await provider();
    const stay = await product(seller.id, { state: 'gt-alta-verapaz', night: 70 });
    const tour = await product(seller.id, {
      state: 'gt-alta-verapaz',
      type: PRODUCT_TYPE.collectiveTour,
      adult: 35,
    });
    const { _id: id } = await createLanding(me.token);
    const hub = 'gt-coban-semuc-champey';
    await saveLocations(me.token, id, [{ hubId: hub, segments: ['accommodation', 'activities'] }]);
    expect((await assign(me.token, id, hub, 'accommodation', [stay])).statusCode).toBe(200);
    expect((await assign(me.token, id, hub, 'activities', [tour])).statusCode).toBe(200);
    await saveLocations(me.token, id, [{ hubId: hub, segments: ['activities'] }]);
    const rows = await app.deps.db
      .selectFrom('white_landing_products')
      .select(['segment', 'product_id'])
      .where('landing_id', '=', id)
      .execute();
    expect(rows).toEqual([{ segment: 'activities', product_id: tour }]);
  });

  it('refuses an unknown hub or a hub given twice with 400 naming locations, saving nothing', async () => {
    const me = await influencer();
    const { _id: id } = await createLanding(me.token);
    await saveLocations(me.token, id, [{ hubId: 'gt-antigua', segments: ['accommodation'] }]);
    const unknown = await saveLocations(me.token, id, [
      { hubId: 'gt-monterrico', segments: [] },
      { hubId: 'gt-atlantida', segments: [] },
    ]);
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(unknown.json().field).toBe('locations');
    const twice = await saveLocations(me.token, id, [
      { hubId: 'gt-monterrico', segments: [] },
      { hubId: 'gt-monterrico', segments: ['activities'] },
    ]);
    expect(twice.statusCode).toBe(400);
    const kept = (await call('GET', `/api/landings/${id}`, me.token)).json() as Landing;
    expect(kept.locations).toEqual([{ hubId: 'gt-antigua', segments: ['accommodation'], products_count: 0 }]);
  });
});

describe('a hub’s products', () => {
  it('lists every provider’s published products of the hub and segment only, by name, priced for the traveler', async () => {
    const me = await influencer();
    const one = await provider();
    const two = await provider();
    const state = 'sv-cuscatlan';
    const hub = 'sv-suchitoto';
    const zeta = await product(one.id, { state, name: 'Zeta Posada', night: 80 });
    const alfa = await product(two.id, { state, name: 'Alfa Casa' });
    await product(one.id, { state, name: 'Oculta', status: 'hidden', night: 50 });
    await product(one.id, { state, name: 'En revisión', status: 'revision', night: 50 });
    await product(one.id, { state: 'sv-san-salvador', name: 'En otra ciudad', night: 50 });
    const tour = await product(two.id, {
      state,
      type: PRODUCT_TYPE.collectiveTour,
      name: 'Tour del lago',
      adult: 45,
    });
    const pack = await product(two.id, { state, type: PRODUCT_TYPE.touristPackage, name: 'Tres días' });
    const hotel = await product(one.id, { state, type: PRODUCT_TYPE.hotel, name: 'Hotel Colonial' });
    await product(one.id, { state, type: PRODUCT_TYPE.hotelRoom, name: 'Cuarto doble', parent_id: hotel });
    const { _id: id } = await createLanding(me.token);

    const res = await hubProducts(me.token, id, hub, 'accommodation');
    expect(res.statusCode, res.body).toBe(200);
    const stays = res.json() as LandingHubProducts;
    expect(stays).toMatchObject({ hubId: hub, segment: 'accommodation' });
    expect(stays.items).toEqual([
      {
        productId: alfa,
        productType: PRODUCT_TYPE.vacationRental,
        name: 'Alfa Casa',
        photoUrl: null,
        price: null,
        currency: 'USD',
        assigned: false,
      },
      {
        productId: hotel,
        productType: PRODUCT_TYPE.hotel,
        name: 'Hotel Colonial',
        photoUrl: null,
        price: null,
        currency: 'USD',
        assigned: false,
      },
      {
        productId: zeta,
        productType: PRODUCT_TYPE.vacationRental,
        name: 'Zeta Posada',
        photoUrl: null,
        price: 80,
        currency: 'USD',
        assigned: false,
      },
    ]);
    const activities = (await hubProducts(me.token, id, hub, 'activities')).json() as LandingHubProducts;
    expect(activities.items.map((p) => [p.productId, p.price])).toEqual([[tour, 45]]);
    const packages = (await hubProducts(me.token, id, hub, 'packages')).json() as LandingHubProducts;
    expect(packages.items.map((p) => p.productId)).toEqual([pack]);
    const transport = (await hubProducts(me.token, id, hub, 'transport')).json() as LandingHubProducts;
    expect(transport.items).toEqual([]);
  });

  it('answers 404 for an unknown hub and 400 for an unknown segment', async () => {
    const me = await influencer();
    const { _id: id } = await createLanding(me.token);
    expect((await hubProducts(me.token, id, 'gt-atlantida', 'activities')).statusCode).toBe(404);
    expect((await hubProducts(me.token, id, 'gt-antigua', 'food')).statusCode).toBe(400);
    expect(
      (await call('GET', `/api/landings/${id}/locations/gt-antigua/products`, me.token)).statusCode,
    ).toBe(400);
  });

  it('assigns, selects all and unassigns one segment of one hub', async () => {
    const me = await influencer();
    const seller = await provider();
    const state = 'gt-santa-rosa';
    const hub = 'gt-monterrico';
    const a = await product(seller.id, { state, name: 'A playa' });
    const b = await product(seller.id, { state, name: 'B playa' });
    const c = await product(seller.id, { state, name: 'C playa' });
    const { _id: id } = await createLanding(me.token);
    await saveLocations(me.token, id, [{ hubId: hub, segments: ['accommodation'] }]);

    const assignedIn = (answer: LandingHubProducts) =>
      answer.items.filter((p) => p.assigned).map((p) => p.productId);
    const one = await assign(me.token, id, hub, 'accommodation', [b]);
    expect(one.statusCode, one.body).toBe(200);
    expect(assignedIn(one.json())).toEqual([b]);
    // Select-all: the whole list sent.
    const all = (await hubProducts(me.token, id, hub, 'accommodation')).json() as LandingHubProducts;
    const everyId = all.items.map((p) => p.productId);
    expect(everyId).toEqual(expect.arrayContaining([a, b, c]));
    const selected = await assign(me.token, id, hub, 'accommodation', everyId);
    expect(assignedIn(selected.json())).toEqual(everyId);
    expect(assignedIn((await hubProducts(me.token, id, hub, 'accommodation')).json())).toEqual(everyId);
    // Unassign one, then all.
    const fewer = await assign(
      me.token,
      id,
      hub,
      'accommodation',
      everyId.filter((p) => p !== a),
    );
    expect(assignedIn(fewer.json())).not.toContain(a);
    const none = await assign(me.token, id, hub, 'accommodation', []);
    expect(assignedIn(none.json())).toEqual([]);
  });

  it('refuses ids that are not published products of the hub and segment with 400, saving nothing', async () => {
    const me = await influencer();
    const seller = await provider();
    const state = 'gt-quiche';
    const hub = 'gt-chichicastenango';
    const good = await product(seller.id, { state, name: 'Posada del mercado' });
    const hidden = await product(seller.id, { state, name: 'Oculta', status: 'hidden' });
    const elsewhere = await product(seller.id, { state: 'gt-peten', name: 'En Petén' });
    const tour = await product(seller.id, { state, type: PRODUCT_TYPE.privateTour, name: 'Tour' });
    const { _id: id } = await createLanding(me.token);
    await saveLocations(me.token, id, [{ hubId: hub, segments: ['accommodation'] }]);
    expect((await assign(me.token, id, hub, 'accommodation', [good])).statusCode).toBe(200);
    for (const wrong of [hidden, elsewhere, tour, randomUUID()]) {
      const res = await assign(me.token, id, hub, 'accommodation', [good, wrong]);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'product_not_assignable', field: 'productIds' });
    }
    const stored = await app.deps.db
      .selectFrom('white_landing_products')
      .select('product_id')
      .where('landing_id', '=', id)
      .execute();
    expect(stored).toEqual([{ product_id: good }]);
  });

  it('refuses to assign in a hub that is not a location of the landing, or a segment not shown there, with 409', async () => {
    const me = await influencer();
    const seller = await provider();
    const stay = await product(seller.id, { state: 'gt-guatemala', name: 'Apartamento zona 10' });
    const { _id: id } = await createLanding(me.token);
    const hub = 'gt-ciudad-de-guatemala';
    const notChosen = await assign(me.token, id, hub, 'accommodation', [stay]);
    expect(notChosen.statusCode, notChosen.body).toBe(409);
    expect(notChosen.json().code).toBe('location_not_selected');
    await saveLocations(me.token, id, [{ hubId: hub, segments: ['activities'] }]);
    const notShown = await assign(me.token, id, hub, 'accommodation', [stay]);
    expect(notShown.statusCode).toBe(409);
    expect(notShown.json().code).toBe('segment_not_selected');
    expect((await assign(me.token, id, 'gt-atlantida', 'accommodation', [])).statusCode).toBe(404);
  });
});

describe('the public landing', () => {
  it('is read by anyone only once published; its products carry the owner’s code and drop out when unpublished', async () => {
    const me = await influencer();
    const code = (
      await app.deps.db
        .insertInto('referral_stats')
        .values({ user_id: me.id, promotion_code: `LUCIA${randomUUID().slice(0, 6).toUpperCase()}` })
        .returning('promotion_code')
        .executeTakeFirstOrThrow()
    ).promotion_code;
    const seller = await provider();
    const state = 'sv-la-libertad';
    const hub = 'sv-el-tunco';
    const surf = await product(seller.id, { state, name: 'Casa Surf', night: 120, slug: 'casa-surf' });
    const hostal = await product(seller.id, { state, name: 'Hostal Ola', night: 30 });
    const landing = await createLanding(me.token, { title: 'Playas', status: 'draft' });
    await saveLocations(me.token, landing._id, [
      { hubId: hub, segments: ['accommodation', 'activities'] },
      { hubId: 'gt-antigua', segments: [] },
    ]);
    await assign(me.token, landing._id, hub, 'accommodation', [surf, hostal]);

    expect((await publicRead(landing._id)).statusCode).toBe(404);
    expect((await publicRead(randomUUID())).statusCode).toBe(404);
    await call(
      'PUT',
      `/api/landings/${landing._id}`,
      me.token,
      editBody({ title: 'Playas', status: 'published' }),
    );

    const res = await publicRead(landing._id);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as PublicLanding;
    expect(page).toMatchObject({ _id: landing._id, title: 'Playas', language: 'es', referralCode: code });
    expect(page.locations.map((l) => [l.hubId, l.mainLocation])).toEqual([
      ['gt-antigua', 'Antigua Guatemala'],
      [hub, 'El Tunco / La Libertad'],
    ]);
    const tunco = page.locations[1]!;
    expect(tunco.segments.map((s) => s.segment)).toEqual(['accommodation', 'activities']);
    expect(tunco.segments[0]!.products.map((p) => [p.name, p.price])).toEqual([
      ['Casa Surf', 120],
      ['Hostal Ola', 30],
    ]);
    expect(tunco.segments[1]!.products).toEqual([]);
    // No public page yet (its steps are not complete): no link; a link carries the code when there is one.
    for (const p of tunco.segments[0]!.products) {
      if (p.link !== null) expect(p.link).toContain(`?ref=${encodeURIComponent(code)}`);
    }

    const english = (await publicRead(landing._id, '?language=en')).json() as PublicLanding;
    expect(english.locations[0]!.mainLocation).toBe('Antigua Guatemala');

    await setStatus(surf, 'hidden');
    const after = (await publicRead(landing._id)).json() as PublicLanding;
    expect(after.locations[1]!.segments[0]!.products.map((p) => p.productId)).toEqual([hostal]);
    // The owner's count shows what the page shows.
    const summary = ((await call('GET', '/api/landings', me.token)).json() as LandingSummary[]).find(
      (l) => l._id === landing._id,
    );
    expect(summary?.products_count).toBe(1);
    // Published again, it is back: the assignment stayed.
    await setStatus(surf, 'published');
    const back = (await publicRead(landing._id)).json() as PublicLanding;
    expect(back.locations[1]!.segments[0]!.products.map((p) => p.productId)).toEqual([surf, hostal]);
  });

  it('links a product with a public page to it on the marketplace, with the owner’s code', async () => {
    const me = await influencer();
    await app.deps.db
      .insertInto('referral_stats')
      .values({ user_id: me.id, promotion_code: 'LINKCODE' })
      .execute();
    const seller = await provider();
    const stay = await product(seller.id, {
      state: 'gt-peten',
      name: 'Casa Flores',
      night: 55,
      slug: 'casa-flores',
    });
    await app.deps.db
      .updateTable('products')
      .set({
        city_id: 'gt-peten-flores',
        step_validate: JSON.stringify(
          Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`step${i + 1}`, true])),
        ),
      })
      .where('id', '=', stay)
      .execute();
    const landing = await createLanding(me.token, { status: 'published' });
    await saveLocations(me.token, landing._id, [{ hubId: 'gt-flores-tikal', segments: ['accommodation'] }]);
    await assign(me.token, landing._id, 'gt-flores-tikal', 'accommodation', [stay]);
    const page = (await publicRead(landing._id)).json() as PublicLanding;
    const link = page.locations[0]!.segments[0]!.products[0]!.link;
    expect(link).toBe(
      `${app.deps.config.marketplaceUrl}/guatemala/accommodation/vacation-rentals/flores/casa-flores?ref=LINKCODE`,
    );
  });

  it('shows the demo influencer’s landing in Antigua with the demo company’s published products', async () => {
    const res = await publicRead(DEMO_LANDING_ID);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as PublicLanding;
    expect(page.referralCode).toBe('DEMOINFLUENCER');
    expect(page.locations.map((l) => l.hubId)).toEqual([DEMO_LANDING_HUB]);
    const names = page.locations[0]!.segments.flatMap((s) => s.products.map((p) => p.name));
    expect(names).toEqual(
      expect.arrayContaining(['Cabaña Volcán de Agua', 'Hotel Casa del Arco', 'Fonda Doña Chepa']),
    );
  });
});

describe('malformed requests', () => {
  it('answers 4xx, never 5xx, to bodies and parameters the contract refuses', async () => {
    const me = await influencer();
    const { _id: id } = await createLanding(me.token);
    const long = 'x'.repeat(5000);
    const cases: [Method, string, unknown][] = [
      ['POST', '/api/landings', { title: 'Sin nada más' }],
      ['POST', '/api/landings', { ...editBody(), captcha: 'x', extra: true }],
      ['POST', '/api/landings', { ...editBody(), captcha: 'x', title: long }],
      ['POST', '/api/landings', { ...editBody(), captcha: 'x', status: 'archived' }],
      ['POST', '/api/landings', { ...editBody(), captcha: 'x', language: 'fr' }],
      ['POST', '/api/landings', []],
      ['PUT', `/api/landings/${id}`, { ...editBody(), title: { text: 'hola' } }],
      ['PUT', `/api/landings/${id}`, { ...editBody(), banner_logo: '' }],
      ['PUT', `/api/landings/${id}/locations`, { locations: 'gt-antigua' }],
      ['PUT', `/api/landings/${id}/locations`, { locations: [{ hubId: 'GT ANTIGUA', segments: [] }] }],
      ['PUT', `/api/landings/${id}/locations`, { locations: [{ hubId: 'gt-antigua', segments: ['food'] }] }],
      [
        'PUT',
        `/api/landings/${id}/locations`,
        { locations: [{ hubId: 'gt-antigua', segments: ['activities', 'activities'] }] },
      ],
      ['PUT', `/api/landings/${id}/locations/gt-antigua/products`, { segment: 'activities' }],
      [
        'PUT',
        `/api/landings/${id}/locations/gt-antigua/products`,
        { segment: 'activities', productIds: [1] },
      ],
      [
        'PUT',
        `/api/landings/${id}/locations/gt-antigua/products`,
        { segment: 'activities', productIds: Array.from({ length: 201 }, () => randomUUID()) },
      ],
      ['PUT', `/api/landings/${'x'.repeat(65)}`, editBody()],
      ['GET', `/api/landings/${id}/locations/${'a'.repeat(65)}/products?segment=activities`, undefined],
      ['GET', '/api/landings?language=de', undefined],
    ];
    for (const [method, url, payload] of cases) {
      const res = await call(method, url, me.token, payload);
      expect(
        res.statusCode,
        `${method} ${url} ${JSON.stringify(payload)?.slice(0, 80)}: ${res.body}`,
      ).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
    }
    const text = await app.inject({
      method: 'PUT',
      url: `/api/landings/${id}`,
      headers: { ...bearer(me.token), 'content-type': 'text/plain' },
      payload: 'title=hola',
    });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
    const kept = (await call('GET', `/api/landings/${id}`, me.token)).json() as Landing;
    expect(kept).toMatchObject({ title: 'Mis favoritos', locations: [] });
  });
});
