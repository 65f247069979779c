import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { freePort, startServerProcess } from '../../scripts/serverProcess.ts';
import { parseTrustProxy, productionProblems, readConfig } from '../../server/config.ts';
import { DEMO, lastMailTo, loginAs, seededDataDir, startTestApp, type TestApp } from './testApp.ts';

/** The Web Push key pair production requires (issue 32), made for the test as `web-push generate-vapid-keys` does. */
const vapid = webpush.generateVAPIDKeys();
const VAPID = { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey };

/** What a deployment gets without anyone knowing which settings to set. */
// Each of these starts a server process, which takes long on a busy 2-core machine.
describe('safe defaults', { timeout: 90_000 }, () => {
  it('seeds the demo accounts (a known operator password) only on the embedded database', () => {
    expect(readConfig({}).seedDemo).toBe(true);
    expect(readConfig({ DATABASE_URL: 'postgres://db/portal' }).seedDemo).toBe(false);
    expect(readConfig({ DATABASE_URL: 'postgres://db/portal', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(readConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('trusts no proxy unless TRUST_PROXY names them, and never everyone', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1')).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
  });

  it('never seeds the demo accounts in production, and refuses SEED_DEMO=1 there', () => {
    const production = { NODE_ENV: 'production', MAIL_OUTBOX: '1' };
    expect(readConfig(production).seedDemo).toBe(false);
    const asked = readConfig({ ...production, SEED_DEMO: '1' });
    expect(productionProblems(asked).join('\n')).toMatch(/SEED_DEMO=1 is refused in production/);
    expect(productionProblems(readConfig(production)).join('\n')).not.toMatch(/SEED_DEMO/);
  });

  it('refuses a production start whose mail would stay in the outbox, saying what to set', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SMTP_URL: '',
        MAIL_OUTBOX: '',
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-prod-')),
        PORT: '0',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('SMTP_URL');
    expect(run.stderr).toContain('MAIL_OUTBOX=1');
  });
});

// Each of these starts a server process, which takes long on a busy 2-core machine.
describe('the data folder', { timeout: 90_000 }, () => {
  it('is the server owner’s alone: database files, signing key and uploads', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-modes-'));
    // A folder someone made open for everyone beforehand is closed at start.
    fs.chmodSync(dataDir, 0o777);
    // The embedded database, whatever this run's DATABASE_URL: its files are what must be closed.
    const server = await startServerProcess({ dataDir, env: { SEED_DEMO: '0', DATABASE_URL: '' } });
    try {
      const open: string[] = [];
      const walk = (dir: string) => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
          const full = path.join(dir, entry.name);
          if ((fs.statSync(full).mode & 0o077) !== 0) open.push(full);
          if (entry.isDirectory()) walk(full);
        }
      };
      expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
      walk(dataDir);
      expect(fs.readdirSync(path.join(dataDir, 'pglite')).length).toBeGreaterThan(0);
      expect(open).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});

// Each of these starts a server process, which takes long on a busy 2-core machine.
describe('over https, and the built app', { timeout: 90_000 }, () => {
  let app: TestApp;
  let plain: TestApp;
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-static-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(staticDir, 'assets'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Portal</title>');
    fs.writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'console.log(1)');
    fs.writeFileSync(path.join(staticDir, 'assets', 'app.js.map'), '{"version":3,"sources":["secret.ts"]}');
    // The server's rendering module the build puts beside the app (vite.config.ts): loaded, never served.
    fs.mkdirSync(path.join(staticDir, 'server'));
    fs.writeFileSync(
      path.join(staticDir, 'server', 'render.mjs'),
      '// the rendering module of src/ssr/render.tsx\nexport const SERVER_RENDERED_PATHS = [];\n' +
        'export function answerRequestsWith() {}\nexport async function renderPage() { return null; }\n',
    );
    [app, plain] = await Promise.all([
      startTestApp({ publicUrl: 'https://portal.example.gt', staticDir }),
      startTestApp({ publicUrl: 'http://localhost:3000' }),
    ]);
  });

  afterAll(async () => {
    await Promise.all([app?.close(), plain?.close()]);
  });

  it('sends HSTS only when the public address is https', async () => {
    const secure = await app.inject({ method: 'GET', url: '/api/health' });
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    const insecure = await plain.inject({ method: 'GET', url: '/api/health' });
    expect(insecure.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves the app’s code but never a source map', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/app.js' })).statusCode).toBe(200);
    const map = await app.inject({ method: 'GET', url: '/assets/app.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
  });

  it('never serves the server’s rendering module', async () => {
    const module = await app.inject({ method: 'GET', url: '/server/render.mjs' });
    expect(module.statusCode).toBe(404);
    expect(module.body).not.toContain('rendering module');
  });
});

/** `npm start`'s server with its output kept: answers what it printed once `ask` has run against it. */
async function startAndWatch(
  env: Record<string, string>,
  ask: (url: string) => Promise<void>,
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-log-')),
): Promise<string> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: '0',
      LOG_LEVEL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  try {
    const deadline = Date.now() + 60_000;
    while (!output.includes('Provider portal:')) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`no banner:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await ask(`http://127.0.0.1:${port}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    return output;
  } finally {
    child.kill('SIGTERM');
  }
}

