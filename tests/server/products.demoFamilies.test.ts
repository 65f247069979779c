// Issue 30: the demo's attraction, guide and restaurant (server/db/demoAttractions.ts, demoGuides.ts,
// demoRestaurants.ts), read back through the API as their wizards and the operator's review previews read them: every
// step answers with the seeded data, every required step is complete, the restaurant's six dishes have pictures that
// are served and its two locations are there; each stored step is what its own endpoint stores when sent again.
import { beforeAll, describe, expect, it } from 'vitest';
import { completionPercent, type StepValidate } from '../../machines/completion.ts';
import { MENU_DESCRIPTION_MAX, MENU_TITLE_MAX } from '../../machines/gastronomyRules.ts';
import type { ProductType } from '../../machines/productKinds.ts';
import { stepsOfType } from '../../machines/productTypes.ts';
import type { WizardStep } from '../../machines/wizardSteps.ts';
import { DEMO_ATTRACTIONS } from '../../server/db/demoAttractions.ts';
import { DEMO_GUIDES } from '../../server/db/demoGuides.ts';
import { DEMO_RESTAURANTS } from '../../server/db/demoRestaurants.ts';
import { seedDemoProducts } from '../../server/db/seedProducts.ts';
import { attractions } from './attractionsRequests.ts';
import { restaurants } from './gastronomyRequests.ts';
import { guides } from './guidesRequests.ts';
import { app, call, operator, ownDemo, owner, setUpProductApp } from './productFixtures.ts';
import { url } from './productStepRequests.ts';

setUpProductApp();

const ATTRACTION = DEMO_ATTRACTIONS[0]!;
const GUIDE = DEMO_GUIDES[0]!;
const RESTAURANT = DEMO_RESTAURANTS[0]!;

/** A GET that must answer 200, as the owner (the wizard) or the operator (the review preview) reads it. */
async function read(path: string, token = owner) {
  const res = await call('GET', path, token);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  return res.json();
}

/** Every step a product of this type must complete (its wizard's, without the closing confirmation). */
const requiredStepCount = (type: number) =>
  stepsOfType(type).filter((step) => step !== 'confirmation').length;

/** The card of the product: its status, its completion and where it is. */
async function expectComplete(id: string, type: ProductType, status: 1 | 2 | 3) {
  const card = await read(`/api/products/${id}`);
  const validate = card.step_validate as StepValidate;
  expect(Object.values(validate)).toHaveLength(requiredStepCount(type));
  expect(Object.values(validate).every(Boolean)).toBe(true);
  expect(completionPercent(type, validate)).toBe(100);
  expect(card.tb_gcm_status._id).toBe(status);
  return card;
}

