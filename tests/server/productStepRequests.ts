// Requests, read-backs and valid bodies shared by the product step tests.
import { expect } from 'vitest';
import { app, call, owner } from './productFixtures.ts';

export const send = (method: 'GET' | 'PUT', url: string, token = owner, payload?: object) =>
  call(method, url, token, payload);

/** The product's row as stored. */
export async function productRow(id: string) {
  const row = await app.deps.db
    .selectFrom('products')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row;
}

export async function storedStep(id: string) {
  return app.deps.db.selectFrom('product_steps').selectAll().where('product_id', '=', id).execute();
}

export function expectBadField(res: { statusCode: number; json(): { field?: string } }, field: string) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
  expect(res.json().field).toBe(field);
}

export const url = {
  location: (id: string) => `/api/accommodation/location/${id}`,
  features: (id: string) => `/api/accommodation/features/${id}`,
  bedrooms: (id: string) => `/api/accommodation/bedrooms/${id}`,
  amenities: (id: string, lang = 'es') => `/api/accommodation/amenities/${id}?language_code=${lang}`,
  booking: (id: string, type = 1) => `/api/accommodation/booking/${id}/${type}`,
  price: (id: string, type = 1) => `/api/accommodation/price/${id}/${type}`,
  policies: (id: string, type = 1, lang = 'es') => `/api/general/custom-policies/${id}/${type}/${lang}`,
  terms: (id: string, type = 1, lang = 'es') => `/api/general/custom-terms/${id}/${type}/${lang}`,
  channels: (id: string, type = 1, lang = 'es') => `/api/general/networks-channels/${id}/${type}/${lang}`,
  agreement: (id: string, type = 1) => `/api/general/agreement/${id}/${type}`,
};

export async function placeIn(country: string) {
  const state = await app.deps.db
    .selectFrom('states')
    .select('id')
    .where('country_id', '=', country)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const city = await app.deps.db
    .selectFrom('cities')
    .select('id')
    .where('state_id', '=', state.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { country, state: state.id, city: city.id };
}

export const features = {
  distribution_of_level: true,
  flat_surface: false,
  exclusive: true,
  auto_booking: true,
  areas_house: 2,
};
export const bedrooms = {
  capacity_of_people: 4,
  no_bedroom: 2,
  no_bathroom: 1,
  total_bed: 3,
  bedrooms: [
    { beds: [{ type_of_bed_id: 'bed:single', no_bed: 2 }], bathroom_id: 'bathroom:private' },
    { beds: [{ type_of_bed_id: 'bed:double', no_bed: 1 }] },
  ],
};
export const booking = {
  before_booking: 2,
  check_in_time_start: '14:00',
  check_in_time_end: '20:30',
  check_out_time: '11:00',
  extra_person: true,
  extra_person_price: 15,
  early_arrival_time: false,
  late_arrival_time: true,
  late_arrival_time_value: 20,
};
export const price = {
  type_of_term: 0,
  min_night: 2,
  base_price: 80,
  weekend_price: 95,
  weekly_discount: 10,
  commission_model: 2,
  extra_fee: [{ name: ' Limpieza ', price: 25 }],
};
export const policy = {
  cancellation_policy: 'moderate',
  custom_percent: 50,
  custom_no_days: 30,
  changes_in_reservation: true,
};
