// Paths and valid bodies of the gastronomy family (issue 30: restaurants, type 68), shared by its server tests and
// the family test.
import { placeId } from '../../server/db/migrations/referenceData.ts';

export const restaurants = {
  create: (lang = 'es') => `/api/food-establishment?product_type=68&language_code=${lang}`,
  information: (id: string) => `/api/food-establishment/${id}`,
  status: (id: string) => `/api/food-establishment/status/${id}`,
  commission: (id: string) => `/api/food-establishment/commission/${id}`,
  catalog: (kind: string, lang = 'es') => `/api/food-establishment/catalogs/${kind}?language_code=${lang}`,
  location: (id: string) => `/api/food-establishment/location/${id}`,
  locations: (id: string) => `/api/food-establishment/locations/${id}`,
  locationItem: (id: string, locationId: string) => `/api/food-establishment/locations/${id}/${locationId}`,
  features: (id: string, lang = 'es') => `/api/food-establishment/features/${id}/${lang}/68`,
  additional: (id: string) => `/api/food-establishment/information-additional/${id}/68`,
  schedule: (id: string) => `/api/food-establishment/schedule/${id}/68`,
  menu: (id: string, lang = 'es') => `/api/food-establishment/menu/${id}?language_code=${lang}`,
  addMenuItem: (id: string) => `/api/food-establishment/menu/${id}`,
  menuItem: (id: string, itemId: string) => `/api/food-establishment/menu/${id}/${itemId}`,
  gallery: (id: string) => `/api/food-establishment/multimedia/68/${id}`,
  mainPicture: (id: string) => `/api/food-establishment/main-picture/68/${id}`,
};

export const restaurantInformation = {
  name: ' Fonda de la Calle Real ',
  title: 'Cocina antigüeña de siempre',
  description: 'Pepián, jocón y chocolate caliente a media cuadra del parque.',
};

const sacatepequez = placeId('gt', 'Sacatepéquez');
/** A place of the reference lists: Antigua Guatemala, Sacatepéquez. */
export const antigua = {
  country: 'gt',
  state: sacatepequez,
  city: placeId(sacatepequez, 'Antigua Guatemala'),
  real_address: ' 5a Avenida Norte 12 ',
  latitude: 14.558,
  length: -90.733,
};

export const restaurantFeatures = {
  cuisine: ['gastronomy:cuisine:guatemalan', 'gastronomy:cuisine:guatemalan'],
  feature: ['gastronomy:feature:terrace'],
  suit_to: ['gastronomy:suit_to:families'],
  special_diet: [],
  service: ['gastronomy:service:lunch', 'gastronomy:service:dinner'],
  category: ['gastronomy:category:casual'],
};

export const restaurantAdditional = { capacity: 40, average_price: 12.5, languages: ['es', 'en'] };

/** Every day 07:00-22:00, Sunday closed. */
export const restaurantSchedule = {
  schedule: [
    ...[1, 2, 3, 4, 5, 6].map((day) => ({
      day,
      always_open: false,
      closed: false,
      opening_time: '07:00',
      closing_time: '22:00',
    })),
    { day: 7, always_open: false, closed: true, opening_time: null, closing_time: null },
  ],
};

/** A menu item's text fields, as the multipart form sends them. */
export const menuItemFields = {
  title: ' Pepián de pollo ',
  description: 'Recado de pepitoria y chiles asados, con arroz y tamalitos.',
  price: '9.50',
  tb_gcm_ct_category: 'menu_category:main',
};
