import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentHandlers } from '../../server/modules/payments/payments.handlers.ts';
import {
  decryptPayoutValue,
  encryptPayoutValue,
  loadPayoutKey,
  parsePayoutKey,
} from '../../server/modules/payments/payoutCrypto.ts';
import { beneficiary } from './paymentFixtures.ts';
import { bearer, createTestAccount, loginAs, solveCaptcha, startTestApp, type TestApp } from './testApp.ts';

const configured = randomBytes(32);
/** One app that creates its key, one that is given PAYOUT_DATA_KEY. */
let app: TestApp;
let configuredApp: TestApp;
beforeAll(async () => {
  [app, configuredApp] = await Promise.all([
    startTestApp(),
    startTestApp({ payoutDataKey: configured.toString('base64') }),
  ]);
});
afterAll(async () => {
  await app?.close();
  await configuredApp?.close();
});

describe('payout data encryption (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('seals each value with a fresh IV and opens it again', () => {
    const one = encryptPayoutValue(key, '012345678901');
    const two = encryptPayoutValue(key, '012345678901');
    expect(one).toMatch(/^v1:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+:[A-Za-z0-9+/=]+$/);
    expect(one).not.toBe(two);
    expect(decryptPayoutValue(key, one)).toBe('012345678901');
  });

  it('refuses a tampered value and another key', () => {
    const sealed = encryptPayoutValue(key, '012345678901');
    const [v, iv, tag, data] = sealed.split(':');
    const flipped = Buffer.from(data ?? '', 'base64');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => decryptPayoutValue(key, [v, iv, tag, flipped.toString('base64')].join(':'))).toThrow();
    expect(() => decryptPayoutValue(randomBytes(32), sealed)).toThrow();
    expect(() => decryptPayoutValue(key, 'v0:a:b:c')).toThrow();
  });

  it('takes PAYOUT_DATA_KEY only as 32 bytes in base64', () => {
    expect(parsePayoutKey(key.toString('base64'))).toEqual(key);
    expect(() => parsePayoutKey(randomBytes(16).toString('base64'))).toThrow(/PAYOUT_DATA_KEY/);
    expect(() => parsePayoutKey('not base64 at all, but long enough to be 32 bytes maybe')).toThrow(
      /PAYOUT_DATA_KEY/,
    );
  });

  it('creates the key once and keeps it in the database when none is configured', async () => {
    const first = await loadPayoutKey(app.deps.db, undefined);
    expect(first).toHaveLength(32);
    expect(await loadPayoutKey(app.deps.db, undefined)).toEqual(first);
    // A malformed PAYOUT_DATA_KEY stops the handlers from being built, so the server does not start.
    const malformed = { ...app.deps, config: { ...app.deps.config, payoutDataKey: 'c2hvcnQ=' } };
    expect(() => paymentHandlers(malformed)).toThrow(/PAYOUT_DATA_KEY/);
  });

  it('encrypts with the configured key', async () => {
    const app = configuredApp;
    const id = await createTestAccount(app, { email: 'clave@demo.gt', role: 2 });
    const token = await loginAs(app, 'clave@demo.gt');
    const res = await app.inject({
      method: 'PUT',
      url: `/api/payment/beneficiary/${id}`,
      headers: bearer(token),
      payload: beneficiary(await solveCaptcha(app)),
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await app.deps.db
      .selectFrom('beneficiaries')
      .select('account_number_enc')
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(decryptPayoutValue(configured, row.account_number_enc)).toBe('012345678901');
  });
});
