import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { checkMenuItem } from '../../machines/gastronomyRules.ts';
import { PRODUCT_TYPE } from '../../machines/productKinds.ts';
import type { GastronomyType } from '../../machines/productTypes.ts';
import type { GASTRONOMY_STEPS } from '../../machines/wizardSteps.ts';
import type { components } from '../../openapi/schema.d.ts';
import { checkedProductLocation } from '../modules/products/productLocation.ts';
import type { FileStorage } from '../storage/files.ts';
import { type DemoDishName, demoDishPicture } from './demoDishes.ts';
import type { DemoProduct } from './demoProducts.ts';
import type { Database } from './schema.ts';

type Schemas = components['schemas'];

/** A dish of the menu as its multipart form sends it (SPEC §7 Menu), and the painted picture sent with it. */
export interface DemoMenuItem
  extends Pick<Schemas['RestaurantMenuItemForm'], 'title' | 'description' | 'price' | 'tb_gcm_ct_category'> {
  dish: DemoDishName;
}

/**
 * The demo company's restaurant (issue 30): a published fonda in Antigua Guatemala with every step saved, a menu of
 * six dishes with their pictures and two locations in the town. Its steps are as /api/food-establishment and
 * /api/general store them (restaurantSteps.ts, generalSteps.ts: their checks leave these forms as they are); its
 * menu and locations are rows of their own tables (seedRestaurantLists).
 */
export interface DemoRestaurant
  extends Pick<
    DemoProduct,
    | 'id'
    | 'name'
    | 'title'
    | 'description'
    | 'status'
    | 'stepsDone'
    | 'commissionModel'
    | 'createdDaysAgo'
    | 'place'
    | 'scenes'
  > {
  type: GastronomyType;
  features: Schemas['RestaurantFeaturesSave'];
  additional: Schemas['RestaurantAdditionalInformation'];
  schedule: Schemas['RestaurantSchedule'];
  /** The first is the restaurant's own: the product's place columns follow it (restaurantLocations.ts). */
  locations: [Schemas['ProductLocation'], ...Schemas['ProductLocation'][]];
  menu: DemoMenuItem[];
}

const inAntigua = (real_address: string, latitude: number, length: number): Schemas['ProductLocation'] => ({
  country: 'gt',
  state: 'gt-sacatepequez',
  city: 'gt-sacatepequez-antigua-guatemala',
  real_address,
  latitude,
  length,
});

/** The product's place is its first location's. */
const placeOf = (location: Schemas['ProductLocation']): DemoProduct['place'] => ({
  state: location.state,
  city: location.city,
  address: location.real_address,
  latitude: location.latitude,
  longitude: location.length,
});

const calleDelArco = inAntigua('5a Avenida Norte 22, a media cuadra del Arco', 14.5597, -90.7338);

/** Closed on Mondays; Tuesday to Saturday 07:00-22:00; Sunday 08:00-16:00. */
const week: Schemas['RestaurantSchedule']['schedule'] = [
  { day: 1, always_open: false, closed: true, opening_time: null, closing_time: null },
  ...([2, 3, 4, 5, 6] as const).map((day) => ({
    day,
    always_open: false,
    closed: false,
    opening_time: '07:00',
    closing_time: '22:00',
  })),
  { day: 7, always_open: false, closed: false, opening_time: '08:00', closing_time: '16:00' },
];

