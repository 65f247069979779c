import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { PRODUCT_TYPE } from '../../machines/productKinds.ts';
import { hasCheckinInstructions, roomTypeOf, stepsOfType } from '../../machines/productTypes.ts';
import type { WizardStep } from '../../machines/wizardSteps.ts';
import type { components } from '../../openapi/schema.d.ts';
import { slugOf } from '../modules/products/productPublishing.ts';
import { type FileStorage, storedNameOf } from '../storage/files.ts';
import type { Db } from './database.ts';
import { attractionStepForms, DEMO_ATTRACTIONS } from './demoAttractions.ts';
import { DEMO_GUIDES, guideStepForms } from './demoGuides.ts';
import { DEMO_HOTELS, type DemoHotel, type DemoRoom } from './demoHotels.ts';
import { demoPicture } from './demoPictures.ts';
import { DEMO_PRODUCTS, type DemoProduct } from './demoProducts.ts';
import { DEMO_RESTAURANTS, restaurantStepForms, seedRestaurantLists } from './demoRestaurants.ts';
import { DEMO_SCENES, type DemoSceneName } from './demoScenes.ts';
import { DEMO_TOURS, type DemoTour } from './demoTours.ts';
import type { Database } from './schema.ts';
import { castId, DEMO_CAST, type DemoCast } from './seedCast.ts';
import { alreadySeeded, demoOwnerId } from './seedOnce.ts';

type Schemas = components['schemas'];

