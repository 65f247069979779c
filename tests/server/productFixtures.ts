import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { ProductStatusName } from '../../server/db/schema.ts';
import { bearer, createTestAccount, DEMO, loginAs, startTestApp, type TestApp } from './testApp.ts';

/** The demo company (server/db/seed.ts), owner of every product inserted here. */
const OWNER_ID = 'demo-1';

/*
 * Filled by `setUpProductApp` before the first test of a file. They are live bindings: a test file
 * imports them once and reads the current app and tokens (vitest gives each file its own module).
 */
export let app: TestApp;
/** Token of the demo company, which owns the inserted products. */
export let owner: string;
/** Token of the support operator, who reads every product and reviews them. */
export let operator: string;
/** Token of a second provider, to whom the demo company's products are someone else's. */
export let other: string;

/** Starts the app for this test file's products tests and logs the three callers in. */
export function setUpProductApp() {
  beforeAll(async () => {
    app = await startTestApp();
    owner = await loginAs(app, DEMO.company);
    operator = await loginAs(app, 'soporte@demo.gt');
    await createTestAccount(app, { email: 'otro@demo.gt', role: 2, category: 'company' });
    other = await loginAs(app, 'otro@demo.gt');
  });
  afterAll(async () => {
    await app?.close();
  });
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A JSON request made by the caller whose token is given. */
export const call = (method: Method, url: string, token: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** A product of the demo company, inserted directly (creation is another module's endpoint). */
export async function insertProduct(
  type = 1,
  fields: { status?: ProductStatusName; commission_model?: number } = {},
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
