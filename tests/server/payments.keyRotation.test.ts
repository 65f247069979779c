import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/database.ts';
import {
  decryptPayoutValue,
  encryptPayoutValue,
  opensWith,
  storedPayoutKey,
} from '../../server/modules/payments/payoutCrypto.ts';
import { rotatePayoutKey } from '../../server/modules/payments/payoutKeyRotation.ts';
import { openPayoutKey, SEALED_COLUMNS } from '../../server/modules/payments/sealedColumns.ts';
import { beneficiary, taxpayer } from './paymentFixtures.ts';
import {
  bearer,
  createTestAccount,
  loginAs,
  solveCaptcha,
  startTestApp,
  type TestApp,
  testDatabase,
} from './testApp.ts';

/*
 * Issue 25: `npm run payout-key:rotate` seals every payout value again under a new key in one transaction
 * (server/modules/payments/payoutKeyRotation.ts). Data saved through the API, rotated, and read back by a
 * server restarted with the new key; a rotation that fails midway leaves everything under the old key.
 */

const b64 = (key: Buffer) => key.toString('base64');

/** Every sealed value in the database by `table.column user`, so two moments compare value for value. */
async function sealedValues(db: Db): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const [table, columns] of Object.entries(SEALED_COLUMNS)) {
    const rows = await db
      .selectFrom(table as keyof typeof SEALED_COLUMNS)
      .selectAll()
      .orderBy('user_id')
      .execute();
    for (const row of rows as Record<string, unknown>[]) {
      for (const column of columns) {
        const value = row[column];
        if (typeof value === 'string') values[`${table}.${column} ${row.user_id}`] = value;
      }
    }
  }
  return values;
}

const opened = (key: Buffer, sealed: Record<string, string>) =>
  Object.fromEntries(Object.entries(sealed).map(([name, value]) => [name, decryptPayoutValue(key, value)]));

/** A new provider with its beneficiary and tax register saved through the API (the tax fields over a taxpayer with a DPI). */
async function providerWithPayoutData(app: TestApp, email: string, tax: Record<string, unknown> = {}) {
  const id = await createTestAccount(app, { email, role: 2 });
  const token = await loginAs(app, email);
  const put = async (what: 'beneficiary' | 'tax', payload: object) => {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/payment/${what}/${id}`,
      headers: bearer(token),
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  await put('beneficiary', beneficiary(await solveCaptcha(app)));
  await put('tax', taxpayer(tax));
  return { id, email };
}

const withPassport = {
  taxpayer: false,
  identification_type: 'passport',
  passport: 'B7654321',
  dpi: undefined,
  nit: undefined,
  tax_regime: undefined,
};
const withNationalId = {
  ...withPassport,
  identification_type: 'national_id',
  passport: undefined,
  national_id: '04567890-1',
  country: 'sv',
  state: undefined,
  city: undefined,
};

/** What the API answers each provider of its payout data (masked), to compare before and after. */
async function answers(app: TestApp, providers: { id: string; email: string }[]) {
  return Promise.all(
    providers.map(async ({ id, email }) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/payment/profile/${id}`,
        headers: bearer(await loginAs(app, email)),
      });
      return res.json();
    }),
  );
}

