import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { productionProblems, readConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/database.ts';
import { migrateTo, migrateToLatest } from '../../server/db/migrate.ts';
import {
  decryptPayoutValue,
  encryptPayoutValue,
  loadPayoutKey,
  parsePayoutKey,
} from '../../server/modules/payments/payoutCrypto.ts';
import { openPayoutKey } from '../../server/modules/payments/sealedColumns.ts';
import { beneficiary } from './paymentFixtures.ts';
import {
  bearer,
  createTestAccount,
  loginAs,
  solveCaptcha,
  startTestApp,
  type TestApp,
  testDatabase,
} from './testApp.ts';

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
    // A malformed PAYOUT_DATA_KEY stops the start (buildApp opens the key before anything is served).
    await expect(openPayoutKey(app.deps.db, 'c2hvcnQ=')).rejects.toThrow(/PAYOUT_DATA_KEY .*5 bytes/);
  });

  it('encrypts with the configured key', async () => {
    const id = await savedBeneficiary(configuredApp, 'clave@demo.gt');
    const row = await configuredApp.deps.db
      .selectFrom('beneficiaries')
      .select('account_number_enc')
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(decryptPayoutValue(configured, row.account_number_enc)).toBe('012345678901');
  });
});

/** A new provider whose beneficiary is saved through the API; answers the user id. */
async function savedBeneficiary(app: TestApp, email: string): Promise<string> {
  const id = await createTestAccount(app, { email, role: 2 });
  const token = await loginAs(app, email);
  const res = await app.inject({
    method: 'PUT',
    url: `/api/payment/beneficiary/${id}`,
    headers: bearer(token),
    payload: beneficiary(await solveCaptcha(app)),
  });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

describe('the payout key in production (issue 25)', () => {
  // Production's other keys, so that only the payout key's problems are left (Web Push's since issue 32).
  const vapid = webpush.generateVAPIDKeys();
  const production = (env: Record<string, string>) =>
    productionProblems(
      readConfig({
        NODE_ENV: 'production',
        SMTP_URL: 'smtp://mail.test',
        PUBLIC_URL: 'https://portal.example.gt',
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        ...env,
      }),
    );

  it('refuses to start without PAYOUT_DATA_KEY, saying how to make one', () => {
    const [problem, ...others] = production({});
    expect(others).toEqual([]);
    expect(problem).toMatch(/^PAYOUT_DATA_KEY is not set/);
    expect(problem).toContain('openssl rand -base64 32');
    expect(problem).toContain("require('crypto').randomBytes(32).toString('base64')");
    expect(problem).toContain('npm run payout-key:rotate');
  });

  it('refuses a key that is not 32 bytes of base64, never repeating it', () => {
    const short = randomBytes(16).toString('base64');
    expect(production({ PAYOUT_DATA_KEY: short })).toEqual([
      expect.stringMatching(/PAYOUT_DATA_KEY .*16 bytes/),
    ]);
    expect(production({ PAYOUT_DATA_KEY: short })[0]).not.toContain(short);
    expect(production({ PAYOUT_DATA_KEY: 'una clave cualquiera' })).toEqual([
      expect.stringMatching(/PAYOUT_DATA_KEY .*not base64/),
    ]);
    expect(production({ PAYOUT_DATA_KEY: randomBytes(32).toString('base64') })).toEqual([]);
  });

  it('keeps the database-kept key outside production', () => {
    expect(productionProblems(readConfig({}))).toEqual([]);
  });
});

describe('a key that does not open what is stored', () => {
  it('stops the start, and creates no key in the database on the way', async () => {
    const db = configuredApp.deps.db;
    await savedBeneficiary(configuredApp, 'clave-abierta@demo.gt');
    await expect(openPayoutKey(db, randomBytes(32).toString('base64'))).rejects.toThrow(
      /PAYOUT_DATA_KEY does not open .*beneficiaries\.account_number_enc/,
    );
    await expect(openPayoutKey(db, undefined)).rejects.toThrow(/PAYOUT_DATA_KEY is not set/);
    const kept = await db
      .selectFrom('app_secrets')
      .select('name')
      .where('name', '=', 'payout_data_key')
      .execute();
    expect(kept).toEqual([]);
    expect(await openPayoutKey(db, configured.toString('base64'))).toEqual(configured);
  });
});

describe('passport and national-id numbers kept in clear before issue 25 (migration 0015)', () => {
  it('are sealed with the server key by the migration, their clear columns gone; a wrong key changes nothing', async () => {
    const { databaseUrl, dropDatabase } = await testDatabase();
    const { db } = openDatabase({
      ...readConfig({ ...process.env, LOG_LEVEL: 'silent' }),
      databaseUrl,
      inMemoryDatabase: !databaseUrl,
    });
    try {
      const key = randomBytes(32);
      const asked: string[] = [];
      await migrateTo(db, '0014_things_to_do', { payoutKey: async () => key });
      const ids = [randomUUID(), randomUUID(), randomUUID()];
      for (const [index, id] of ids.entries()) {
        await db
          .insertInto('users')
          .values({ id, email: `claro${index}@demo.gt`, language: 'es', auth_provider: 'local' })
          .execute();
      }
      const [withPassport, withNationalId, withDpi] = ids;
      const dpiSealed = encryptPayoutValue(key, '1587564440904');
      await sql`insert into tax_registers (user_id, taxpayer, name_on_tax, identification_type, passport, national_id, dpi_enc, dpi_last4, country, real_address)
        values (${withPassport}, false, 'Ana', 'passport', 'A1234567', null, null, null, 'gt', 'Calle 1'),
               (${withNationalId}, false, 'Luis', 'national_id', null, '04567890-1', null, null, 'sv', 'Calle 2'),
               (${withDpi}, false, 'Eva', 'dpi', null, null, ${dpiSealed}, '0904', 'gt', 'Calle 3')`.execute(
        db,
      );

      await expect(
        migrateToLatest(db, {
          payoutKey: async () => {
            asked.push('wrong');
            return randomBytes(32);
          },
        }),
      ).rejects.toThrow(/does not open tax_registers\.dpi_enc/);
      const untouched = await sql<{
        passport: string | null;
      }>`select passport from tax_registers where user_id = ${withPassport}`.execute(db);
      expect(untouched.rows).toEqual([{ passport: 'A1234567' }]);

      await migrateToLatest(db, {
        payoutKey: async () => {
          asked.push('right');
          return key;
        },
      });
      expect(asked).toEqual(['wrong', 'right']);
      const rows = await db.selectFrom('tax_registers').selectAll().orderBy('name_on_tax').execute();
      const open = (value: string | null) => (value === null ? null : decryptPayoutValue(key, value));
      expect(
        rows.map((row) => ({
          name: row.name_on_tax,
          passport: open(row.passport_enc),
          passport_last4: row.passport_last4,
          national_id: open(row.national_id_enc),
          national_id_last4: row.national_id_last4,
          dpi: open(row.dpi_enc),
        })),
      ).toEqual([
        {
          name: 'Ana',
          passport: 'A1234567',
          passport_last4: '4567',
          national_id: null,
          national_id_last4: null,
          dpi: null,
        },
        {
          name: 'Eva',
          passport: null,
          passport_last4: null,
          national_id: null,
          national_id_last4: null,
          dpi: '1587564440904',
        },
        {
          name: 'Luis',
          passport: null,
          passport_last4: null,
          national_id: '04567890-1',
          national_id_last4: '8901',
          dpi: null,
        },
      ]);
      expect(rows.map((row) => Object.keys(row))[0]).not.toContain('passport');
      expect(rows.map((row) => Object.keys(row))[0]).not.toContain('national_id');
    } finally {
      await db.destroy();
      await dropDatabase();
    }
  });
});
