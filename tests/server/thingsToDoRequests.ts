// Paths and valid bodies of the things-to-do family (issue 16), shared by its server tests.
import { expect } from 'vitest';
import { call, owner } from './productFixtures.ts';

/** The family's types: private and collective tour, collective and private community, tourist package. */
export const TTD_TYPES = [11, 12, 13, 17, 71] as const;

export const ttd = {
  create: (type: number, lang = 'es') => `/api/thingsToDo?product_type=${type}&language_code=${lang}`,
  information: (id: string, type?: number) => `/api/thingsToDo/${id}${type ? `?product_type=${type}` : ''}`,
  status: (id: string) => `/api/thingsToDo/status/${id}`,
  commission: (id: string) => `/api/thingsToDo/commission/${id}`,
  catalog: (kind: string, lang = 'es') => `/api/thingsToDo/catalogs/${kind}?language_code=${lang}`,
  additional: (id: string, type: number, lang = 'es') =>
    `/api/thingsToDo/information-additional/${id}/${lang}/${type}`,
  location: (id: string) => `/api/thingsToDo/location/${id}`,
  bring: (id: string, type: number, lang = 'es') => `/api/thingsToDo/bring-additional/${id}/${lang}/${type}`,
  gallery: (id: string, type: number) => `/api/thingsToDo/multimedia/${type}/${id}`,
  mainPicture: (id: string, type: number) => `/api/thingsToDo/main-picture/${type}/${id}`,
  availability: (id: string, type: number, lang = 'es') =>
    `/api/thingsToDo/availability/${id}/${lang}/${type}`,
  itinerary: (id: string, type: number, lang = 'es') => `/api/thingsToDo/itinerary/${id}/${lang}/${type}`,
  prices: (id: string, type: number) => `/api/thingsToDo/prices/${id}/${type}?language_code=es`,
};

export const information = {
  name: ' Amanecer en Tikal ',
  title: 'Amanecer en el Gran Jaguar',
  description: 'Caminata antes del alba hasta el Templo IV.',
  commission_model: 2,
};
export const additional = {
  capacity: 12,
  before_booking: 2,
  category: 'tour_category:archaeology',
  difficulty: 'tour_difficulty:moderate',
  suited_to: ['tour_suited_to:couples', 'tour_suited_to:groups'],
  languages: ['es', 'en'],
};
export const bring = {
  bring: ['Linterna', '  ', 'Repelente'],
  you_will_see: ['Templo IV', ''],
  additional_information: [' Salida 4:00 '],
};
export const allYear = { available_all_year: true, year_days: [5, 0], months: [] };
export const activity = (description: string, start_time = '05:00', number = 1) => ({
  description,
  start_time,
  number,
});
export const hoursItinerary = {
  duration_type: 0,
  time_duration: 6,
  flexible_schedules: false,
  days: [
    {
      no_day: 1,
      activities: [activity('Caminata'), activity('Amanecer', '06:00', 2)],
      start_times_flexible: [],
    },
  ],
};
export const prices = {
  type_of_tour: 2,
  price_private: { min_pax: 2, adult: 120, child: 60 },
  price_collective: { adult: 45, child: 25 },
  included: ['tour_included:guide', 'tour_included:tickets'],
  commission_model: 1,
};

/** Creates a product of the type as the given caller (the demo company by default); answers its id. */
export async function createThingToDo(type: number, token = owner, body: object = information) {
  const res = await call('POST', ttd.create(type), token, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json()._id as string;
}
