import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type App, type BuildOptions, buildApp } from '../../server/app.ts';
import { RATE_LIMITS } from '../../server/auth/limits.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import { readConfig, type ServerConfig } from '../../server/config.ts';
import { seedDemo } from '../../server/db/seed.ts';
import { castEmail, castId, type DemoCast, demoCast } from '../../server/db/seedCast.ts';
import { openSession } from '../../server/modules/auth/session.ts';

export interface TestApp extends App {
  inject: App['fastify']['inject'];
}

/**
 * With DATABASE_URL, a database of its own on that PostgreSQL server (so test files run side by side, and no
 * file's migration ever sees another file's tables come and go) and its URL, empty or a copy of `template`;
 * without, nothing (the caller uses the embedded database).
 */
export async function testDatabase(template?: string): Promise<{
  databaseUrl: string | undefined;
  dropDatabase(): Promise<void>;
}> {
  if (!process.env.DATABASE_URL) return { databaseUrl: undefined, dropDatabase: async () => {} };
  const name = `portal_t_${randomUUID().replaceAll('-', '')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    // A server process killed by a test may leave its sessions a moment: they are ended with the database.
    dropDatabase: () => admin(`drop database if exists ${name} with (force)`),
  };
}

/**
 * What a test server changes of the production configuration: its suites solve hundreds of captchas, and the
 * component suite signs every test account up from the one address of its one server. The limits' own tests
 * pass RATE_LIMITS back.
 */
export const TEST_SERVER: Pick<ServerConfig, 'captchaMaxCounter' | 'rateLimits'> = {
  captchaMaxCounter: 10,
  rateLimits: { ...RATE_LIMITS, registerPerAddress: { points: 1000, seconds: 60 * 60 } },
};

/** The configuration of every test app, before a test's overrides. */
function testConfig(dataDir: string, databaseUrl: string | undefined): ServerConfig {
  return {
    ...readConfig({ ...process.env, LOG_LEVEL: 'silent' }),
    databaseUrl,
    inMemoryDatabase: !databaseUrl,
    dataDir,
    staticDir: '/nonexistent',
    validateResponses: true,
    smtpUrl: undefined,
    recaptchaSecret: undefined,
    googleClientId: undefined,
    facebookAppId: undefined,
    jwtSecret: undefined,
    publicUrl: 'http://portal.test',
    ...TEST_SERVER,
  };
}

/**
 * What every test app starts from (issue 27): the schema migrated and the demo seeded once per run by
 * tests/server/globalSetup.ts, instead of by each of some 40 apps. `files` is the uploads folder the demo's
 * pictures were stored in; `database` the PostgreSQL template database, or `pglite` the embedded database dumped.
 */
export interface ServerTemplate {
  files: string;
  database?: string;
  pglite?: string;
  /** A server process's data folder with the demo seeded on the embedded database (its `pglite` and `files`). */
  dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    serverTemplate: ServerTemplate;
  }
}

/** Builds the template: a real app migrates and seeds, then lets its database go. */
export async function makeServerTemplate(): Promise<ServerTemplate & { remove(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-server-template-'));
  // Always on the embedded database on disk: the server processes' data folder, whatever this run's DATABASE_URL.
  const dataDir = path.join(dir, 'embedded');
  const embedded = await buildApp({ ...testConfig(dataDir, undefined), inMemoryDatabase: false });
  await seedDemo(embedded.deps.db, embedded.deps.storage);
  await embedded.close();
  const { databaseUrl, dropDatabase } = await testDatabase();
  const template: ServerTemplate = { files: path.join(dataDir, 'files'), dataDir };
  if (databaseUrl) {
    const postgresDir = path.join(dir, 'postgres');
    const app = await buildApp(testConfig(postgresDir, databaseUrl));
    await seedDemo(app.deps.db, app.deps.storage);
    await app.close();
    template.files = path.join(postgresDir, 'files');
    template.database = new URL(databaseUrl).pathname.slice(1);
  } else {
    // The apps load the embedded database's dump into memory.
    const client = new PGlite(path.join(dataDir, 'pglite'));
    await client.waitReady; // a dump asked for before PGlite is ready never settles
    const dump = await client.dumpDataDir('none');
    await client.close();
    template.pglite = path.join(dir, 'pglite.tar');
    fs.writeFileSync(template.pglite, Buffer.from(await dump.arrayBuffer()));
  }
  return {
    ...template,
    async remove() {
      await dropDatabase();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The run's template, when tests/server/globalSetup.ts made one (the server project), else none. */
function serverTemplate(): ServerTemplate | undefined {
  try {
    return inject('serverTemplate');
  } catch {
    return undefined;
  }
}

/**
 * A data folder of its own for a server process (scripts/serverProcess.ts), holding a copy of the run's template:
 * the demo migrated and seeded on the embedded database, so the process opens a database instead of building one.
 */
export function seededDataDir(): string {
  const template = serverTemplate();
  if (!template) throw new Error("No server template: the server project's globalSetup makes it");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-process-'));
  fs.cpSync(template.dataDir, dataDir, { recursive: true });
  return dataDir;
}

/** On PostgreSQL, a database of its own made from the run's template; on the embedded database, none. */
export const seededDatabase = () => testDatabase(serverTemplate()?.database);

/**
 * The real app on a real database, migrated and seeded with the demo: in-memory PGlite by default; with
 * DATABASE_URL, PostgreSQL in a database of its own (so test files run side by side), dropped on close. Both
 * start from the run's template when there is one; an app with keys of its own (`payoutDataKey`, `jwtSecret`)
 * builds its database itself, since the template's secrets are sealed with the default ones.
 */
export async function startTestApp(
  overrides: Partial<ServerConfig> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const template = 'payoutDataKey' in overrides || 'jwtSecret' in overrides ? undefined : serverTemplate();
  const dataDir = `/tmp/portal-server-tests/${randomUUID()}`;
  if (template) fs.cpSync(template.files, path.join(dataDir, 'files'), { recursive: true });
  const { databaseUrl, dropDatabase } = await testDatabase(template?.database);
  const startFrom = template?.pglite ? new Blob([fs.readFileSync(template.pglite)]) : undefined;
  const app = await buildApp(
    { ...testConfig(dataDir, databaseUrl), ...overrides },
    { startFrom, ...options },
  );
  if (!template) await seedDemo(app.deps.db, app.deps.storage);
  await app.fastify.ready();
  return {
    ...app,
    inject: app.fastify.inject.bind(app.fastify),
    async close() {
      await app.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const DEMO = { company: 'empresa@demo.gt', personal: 'personal@demo.gt', password: 'Demo1234' };

export async function loginAs(app: TestApp, email: string, password = DEMO.password): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/users/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Solves the built-in captcha the way the widget does: fetches an ALTCHA challenge, finds its counter with
 * altcha-lib's solver and answers base64 of `{ challenge, solution }` (tests run at a low CAPTCHA_MAX_COUNTER).
 */
export async function solveCaptcha(app: TestApp): Promise<string> {
  const { solveChallenge } = await import('altcha-lib');
  const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2');
  const challenge = (await app.inject({ method: 'GET', url: '/api/captcha' })).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The captcha challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export async function lastMailTo(app: TestApp, to: string) {
  const mails = (await app.inject({ method: 'GET', url: '/api/dev/outbox' })).json() as {
    to: string;
    link?: string;
    subject: string;
  }[];
  const mail = mails.find((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

export function secretOf(link: string | undefined): string {
  const secret = link ? new URL(link).searchParams.get('secret') : null;
  if (!secret) throw new Error(`no secret in ${link}`);
  return secret;
}

export async function registrationPayload(app: TestApp, email: string, extra: Record<string, unknown> = {}) {
  return {
    email,
    password: 'secreta123',
    first_name: 'María',
    last_name: 'Gómez',
    country: 'gt',
    confirm: true,
    language_code: 'es',
    role: 2,
    captcha: await solveCaptcha(app),
    ...extra,
  };
}

/**
 * A verified local account with the demo password, made the way the seed makes accounts; with a first name,
 * also its person record. Answers the user id.
 */
export async function createTestAccount(
  app: TestApp,
  account: { email: string; role: number; category?: 'company' | 'personal' | null; first_name?: string },
): Promise<string> {
  const id = randomUUID();
  await app.deps.db
    .insertInto('users')
    .values({
      id,
      email: account.email,
      password_hash: await hashPassword(DEMO.password),
      auth_provider: 'local',
      email_verified_at: new Date(),
      language: 'es',
      business_category: account.category === undefined ? 'personal' : account.category,
    })
    .execute();
  await app.deps.db.insertInto('user_roles').values({ user_id: id, role: account.role }).execute();
  if (account.first_name) {
    await app.deps.db
      .insertInto('persons')
      .values({
        user_id: id,
        first_name: account.first_name,
        last_name: 'Prueba',
        languages: '[]',
        phones: '[]',
      })
      .execute();
  }
  return id;
}

/**
 * A token of the user's session, as signing in answers it, without signing in: factories make many accounts,
 * and sign-ins from the one address of a test's requests are limited (RATE_LIMITS.loginPerAddress).
 */
export async function tokenFor(app: TestApp, userId: string): Promise<string> {
  return (await openSession(app.deps, userId)).token;
}

/**
 * A verified account of the calling test's own (createTestAccount, under an e-mail no one else has) and its
 * token; `business` gives it a business profile of that name, `complete` a complete basic profile (what
 * publishing asks of the owner).
 */
export async function newAccount(
  app: TestApp,
  account: {
    role: number;
    category?: 'company' | 'personal' | null;
    first_name?: string;
    business?: string;
    complete?: boolean;
  },
): Promise<{ id: string; email: string; token: string }> {
  const email = `cuenta-${randomUUID().slice(0, 8)}@prueba.gt`;
  const id = await createTestAccount(app, { email, ...account });
  if (account.business) {
    await app.deps.db
      .insertInto('business_profiles')
      .values({ user_id: id, name: account.business, email, languages: '[]', phones: '[]' })
      .execute();
  }
  if (account.complete) {
    await app.deps.db.updateTable('users').set({ basic_profile: true }).where('id', '=', id).execute();
  }
  return { id, email, token: await tokenFor(app, id) };
}

/**
 * A copy of the demo of the calling test's own (server/db/seedCast.ts): the same company with the same
 * products, pictures, reservations, threads and figures, under ids and e-mails of its own, for a test whose
 * subject is a change of a demo record, so the demo itself stays as seeded for the tests that read it. Answers
 * the copy's company (`demo-1`) and the copy's id of a demo id (`copyOf`).
 */
export async function demoCopy(app: TestApp): Promise<{
  cast: DemoCast;
  id: string;
  email: string;
  token: string;
  copyOf: (demoId: string) => string;
}> {
  const cast = demoCast(`t${randomUUID().replaceAll('-', '').slice(0, 12)}`);
  await seedDemo(app.deps.db, app.deps.storage, cast);
  const id = castId(cast, 'demo-1');
  return {
    cast,
    id,
    email: castEmail(cast, DEMO.company),
    token: await tokenFor(app, id),
    copyOf: (demoId) => castId(cast, demoId),
  };
}