// Each of these starts a server process, which takes long on a busy 2-core machine.
describe('what npm start prints', { timeout: 90_000 }, () => {
  it('ends with the address and the accounts, and logs no request unless asked', async () => {
    // A folder `npm start` made before: what it prints is the same on every start.
    const output = await startAndWatch(
      {},
      async (url) => {
        expect((await fetch(`${url}/api/health`)).ok).toBe(true);
      },
      seededDataDir(),
    );
    const lines = output.trimEnd().split('\n');
    expect(lines.at(-1)).toMatch(/^─+$/);
    expect(output).toMatch(/Provider portal: http:\/\/127\.0\.0\.1:\d+/);
    expect(output).toContain('LOG_LEVEL=info shows one line per request');
    expect(output).not.toContain('"msg"');
  });

  it('with LOG_LEVEL=info, logs one line per request, secrets left out', async () => {
    const output = await startAndWatch(
      { LOG_LEVEL: 'info' },
      async (url) => {
        await fetch(`${url}/api/health?secret=hunter2`);
        await fetch(`${url}/api/dev/outbox`);
      },
      seededDataDir(),
    );
    const requests = output.split('\n').filter((line) => line.includes('"msg":"request"'));
    expect(requests).toHaveLength(2);
    expect(JSON.parse(requests[0] as string)).toMatchObject({
      method: 'GET',
      url: '/api/health?secret=[redacted]',
      status: 200,
    });
    expect(output).not.toContain('hunter2');
    expect(output).not.toContain('incoming request');
  });
});

