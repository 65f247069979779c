import { PRODUCT_TYPE } from '../../machines/productKinds.ts';
import type { StayType } from '../../machines/productTypes.ts';
import type { DemoSceneName } from './demoScenes.ts';
import type { ProductStatusName } from './schema.ts';

/**
 * The demo company's stays (vacation rentals, private rooms, unique stays): every status, several completion levels,
 * places in Guatemala. Each carries what its wizard steps need; `stepsDone` says how many of the
 * twelve required steps were saved (demoStepData turns these facts into the steps' stored forms).
 */
export interface DemoProduct {
  /** Fixed, so seeding again finds the product instead of adding a copy. */
  id: string;
  type: StayType;
  propertyType: string;
  name: string;
  title: string;
  description: string;
  webSite?: string;
  status: ProductStatusName;
  stepsDone: number;
  reviewReason?: string;
  commissionModel: 1 | 2;
  createdDaysAgo: number;
  /** State and city ids of migration 0002 (`gt-<state>`, `gt-<state>-<city>`). */
  place: { state: string; city: string; address: string; latitude: number; longitude: number };
  /** The main picture first, then the gallery. */
  scenes: DemoSceneName[];
  guests: number;
  /** Beds per bedroom: [catalogue bed id, how many]. */
  bedrooms: [string, number][][];
  bathrooms: number;
  /** `<group>:<id>` of the amenity catalogue. */
  amenities: string[];
  price: { night: number; weekend: number; weeklyDiscount: number };
  policy: { id: 'flexible' | 'moderate' | 'not_flexible'; days: number; percent: number };
  rules: string[];
  socialNetworks: string[];
  sellChannels: string[];
}

const lakeAmenities = [
  'amenities:wifi',
  'amenities:kitchen',
  'amenities:hot_water',
  'highlights:lake_view',
  'highlights:volcano_view',
  'highlights:garden',
  'security:smoke_alarm',
  'security:first_aid',
  'included_prices:cleaning',
  'included_prices:linens',
  'house_rules:no_smoking',
  'house_rules:children_welcome',
  'facilities:terrace',
  'facilities:free_parking',
  'services:tours',
  'extra_fees:cleaning_fee',
];

const townAmenities = [
  'amenities:wifi',
  'amenities:hot_water',
  'amenities:workspace',
  'highlights:historic_centre',
  'highlights:volcano_view',
  'security:smoke_alarm',
  'security:fire_extinguisher',
  'included_prices:breakfast',
  'included_prices:linens',
  'house_rules:quiet_hours',
  'house_rules:no_parties',
  'services:laundry',
];

const natureAmenities = [
  'amenities:hot_water',
  'highlights:garden',
  'security:first_aid',
  'included_prices:breakfast',
  'house_rules:no_smoking',
  'house_rules:pets_allowed',
  'facilities:bbq',
  'facilities:jacuzzi',
  'services:tours',
  'extra_fees:pet_fee',
];

/** What most demo products share; each product below states only what differs. */
const demoProduct = (
  facts: Omit<DemoProduct, DefaultFact> & Partial<Pick<DemoProduct, DefaultFact>>,
): DemoProduct => ({
  status: 'hidden',
  stepsDone: 12,
  bathrooms: 1,
  policy: { id: 'moderate', days: 30, percent: 50 },
  rules: [],
  socialNetworks: [],
  sellChannels: [],
  ...facts,
});
type DefaultFact =
  | 'status'
  | 'stepsDone'
  | 'bathrooms'
  | 'policy'
  | 'rules'
  | 'socialNetworks'
  | 'sellChannels';

/** A place in Guatemala by the slugs of its state and city, e.g. ('solola', 'panajachel'). */
export const inGuatemala = (
  state: string,
  city: string,
  address: string,
  [latitude, longitude]: [number, number],
): DemoProduct['place'] => ({
  state: `gt-${state}`,
  city: `gt-${state}-${city}`,
  address,
  latitude,
  longitude,
});

