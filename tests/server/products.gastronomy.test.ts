// Issue 30: the gastronomy family's own rules, beyond what every family shares (products.families.test.ts): the
// menu (its limits, its required picture, re-encoded at the menu's size, kept or replaced), the several locations
// (checked as the location step, the first one the product's own), the two list steps complete with their first
// item and incomplete without any, the features, the information-additional and schedule checks, no commission.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  antigua,
  menuItemFields,
  restaurantAdditional,
  restaurantFeatures,
  restaurantInformation,
  restaurantSchedule,
  restaurants,
} from './gastronomyRequests.ts';
import { multipart, paddedPng, picture } from './imageFixtures.ts';
import { app, call, newProvider, operator, setUpProductApp } from './productFixtures.ts';
import { placeIn } from './productStepRequests.ts';
import { bearer } from './testApp.ts';

setUpProductApp();

let token: string;
let png: Buffer;
let wide: Buffer;
beforeAll(async () => {
  ({ token } = await newProvider());
  png = await picture(64, 48, '#8c2d19').png().toBuffer();
  wide = await picture(1200, 900, '#c68b2e').jpeg().toBuffer();
});

async function newRestaurant(as = token) {
  const created = await call('POST', restaurants.create(), as, restaurantInformation);
  expect(created.statusCode, created.body).toBe(201);
  return created.json()._id as string;
}

type Fields = Partial<Record<string, string>>;

/** A menu item's multipart form: its text fields and, unless `image` is null, a picture. */
function menuForm(fields: Fields = menuItemFields, image: Buffer | null = png, filename = 'plato.png') {
  const parts = Object.entries(fields).flatMap(([field, data]) =>
    data === undefined ? [] : [{ field, data }],
  );
  return multipart(image ? [...parts, { field: 'image', filename, type: 'image/png', data: image }] : parts);
}

function sendMenu(method: 'POST' | 'PUT', url: string, form: ReturnType<typeof multipart>, as = token) {
  return app.inject({ method, url, headers: { ...bearer(as), ...form.headers }, payload: form.payload });
}

async function addItem(id: string, fields: Fields = menuItemFields, image: Buffer | null = png) {
  return sendMenu('POST', restaurants.addMenuItem(id), menuForm(fields, image));
}

const card = async (id: string) => (await call('GET', `/api/products/${id}`, token)).json();