// Each of these starts a server process, which takes long on a busy 2-core machine.
describe('production on the embedded database', { timeout: 120_000 }, () => {
  const production = {
    NODE_ENV: 'production',
    MAIL_OUTBOX: '1',
    PAYOUT_DATA_KEY: randomBytes(32).toString('base64'),
    PUBLIC_URL: 'https://portal.example.gt',
    SEED_DEMO: '',
    ...VAPID,
  };

  it('has no demo operator: its published password signs nobody in, and the outbox wants the operator', async () => {
    await startAndWatch(production, async (url) => {
      const login = await fetch(`${url}/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'soporte@demo.gt', password: 'Demo1234' }),
      });
      expect(login.status).toBe(401);
      expect((await fetch(`${url}/api/dev/outbox`)).status).toBe(401);
    });
  });

  it('will not start on a database that still holds a demo account with the published password', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-demo-left-'));
    // A development start seeded this folder; then someone deploys on it.
    const seeded = await startServerProcess({
      dataDir,
      env: { SEED_DEMO: '1', DATABASE_URL: '', PAYOUT_DATA_KEY: production.PAYOUT_DATA_KEY },
    });
    await seeded.stop();
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, ...production, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0' },
      encoding: 'utf8',
      timeout: 90_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/demo accounts with the published password/);
    expect(run.stderr).toContain('soporte@demo.gt');
  });
});

describe('requests too large for the HTTP parser', { timeout: 60_000 }, () => {
  let app: TestApp;
  let url: string;
  beforeAll(async () => {
    app = await startTestApp();
    await app.fastify.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.fastify.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => app?.close());

  it('answer 431 in the contract’s Error shape, for a long path, a long query and a long header', async () => {
    const long = 'a'.repeat(70_000);
    for (const [target, headers] of [
      [`/api/products/${long}`, {}],
      [`/api/health?q=${long}`, {}],
      ['/api/health', { 'x-padding': long }],
    ] as const) {
      const res = await fetch(`${url}${target}`, { headers });
      expect(res.status).toBe(431);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({
        status: 431,
        code: 'headers_too_large',
        message: 'The request line or its headers are too large',
      });
    }
  });
});

describe('the links the server writes (issue 26)', { timeout: 60_000 }, () => {
  let app: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    [app, proxied] = await Promise.all([
      startTestApp({ publicUrl: undefined }),
      startTestApp({ publicUrl: undefined, trustProxy: 1 }),
    ]);
  });
  afterAll(async () => Promise.all([app?.close(), proxied?.close()]));

  const forgotPassword = (server: TestApp, headers: Record<string, string>) =>
    server.inject({
      method: 'POST',
      url: '/users/forgot-password',
      headers,
      payload: { email: DEMO.personal, language_code: 'es' },
    });

  it('without PUBLIC_URL, go to the address the request came to, not localhost', async () => {
    expect((await forgotPassword(app, { host: '192.168.1.20:3000' })).statusCode).toBe(200);
    expect((await lastMailTo(app, DEMO.personal)).link).toMatch(
      /^http:\/\/192\.168\.1\.20:3000\/reset-password\?/,
    );

    // The iCal export link too.
    const token = await loginAs(app, DEMO.company);
    const id = randomUUID();
    await app.deps.db
      .insertInto('products')
      .values({ id, provider_id: 'demo-1', product_type: 1, name: 'Casa enlace', updated_at: new Date() })
      .execute();
    const sync = await app.inject({
      method: 'GET',
      url: `/api/calendar/products/${id}/sync`,
      headers: { authorization: `Bearer ${token}`, host: 'portal.lan:8080' },
    });
    expect(sync.statusCode, sync.body).toBe(200);
    expect(sync.json().export_url).toMatch(/^http:\/\/portal\.lan:8080\/api\/ical\/[A-Za-z0-9_-]{32}\.ics$/);
  });

  it('take the forwarded host and protocol only from a proxy TRUST_PROXY names', async () => {
    const forwarded = {
      host: '10.0.0.5:3000',
      'x-forwarded-host': 'portal.example.gt',
      'x-forwarded-proto': 'https',
    };
    expect((await forgotPassword(proxied, forwarded)).statusCode).toBe(200);
    expect((await lastMailTo(proxied, DEMO.personal)).link).toMatch(
      /^https:\/\/portal\.example\.gt\/reset-password\?/,
    );
    // A server trusting no proxy ignores the headers any caller can send.
    expect((await forgotPassword(app, forwarded)).statusCode).toBe(200);
    expect((await lastMailTo(app, DEMO.personal)).link).toMatch(
      /^http:\/\/10\.0\.0\.5:3000\/reset-password\?/,
    );
  });

  it('with PUBLIC_URL, go there whatever Host a request names', async () => {
    const fixed = await startTestApp({ publicUrl: 'https://portal.example.gt' });
    try {
      expect((await forgotPassword(fixed, { host: 'evil.example' })).statusCode).toBe(200);
      expect((await lastMailTo(fixed, DEMO.personal)).link).toMatch(
        /^https:\/\/portal\.example\.gt\/reset-password\?/,
      );
    } finally {
      await fixed.close();
    }
  });

  it('are why production refuses to start without PUBLIC_URL: a forged Host would get a reset link', () => {
    const production = {
      NODE_ENV: 'production',
      MAIL_OUTBOX: '1',
      PAYOUT_DATA_KEY: randomBytes(32).toString('base64'),
      ...VAPID,
    };
    expect(productionProblems(readConfig(production))).toEqual([
      expect.stringMatching(/^PUBLIC_URL is not set/),
    ]);
    expect(
      productionProblems(readConfig({ ...production, PUBLIC_URL: 'https://portal.example.gt/' })),
    ).toEqual([]);
    expect(readConfig({ ...production, PUBLIC_URL: 'https://portal.example.gt/' }).publicUrl).toBe(
      'https://portal.example.gt',
    );
    expect(productionProblems(readConfig({ ...production, PUBLIC_URL: 'portal.example.gt' }))).toEqual([
      expect.stringMatching(/^PUBLIC_URL must be the portal's origin/),
    ]);
    // Outside production a link follows the request.
    expect(productionProblems(readConfig({}))).toEqual([]);
  });
});
