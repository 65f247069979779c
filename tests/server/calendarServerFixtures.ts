import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import { app, call, operator, owner } from './productFixtures.ts';
import { createTestAccount, loginAs } from './testApp.ts';

export type AvailabilityEntry = components['schemas']['AvailabilityEntry'];

/** The calendar day `count` days after a 'YYYY-MM-DD' day (before it when negative). */
export const addDays = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);

/** The product's entries as its owner reads them. */
export async function entriesOf(productId: string, token = owner): Promise<AvailabilityEntry[]> {
  const res = await call('GET', `/api/accommodation/availability/${productId}/es`, token);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: AvailabilityEntry[] }).data;
}

/** The entries reduced to what a calendar draws: days, kind and note. */
export const daysOf = (entries: AvailabilityEntry[]) =>
  entries.map((e) => ({ start: e.start_date, end: e.end_date, lock: e.lock_type, note: e.note }));

/** Days the provider closed by hand, written straight to the table. */
export async function insertBlocked(productId: string, start: string, end: string, note = '') {
  const id = randomUUID();
  await app.deps.db
    .insertInto('product_availability')
    .values({ id, product_id: productId, start_date: start, end_date: end, lock_type: 'blocked', note })
    .execute();
  return id;
}

/** An iCal feed of the product and one range it blocks, as the importer (another module) writes them. */
export async function insertImported(productId: string, start: string, end: string, name = 'Airbnb') {
  const feedId = randomUUID();
  await app.deps.db
    .insertInto('calendar_feeds')
    .values({ id: feedId, product_id: productId, name, url: 'https://example.com/a.ics' })
    .execute();
  const id = randomUUID();
  await app.deps.db
    .insertInto('product_availability')
    .values({
      id,
      product_id: productId,
      start_date: start,
      end_date: end,
      lock_type: 'blocked',
      feed_id: feedId,
      event_uid: `${id}@example.com`,
    })
    .execute();
  return { id, feedId };
}

/** A reservation simulated for the demo company and accepted: its nights become a reserved range. */
export async function acceptedBooking(
  productId: string,
  startInDays: number,
  nights: number,
  provider: { email: string; token: string } = { email: 'empresa@demo.gt', token: owner },
) {
  const res = await call('POST', '/api/simulate/bookings', operator, {
    provider_email: provider.email,
    product_id: productId,
    start_in_days: startInDays,
    nights,
  });
  expect(res.statusCode).toBe(201);
  const booking = res.json() as { _id: string; start_date: string; end_date: string; reservation_no: string };
  expect((await call('PUT', `/api/bookings/${booking._id}/accept`, provider.token)).statusCode).toBe(200);
  return booking;
}

/** A provider of its own, so a test sees exactly the products it inserts. */
export async function freshProvider() {
  const email = `calendario-${randomUUID().slice(0, 8)}@demo.gt`;
  const id = await createTestAccount(app, { email, role: 2, category: 'company' });
  return { id, email, token: await loginAs(app, email) };
}

/** A product of that provider, with this title; a room (14, 19) of the property `parentId`. */
export async function insertOwnedProduct(providerId: string, name: string, type = 1, parentId?: string) {
  const id = randomUUID();
  await app.deps.db
    .insertInto('products')
    .values({
      id,
      provider_id: providerId,
      product_type: type,
      parent_id: parentId ?? null,
      name,
      // The calendars say the name, as every screen does (issue 26): a title unlike it shows they do.
      title: `Título publicado de ${name}`,
      updated_at: new Date(),
    })
    .execute();
  return id;
}