describe('a restaurant', () => {
  it('is created hidden with its information, and has no commission model (SPEC §9)', async () => {
    const id = await newRestaurant();
    const info = await call('GET', restaurants.information(id), token);
    expect(info.json()).toMatchObject({ food_establishment_id: id, name: 'Fonda de la Calle Real' });
    const commission = await call('PUT', restaurants.commission(id), token, {
      product_type: 68,
      commission_model: 2,
    });
    expect(commission.statusCode, commission.body).toBe(400);
    expect(commission.json()).toMatchObject({ code: 'commission_not_available' });
    expect(await card(id)).toMatchObject({ commission_model: 1, tb_gcm_status: { _id: 1 } });
  });

  it('checks its features against the catalogues and reads them back in the path’s language', async () => {
    const id = await newRestaurant();
    const unknown = await call('PUT', restaurants.features(id), token, {
      ...restaurantFeatures,
      special_diet: ['gastronomy:special_diet:paleo'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'unknown_catalog_id', field: 'special_diet' });
    const noCuisine = await call('PUT', restaurants.features(id), token, {
      ...restaurantFeatures,
      cuisine: [],
    });
    expect(noCuisine.json()).toMatchObject({ code: 'value_required', field: 'cuisine' });
    expect((await call('PUT', restaurants.features(id), token, restaurantFeatures)).statusCode).toBe(200);
    const read = (await call('GET', restaurants.features(id, 'en'), token)).json();
    expect(read.cuisine.filter((c: { assigned: boolean }) => c.assigned)).toEqual([
      { _id: 'gastronomy:cuisine:guatemalan', name: 'Guatemalan', assigned: true },
    ]);
    expect(read.service.filter((c: { assigned: boolean }) => c.assigned)).toHaveLength(2);
    const catalog = await call('GET', restaurants.catalog('menu_category', 'en'), token);
    expect(catalog.json()).toContainEqual({ _id: 'menu_category:dessert', name: 'Desserts' });
  });

  it('needs a language in its additional information and a valid week in its schedule', async () => {
    const id = await newRestaurant();
    const noLanguage = await call('PUT', restaurants.additional(id), token, {
      ...restaurantAdditional,
      languages: [],
    });
    expect(noLanguage.json()).toMatchObject({ status: 400, field: 'languages' });
    const tooMany = await call('PUT', restaurants.additional(id), token, {
      ...restaurantAdditional,
      capacity: 2001,
    });
    expect(tooMany.statusCode).toBe(400);
    const closedAlways = restaurantSchedule.schedule.map((day) => ({
      ...day,
      always_open: false,
      closed: true,
      opening_time: null,
      closing_time: null,
    }));
    const closed = await call('PUT', restaurants.schedule(id), token, { schedule: closedAlways });
    expect(closed.statusCode).toBe(400);
    expect(closed.json()).toMatchObject({ code: 'alwaysClosed', field: 'schedule' });
    expect((await call('PUT', restaurants.schedule(id), token, restaurantSchedule)).statusCode).toBe(200);
    const read = (await call('GET', restaurants.schedule(id), token)).json();
    expect(read.schedule[6]).toMatchObject({ day: 7, closed: true });
  });
});

describe('the menu', () => {
  it('adds an item with its picture, re-encoded within 819×546, and completes step 7', async () => {
    const id = await newRestaurant();
    const added = await addItem(id, menuItemFields, wide);
    expect(added.statusCode, added.body).toBe(201);
    const { item, saved } = added.json();
    expect(item).toMatchObject({
      title: 'Pepián de pollo',
      name: 'Pepián de pollo',
      price: 9.5,
      category: 'menu_category:main',
      category_name: 'Platos fuertes',
    });
    expect(item.mainPicture.url_photo).toMatch(/\.webp$/);
    expect(saved.step_validate).toMatchObject({ step7: true });
    const stored = await app.inject({ method: 'GET', url: item.mainPicture.url_photo });
    expect(stored.statusCode).toBe(200);
    const size = await sharp(stored.rawPayload).metadata();
    expect([size.format, size.width, size.height]).toEqual(['webp', 728, 546]);
    const listed = await call('GET', restaurants.menu(id, 'en'), token);
    expect(listed.json()).toEqual([{ ...item, category_name: 'Main courses' }]);
    const one = await call('GET', `${restaurants.menuItem(id, item._id)}?language_code=es`, token);
    expect(one.json()).toEqual(item);
  });

  it.each([
    ['title', { title: 'x'.repeat(26) }],
    ['title', { title: '   ' }],
    ['description', { description: 'd'.repeat(201) }],
    ['description', { description: undefined }],
    ['price', { price: '-1' }],
    ['price', { price: 'doce' }],
    ['price', { price: '1.234' }],
    ['tb_gcm_ct_category', { tb_gcm_ct_category: undefined }],
    ['tb_gcm_ct_category', { tb_gcm_ct_category: 'menu_category:brunch' }],
    ['colour', { colour: 'rojo' }],
  ])('refuses an item whose %s is not valid (400 naming it)', async (field, change) => {
    const id = await newRestaurant();
    const refused = await addItem(id, { ...menuItemFields, ...change });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().field).toBe(field);
    expect((await call('GET', restaurants.menu(id), token)).json()).toEqual([]);
  });

  it('accepts the longest title and description and a price of 0', async () => {
    const id = await newRestaurant();
    const added = await addItem(id, {
      ...menuItemFields,
      title: 't'.repeat(25),
      description: 'd'.repeat(200),
      price: '0',
      mg_tb_gcm_ct_category: 'legado',
      language_code: 'en',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().item).toMatchObject({ price: 0, category_name: 'Main courses' });
  });

  it('needs a picture, refuses one that is not a picture (400) or too large (413), and keeps nothing', async () => {
    const id = await newRestaurant();
    const none = await addItem(id, menuItemFields, null);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'picture_required', field: 'image' });
    const text = await addItem(id, menuItemFields, Buffer.from('<html>no soy una imagen</html>'));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 'invalid_image', message: 'uploadFile', field: 'image' });
    const big = await addItem(id, menuItemFields, paddedPng(png, 1024 * 1024));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'image_too_large', message: 'imgSmaller' });
    const json = await call('POST', restaurants.addMenuItem(id), token, menuItemFields);
    expect(json.statusCode).toBe(415);
    expect((await call('GET', restaurants.menu(id), token)).json()).toEqual([]);
    expect((await card(id)).step_validate.step7).toBeUndefined();
  });

  it('edits an item keeping its picture, or replacing it (the old file removed)', async () => {
    const id = await newRestaurant();
    const { item } = (await addItem(id)).json();
    const url = restaurants.menuItem(id, item._id);
    const kept = await sendMenu('PUT', url, menuForm({ ...menuItemFields, price: '11' }, null));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().item).toMatchObject({ price: 11, mainPicture: item.mainPicture });
    const replaced = await sendMenu('PUT', url, menuForm({ ...menuItemFields, change_image: 'true' }, wide));
    expect(replaced.statusCode, replaced.body).toBe(200);
    const newUrl = replaced.json().item.mainPicture.url_photo;
    expect(newUrl).not.toBe(item.mainPicture.url_photo);
    expect((await app.inject({ method: 'GET', url: newUrl })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: item.mainPicture.url_photo })).statusCode).toBe(404);
    const refused = await sendMenu('PUT', url, menuForm({ ...menuItemFields, title: '' }, null));
    expect(refused.statusCode).toBe(400);
  });

  it('answers 404 to another provider, and to an item of another restaurant; the operator may read', async () => {
    const id = await newRestaurant();
    const { item } = (await addItem(id)).json();
    const { token: stranger } = await newProvider();
    const theirs = await newRestaurant(stranger);
    const url = restaurants.menuItem(id, item._id);
    const answers = [
      await call('GET', restaurants.menu(id), stranger),
      await call('GET', url, stranger),
      await sendMenu('POST', restaurants.addMenuItem(id), menuForm(), stranger),
      await sendMenu('PUT', url, menuForm(), stranger),
      await call('DELETE', url, stranger),
      await call('GET', restaurants.menuItem(theirs, item._id), stranger),
      await sendMenu('PUT', restaurants.menuItem(theirs, item._id), menuForm(), stranger),
      await call('DELETE', restaurants.menuItem(theirs, item._id), stranger),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 404));
    expect((await call('GET', restaurants.menu(id), token)).json()).toHaveLength(1);
    const read = await call('GET', restaurants.menu(id), operator);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toHaveLength(1);
  });

  it('removes an item with its picture; the last one gone, step 7 is incomplete (SPEC §4)', async () => {
    const id = await newRestaurant();
    const first = (await addItem(id)).json().item;
    const second = (await addItem(id, { ...menuItemFields, title: 'Jocón' })).json().item;
    const one = await call('DELETE', restaurants.menuItem(id, first._id), token);
    expect(one.json()).toMatchObject({ message: 'Ok!', saved: { step_validate: { step7: true } } });
    expect((await app.inject({ method: 'GET', url: first.mainPicture.url_photo })).statusCode).toBe(404);
    const last = await call('DELETE', restaurants.menuItem(id, second._id), token);
    expect(last.json()).toMatchObject({ message: 'Ok!', saved: { step_validate: { step7: false } } });
    expect((await call('DELETE', restaurants.menuItem(id, second._id), token)).statusCode).toBe(404);
    expect((await card(id)).step_validate.step7).toBe(false);
  });

  it('goes with its restaurant: deleting the product removes the menu’s pictures', async () => {
    const id = await newRestaurant();
    const { item } = (await addItem(id)).json();
    expect((await call('DELETE', `${restaurants.information(id)}?product_type=68`, token)).statusCode).toBe(
      200,
    );
    expect((await app.inject({ method: 'GET', url: item.mainPicture.url_photo })).statusCode).toBe(404);
    expect((await call('GET', restaurants.menu(id), token)).statusCode).toBe(404);
  });
});

