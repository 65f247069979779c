import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contractPath } from '../../server/app.ts';
import { buildHandlerTable, operationResolver } from '../../server/http/handlers.ts';
import { startTestApp, type TestApp } from './testApp.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const contract = parse(fs.readFileSync(contractPath, 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string }>>;
};
const operationIds = Object.values(contract.paths).flatMap((item) =>
  Object.values(item)
    .map((op) => op.operationId)
    .filter((id): id is string => Boolean(id)),
);

describe('the contract binds the server', () => {
  it('has exactly one handler per operationId', () => {
    const handlers = Object.keys(buildHandlerTable(app.deps));
    expect(handlers.sort()).toEqual([...operationIds].sort());
  });

  it('fails start-up when an operation has no handler', async () => {
    const broken = parse(fs.readFileSync(contractPath, 'utf8'));
    broken.paths['/api/not-handled'] = {
      get: { operationId: 'notHandled', responses: { '200': { description: 'x' } } },
    };
    const { default: glue } = await import('fastify-openapi-glue');
    const { default: Fastify } = await import('fastify');
    const fastify = Fastify();
    // Registration is not awaited: the failure must surface when the server starts.
    void fastify.register(glue, {
      specification: broken,
      operationResolver: operationResolver(buildHandlerTable(app.deps)),
    });
    await expect(fastify.ready()).rejects.toThrow('notHandled');
  });

  it('serves the readable API reference and the unknown API path as a JSON 404', async () => {
    const docs = await app.inject({ method: 'GET', url: '/docs/api/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
    const missing = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('sends security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('logs', () => {
  it('never carry the secret of a verification or reset link', async () => {
    const { withoutSecrets } = await import('../../server/app.ts');
    expect(withoutSecrets('/users/verify-account?secret=abc123&language=es')).toBe(
      '/users/verify-account?secret=[redacted]&language=es',
    );
    expect(withoutSecrets('/reset-password?language=en&secret=xyz')).toBe(
      '/reset-password?language=en&secret=[redacted]',
    );
    expect(withoutSecrets('/socket.io/?x-token=eyJ&EIO=4')).toBe('/socket.io/?x-token=[redacted]&EIO=4');
  });
});

describe('the app behind the API', () => {
  it('answers browser page requests with index.html, API calls with JSON', async () => {
    const fs = await import('node:fs');
    const dir = fs.mkdtempSync('/tmp/portal-static-');
    fs.writeFileSync(`${dir}/index.html`, '<!doctype html><title>portal</title>');
    const withApp = await startTestApp({ staticDir: dir });
    try {
      const html = { accept: 'text/html,application/xhtml+xml' };
      for (const url of [
        '/users/verify-account?secret=abc&language=es',
        '/reset-password?secret=x',
        '/my-products',
        '/no/such/page',
      ]) {
        const res = await withApp.inject({ method: 'GET', url, headers: html });
        expect(res.statusCode, url).toBe(200);
        expect(res.body).toContain('<title>portal</title>');
      }
      const api = await withApp.inject({ method: 'GET', url: '/api/unknown', headers: html });
      expect(api.statusCode).toBe(404);
      expect(api.json().code).toBe('not_found');
      const fetchCall = await withApp.inject({
        method: 'GET',
        url: '/users/verify-account',
        headers: { accept: 'application/json' },
      });
      expect(fetchCall.statusCode).toBe(404);
    } finally {
      await withApp.close();
    }
  });
});