/** A picture the API points at is served as one. */
async function expectServedPicture(path: string) {
  const picture = await app.inject({ method: 'GET', url: path });
  expect(picture.statusCode, path).toBe(200);
  expect(picture.headers['content-type']).toMatch(/^image\//);
  expect(picture.rawPayload.subarray(1, 4).toString()).toBe('PNG');
}

/** The gallery step: a main picture and the rest of the product's scenes, each served. */
async function expectGallery(path: string, scenes: readonly string[]) {
  const gallery = await read(path);
  expect(gallery.mainPicture.url_photo).toMatch(/^\/files\//);
  expect(gallery.multimediaGallery).toHaveLength(scenes.length - 1);
  for (const picture of [gallery.mainPicture, ...gallery.multimediaGallery])
    await expectServedPicture(picture.url_photo);
}

const assignedIds = (list: { _id: string; assigned: boolean }[]) =>
  list.filter((entry) => entry.assigned).map((entry) => entry._id);

/** The place the location step reads, from the demo's place. */
const locationOf = (place: (typeof ATTRACTION)['place']) => ({
  country: 'gt',
  state: place.state,
  city: place.city,
  real_address: place.address,
  latitude: place.latitude,
  length: place.longitude,
});

/** The general steps the products core serves every family at /api/general (generalSteps.ts). */
async function expectGeneralSteps(
  id: string,
  type: number,
  seeded: {
    policy?: object;
    rules?: string[];
    channels?: { social_networks: string[]; sell_channels: string[] };
  },
  token = owner,
) {
  if (seeded.policy) expect((await read(url.policies(id, type), token)).selected).toEqual(seeded.policy);
  if (seeded.rules) {
    const terms = await read(url.terms(id, type), token);
    expect(terms.custom_terms.map((t: { custom_term: string }) => t.custom_term)).toEqual(seeded.rules);
  }
  if (seeded.channels) {
    const channels = await read(url.channels(id, type), token);
    expect(assignedIds(channels.social_networks)).toEqual(seeded.channels.social_networks);
    expect(assignedIds(channels.sell_channels)).toEqual(seeded.channels.sell_channels);
  }
  expect((await read(url.agreement(id, type), token)).use_terms_agreement).toBe(true);
}

describe('the demo attraction at Lake Atitlán', () => {
  const { id, type } = ATTRACTION;

  it('answers every step with what was seeded, to its owner and to the operator reviewing it', async () => {
    for (const token of [owner, operator]) {
      expect(await read(attractions.information(id), token)).toEqual({
        attraction_id: id,
        name: ATTRACTION.name,
        title: ATTRACTION.title,
        description: ATTRACTION.description,
      });
      expect(await read(attractions.additional(id), token)).toEqual(ATTRACTION.additional);
      expect(await read(attractions.location(id), token)).toEqual(locationOf(ATTRACTION.place));
      expect(await read(attractions.bring(id), token)).toEqual(ATTRACTION.bring);
      expect(await read(attractions.schedule(id), token)).toEqual(ATTRACTION.schedule);
      await expectGeneralSteps(id, type, ATTRACTION, token);
    }
    await expectGallery(attractions.gallery(id), ATTRACTION.scenes);
  });

  it('is complete and waits in review, in the operator’s queue', async () => {
    const card = await expectComplete(id, type, 2);
    expect(card).toMatchObject({ city: 'San Pedro La Laguna', slug: null, commission_model: 1 });
    const queue = await read('/api/review/products?results=48', operator);
    expect(queue.data.map((p: { _id: string }) => p._id)).toContain(id);
  });
});

describe('the demo guide in Tikal', () => {
  const { id, type } = GUIDE;

  it('answers every step with what was seeded, to its owner and to the operator', async () => {
    for (const token of [owner, operator]) {
      expect(await read(guides.information(id), token)).toEqual({
        book_a_guide_id: id,
        name: GUIDE.name,
        title: GUIDE.title,
        description: GUIDE.description,
        ...GUIDE.guide,
        commission_model: GUIDE.commissionModel,
      });
      expect(await read(guides.extras(id), token)).toEqual(GUIDE.extras);
      expect(await read(guides.location(id), token)).toEqual(locationOf(GUIDE.place));
      expect(await read(guides.fees(id), token)).toEqual({
        ...GUIDE.fees,
        commission_model: GUIDE.commissionModel,
      });
      await expectGeneralSteps(id, type, GUIDE, token);
    }
    await expectGallery(guides.gallery(id), GUIDE.scenes);
  });

  it('is complete and hidden, ready to be switched on, with hourly and daily fees', async () => {
    const card = await expectComplete(id, type, 1);
    expect(card).toMatchObject({ city: 'Flores', slug: null, commission_model: GUIDE.commissionModel });
    expect(GUIDE.fees).toMatchObject({ price_type: 2, price_per_hour: expect.any(Number) });
    expect(GUIDE.fees.price_per_day).toBeGreaterThan(0);
  });
});

describe('the demo restaurant in Antigua Guatemala', () => {
  const { id, type } = RESTAURANT;

  it('answers every step with what was seeded, to its owner and to the operator', async () => {
    for (const token of [owner, operator]) {
      expect(await read(restaurants.information(id), token)).toEqual({
        food_establishment_id: id,
        name: RESTAURANT.name,
        title: RESTAURANT.title,
        description: RESTAURANT.description,
      });
      expect(await read(restaurants.location(id), token)).toEqual(RESTAURANT.locations[0]);
      const features = await read(restaurants.features(id), token);
      for (const [group, ids] of Object.entries(RESTAURANT.features))
        expect(assignedIds(features[group]), group).toEqual(ids);
      expect(await read(restaurants.additional(id), token)).toEqual(RESTAURANT.additional);
      expect(await read(restaurants.schedule(id), token)).toEqual(RESTAURANT.schedule);
      // A restaurant's only general step is the closing agreement (no policy, rules nor channels: SPEC §9).
      await expectGeneralSteps(id, type, {}, token);
    }
    await expectGallery(restaurants.gallery(id), RESTAURANT.scenes);
  });

  it('has six dishes, each with its category, price, texts within the menu’s limits and a served picture', async () => {
    const menu = await read(restaurants.menu(id));
    expect(menu).toHaveLength(6);
    expect(
      menu.map((item: { title: string; price: number; category: string }) => [
        item.title,
        item.price,
        item.category,
      ]),
    ).toEqual(RESTAURANT.menu.map((dish) => [dish.title, Number(dish.price), dish.tb_gcm_ct_category]));
    for (const item of menu) {
      expect(item.title.length).toBeLessThanOrEqual(MENU_TITLE_MAX);
      expect(item.description.length).toBeLessThanOrEqual(MENU_DESCRIPTION_MAX);
      // The category is one of the menu catalogue's, named in the reader's language.
      expect(item.category_name).not.toBe('');
      await expectServedPicture(item.mainPicture.url_photo);
    }
    const english = await read(restaurants.menu(id, 'en'));
    expect(english.map((item: { category_name: string }) => item.category_name)).toContain('Desserts');
    const one = await read(restaurants.menuItem(id, menu[2]._id), operator);
    expect(one).toEqual(menu[2]);
  });

  it('has two locations in Antigua, the first the product’s own', async () => {
    const locations = await read(restaurants.locations(id));
    expect(locations.map(({ _id, ...location }: { _id: string }) => location)).toEqual(RESTAURANT.locations);
    const card = await expectComplete(id, type, 3);
    expect(card).toMatchObject({
      city: 'Antigua Guatemala',
      real_address: RESTAURANT.locations[0].real_address,
      slug: expect.stringMatching(/^fonda-dona-chepa-/),
    });
  });
});

/** The save path of each step a family stores in product_steps (location, pictures and lists are stored elsewhere). */
const SAVES: [id: string, saves: Partial<Record<WizardStep, string>>][] = [
  [
    ATTRACTION.id,
    {
      information: attractions.information(ATTRACTION.id),
      'information-additional': attractions.additional(ATTRACTION.id),
      bringAdditional: attractions.bring(ATTRACTION.id),
      'cancellation-policy': url.policies(ATTRACTION.id, ATTRACTION.type),
      schedule: attractions.schedule(ATTRACTION.id),
      'service-rules': url.terms(ATTRACTION.id, ATTRACTION.type),
      'advertising-channels': url.channels(ATTRACTION.id, ATTRACTION.type),
      recommendations: url.agreement(ATTRACTION.id, ATTRACTION.type),
    },
  ],
  [
    GUIDE.id,
    {
      information: guides.information(GUIDE.id),
      'information-additional': guides.extras(GUIDE.id),
      'cancellation-policy': url.policies(GUIDE.id, GUIDE.type),
      price: guides.fees(GUIDE.id),
      'service-rules': url.terms(GUIDE.id, GUIDE.type),
      'advertising-channels': url.channels(GUIDE.id, GUIDE.type),
      recommendations: url.agreement(GUIDE.id, GUIDE.type),
    },
  ],
  [
    RESTAURANT.id,
    {
      information: restaurants.information(RESTAURANT.id),
      features: restaurants.features(RESTAURANT.id),
      'information-additional': restaurants.additional(RESTAURANT.id),
      schedule: restaurants.schedule(RESTAURANT.id),
      recommendations: url.agreement(RESTAURANT.id, RESTAURANT.type),
    },
  ],
];

describe('a copy of the demo (a cast of its own)', () => {
  let demo: Awaited<ReturnType<typeof ownDemo>>;
  beforeAll(async () => {
    demo = await ownDemo();
  });

  const storedSteps = async (id: string) =>
    Object.fromEntries(
      (
        await app.deps.db
          .selectFrom('product_steps')
          .select(['step', 'data'])
          .where('product_id', '=', id)
          .execute()
      ).map((row) => [row.step, row.data]),
    );

  it('stores each step exactly as its own endpoint stores it when sent again', async () => {
    for (const [demoId, saves] of SAVES) {
      const id = demo.copyOf(demoId);
      const before = await storedSteps(id);
      expect(Object.keys(before).sort()).toEqual(Object.keys(saves).sort());
      for (const [step, demoPath] of Object.entries(saves)) {
        const res = await call('PUT', demoPath.replace(demoId, id), demo.token, before[step] as object);
        expect(res.statusCode, `${step}: ${res.body}`).toBe(200);
      }
      expect(await storedSteps(id)).toEqual(before);
    }
  });

  it('has the restaurant’s menu and locations, and seeding again adds nothing', async () => {
    const id = demo.copyOf(RESTAURANT.id);
    const menu = await read(restaurants.menu(id), demo.token);
    expect(menu).toHaveLength(6);
    await expectServedPicture(menu[0].mainPicture.url_photo);
    await seedDemoProducts(app.deps.db, app.deps.storage, demo.cast);
    expect(await read(restaurants.menu(id), demo.token)).toEqual(menu);
    expect(await read(restaurants.locations(id), demo.token)).toHaveLength(2);
  });
});
