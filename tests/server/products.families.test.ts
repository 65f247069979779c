// Issue 27: what every product family has, checked for every family of the server's list
// (server/modules/products/families/productFamilies.ts). The paths come from the contract by operation id, so a new
// family gets these tests by its line in the list and its bodies below (a missing one fails to compile).
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { hasCommissionModel, stepsOfType } from '../../machines/productTypes.ts';
import { PRODUCT_FAMILIES } from '../../server/modules/products/families/productFamilies.ts';
import { GENERAL_STEPS } from '../../server/modules/products/generalSteps.ts';
import type {
  FamilyList,
  FamilyRooms,
  ProductFamilyPlugin,
} from '../../server/modules/products/productFamily.ts';
import {
  attractionAdditional,
  attractionBring,
  attractionInformation,
  attractionSchedule,
} from './attractionsRequests.ts';
import {
  antigua,
  menuItemFields,
  restaurantAdditional,
  restaurantFeatures,
  restaurantInformation,
  restaurantSchedule,
} from './gastronomyRequests.ts';
import { information as guide, guideExtras, guideFees } from './guidesRequests.ts';
import { hotelBooking, hotelRoom } from './hotelsRequests.ts';
import { multipart, picture } from './imageFixtures.ts';
import { app, call, newProvider, setUpProductApp } from './productFixtures.ts';
import { bedrooms, booking, features, placeIn, policy, price } from './productStepRequests.ts';
import { bearer } from './testApp.ts';
import {
  additional,
  allYear,
  bring,
  hoursItinerary,
  prices,
  information as tour,
} from './thingsToDoRequests.ts';

setUpProductApp();

type Family = (typeof PRODUCT_FAMILIES)[number];
type FamilyName = Family['name'];
type SaveOf<F> = F extends Family ? F['steps'][number]['save'] : never;
type RoomSaveOf<F> = F extends { rooms: { steps: readonly { save: infer S }[] } } ? S & string : never;

interface StepFixture {
  body: object;
  /** What the step reads back after the save; the body itself when left out. */
  readBack?: object;
}

interface FamilyFixture<F extends Family> {
  /** The type a new product of the family is created as. */
  type: number;
  create: object;
  steps: Record<SaveOf<F>, StepFixture>;
  /** For a family whose products hold rooms: a room's first step, and each of its own steps. */
  rooms: F extends { rooms: object }
    ? { create: object; steps: Record<RoomSaveOf<F>, StepFixture> }
    : undefined;
}

/** An item added to a list step: a JSON body, or multipart text fields with a picture in the file field named. */
type ListItemFixture = { body: object } | { fields: Record<string, string>; file: string };

/** For a family with list steps (a restaurant's menu and locations): the item added to each, by its create call. */
type ListsFixture<F> = F extends { lists: readonly { create: infer C }[] }
  ? { lists: Record<C & string, ListItemFixture> }
  : unknown;

