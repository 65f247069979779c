import { afterAll, beforeAll, beforeEach } from 'vitest';
import { placeId } from '../../server/db/migrations/referenceData.ts';
import { bearer, newAccount, startTestApp, type TestApp } from './testApp.ts';

/*
 * Filled by `setUpPaymentApp`: the app before the first test of a file, the two providers before each test (live
 * bindings; each test file has its own module). Fresh providers for every test: nothing of their payouts is
 * saved when a test starts, whatever the tests before it saved.
 */
export let app: TestApp;
export let owner: string;
export let ownerId: string;
export let other: string;
export let otherId: string;

export function setUpPaymentApp() {
  beforeAll(async () => {
    app = await startTestApp();
  });
  beforeEach(async () => {
    ({ id: ownerId, token: owner } = await newAccount(app, { role: 2, category: 'company' }));
    ({ id: otherId, token: other } = await newAccount(app, { role: 2, category: 'personal' }));
  });
  afterAll(async () => {
    await app?.close();
  });
}

type Method = 'GET' | 'PUT';

/** A JSON request by the caller whose token is given; no token, no Authorization header. */
export const call = (method: Method, url: string, token: string | null, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: token === null ? {} : bearer(token),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

export const SACATEPEQUEZ = placeId('gt', 'Sacatepéquez');
export const ANTIGUA = placeId(SACATEPEQUEZ, 'Antigua Guatemala');

/** Valid numbers (their check digits computed by hand against SAT's and RENAP's rules, see payoutRules.test.ts). */
export const VALID = {
  nit: '576937-K',
  dpi: '1587 56444 0904',
  iban: 'GT82 TRAJ 0102 0000 0012 1002 9690',
  bic: 'BAGTGTGC',
  account: '0123-456789-01',
};

export function beneficiary(captcha: string, fields: Record<string, unknown> = {}) {
  return {
    first_name: 'María',
    last_name: 'Gómez',
    company_name: 'Posada del Arco',
    country: 'gt',
    state: SACATEPEQUEZ,
    city: ANTIGUA,
    bank_name: 'Banco Industrial',
    account_number: VALID.account,
    iban: VALID.iban,
    bin: VALID.bic,
    real_address: '5a Avenida Norte 12',
    postal_code: '03001',
    captcha,
    ...fields,
  };
}

export function taxpayer(fields: Record<string, unknown> = {}) {
  return {
    taxpayer: true,
    name_on_tax: 'Posada del Arco, S.A.',
    identification_type: 'dpi',
    dpi: VALID.dpi,
    nit: VALID.nit,
    tax_regime: 'gt-general',
    country: 'gt',
    state: SACATEPEQUEZ,
    city: ANTIGUA,
    real_address: '5a Avenida Norte 12',
    postal_code: '03001',
    ...fields,
  };
}