describe('rotating the payout key', { timeout: 180_000 }, () => {
  let database: Awaited<ReturnType<typeof testDatabase>>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-rotation-'));
  beforeAll(async () => {
    database = await testDatabase();
  });
  afterAll(async () => {
    await database?.dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The server on one database that outlives it (on disk, or a database of PostgreSQL), with this key. */
  const start = (key: Buffer) =>
    startTestApp({
      databaseUrl: database.databaseUrl,
      inMemoryDatabase: false,
      dataDir,
      payoutDataKey: b64(key),
    });

  it('moves every value to the new key: a server restarted with it answers the same, the old key opens none', async () => {
    const old = randomBytes(32);
    const next = randomBytes(32);
    let app = await start(old);
    let providers: { id: string; email: string }[];
    let before: Record<string, string>;
    let shown: unknown[];
    try {
      providers = [
        await providerWithPayoutData(app, 'rota-dpi@demo.gt'),
        await providerWithPayoutData(app, 'rota-pasaporte@demo.gt', withPassport),
        await providerWithPayoutData(app, 'rota-documento@demo.gt', withNationalId),
      ];
      shown = await answers(app, providers);
      before = await sealedValues(app.deps.db);

      const rotation = await rotatePayoutKey(app.deps.db, { current: b64(old), next });
      expect(rotation).toEqual({
        resealed: {
          'beneficiaries.account_number_enc': 3,
          'beneficiaries.iban_enc': 3,
          'tax_registers.dpi_enc': 1,
          'tax_registers.passport_enc': 1,
          'tax_registers.national_id_enc': 1,
        },
        from: 'PAYOUT_DATA_KEY',
        storedKeyRemoved: false,
      });
      // What a start does with each key: the old one is refused, the new one opens everything.
      await expect(openPayoutKey(app.deps.db, b64(old))).rejects.toThrow(/PAYOUT_DATA_KEY does not open/);
      expect(await openPayoutKey(app.deps.db, b64(next))).toEqual(next);
    } finally {
      await app.close();
    }

    app = await start(next);
    try {
      const after = await sealedValues(app.deps.db);
      expect(Object.keys(after)).toEqual(Object.keys(before));
      expect(opened(next, after)).toEqual(opened(old, before));
      expect(Object.values(after).filter((value) => opensWith(old, value))).toEqual([]);
      expect(await answers(app, providers)).toEqual(shown);
      // New saves go under the new key.
      const later = await providerWithPayoutData(app, 'rota-despues@demo.gt');
      const sealed = await sealedValues(app.deps.db);
      expect(decryptPayoutValue(next, sealed[`tax_registers.dpi_enc ${later.id}`] ?? '')).toBe(
        '1587564440904',
      );
    } finally {
      await app.close();
    }
  });
});

describe('npm run payout-key:rotate', { timeout: 180_000 }, () => {
  let database: Awaited<ReturnType<typeof testDatabase>>;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-rotation-command-'));
  beforeAll(async () => {
    database = await testDatabase();
  });
  afterAll(async () => {
    await database?.dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('rotates the database the server uses, printing counts and no key but the generated one', async () => {
    const current = randomBytes(32);
    const on = (key: string) =>
      startTestApp({
        databaseUrl: database.databaseUrl,
        inMemoryDatabase: false,
        dataDir,
        payoutDataKey: key,
      });
    const server = await on(b64(current));
    let before: Record<string, string>;
    try {
      await providerWithPayoutData(server, 'rota-orden@demo.gt', withPassport);
      before = await sealedValues(server.deps.db);
    } finally {
      await server.close();
    }

    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/rotate-payout-key.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: database.databaseUrl ?? '',
        DATA_DIR: dataDir,
        PAYOUT_DATA_KEY: b64(current),
        NEW_PAYOUT_DATA_KEY: '',
      },
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/3 values sealed again/);
    expect(run.stdout).toMatch(/tax_registers\.passport_enc\s+1\n/);
    const printed = run.stdout.match(/PAYOUT_DATA_KEY=(\S+)/)?.[1] ?? '';
    expect(Buffer.from(printed, 'base64')).toHaveLength(32);
    expect(run.stdout).not.toContain(b64(current));
    expect(run.stdout).not.toMatch(/B7654321|012345678901/);

    const restarted = await on(printed);
    try {
      expect(opened(Buffer.from(printed, 'base64'), await sealedValues(restarted.deps.db))).toEqual(
        opened(current, before),
      );
    } finally {
      await restarted.close();
    }
  });
});

describe('rotating away from the key kept in the database', { timeout: 120_000 }, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it('leaves no payout key in the database; a start without PAYOUT_DATA_KEY is then refused', async () => {
    await providerWithPayoutData(app, 'guardada@demo.gt');
    const stored = (await storedPayoutKey(app.deps.db)) as Buffer;
    expect(stored).toHaveLength(32);
    const before = await sealedValues(app.deps.db);
    const next = randomBytes(32);

    const rotation = await rotatePayoutKey(app.deps.db, { current: undefined, next });
    expect(rotation).toMatchObject({ from: 'database', storedKeyRemoved: true });
    expect(await storedPayoutKey(app.deps.db)).toBeNull();
    expect(opened(next, await sealedValues(app.deps.db))).toEqual(opened(stored, before));

    await expect(openPayoutKey(app.deps.db, undefined)).rejects.toThrow(/PAYOUT_DATA_KEY is not set/);
    expect(await storedPayoutKey(app.deps.db)).toBeNull();
    expect(await openPayoutKey(app.deps.db, b64(next))).toEqual(next);
  });
});

describe('a rotation that fails midway', { timeout: 120_000 }, () => {
  const old = randomBytes(32);
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ payoutDataKey: b64(old) });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('changes nothing: every value still opens with the old key', async () => {
    await providerWithPayoutData(app, 'intacta@demo.gt');
    const broken = await providerWithPayoutData(app, 'rota-mal@demo.gt', withPassport);
    // A passport sealed under some other key: met after every beneficiary row has been sealed again.
    await app.deps.db
      .updateTable('tax_registers')
      .set({ passport_enc: encryptPayoutValue(randomBytes(32), 'B7654321') })
      .where('user_id', '=', broken.id)
      .execute();
    const before = await sealedValues(app.deps.db);

    const failure = rotatePayoutKey(app.deps.db, { current: b64(old), next: randomBytes(32) });
    await expect(failure).rejects.toThrow(
      new RegExp(
        `tax_registers\\.passport_enc \\(user ${broken.id}\\) does not open with PAYOUT_DATA_KEY: nothing was changed`,
      ),
    );
    await expect(failure).rejects.not.toThrow(/B7654321/);

    expect(await sealedValues(app.deps.db)).toEqual(before);
    const { [`tax_registers.passport_enc ${broken.id}`]: planted, ...rest } = before;
    expect(planted).toBeDefined();
    expect(Object.values(rest).every((value) => opensWith(old, value))).toBe(true);
    expect(Object.keys(rest)).toHaveLength(5);
  });

  it('refuses a new key equal to the current one', async () => {
    await expect(rotatePayoutKey(app.deps.db, { current: b64(old), next: old })).rejects.toThrow(
      /the current one/,
    );
  });
});