/** The bodies of each family: its information step, and each of its own steps. */
const FIXTURES: { [F in Family as F['name']]: FamilyFixture<F> & ListsFixture<F> } = {
  stays: {
    type: 1,
    create: {
      type_of_property: 'property_type:1:house',
      name: 'Casa de las familias',
      title: 'Casa de prueba de cada familia',
      description: 'Una casa creada por la prueba de las familias.',
    },
    steps: {
      saveAccommodationFeatures: { body: features },
      saveAccommodationBedrooms: { body: bedrooms },
      saveAccommodationAmenities: {
        body: { assigned: ['amenity:amenities:wifi'], warning: ' Perro en casa ' },
        readBack: { warning: 'Perro en casa' },
      },
      saveAccommodationBooking: { body: booking },
      saveAccommodationPrice: { body: price, readBack: { base_price: 80, commission_model: 2 } },
    },
    rooms: undefined,
  },
  hotels: {
    type: 2,
    create: {
      type_of_property: 'property_type:2:posada',
      name: 'Posada de las familias',
      title: 'Hotel de prueba de cada familia',
      description: 'Un hotel creado por la prueba de las familias.',
    },
    steps: {
      saveHotelService: {
        body: { assigned: ['hotel_service:pool'], breakfast: 1, parking: 2, wifi: 1, warning: ' Escaleras ' },
        readBack: { breakfast: 1, parking: 2, wifi: 1, warning: 'Escaleras' },
      },
      saveHotelBooking: { body: hotelBooking },
    },
    rooms: {
      create: hotelRoom,
      steps: {
        updateHotelRoom: {
          body: { ...hotelRoom, title: ' Doble con vista ' },
          readBack: { title: 'Doble con vista' },
        },
        saveHotelRoomAmenities: { body: { assigned: ['room_amenity:fan'] }, readBack: {} },
      },
    },
  },
  thingsToDo: {
    type: 11,
    create: tour,
    steps: {
      saveTourAdditionalInformation: { body: additional },
      saveTourBringAdditional: { body: bring, readBack: { bring: ['Linterna', 'Repelente'] } },
      saveTourAvailability: { body: allYear, readBack: { available_all_year: true, year_days: [0, 5] } },
      saveTourItinerary: { body: hoursItinerary, readBack: { duration_type: 0, time_duration: 6 } },
      saveTourPrices: { body: prices, readBack: { type_of_tour: 2, commission_model: 1 } },
    },
    rooms: undefined,
  },
  attractions: {
    type: 18,
    create: attractionInformation,
    steps: {
      saveAttractionAdditionalInformation: {
        body: attractionAdditional,
        readBack: { ...attractionAdditional, suited_to: ['tour_suited_to:families'] },
      },
      saveAttractionBringAdditional: { body: attractionBring, readBack: { bring: ['Cámara'] } },
      saveAttractionSchedule: { body: attractionSchedule },
    },
    rooms: undefined,
  },
  guides: {
    type: 16,
    create: guide,
    steps: {
      saveGuideAdditionalInformation: { body: guideExtras },
      saveGuideFees: {
        body: guideFees,
        readBack: { price_type: 2, price_per_hour: 25, commission_model: 2 },
      },
    },
    rooms: undefined,
  },
  gastronomy: {
    type: 68,
    create: restaurantInformation,
    steps: {
      saveRestaurantFeatures: { body: restaurantFeatures, readBack: {} },
      saveRestaurantAdditionalInformation: { body: restaurantAdditional },
      saveRestaurantSchedule: { body: restaurantSchedule },
    },
    rooms: undefined,
    lists: {
      createRestaurantMenuItem: { fields: menuItemFields, file: 'image' },
      createRestaurantLocation: { body: antigua },
    },
  },
};

/** The steps every family shares (generalSteps.ts). */
const GENERAL: Record<(typeof GENERAL_STEPS)[number]['save'], StepFixture> = {
  saveCancellationPolicy: { body: policy, readBack: { selected: policy } },
  saveServiceRules: {
    body: { custom_terms: [{ custom_term: ' Sin mascotas ' }] },
    readBack: { custom_terms: [{ custom_term: 'Sin mascotas' }] },
  },
  saveAdvertisingChannels: {
    body: { social_networks: ['social_network:facebook'], sell_channels: [] },
    readBack: {},
  },
  saveRecommendations: { body: { use_terms_agreement: true } },
};

/** Each operation's method and path, from the contract the server serves. */
const contract = parse(fs.readFileSync('openapi/portal.bundled.yaml', 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string }>>;
};
const ROUTES = new Map(
  Object.entries(contract.paths).flatMap(([path, item]) =>
    Object.entries(item).flatMap(([method, op]) =>
      op.operationId ? [[op.operationId, { method: method.toUpperCase(), path }] as const] : [],
    ),
  ),
);

/** The operation's method and path for this product: `{id}`, `{type}` and `{languageCode}` filled. */
function route(operationId: string, id: string, type: number) {
  const found = ROUTES.get(operationId);
  if (!found) throw new Error(`The contract has no operation ${operationId}`);
  const url = found.path.replace('{id}', id).replace('{type}', String(type)).replace('{languageCode}', 'es');
  return { method: found.method as 'GET' | 'PUT' | 'POST' | 'DELETE', url };
}

const request = (operationId: string, id: string, type: number, token: string, body?: object) => {
  const { method, url } = route(operationId, id, type);
  return call(method, url, token, body);
};

let png: Buffer;
beforeAll(async () => {
  png = await picture(64, 48, '#b5651d').png().toBuffer();
});

