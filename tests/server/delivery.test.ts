import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD } from '../../server/http/delivery.ts';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './testApp.ts';

/**
 * How the built app and the API reach a browser: precompressed assets, cache headers, no source maps, JSON
 * compressed when asked, one log line per request. The "build" is a temporary folder laid out as Vite's.
 */
const ASSET = '/assets/app-Bx3k9Q2a.js';
const assetSource = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `palabra ${i}`))};\n`;
const pageSource = `<!doctype html><html lang="es"><head><title>Portal</title><script type="module" src="${ASSET}"></script></head><body><div id="root"></div>${'<!-- relleno -->'.repeat(80)}</body></html>`;

const brotli = (text: string) => zlib.brotliCompressSync(text);
const gzip = (text: string) => zlib.gzipSync(text);

function writeBuild(dir: string) {
  fs.mkdirSync(path.join(dir, 'assets'));
  const write = (name: string, data: string | Buffer) => fs.writeFileSync(path.join(dir, name), data);
  write('index.html', pageSource);
  write('index.html.br', brotli(pageSource));
  write('index.html.gz', gzip(pageSource));
  write(ASSET.slice(1), assetSource);
  write(`${ASSET.slice(1)}.br`, brotli(assetSource));
  write(`${ASSET.slice(1)}.gz`, gzip(assetSource));
  write(`${ASSET.slice(1)}.map`, '{"version":3,"sources":["../src/secret.ts"]}');
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

describe('delivery of the built app and the API', () => {
  let app: TestApp;
  const logLines: string[] = [];
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-delivery-'));

  beforeAll(async () => {
    writeBuild(staticDir);
    app = await startTestApp(
      { staticDir, logLevel: 'info' },
      { logStream: { write: (line) => logLines.push(line) } },
    );
  });

  afterAll(async () => {
    await app?.close();
  });

  const asset = (acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url: ASSET,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('serves a hashed asset as the build compressed it with brotli, cached for good', async () => {
    const res = await asset('gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(fs.readFileSync(path.join(staticDir, `${ASSET.slice(1)}.br`)))).toBe(true);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(assetSource);
  });

  it('serves the gzip sibling to a client without brotli, and the file itself to one that asks for neither', async () => {
    const gzipped = await asset('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(assetSource);

    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(assetSource);
  });

  it('makes the browser revalidate the page, whichever address served it', async () => {
    for (const url of ['/', '/login', '/products/list']) {
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'br' },
      });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString(), url).toBe(pageSource);
    }
    const head = await app.inject({ method: 'HEAD', url: '/login', headers: { accept: 'text/html' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-cache');
  });

  it('keeps other public files an hour', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers 404 for a source map, a missing asset or a compressed sibling, never the page', async () => {
    for (const url of [
      `${ASSET}.map`,
      '/assets/gone-C0ffee00.js',
      '/assets/gone-C0ffee00.js.map',
      `${ASSET}.br`,
    ]) {
      const res = await app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html,*/*', 'accept-encoding': 'br, gzip' },
      });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('secret.ts');
      expect(res.body, url).not.toContain('<!doctype html>');
    }
  });

  it('compresses a large JSON answer for a client that asks, and leaves it plain otherwise', async () => {
    const token = await loginAs(app, DEMO.company);
    const ask = (acceptEncoding?: string) =>
      app.inject({
        method: 'GET',
        url: '/api/products?product_type=1&results=48',
        headers: { ...bearer(token), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
    const plain = await ask();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(2 * COMPRESSION_THRESHOLD);

    const br = await ask('br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await ask('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a small JSON answer as it is, compression costing more than it saves', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('sends uploaded pictures as stored: they are compressed already', async () => {
    const bytes = Buffer.alloc(8 * COMPRESSION_THRESHOLD, 7);
    const url = await app.deps.storage.put(bytes, 'webp');
    const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it('does not unpack a compressed request body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/users/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzip(JSON.stringify({ email: DEMO.company, password: DEMO.password })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).not.toHaveProperty('token');
  });

  it('leaves socket.io its own requests on the same port', async () => {
    const address = await app.fastify.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/socket.io/?EIO=4&transport=polling`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.status).toBe(200);
    // engine.io's handshake: packet type 0 ("open") and the session's id.
    expect(await res.text()).toMatch(/^0\{"sid":/);
  });

  it('logs one line per request, at its end, with the secrets of the address left out', async () => {
    logLines.length = 0;
    const requests = [
      { method: 'GET' as const, url: '/api/health' },
      { method: 'GET' as const, url: ASSET, headers: { 'accept-encoding': 'br' } },
      {
        method: 'GET' as const,
        url: '/users/verify-account?secret=hunter2',
        headers: { accept: 'text/html' },
      },
      { method: 'GET' as const, url: '/assets/gone-C0ffee00.js' },
    ];
    for (const request of requests) await app.inject(request);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const entries = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.map((e) => e.msg)).toEqual(['request', 'request', 'request', 'request']);
    expect(entries.map((e) => [e.method, e.url, e.status])).toEqual([
      ['GET', '/api/health', 200],
      ['GET', ASSET, 200],
      ['GET', '/users/verify-account?secret=[redacted]', 200],
      ['GET', '/assets/gone-C0ffee00.js', 404],
    ]);
    expect(logLines.join('')).not.toContain('hunter2');
  });
});

describe('the landing pages the build writes (vite.config.ts, landingPreloads)', () => {
  let app: TestApp;
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-landing-'));
  const loginPage = `<!doctype html><html><head><link rel="modulepreload" crossorigin href="/assets/login-C1.js"></head></html>`;

  beforeAll(async () => {
    fs.writeFileSync(path.join(staticDir, 'index.html'), pageSource);
    fs.mkdirSync(path.join(staticDir, 'landing'));
    fs.writeFileSync(path.join(staticDir, 'landing', 'login.html'), loginPage);
    fs.mkdirSync(path.join(staticDir, '.vite'));
    // The home page is listed but its file is missing: it gets index.html, as any page does.
    fs.writeFileSync(
      path.join(staticDir, '.vite', 'landing.json'),
      JSON.stringify({ '/': 'landing/home.html', '/login': 'landing/login.html' }),
    );
    app = await startTestApp({ staticDir });
  });

  afterAll(async () => {
    await app?.close();
  });

  const page = (url: string, method: 'GET' | 'HEAD' = 'GET') =>
    app.inject({ method, url, headers: { accept: 'text/html' } });

  it('sends a landing page its own HTML, whatever its query, and every other page index.html', async () => {
    for (const url of ['/login', '/login?redirect=%2Fdashboard']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(loginPage);
    }
    for (const url of ['/', '/dashboard', '/login/other']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(pageSource);
    }
    expect((await page('/', 'HEAD')).statusCode).toBe(200);
  });

  it('does not serve the build’s own notes (.vite) as files', async () => {
    const res = await app.inject({ method: 'GET', url: '/.vite/landing.json' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('landing/login.html');
  });
});