describe('the locations', () => {
  it('checks each place as the location step does (400 naming the field)', async () => {
    const id = await newRestaurant();
    const elsewhere = await placeIn('sv');
    const answers = [
      await call('POST', restaurants.locations(id), token, { ...antigua, country: 'zz' }),
      await call('POST', restaurants.locations(id), token, { ...antigua, state: elsewhere.state }),
      await call('POST', restaurants.locations(id), token, { ...antigua, city: elsewhere.city }),
      await call('POST', restaurants.locations(id), token, { ...antigua, real_address: '  ' }),
      await call('POST', restaurants.locations(id), token, { ...antigua, latitude: 91 }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(answers.slice(0, 4).map((r) => r.json().field)).toEqual([
      'country',
      'state',
      'city',
      'real_address',
    ]);
    expect((await call('GET', restaurants.locations(id), token)).json()).toEqual([]);
  });

  it('keeps several places, the first one the product’s own, and step 2 while one is left', async () => {
    const id = await newRestaurant();
    const added = await call('POST', restaurants.locations(id), token, antigua);
    expect(added.statusCode, added.body).toBe(201);
    const first = added.json().location;
    expect(first).toMatchObject({ ...antigua, real_address: '5a Avenida Norte 12' });
    expect(added.json().saved.step_validate).toMatchObject({ step2: true });
    const place = await placeIn('gt');
    const second = (
      await call('POST', restaurants.locations(id), token, {
        ...place,
        real_address: 'Calle 2',
        latitude: 14.6,
        length: -90.5,
      })
    ).json().location;
    expect((await call('GET', restaurants.locations(id), token)).json()).toEqual([first, second]);
    // The family's location path reads and saves the first one; the card shows it.
    expect((await call('GET', restaurants.location(id), token)).json()).toMatchObject({
      city: antigua.city,
      real_address: '5a Avenida Norte 12',
    });
    expect(await card(id)).toMatchObject({ city: 'Antigua Guatemala', real_address: '5a Avenida Norte 12' });
    const moved = await call('PUT', restaurants.locationItem(id, first._id), token, {
      ...antigua,
      real_address: '4a Calle Oriente 1',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await card(id)).real_address).toBe('4a Calle Oriente 1');
    const gone = await call('DELETE', restaurants.locationItem(id, first._id), token);
    expect(gone.json()).toMatchObject({ message: 'Done!', saved: { step_validate: { step2: true } } });
    expect((await card(id)).real_address).toBe('Calle 2');
    const last = await call('DELETE', restaurants.locationItem(id, second._id), token);
    expect(last.json()).toMatchObject({ message: 'Done!', saved: { step_validate: { step2: false } } });
    expect(await card(id)).toMatchObject({ real_address: '', city: '' });
    expect((await call('GET', restaurants.location(id), token)).json()).toMatchObject({
      country: '',
      city: '',
    });
  });

  it('saves the first location at the family’s location path, adding it when there is none', async () => {
    const id = await newRestaurant();
    expect((await call('PUT', restaurants.location(id), token, antigua)).statusCode).toBe(200);
    const saved = await call('PUT', restaurants.location(id), token, { ...antigua, real_address: 'Otra 3' });
    expect(saved.json().step_validate).toMatchObject({ step2: true });
    const listed = (await call('GET', restaurants.locations(id), token)).json();
    expect(listed).toEqual([expect.objectContaining({ real_address: 'Otra 3' })]);
  });

  it('answers 404 to another provider and to another restaurant’s location', async () => {
    const id = await newRestaurant();
    const { location } = (await call('POST', restaurants.locations(id), token, antigua)).json();
    const { token: stranger } = await newProvider();
    const theirs = await newRestaurant(stranger);
    const answers = [
      await call('GET', restaurants.locations(id), stranger),
      await call('POST', restaurants.locations(id), stranger, antigua),
      await call('PUT', restaurants.locationItem(id, location._id), stranger, antigua),
      await call('DELETE', restaurants.locationItem(id, location._id), stranger),
      await call('PUT', restaurants.locationItem(theirs, location._id), stranger, antigua),
      await call('DELETE', restaurants.locationItem(theirs, location._id), stranger),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 404));
    expect((await call('GET', restaurants.locations(id), operator)).json()).toHaveLength(1);
  });
});

describe('completion', () => {
  /** Every step of a restaurant done through its own paths: its id and its menu item. */
  async function completeRestaurant() {
    const id = await newRestaurant();
    const location = await call('POST', restaurants.locations(id), token, antigua);
    expect(location.statusCode, location.body).toBe(201);
    const saves = [
      call('PUT', restaurants.features(id), token, restaurantFeatures),
      call('PUT', restaurants.additional(id), token, restaurantAdditional),
      call('PUT', restaurants.schedule(id), token, restaurantSchedule),
      call('PUT', `/api/general/agreement/${id}/68`, token, { use_terms_agreement: true }),
    ];
    for (const saved of await Promise.all(saves)) expect(saved.statusCode, saved.body).toBe(200);
    const main = multipart([{ field: 'file', filename: 'fonda.png', type: 'image/png', data: png }]);
    const uploaded = await app.inject({
      method: 'PUT',
      url: restaurants.mainPicture(id),
      headers: { ...bearer(token), ...main.headers },
      payload: main.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect((await call('PUT', restaurants.gallery(id), token)).statusCode).toBe(200);
    return id;
  }

  it('goes to review only with a menu item, and is hidden when its last one is removed', async () => {
    const id = await completeRestaurant();
    const early = await call('PUT', restaurants.status(id), token, { product_type: 68, status: 2 });
    expect(early.statusCode).toBe(409);
    const { item } = (await addItem(id)).json();
    const on = await call('PUT', restaurants.status(id), token, { product_type: 68, status: 2 });
    expect(on.statusCode, on.body).toBe(200);
    const removed = await call('DELETE', restaurants.menuItem(id, item._id), token);
    expect(removed.json().saved).toMatchObject({
      tb_gcm_status: { _id: 1 },
      step_validate: { step7: false },
    });
    expect((await card(id)).tb_gcm_status._id).toBe(1);
  });
});