function upload(operationId: string, id: string, type: number, token: string, field: 'file' | 'files') {
  const { method, url } = route(operationId, id, type);
  const body = multipart([{ field, filename: 'familia.png', type: 'image/png', data: png }]);
  return app.inject({ method, url, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
}

async function create(family: Family, token: string) {
  const fixture = FIXTURES[family.name];
  const url = `${family.basePath}?product_type=${fixture.type}&language_code=es`;
  const res = await call('POST', url, token, fixture.create);
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id as string;
}

/** What a refused call would have changed: the product's type, commission and status, as its card says. */
async function stateOf(id: string, token: string) {
  const card = await call('GET', `/api/products/${id}`, token);
  expect(card.statusCode).toBe(200);
  const { product_type, commission_model, tb_gcm_status } = card.json();
  return { product_type, commission_model, status: tb_gcm_status._id };
}

/** The general steps a product of this type has: those its wizard (or, for a room, its room steps) holds. */
const generalStepsOf = (type: number) =>
  GENERAL_STEPS.filter(({ definition }) =>
    (typeof definition.step === 'string' ? [definition.step] : definition.step).some((step: string) =>
      stepsOfType(type).includes(step as never),
    ),
  );

/** The family's list steps, when it has them. */
const listsOf = (family: Family): readonly FamilyList[] => (family as ProductFamilyPlugin).lists ?? [];

/** Adds an item to a list step: JSON, or a multipart form with a picture. */
function addListItem(operationId: string, id: string, type: number, token: string, item: ListItemFixture) {
  if ('body' in item) return request(operationId, id, type, token, item.body);
  const { method, url } = route(operationId, id, type);
  const fields = Object.entries(item.fields).map(([field, data]) => ({ field, data }));
  const file = { field: item.file, filename: 'familia.png', type: 'image/png', data: png };
  const body = multipart([...fields, file]);
  return app.inject({ method, url, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
}

/** The family's rooms, when its products hold them. */
const roomsOf = (family: Family): FamilyRooms | undefined => (family as ProductFamilyPlugin).rooms;

interface Room {
  id: string;
  type: number;
}

/** Adds a room to a property through the family's create operation: its id and type, from the answer. */
async function addRoom(
  rooms: FamilyRooms,
  fixture: { create: object },
  propertyId: string,
  propertyType: number,
  token: string,
): Promise<Room> {
  const created = await request(rooms.create, propertyId, propertyType, token, fixture.create);
  expect(created.statusCode, created.body).toBe(201);
  return { id: created.json()._id, type: created.json().product_type };
}

/** Saves a step of a room (or any product at its own id and type) and reads it back. */
async function saveThenLoadAt(at: Room, get: string, save: string, step: StepFixture, token: string) {
  const saved = await request(save, at.id, at.type, token, step.body);
  expect(saved.statusCode, `${save} ${saved.body}`).toBe(200);
  const loaded = await request(get, at.id, at.type, token);
  expect(loaded.statusCode, `${get} ${loaded.body}`).toBe(200);
  expect(loaded.json(), get).toMatchObject(step.readBack ?? step.body);
}

it('has bodies for exactly the families the server serves', () => {
  expect(Object.keys(FIXTURES).sort()).toEqual(PRODUCT_FAMILIES.map((f) => f.name).sort());
});

describe.each(PRODUCT_FAMILIES.map((family) => [family.name, family] as const))(
  'the %s family',
  (_, family) => {
    const fixture = FIXTURES[family.name as FamilyName];
    const { operations } = family;
    let token: string;
    beforeAll(async () => {
      ({ token } = await newProvider());
    });

    it(`creates a hidden product at ${family.basePath} with its information step done`, async () => {
      const id = await create(family, token);
      expect(await stateOf(id, token)).toMatchObject({ product_type: fixture.type, status: 1 });
    });

    it('saves and reads back every step, then the complete product goes to review', async () => {
      const id = await create(family, token);
      let type = fixture.type;
      /** Saves a step and reads it back; the save may change the type (a tour's prices), which later paths name. */
      const saveThenLoad = async (get: string, save: string, step: StepFixture) => {
        const saved = await request(save, id, type, token, step.body);
        expect(saved.statusCode, `${save} ${saved.body}`).toBe(200);
        type = saved.json().product_type;
        const loaded = await request(get, id, type, token);
        expect(loaded.statusCode, `${get} ${loaded.body}`).toBe(200);
        expect(loaded.json(), get).toMatchObject(step.readBack ?? step.body);
      };
      const place = await placeIn('gt');
      await saveThenLoad(operations.location.read, operations.location.save, {
        body: { ...place, real_address: ' Calle del Arco 3 ', latitude: 14.56, length: -90.73 },
        readBack: { ...place, real_address: 'Calle del Arco 3' },
      });
      const steps = family.steps as readonly { get: string; save: SaveOf<Family> }[];
      for (const { get, save } of steps)
        await saveThenLoad(get, save, (fixture.steps as Record<string, StepFixture>)[save]!);
      for (const { get, save } of generalStepsOf(type)) await saveThenLoad(get, save, GENERAL[save]);
      for (const { list, create: add } of listsOf(family)) {
        const items = (fixture as { lists?: Record<string, ListItemFixture> }).lists ?? {};
        const added = await addListItem(add, id, type, token, items[add]!);
        expect(added.statusCode, `${add} ${added.body}`).toBe(201);
        const listed = await request(list, id, type, token);
        expect(listed.statusCode, `${list} ${listed.body}`).toBe(200);
        expect(listed.json().length, list).toBeGreaterThan(0);
      }

      expect((await upload(operations.gallery.uploadMainPicture, id, type, token, 'file')).statusCode).toBe(
        200,
      );
      const gallery = await request(operations.gallery.completeStep, id, type, token);
      expect(gallery.statusCode, gallery.body).toBe(200);
      const stepValidate: Record<string, boolean> = gallery.json().step_validate;
      expect(Object.values(stepValidate).every(Boolean)).toBe(true);

      const familyRooms = roomsOf(family);
      if (familyRooms && fixture.rooms) {
        // A property with its own steps done still waits for a room with all of its own.
        const early = await request(operations.status, id, type, token, { product_type: type, status: 2 });
        expect(early.statusCode, early.body).toBe(409);
        expect(early.json().code).toBe('no_complete_room');
        const room = await addRoom(familyRooms, fixture.rooms, id, type, token);
        const roomSteps = familyRooms.steps as readonly { get: string; save: string }[];
        for (const { get, save } of roomSteps)
          await saveThenLoadAt(
            room,
            get,
            save,
            (fixture.rooms.steps as Record<string, StepFixture>)[save]!,
            token,
          );
        for (const { get, save } of generalStepsOf(room.type))
          await saveThenLoadAt(room, get, save, GENERAL[save], token);
        const picture = await upload(operations.gallery.uploadMainPicture, room.id, room.type, token, 'file');
        expect(picture.statusCode, picture.body).toBe(200);
        const roomGallery = await request(operations.gallery.completeStep, room.id, room.type, token);
        expect(roomGallery.statusCode, roomGallery.body).toBe(200);
        expect(Object.values(roomGallery.json().step_validate).every(Boolean)).toBe(true);
      }

      const on = await request(operations.status, id, type, token, { product_type: type, status: 2 });
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json().tb_gcm_status._id).toBe(2);
    });

    it('switches off but not on before its steps are done, and sets the commission model', async () => {
      const id = await create(family, token);
      const { type } = fixture;
      expect(
        (await request(operations.status, id, type, token, { product_type: type, status: 2 })).statusCode,
      ).toBe(409);
      const off = await request(operations.status, id, type, token, { product_type: type, status: 1 });
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().tb_gcm_status._id).toBe(1);
      const commission = await request(operations.commission, id, type, token, {
        product_type: type,
        commission_model: 2,
      });
      if (!hasCommissionModel(type)) {
        // SPEC §6, §9: a kind the table gives no commission model refuses one and keeps its default.
        expect(commission.statusCode, commission.body).toBe(400);
        expect(commission.json().code).toBe('commission_not_available');
        expect(await stateOf(id, token)).toMatchObject({ commission_model: 1 });
        return;
      }
      expect(commission.statusCode, commission.body).toBe(200);
      expect(commission.json().commission_model).toBe(2);
      expect(await stateOf(id, token)).toMatchObject({ commission_model: 2 });
    });

    it('keeps a gallery: main picture, a file added, listed and removed', async () => {
      const id = await create(family, token);
      const { type } = fixture;
      const main = await upload(operations.gallery.uploadMainPicture, id, type, token, 'file');
      expect(main.statusCode, main.body).toBe(200);
      expect(main.json().mainPicture.url_photo).toMatch(/\.webp$/);
      const added = await upload(operations.gallery.addFiles, id, type, token, 'files');
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json().multimediaGallery).toHaveLength(1);
      const listed = await request(operations.gallery.read, id, type, token);
      expect(listed.json().multimediaGallery).toEqual(added.json().multimediaGallery);
      const [item] = added.json().multimediaGallery;
      const removed = await request(operations.gallery.removeFile, id, type, token, { gallery_id: item._id });
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json().multimediaGallery).toEqual([]);
    });

    it('deletes a product: gone from the list and its paths', async () => {
      const id = await create(family, token);
      const deleted = await request(operations.remove, id, fixture.type, token);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json()).toEqual({ message: 'Ok!' });
      expect((await call('GET', `/api/products/${id}`, token)).statusCode).toBe(404);
      expect((await request(operations.location.read, id, fixture.type, token)).statusCode).toBe(404);
    });

    it.each(
      PRODUCT_FAMILIES.filter((other) => other.name !== family.name).map(
        (other) => [other.name, other] as const,
      ),
    )('answers 404 to a product of %s on each of its paths, and changes nothing', async (_, other) => {
      const id = await create(other, token);
      const otherType = FIXTURES[other.name as FamilyName].type;
      const type = fixture.type;
      const before = await stateOf(id, token);
      const answers = [
        await request(operations.status, id, type, token, { product_type: otherType, status: 2 }),
        await request(operations.commission, id, type, token, {
          product_type: otherType,
          commission_model: 2,
        }),
        await request(operations.location.read, id, type, token),
        await request(operations.gallery.read, id, type, token),
        await request(operations.gallery.completeStep, id, type, token),
        ...(await Promise.all(family.steps.map(({ get }) => request(get, id, type, token)))),
        ...(await Promise.all(listsOf(family).map(({ list }) => request(list, id, type, token)))),
        await request(operations.remove, id, type, token),
      ];
      expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 404));
      expect(answers.map((r) => r.json().message)).toEqual(answers.map(() => 'El producto no existe'));
      expect(await stateOf(id, token)).toEqual(before);
    });
  },
);