export { DEMO_PRODUCT_OWNER } from './seedOnce.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Each wizard step's stored form, in the shapes the step endpoints save (the contract's schemas). */
function stepForms(p: DemoProduct): Partial<Record<WizardStep, unknown>> {
  const isRoom = p.type === PRODUCT_TYPE.privateRoom;
  // The demo's vacation rentals ask for two nights, a day's notice and a cleaning fee; the others do not.
  const isRental = p.type === PRODUCT_TYPE.vacationRental;
  const bedrooms = p.bedrooms.map((beds) => ({
    beds: beds.map(([type_of_bed_id, no_bed]) => ({ type_of_bed_id, no_bed })),
    ...(isRoom ? {} : { bathroom_id: 'bathroom:en_suite' }),
  }));
  const bedTotal = p.bedrooms.flat().reduce((sum, [, count]) => sum + count, 0);
  return {
    information: {
      type_of_property: p.propertyType,
      name: p.name,
      title: p.title,
      description: p.description,
      ...(p.webSite ? { web_site: p.webSite } : {}),
      qualification: 2,
      commission_model: p.commissionModel,
    } satisfies Schemas['AccommodationInformation'],
    feature: {
      distribution_of_level: p.bedrooms.length <= 2,
      flat_surface: p.type !== PRODUCT_TYPE.uniqueStay,
      exclusive: !isRoom,
      auto_booking: p.status === 'published',
      areas_house: isRoom ? 2 : 1,
    } satisfies Schemas['AccommodationFeatures'],
    [isRoom ? 'capacity' : 'rooms']: {
      capacity_of_people: p.guests,
      no_bedroom: p.bedrooms.length,
      no_bathroom: p.bathrooms,
      total_bed: bedTotal,
      bedrooms,
      ...(isRoom ? { bathroom_id: 'bathroom:private' } : {}),
    } satisfies Schemas['AccommodationBedrooms'],
    'service-amenities': {
      assigned: p.amenities.map((id) => `amenity:${id}`),
      warning: 'El camino de acceso es empedrado: se recomienda calzado cómodo.',
      arrival_instructions:
        'Te esperamos en la entrada principal; escríbenos por WhatsApp al llegar al pueblo.',
      checkin_instructions: hasCheckinInstructions(p.type)
        ? 'Las llaves están en la caja de seguridad junto a la puerta.'
        : '',
    },
    'booking-details': {
      before_booking: 1,
      check_in_time_start: '15:00',
      check_in_time_end: '20:00',
      check_out_time: '11:00',
      late_check_in_fee: 10,
      extra_person: !isRoom,
      ...(isRoom ? {} : { extra_person_price: 15 }),
      early_arrival_time: false,
      late_arrival_time: true,
      late_arrival_time_value: 20,
    } satisfies Schemas['VacationBooking'],
    'cancellation-policy': {
      cancellation_policy: p.policy.id,
      custom_percent: p.policy.percent,
      custom_no_days: p.policy.days,
      changes_in_reservation: p.policy.id !== 'not_flexible',
    } satisfies Schemas['CancellationPolicySave'],
    'price-seasons': {
      type_of_term: 0,
      min_night: isRental ? 2 : 1,
      min_months: 1,
      base_price: p.price.night,
      weekend_price: p.price.weekend,
      weekly_discount: p.price.weeklyDiscount,
      monthly_discount: 0,
      available_after: isRental ? 1 : 0,
      commission_model: p.commissionModel,
      extra_fee: isRental ? [{ name: 'Limpieza final', price: 25 }] : [],
    } satisfies Schemas['AccommodationPrice'],
    'service-rules': {
      custom_terms: p.rules.map((custom_term) => ({ _id: randomUUID(), custom_term })),
    } satisfies Schemas['ServiceRules'],
    'advertising-channels': {
      social_networks: p.socialNetworks.map((id) => `social_network:${id}`),
      sell_channels: p.sellChannels.map((id) => `sell_channel:${id}`),
    } satisfies Schemas['AdvertisingChannelsSave'],
    recommendations: { use_terms_agreement: true } satisfies Schemas['Recommendations'],
  };
}

/** A things-to-do product's steps as /api/thingsToDo and /api/general store them. */
function tourStepForms(t: DemoTour): Partial<Record<WizardStep, unknown>> {
  return {
    information: {
      name: t.name,
      title: t.title,
      description: t.description,
      commission_model: t.commissionModel,
    },
    'information-additional': t.additional,
    'bring-additional': t.bring,
    availability: t.availability,
    itinerary: t.itinerary,
    'cancellation-policy': t.policy,
    prices: { ...t.prices, commission_model: t.commissionModel } satisfies Schemas['TourPrices'],
    'service-rules': {
      custom_terms: [{ _id: randomUUID(), custom_term: 'Llega diez minutos antes de la salida.' }],
    } satisfies Schemas['ServiceRules'],
    'advertising-channels': {
      social_networks: ['social_network:facebook', 'social_network:instagram'],
      sell_channels: [],
    } satisfies Schemas['AdvertisingChannelsSave'],
    recommendations: { use_terms_agreement: true } satisfies Schemas['Recommendations'],
  };
}

/** A hotel's or hostel's steps as /api/hotels and /api/general store them. */
function hotelStepForms(h: DemoHotel): Partial<Record<WizardStep, unknown>> {
  return {
    information: {
      type_of_property: h.propertyType,
      name: h.name,
      title: h.title,
      description: h.description,
      qualification: h.stars,
      commission_model: h.commissionModel,
    } satisfies Schemas['HotelInformation'],
    service: h.service,
    'booking-details': h.booking,
    'cancellation-policy': h.policy,
    'advertising-channels': {
      social_networks: ['social_network:facebook', 'social_network:instagram'],
      sell_channels: ['sell_channel:booking'],
    } satisfies Schemas['AdvertisingChannelsSave'],
  };
}

/** A room's steps, as its own paths and the general ones (their room variants) store them. */
function roomStepForms(
  room: DemoRoom,
  policy: Schemas['CancellationPolicySave'],
): Partial<Record<WizardStep, unknown>> {
  return {
    'room-information': room.information,
    'room-amenities': { assigned: room.amenities },
    'room-cancellation-policy': policy,
    'room-service-rules': {
      custom_terms: [{ _id: randomUUID(), custom_term: 'Silencio a partir de las 22:00.' }],
    } satisfies Schemas['ServiceRules'],
    'room-recommendations': { use_terms_agreement: true } satisfies Schemas['Recommendations'],
  };
}

/** What seeding needs of any demo product, whatever its family. */
type SeededProduct = Pick<
  DemoProduct,
  | 'id'
  | 'name'
  | 'title'
  | 'description'
  | 'status'
  | 'stepsDone'
  | 'reviewReason'
  | 'commissionModel'
  | 'createdDaysAgo'
  | 'place'
  | 'scenes'
> & {
  type: number;
  parentId?: string;
  /** How long ago a product in revision was sent to review; yesterday when left out. */
  inReviewSinceHours?: number;
};

/** Rows a family keeps in tables of its own besides its steps (a restaurant's menu and locations). */
type SeedLists = (trx: Transaction<Database>, storage: FileStorage, productId: string) => Promise<void>;

/** Painting a scene takes a moment: each is painted once a process, however many products show it. */
const painted = new Map<DemoSceneName, Uint8Array>();
function paintedScene(scene: DemoSceneName): Uint8Array {
  let picture = painted.get(scene);
  if (!picture) {
    picture = demoPicture(DEMO_SCENES[scene]);
    painted.set(scene, picture);
  }
  return picture;
}

async function storePictures(storage: FileStorage, p: SeededProduct) {
  const base = slugOf(p.name, '');
  return Promise.all(
    p.scenes.map(async (scene, i) => {
      const url = await storage.put(paintedScene(scene), 'png');
      return { url, name: `${base}-${i + 1}.png`, key: storedNameOf(url) };
    }),
  );
}

async function seedProduct(
  db: Db,
  storage: FileStorage,
  ownerId: string,
  p: SeededProduct,
  forms: Partial<Record<WizardStep, unknown>>,
  now: number,
  lists?: SeedLists,
) {
  const steps = stepsOfType(p.type).slice(0, p.stepsDone);
  const pictures =
    steps.includes('multimedia') || steps.includes('room-multimedia') ? await storePictures(storage, p) : [];
  const [main, ...gallery] = pictures;
  const located = steps.includes('location');
  const created = new Date(now - p.createdDaysAgo * DAY);
  const activated = p.status !== 'hidden' || p.reviewReason ? new Date(created.getTime() + 2 * DAY) : null;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('products')
      .values({
        id: p.id,
        provider_id: ownerId,
        parent_id: p.parentId ?? null,
        product_type: p.type,
        status: p.status,
        name: p.name,
        title: p.title,
        description: p.description,
        slug: p.status === 'published' ? slugOf(p.name, p.id) : null,
        commission_model: p.commissionModel,
        step_validate: JSON.stringify(Object.fromEntries(steps.map((_, i) => [`step${i + 1}`, true]))),
        ...(located
          ? {
              country_id: 'gt',
              state_id: p.place.state,
              city_id: p.place.city,
              real_address: p.place.address,
              latitude: p.place.latitude,
              longitude: p.place.longitude,
            }
          : {}),
        main_picture_url: main?.url ?? null,
        main_picture_name: main?.name ?? null,
        review_reason: p.reviewReason ?? null,
        activated_at: activated,
        language_code: 'es',
        created_at: created,
        // Recent changes for what is waiting (review) or was just sent back; older ones otherwise.
        updated_at: new Date(
          p.status === 'revision' || p.reviewReason
            ? now - (p.inReviewSinceHours ?? 24) * HOUR
            : created.getTime() + 3 * DAY,
        ),
      })
      .execute();
    const stored = steps.flatMap((step) =>
      forms[step] === undefined
        ? []
        : [{ product_id: p.id, step, data: JSON.stringify(forms[step]), updated_at: created }],
    );
    if (stored.length > 0) await trx.insertInto('product_steps').values(stored).execute();
    if (gallery.length > 0) {
      await trx
        .insertInto('product_media')
        .values(
          gallery.map((item, position) => ({
            id: randomUUID(),
            product_id: p.id,
            kind: 'image',
            position,
            ...item,
          })),
        )
        .execute();
    }
    await lists?.(trx, storage, p.id);
  });
}

