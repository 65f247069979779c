import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { BookingStatus, ProductStatusName } from '../../server/db/schema.ts';
import {
  bearer,
  createTestAccount,
  DEMO,
  demoCopy,
  loginAs,
  newAccount,
  startTestApp,
  type TestApp,
} from './testApp.ts';

/** The demo company (server/db/seed.ts), owner of every product inserted here. */
const OWNER_ID = 'demo-1';

/*
 * Filled by `setUpProductApp` before the first test of a file (or before each test). They are live bindings: a
 * test file imports them once and reads the current app and tokens (vitest gives each file its own module).
 */
export let app: TestApp;
/** Token of the demo company, which owns the inserted products. */
export let owner: string;
/** Token of the support operator, who reads every product and reviews them. */
export let operator: string;
/** Token of a second provider, to whom the demo company's products are someone else's. */
export let other: string;

/**
 * Starts the app for this test file's products tests and logs the three callers in. With `eachTest`, every
 * test gets an app of its own, for a file whose tests each change what all providers share and every test
 * reads as seeded (the operator's review queue): a copy of the demo (`ownDemo`) would add to it.
 */
export function setUpProductApp({ eachTest = false } = {}) {
  (eachTest ? beforeEach : beforeAll)(async () => {
    app = await startTestApp();
    owner = await loginAs(app, DEMO.company);
    operator = await loginAs(app, 'soporte@demo.gt');
    await createTestAccount(app, { email: 'otro@demo.gt', role: 2, category: 'company' });
    other = await loginAs(app, 'otro@demo.gt');
  });
  (eachTest ? afterEach : afterAll)(async () => {
    await app?.close();
  });
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A provider of the calling test's own, with nothing yet, for a test that changes a provider's products,
 * reservations or figures while others read the demo company's: a company whose basic profile is complete
 * (what publishing asks), unless the fields say otherwise.
 */
export const newProvider = (fields: Partial<Parameters<typeof newAccount>[1]> = {}) =>
  newAccount(app, { role: 2, category: 'company', complete: true, ...fields });

/**
 * The demo company again, of the calling test's own (testApp.ts `demoCopy`), for a test whose subject is a
 * change of a demo product (DOMO sent to review, ARBOL deleted…): `copyOf(DOMO)` is its DOMO.
 */
export const ownDemo = () => demoCopy(app);

/** A JSON request made by the caller whose token is given. */
export const call = (method: Method, url: string, token: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/**
 * A product of the demo company, or of the provider `provider_id` names, inserted directly (creation is
 * another module's endpoint).
 */
export async function insertProduct(
  type = 1,
  fields: {
    status?: ProductStatusName;
    commission_model?: number;
    provider_id?: string;
    name?: string;
    /** A room's hotel or hostel. */
    parent_id?: string;
  } = {},
) {
  const id = randomUUID();
  await app.deps.db
    .insertInto('products')
    .values({
      id,
      provider_id: OWNER_ID,
      product_type: type,
      name: `Producto ${type}`,
      updated_at: new Date(),
      ...fields,
    })
    .execute();
  return id;
}

export interface BookingFields {
  status?: BookingStatus;
  start?: string;
  end?: string;
  no?: string;
  requestedAt?: Date;
  subtotal?: number;
  adult?: number;
  children?: number;
}

/** A traveler's booking of the demo company's product, inserted directly (travelers book elsewhere). */
export async function insertBooking(productId: string, f: BookingFields = {}) {
  const id = randomUUID();
  await app.deps.db
    .insertInto('bookings')
    .values({
      id,
      provider_id: OWNER_ID,
      product_id: productId,
      reservation_no: f.no ?? `T-${id.slice(0, 8).toUpperCase()}`,
      status: f.status ?? 1,
      traveler: JSON.stringify({ first_name: 'Rosa', last_name: 'Chávez', email: 'rosa@correo.gt' }),
      start_date: f.start ?? '2031-03-10',
      end_date: f.end ?? '2031-03-13',
      request_date: f.requestedAt ?? new Date(),
      subtotal: f.subtotal ?? 300,
      ...(f.adult === undefined ? {} : { adult: f.adult }),
      ...(f.children === undefined ? {} : { children: f.children }),
      // A cancellation made here stands for the traveler's: the provider's rejection goes through the API.
      cancelled_by: f.status === 0 ? 'traveler' : null,
    })
    .execute();
  return id;
}