/** What a family whose products hold rooms does with them, for each such family of the list. */
describe.each(
  PRODUCT_FAMILIES.flatMap((family) => {
    const rooms = roomsOf(family);
    const roomsFixture = FIXTURES[family.name as FamilyName].rooms;
    return rooms && roomsFixture ? [[family.name, family, rooms, roomsFixture] as const] : [];
  }),
)('the rooms of the %s family', (_, family, rooms, roomsFixture) => {
  const fixture = FIXTURES[family.name as FamilyName];
  const { operations } = family;
  let token: string;
  beforeAll(async () => {
    ({ token } = await newProvider());
  });

  it('lists its rooms, deletes one with its files, and answers 404 to a room on the property paths', async () => {
    const id = await create(family, token);
    const { type } = fixture;
    const first = await addRoom(rooms, roomsFixture, id, type, token);
    const second = await addRoom(rooms, roomsFixture, id, type, token);
    const listed = await request(rooms.list, id, type, token);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().map((room: { _id: string }) => room._id)).toEqual([first.id, second.id]);
    // A room is no card of the product lists: the property's tab counts the property alone.
    const counts = await call('GET', '/api/products/counts', token);
    expect(counts.statusCode, counts.body).toBe(200);
    expect(counts.json().counts).not.toContainEqual(expect.objectContaining({ product_type: first.type }));
    // The property's own paths do not serve a room.
    const answers = [
      await request(operations.location.read, first.id, type, token),
      await request(operations.status, first.id, type, token, { product_type: first.type, status: 2 }),
      ...(await Promise.all(family.steps.map(({ get }) => request(get, first.id, type, token)))),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 404));
    const picture = await upload(operations.gallery.uploadMainPicture, second.id, second.type, token, 'file');
    expect(picture.statusCode, picture.body).toBe(200);
    const pictureUrl: string = picture.json().mainPicture.url_photo;
    expect((await app.inject({ method: 'GET', url: pictureUrl })).statusCode).toBe(200);
    const deleted = await request(rooms.remove, second.id, second.type, token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await app.inject({ method: 'GET', url: pictureUrl })).statusCode).toBe(404);
    const after = await request(rooms.list, id, type, token);
    expect(after.json().map((room: { _id: string }) => room._id)).toEqual([first.id]);
    expect((await call('GET', `/api/products/${second.id}`, token)).statusCode).toBe(404);
    // Deleting the property takes its rooms.
    expect((await request(operations.remove, id, type, token)).statusCode).toBe(200);
    expect((await call('GET', `/api/products/${first.id}`, token)).statusCode).toBe(404);
  });
});