/**
 * The demo company's products (stays, hotels, things to do, an attraction, a guide, a restaurant with its menu and
 * locations), with their steps and pictures. Products already there (by their fixed ids) are left as they are, so it
 * is safe at every start, like the accounts' seed.
 */
export async function seedDemoProducts(
  db: Db,
  storage: FileStorage,
  cast: DemoCast = DEMO_CAST,
): Promise<void> {
  const ownerId = await demoOwnerId(db, cast);
  if (!ownerId) return;
  // A hotel comes before its rooms, which name it as their property.
  const rooms = DEMO_HOTELS.flatMap((hotel) =>
    hotel.rooms.map((room) => ({
      product: {
        id: room.id,
        type: roomTypeOf(hotel.type) ?? hotel.type,
        parentId: castId(cast, hotel.id),
        name: room.information.title,
        title: room.information.title,
        description: '',
        status: 'hidden' as const,
        stepsDone: room.stepsDone,
        commissionModel: hotel.commissionModel,
        createdDaysAgo: hotel.createdDaysAgo,
        place: hotel.place,
        scenes: room.scenes,
      },
      forms: roomStepForms(room, hotel.policy),
    })),
  );
  const products: {
    product: SeededProduct;
    forms: Partial<Record<WizardStep, unknown>>;
    lists?: SeedLists;
  }[] = [
    ...DEMO_PRODUCTS.map((p) => ({ product: p, forms: stepForms(p) })),
    ...DEMO_TOURS.map((t) => ({ product: t, forms: tourStepForms(t) })),
    ...DEMO_HOTELS.map((h) => ({ product: h, forms: hotelStepForms(h) })),
    ...rooms,
    ...DEMO_ATTRACTIONS.map((a) => ({ product: a, forms: attractionStepForms(a) })),
    ...DEMO_GUIDES.map((g) => ({ product: g, forms: guideStepForms(g) })),
    ...DEMO_RESTAURANTS.map((r) => ({
      product: r,
      forms: restaurantStepForms(r),
      lists: ((trx, storage, id) => seedRestaurantLists(trx, storage, id, r)) satisfies SeedLists,
    })),
  ].map(({ product, ...rest }) => ({ product: { ...product, id: castId(cast, product.id) }, ...rest }));
  const seeded = await alreadySeeded(
    db,
    'products',
    products.map(({ product }) => product.id),
  );
  const now = Date.now();
  for (const { product, forms, lists } of products) {
    if (!seeded.has(product.id)) await seedProduct(db, storage, ownerId, product, forms, now, lists);
  }
}
