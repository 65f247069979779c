import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { type App, type BuildOptions, buildApp } from '../../server/app.ts';
import { RATE_LIMITS } from '../../server/auth/limits.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import { readConfig, type ServerConfig } from '../../server/config.ts';
import { seedDemo } from '../../server/db/seed.ts';

export interface TestApp extends App {
  inject: App['fastify']['inject'];
}

/**
 * With DATABASE_URL, a schema of its own on PostgreSQL (so test files run side by side) and the URL that
 * selects it; without, nothing (the caller uses the embedded database).
 */
export async function testDatabase(): Promise<{
  databaseUrl: string | undefined;
  dropSchema(): Promise<void>;
}> {
  if (!process.env.DATABASE_URL) return { databaseUrl: undefined, dropSchema: async () => {} };
  const schema = `t_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    databaseUrl: url.toString(),
    async dropSchema() {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      // Never while another file's app migrates (see `whileNoSchemaIsDropped`); the lock ends with the session.
      await client.query('select pg_advisory_lock($1)', [SCHEMA_DROP_LOCK]);
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    },
  };
}

/** The advisory lock between migrating one test schema and dropping another (any number, the same everywhere). */
const SCHEMA_DROP_LOCK = 25_2511;

/**
 * Runs `work` (building an app, which migrates its schema) while no test schema is being dropped. Kysely's
 * migrator first lists the tables of every schema, outside its own lock: a schema dropped by another file in that
 * moment failed the migration ("column … of relation … does not exist"), now and then, on PostgreSQL only.
 */
async function whileNoSchemaIsDropped<T>(
  databaseUrl: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock_shared($1)', [SCHEMA_DROP_LOCK]);
    return await work();
  } finally {
    await client.end();
  }
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

/**
 * The real app on a real database: in-memory PGlite by default; with DATABASE_URL, PostgreSQL in a
 * schema of its own (so test files run side by side), dropped on close.
 */
export async function startTestApp(
  overrides: Partial<ServerConfig> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const base = readConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const { databaseUrl, dropSchema } = await testDatabase();
  const app = await whileNoSchemaIsDropped(databaseUrl, () =>
    buildApp(
      {
        ...base,
        databaseUrl,
        inMemoryDatabase: !databaseUrl,
        dataDir: `/tmp/portal-server-tests/${randomUUID()}`,
        staticDir: '/nonexistent',
        validateResponses: true,
        smtpUrl: undefined,
        recaptchaSecret: undefined,
        googleClientId: undefined,
        facebookAppId: undefined,
        jwtSecret: undefined,
        publicUrl: 'http://portal.test',
        ...TEST_SERVER,
        ...overrides,
      },
      options,
    ),
  );
  await seedDemo(app.deps.db, app.deps.storage);
  await app.fastify.ready();
  return {
    ...app,
    inject: app.fastify.inject.bind(app.fastify),
    async close() {
      await app.close();
      await dropSchema();
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
  account: { email: string; role: number; category?: 'company' | 'personal'; first_name?: string },
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
      business_category: account.category ?? 'personal',
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
