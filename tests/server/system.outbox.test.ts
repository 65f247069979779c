import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../server/config.ts';
import { startTestApp, type TestApp } from './testApp.ts';

/**
 * The development outbox holds password-reset links. Outside production a person at the machine reads it
 * without signing in; behind a reverse proxy on the same host every request reaches the server from loopback,
 * so "at the machine" must come from the request's resolved address and its forwarding headers, never from
 * the socket alone. A real proxy stands in front here: a small Node HTTP relay that forwards like nginx.
 */

/** A reverse proxy on loopback: `forwardedFor` decides the X-Forwarded-For it sends upstream. */
async function startProxy(upstream: string, forwardedFor: (incoming: http.IncomingMessage) => string) {
  const target = new URL(upstream);
  const server = http.createServer((incoming, outgoing) => {
    const relayed = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: {
          ...incoming.headers,
          host: target.host,
          'x-forwarded-for': forwardedFor(incoming),
          'x-forwarded-proto': 'http',
        },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    relayed.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(relayed);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** nginx's `$proxy_add_x_forwarded_for`: what the client sent, then the address the proxy saw it from. */
const appendPeer = (incoming: http.IncomingMessage) =>
  [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress].filter(Boolean).join(', ');
/** A client that reached the proxy from elsewhere on the internet (a documentation address). */
const fromElsewhere = () => '203.0.113.7';

async function outboxStatus(base: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}/api/dev/outbox`, { headers });
  await res.arrayBuffer();
  return res.status;
}

async function listening(overrides: Partial<ServerConfig>) {
  const app = await startTestApp(overrides);
  await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.fastify.server.address() as AddressInfo).port}` };
}

describe('the development outbox behind a proxy on the same host', { timeout: 60_000 }, () => {
  for (const trustProxy of [['127.0.0.1'], false] as const) {
    describe(`TRUST_PROXY ${trustProxy ? trustProxy.join(',') : 'unset'}`, () => {
      let app: TestApp;
      let direct: string;
      let remote: Awaited<ReturnType<typeof startProxy>>;
      let local: Awaited<ReturnType<typeof startProxy>>;

      beforeAll(async () => {
        ({ app, url: direct } = await listening({ trustProxy: trustProxy ? [...trustProxy] : false }));
        remote = await startProxy(direct, fromElsewhere);
        local = await startProxy(direct, appendPeer);
      });
      afterAll(async () => {
        await remote?.close();
        await local?.close();
        await app?.close();
      });

      it('is closed to a request the proxy relays for someone elsewhere', async () => {
        expect(await outboxStatus(remote.url)).toBe(401);
      });

      it('is closed to a forged X-Forwarded-For, relayed or sent straight to the server', async () => {
        expect(await outboxStatus(local.url, { 'x-forwarded-for': '203.0.113.7' })).toBe(401);
        expect(await outboxStatus(direct, { 'x-forwarded-for': '203.0.113.7' })).toBe(401);
        expect(await outboxStatus(direct, { forwarded: 'for=203.0.113.7' })).toBe(401);
        expect(await outboxStatus(direct, { 'x-real-ip': '203.0.113.7' })).toBe(401);
      });

      it('is open to a person at the machine, straight or through the proxy', async () => {
        expect(await outboxStatus(direct)).toBe(200);
        expect(await outboxStatus(local.url)).toBe(200);
      });

      it('is open to the operator from anywhere', async () => {
        const login = await fetch(`${remote.url}/users/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'soporte@demo.gt', password: 'Demo1234' }),
        });
        const { token } = (await login.json()) as { token: string };
        expect(await outboxStatus(remote.url, { authorization: `Bearer ${token}` })).toBe(200);
      });
    });
  }

  it('is closed to everyone but the operator in production, at the machine too', async () => {
    const { app, url } = await listening({ production: true, mailOutbox: true });
    try {
      expect(await outboxStatus(url)).toBe(401);
    } finally {
      await app.close();
    }
  });
});
