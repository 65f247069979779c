import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contractPath } from '../../server/app.ts';
import { buildHandlerTable } from '../../server/handlerTable.ts';
import { identifyCaller } from '../../server/http/access.ts';
import { operationResolver } from '../../server/http/handlers.ts';
import { CONTRACT_VIOLATION, installResponseValidation } from '../../server/http/responseValidation.ts';
import { findUnsafeText, MAX_DEPTH } from '../../server/http/textSafety.ts';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './testApp.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const contract = parse(fs.readFileSync(contractPath, 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>>;
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

  it('declares 431 on every operation: Node refuses an oversized request line or headers before any route', () => {
    const withoutIt = Object.entries(contract.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, op]) => op.operationId && !op.responses?.['431'])
        .map(([method]) => `${method} ${path}`),
    );
    expect(withoutIt).toEqual([]);
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
      operationResolver: operationResolver(buildHandlerTable(app.deps), identifyCaller(app.deps)),
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
    const { withoutSecrets } = await import('../../server/http/requestLog.ts');
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

describe('malformed requests answer 4xx in the Error shape, never 5xx', () => {
  const json = { 'content-type': 'application/json' };

  it('refuse NUL bytes and lone surrogates anywhere in the body, query or path, naming the field', async () => {
    const auth = bearer(await loginAs(app, DEMO.company));
    const person = {
      first_name: 'Ana',
      last_name: 'López',
      phones: [{ country_code: 'gt', phone_number: '5555 1234 9\u0000', whatsapp: true }],
      date_of_birth: '1990-01-01',
      languages: ['es'],
      tb_lg_gender_gender_id: 'f',
    };
    const cases = [
      {
        method: 'PUT' as const,
        url: '/users/personal-information',
        headers: { ...auth, ...json },
        payload: JSON.stringify(person),
        field: 'phones.0.phone_number',
      },
      {
        method: 'PUT' as const,
        url: '/users/location',
        headers: { ...auth, ...json },
        // A lone surrogate can only travel as a JSON escape.
        payload: '{"country":"gt","state":"\\ud800x","city":"c","language":"es"}',
        field: 'state',
      },
      {
        method: 'GET' as const,
        url: '/api/products?product_type=1&query=a%00b',
        headers: auth,
        field: 'query',
      },
      { method: 'GET' as const, url: '/api/products/abc%00', headers: auth, field: 'id' },
    ];
    for (const { field, ...request } of cases) {
      const res = await app.inject(request);
      expect(res.statusCode, request.url).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, code: 'invalid_text', field });
    }
  });

  it('refuse a page past what the contract allows on every paged list', async () => {
    const provider = bearer(await loginAs(app, DEMO.company));
    const operator = bearer(await loginAs(app, 'soporte@demo.gt'));
    for (const [url, headers] of [
      ['/api/products?product_type=1&page=1e308', provider],
      ['/api/bookings?page=1e308', provider],
      ['/api/review/products?page=1e308', operator],
      ['/api/products?product_type=1&page=10001', provider],
      ['/api/products?product_type=1&page=Infinity', provider],
    ] as const) {
      const res = await app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, field: 'page' });
    }
  });

  it('refuse numbers that coercion made infinite, which would skip the bounds', async () => {
    const auth = bearer(await loginAs(app, DEMO.company));
    const res = await app.inject({ method: 'GET', url: '/api/chat/messages/any?limit=1e400', headers: auth });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, field: 'limit' });
  });

  it('take a JSON body only as JSON, and answer a missing one 400', async () => {
    const asText = await app.inject({
      method: 'POST',
      url: '/users/login',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ email: DEMO.company, password: 'x' }),
    });
    expect(asText.statusCode).toBe(415);
    expect(asText.json()).toMatchObject({ status: 415, code: 'unsupported_media_type' });
    const none = await app.inject({ method: 'POST', url: '/users/login' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ status: 400, code: 'invalid_request' });
  });

  it('answer a path that is not UTF-8, or too long for the router, 400 without echoing it', async () => {
    const auth = bearer(await loginAs(app, DEMO.company));
    for (const url of ['/api/products/%ED%A0%80', `/api/products/${'x'.repeat(150)}`]) {
      const res = await app.inject({ method: 'GET', url, headers: auth });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ status: 400, code: 'invalid_url', message: expect.any(String) });
    }
  });
});

describe('the text checker', () => {
  it('finds the first unsafe string or key by its dotted path, and lets well-formed text through', () => {
    expect(findUnsafeText({ a: ['ok', 'emoji 😀 ñ'], b: { c: 'x' } })).toBeNull();
    expect(findUnsafeText({ a: [{ b: 'x\u0000' }] })).toMatchObject({ code: 'invalid_text', field: 'a.0.b' });
    expect(findUnsafeText({ a: '\uDC00 low first' })).toMatchObject({ field: 'a' });
    expect(findUnsafeText({ a: 'high last \uD83D' })).toMatchObject({ field: 'a' });
    expect(findUnsafeText({ 'k\u0000': 1 })).toMatchObject({ code: 'invalid_text' });
    expect(findUnsafeText('\u0000')).toMatchObject({ field: '' });
  });

  it('stops at MAX_DEPTH without recursing, however deep the value', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    expect(findUnsafeText(deep)).toMatchObject({ code: 'too_deep' });
    let fits: unknown = 'ok';
    for (let i = 0; i < MAX_DEPTH; i++) fits = [fits];
    expect(findUnsafeText(fits)).toBeNull();
  });
});

describe('test-mode response validation', () => {
  it('fails an error status the operation does not declare, and an error body not in the Error shape', async () => {
    const { default: Fastify } = await import('fastify');
    const fastify = Fastify();
    installResponseValidation(fastify);
    const error = { type: 'object', required: ['status', 'code', 'message'], properties: {} };
    const response: Record<number, object> = {
      200: { content: { 'application/json': { schema: { type: 'object' } } } },
      404: { content: { 'application/json': { schema: error } } },
    };
    fastify.get('/teapot', { schema: { response } }, async (_, reply) =>
      reply.code(418).send({ status: 418, code: 'teapot', message: 'short and stout' }),
    );
    fastify.get('/bare', { schema: { response } }, async (_, reply) =>
      reply.code(404).send({ error: 'gone' }),
    );
    fastify.get('/mismatch', { schema: { response } }, async (_, reply) =>
      reply.code(404).send({ status: 400, code: 'x', message: 'y' }),
    );
    fastify.get('/fine', { schema: { response } }, async (_, reply) =>
      reply.code(404).send({ status: 404, code: 'not_found', message: 'Sorry, page not found' }),
    );
    for (const url of ['/teapot', '/bare', '/mismatch']) {
      const res = await fastify.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(500);
      expect(res.json().code, url).toBe(CONTRACT_VIOLATION);
    }
    expect((await fastify.inject({ method: 'GET', url: '/fine' })).statusCode).toBe(404);
    await fastify.close();
  });
});