export const DEMO_RESTAURANTS: DemoRestaurant[] = [
  {
    id: '8b3f6d21-5e9a-4c07-a2d4-7f1e0b9c5a36',
    type: PRODUCT_TYPE.gastronomy,
    name: 'Fonda Doña Chepa',
    title: 'Cocina chapina de siempre junto al Arco',
    description:
      'Fonda familiar en una casa colonial de la Antigua: pepián, jocón y kak’ik hechos con las recetas de la ' +
      'abuela, tortillas torteadas a mano y chocolate de tablilla, en un patio con vista al volcán de Agua.',
    status: 'published',
    stepsDone: 8,
    // A restaurant has no commission model to choose (SPEC §6, §9): the column keeps its default.
    commissionModel: 1,
    createdDaysAgo: 45,
    place: placeOf(calleDelArco),
    scenes: ['antiguaDusk', 'aguaSunset'],
    features: {
      cuisine: ['gastronomy:cuisine:guatemalan'],
      feature: [
        'gastronomy:feature:reservations',
        'gastronomy:feature:terrace',
        'gastronomy:feature:view',
        'gastronomy:feature:wifi',
        'gastronomy:feature:cards',
      ],
      suit_to: ['gastronomy:suit_to:families', 'gastronomy:suit_to:couples', 'gastronomy:suit_to:groups'],
      special_diet: ['gastronomy:special_diet:vegetarian', 'gastronomy:special_diet:gluten_free'],
      service: [
        'gastronomy:service:dine_in',
        'gastronomy:service:takeaway',
        'gastronomy:service:breakfast',
        'gastronomy:service:lunch',
        'gastronomy:service:dinner',
      ],
      category: ['gastronomy:category:restaurant'],
    },
    additional: { capacity: 60, average_price: 14, languages: ['es', 'en'] },
    schedule: { schedule: week },
    locations: [
      calleDelArco,
      inAntigua('Alameda de Santa Lucía Sur 5, frente al mercado', 14.5569, -90.7379),
    ],
    menu: [
      {
        title: 'Tostadas chapinas',
        description:
          'Tres tostadas de maíz con guacamol, frijol volteado y salsa de tomate, con queso seco y perejil.',
        price: '4.50',
        tb_gcm_ct_category: 'menu_category:starter',
        dish: 'tostadas',
      },
      {
        title: 'Kak’ik',
        description:
          'Caldo rojo de chompipe de las Verapaces con chile cobanero, achiote y culantro, servido con arroz y ' +
          'tamalitos de masa.',
        price: '10.50',
        tb_gcm_ct_category: 'menu_category:soup',
        dish: 'kakik',
      },
      {
        title: 'Pepián de pollo',
        description:
          'Recado de pepitoria, tomate y chiles asados, con pollo, güisquil y papa; se sirve con arroz y tamalitos.',
        price: '9.50',
        tb_gcm_ct_category: 'menu_category:main',
        dish: 'pepian',
      },
      {
        title: 'Jocón',
        description:
          'Pollo en salsa verde de miltomate, cilantro y pepitoria, con arroz blanco y tortillas recién torteadas.',
        price: '9',
        tb_gcm_ct_category: 'menu_category:main',
        dish: 'jocon',
      },
      {
        title: 'Rellenitos de plátano',
        description:
          'Plátano maduro relleno de frijol negro dulce con chocolate y canela, espolvoreado con azúcar.',
        price: '3.75',
        tb_gcm_ct_category: 'menu_category:dessert',
        dish: 'rellenitos',
      },
      {
        title: 'Chocolate caliente',
        description: 'Chocolate de tablilla antigüeño batido en agua o en leche, con pan dulce de la casa.',
        price: '3',
        tb_gcm_ct_category: 'menu_category:drink',
        dish: 'chocolate',
      },
    ],
  },
];

/** The restaurant's steps as their endpoints store them, by wizard step (location and menu are rows of their own). */
export function restaurantStepForms(
  r: DemoRestaurant,
): Partial<Record<(typeof GASTRONOMY_STEPS)[number], unknown>> {
  return {
    information: {
      name: r.name,
      title: r.title,
      description: r.description,
    } satisfies Schemas['RestaurantInformation'],
    features: r.features,
    'information-additional': r.additional,
    schedule: r.schedule,
    recommendations: { use_terms_agreement: true } satisfies Schemas['Recommendations'],
  };
}

/**
 * Writes a just-seeded restaurant's locations and menu as its list calls would (restaurantLocations.ts,
 * restaurantMenu.ts): each location checked as the location step is, each dish by the menu form's rule, its price
 * in cents and its picture a stored file. Runs in the product's own transaction.
 */
export async function seedRestaurantLists(
  trx: Transaction<Database>,
  storage: FileStorage,
  productId: string,
  r: DemoRestaurant,
): Promise<void> {
  const locations = [];
  for (const location of r.locations) locations.push(await checkedProductLocation(trx, location));
  // One row at a time, so their order (the first is the product's own) is the one given.
  for (const location of locations) {
    await trx
      .insertInto('restaurant_locations')
      .values({
        id: randomUUID(),
        product_id: productId,
        country_id: location.country,
        state_id: location.state,
        city_id: location.city,
        real_address: location.real_address,
        latitude: location.latitude,
        longitude: location.length,
      })
      .execute();
  }
  for (const item of r.menu) {
    const checked = checkMenuItem({
      title: item.title,
      description: item.description,
      price: item.price,
      category: item.tb_gcm_ct_category,
    });
    if (!checked.ok)
      throw new Error(`Demo dish ${item.title}: ${checked.issue.field} ${checked.issue.problem}`);
    const { fields } = checked;
    await trx
      .insertInto('restaurant_menu_items')
      .values({
        id: randomUUID(),
        product_id: productId,
        category_id: fields.category,
        title: fields.title,
        description: fields.description,
        price_cents: Math.round(fields.price * 100),
        picture_url: await storage.put(demoDishPicture(item.dish), 'png'),
        picture_name: `${item.dish}.png`,
      })
      .execute();
  }
}