export const DEMO_PRODUCTS: DemoProduct[] = [
  demoProduct({
    id: '722135ca-fa9f-4da1-8fef-699ae36cd184',
    type: PRODUCT_TYPE.vacationRental,
    propertyType: 'property_type:1:house',
    name: 'Casa del Lago Atitlán',
    title: 'Casa frente al lago con muelle privado y vista a tres volcanes',
    description:
      'Casa de piedra y madera a la orilla del lago de Atitlán, con muelle propio, jardín y una terraza ' +
      'para ver el amanecer sobre los volcanes Atitlán, Tolimán y San Pedro. A diez minutos en lancha de Panajachel.',
    webSite: 'https://casadellago.example.gt',
    status: 'published',
    commissionModel: 1,
    createdDaysAgo: 120,
    place: inGuatemala(
      'solola',
      'panajachel',
      'Calle Santander final, a la orilla del lago',
      [14.7394, -91.1561],
    ),
    scenes: ['atitlanDawn', 'atitlanDay', 'xelaMorning', 'aguaSunset'],
    guests: 6,
    bedrooms: [[['bed:queen', 1]], [['bed:double', 1]], [['bed:single', 2]]],
    bathrooms: 2,
    amenities: lakeAmenities,
    price: { night: 145, weekend: 175, weeklyDiscount: 10 },
    rules: ['No se permiten fiestas ni eventos.', 'El kayak se usa con chaleco salvavidas.'],
    socialNetworks: ['facebook', 'instagram'],
    sellChannels: ['own_website', 'airbnb'],
  }),
  demoProduct({
    id: 'fea992ac-d568-45e0-9899-903f0064fc78',
    type: PRODUCT_TYPE.vacationRental,
    propertyType: 'property_type:1:cabin',
    name: 'Cabaña Volcán de Agua',
    title: 'Cabaña de madera con chimenea a los pies del Volcán de Agua',
    description:
      'Cabaña rústica entre cafetales, con chimenea, hamacas y vista directa al Volcán de Agua. ' +
      'A quince minutos del centro de Antigua Guatemala.',
    status: 'published',
    commissionModel: 2,
    createdDaysAgo: 90,
    place: inGuatemala(
      'sacatepequez',
      'antigua-guatemala',
      'Camino a San Juan del Obispo, km 3',
      [14.5352, -90.7229],
    ),
    scenes: ['aguaSunset', 'antiguaDusk', 'xelaMorning'],
    guests: 4,
    bedrooms: [[['bed:king', 1]], [['bed:bunk', 1]]],
    amenities: natureAmenities,
    price: { night: 95, weekend: 120, weeklyDiscount: 8 },
    policy: { id: 'flexible', days: 45, percent: 100 },
    rules: ['Se permiten mascotas pequeñas con aviso previo.'],
    socialNetworks: ['instagram', 'whatsapp'],
    sellChannels: ['booking', 'phone'],
  }),
  demoProduct({
    id: 'bd45f51d-5679-4e2c-a5a0-a93e24a23238',
    type: PRODUCT_TYPE.privateRoom,
    propertyType: 'property_type:4:room_in_guesthouse',
    name: 'Habitación Colonial en Antigua',
    title: 'Habitación con patio colonial a dos cuadras del Arco de Santa Catalina',
    description:
      'Habitación privada en una casa colonial restaurada, con patio de fuente, desayuno típico incluido ' +
      'y terraza con vista al Volcán de Agua.',
    status: 'revision',
    commissionModel: 1,
    createdDaysAgo: 20,
    place: inGuatemala('sacatepequez', 'antigua-guatemala', '5a Avenida Norte 28', [14.5614, -90.7338]),
    scenes: ['antiguaDusk', 'aguaSunset'],
    guests: 2,
    bedrooms: [[['bed:queen', 1]]],
    amenities: townAmenities,
    price: { night: 48, weekend: 58, weeklyDiscount: 5 },
    policy: { id: 'not_flexible', days: 14, percent: 25 },
    rules: ['Silencio a partir de las 22:00.', 'No se admiten visitas en la habitación.'],
    socialNetworks: ['facebook'],
    sellChannels: ['booking', 'travel_agencies'],
  }),
  demoProduct({
    id: '9f174df1-13cd-4ad6-9c2d-510b73bbe19d',
    type: PRODUCT_TYPE.uniqueStay,
    propertyType: 'property_type:5:dome',
    name: 'Domo Estrellado Tecpán',
    title: 'Domo geodésico con techo transparente para dormir bajo las estrellas',
    description:
      'Domo en el bosque de Tecpán con cama king, jacuzzi exterior y un techo transparente para ver la ' +
      'Vía Láctea. Desayuno de productos locales incluido.',
    commissionModel: 1,
    createdDaysAgo: 8,
    place: inGuatemala(
      'chimaltenango',
      'tecpan-guatemala',
      'Aldea Chichoy, finca Los Pinos',
      [14.7675, -90.9946],
    ),
    scenes: ['tecpanNight', 'xelaMorning', 'aguaSunset'],
    guests: 2,
    bedrooms: [[['bed:king', 1]]],
    amenities: natureAmenities,
    price: { night: 110, weekend: 135, weeklyDiscount: 0 },
    policy: { id: 'moderate', days: 25, percent: 50 },
    rules: ['Fogatas solo en el área designada.'],
    socialNetworks: ['instagram', 'tiktok'],
    sellChannels: ['own_website'],
  }),
  demoProduct({
    id: '8a0c4f73-1f6d-4a1f-a5de-8a66dad49dec',
    type: PRODUCT_TYPE.uniqueStay,
    propertyType: 'property_type:5:treehouse',
    name: 'Casa del Árbol Río Dulce',
    title: 'Casa del árbol sobre el río, entre la selva y los manglares',
    description:
      'Casa de madera construida en un ceibo a orillas del Río Dulce. Se llega en lancha; incluye kayaks ' +
      'y recorridos al Castillo de San Felipe.',
    reviewReason:
      'Las fotos de la galería no muestran el baño ni la cocina. Agrega al menos una foto de cada área y vuelve a enviarla.',
    commissionModel: 2,
    createdDaysAgo: 45,
    place: inGuatemala(
      'izabal',
      'rio-dulce',
      'Orilla norte del río, a 10 minutos en lancha del puente',
      [15.6592, -88.9986],
    ),
    scenes: ['rioDulce', 'monterricoBeach'],
    guests: 3,
    bedrooms: [
      [
        ['bed:double', 1],
        ['bed:hammock', 1],
      ],
    ],
    amenities: natureAmenities,
    price: { night: 80, weekend: 95, weeklyDiscount: 12 },
    policy: { id: 'flexible', days: 40, percent: 100 },
    rules: ['No se permite música alta después de las 21:00.'],
    socialNetworks: ['facebook', 'youtube'],
    sellChannels: ['expedia', 'travel_agencies'],
  }),
  demoProduct({
    id: 'ecd8cba4-4a14-42c1-b709-bef738da044d',
    type: PRODUCT_TYPE.vacationRental,
    propertyType: 'property_type:1:apartment',
    name: 'Apartamento Xela Centro',
    title: 'Apartamento luminoso junto al Parque Centroamérica',
    description:
      'Apartamento de dos habitaciones en el centro histórico de Quetzaltenango, ideal para estudiantes de español.',
    stepsDone: 7,
    commissionModel: 1,
    createdDaysAgo: 4,
    place: inGuatemala('quetzaltenango', 'quetzaltenango', '12 Avenida 4-35, zona 1', [14.8347, -91.5181]),
    scenes: ['xelaMorning'],
    guests: 4,
    bedrooms: [[['bed:double', 1]], [['bed:single', 2]]],
    amenities: townAmenities,
    price: { night: 40, weekend: 45, weeklyDiscount: 15 },
  }),
  demoProduct({
    id: '1dbe1c22-f52e-4301-8ee7-62aec5ff8d4d',
    type: PRODUCT_TYPE.vacationRental,
    propertyType: 'property_type:1:villa',
    name: 'Villa Frente al Mar Monterrico',
    title: 'Villa con piscina frente a la playa de arena volcánica',
    description:
      'Villa de cuatro habitaciones con piscina y acceso directo a la playa, cerca del tortugario de Monterrico.',
    stepsDone: 3,
    commissionModel: 2,
    createdDaysAgo: 2,
    place: inGuatemala(
      'santa-rosa',
      'monterrico',
      'Calle principal de la playa, frente al tortugario',
      [13.8933, -90.4839],
    ),
    scenes: ['monterricoBeach'],
    guests: 10,
    bedrooms: [[['bed:king', 1]], [['bed:queen', 1]], [['bed:double', 2]], [['bed:bunk', 2]]],
    bathrooms: 3,
    amenities: lakeAmenities,
    price: { night: 260, weekend: 320, weeklyDiscount: 10 },
  }),
  demoProduct({
    id: '426f6ec3-150a-4ea7-a702-a85326898886',
    type: PRODUCT_TYPE.privateRoom,
    propertyType: 'property_type:4:room_in_house',
    name: 'Habitación Vista al Lago San Pedro',
    title: 'Habitación sencilla con balcón hacia el lago',
    description:
      'Habitación privada en casa de familia tz’utujil, con balcón hacia el lago y el volcán San Pedro.',
    stepsDone: 1,
    commissionModel: 1,
    createdDaysAgo: 1,
    place: inGuatemala('solola', 'san-pedro-la-laguna', 'Barrio Chuasanahí', [14.6931, -91.2731]),
    scenes: ['atitlanDay'],
    guests: 2,
    bedrooms: [[['bed:double', 1]]],
    amenities: lakeAmenities,
    price: { night: 25, weekend: 30, weeklyDiscount: 0 },
    policy: { id: 'not_flexible', days: 10, percent: 25 },
  }),
];
