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
 * With DATABASE_URL, a database of its own on that PostgreSQL server (so test files run side by side, and no
 * file's migration ever sees another file's tables come and go) and its URL; without, nothing (the caller uses
 * the embedded database).
 */
export async function testDatabase(): Promise<{
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
  await admin(`create database ${name}`);
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

/**
 * The real app on a real database: in-memory PGlite by default; with DATABASE_URL, PostgreSQL in a
 * database of its own (so test files run side by side), dropped on close.
 */
export async function startTestApp(
  overrides: Partial<ServerConfig> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const base = readConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const { databaseUrl, dropDatabase } = await testDatabase();
  const app = await buildApp(
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
  );
  await seedDemo(app.deps.db, app.deps.storage);
  await app.fastify.ready();
  return {
    ...app,
    inject: app.fastify.inject.bind(app.fastify),
    async close() {
      await app.close();
      await dropDatabase();
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
