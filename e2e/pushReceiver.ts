import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';

/** http_ece (web-push's own encryption library, RFC 8188) has no types; only its decryption is used. */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: unknown; authSecret: string }): Buffer;
};

/**
 * The browser suite's push service listens here: each worker's server is started with PUSH_ENDPOINT_ORIGINS naming
 * it (e2e/fixtures.ts), so it may send there; a spec's tests run one after the other in one worker.
 */
export const PUSH_RECEIVER_PORT = 39117;

/** A push as the local push service received it, decrypted as the device would. */
export interface ReceivedPush {
  /** Which device (subscription) it was for. */
  device: string;
  headers: http.IncomingHttpHeaders;
  payload: { kind: string; title: string; body: string; url: string; tag: string };
}

export interface PushDevice {
  id: string;
  /** What `PushSubscription.toJSON()` gives: the body of `PUT /api/notifications/subscriptions`. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

export interface PushReceiver {
  /** The origin the server must be allowed to send to (PUSH_ENDPOINT_ORIGINS). */
  origin: string;
  /** A new device: its endpoint here, a P-256 key pair and a 16-byte auth secret of its own. */
  device(): PushDevice;
  /** Every push received so far, oldest first. */
  received: ReceivedPush[];
  /** The next push (already received or to come) that matches, within `timeoutMs`. */
  next(match: (push: ReceivedPush) => boolean, timeoutMs?: number): Promise<ReceivedPush>;
  /** How this device's push service answers from now on (201 by default; 410 says the device unsubscribed). */
  answer(device: string, status: number): void;
  close(): Promise<void>;
}

/**
 * A push service on the test's own machine (headless Chromium has none, and the real ones are on the internet): it
 * takes Web Push requests (RFC 8030) at /push/<device>, checks they carry a VAPID authorization, and decrypts each
 * payload (aes128gcm, RFC 8291) with the device's private key, as the browser would before the service worker's
 * `push` event.
 */
export async function startPushReceiver(port = 0): Promise<PushReceiver> {
  const keys = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: string; status: number }>();
  const received: ReceivedPush[] = [];
  const waiting = new Set<() => void>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const device = /^\/push\/([\w-]+)$/.exec(request.url ?? '')?.[1];
      const key = device ? keys.get(device) : undefined;
      if (
        !device ||
        !key ||
        request.method !== 'POST' ||
        !/^vapid t=/.test(request.headers.authorization ?? '')
      ) {
        response.writeHead(400).end();
        return;
      }
      if (key.status >= 400) {
        response.writeHead(key.status).end();
        return;
      }
      const clear = ece.decrypt(Buffer.concat(chunks), {
        version: 'aes128gcm',
        privateKey: key.ecdh,
        authSecret: key.auth,
      });
      received.push({ device, headers: request.headers, payload: JSON.parse(clear.toString('utf8')) });
      response.writeHead(key.status).end();
      for (const wake of waiting) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    device() {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      keys.set(id, { ecdh, auth, status: 201 });
      return {
        id,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
        },
      };
    },
    next(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const look = () => {
          const found = received.find(match);
          if (!found) return false;
          clearTimeout(timer);
          waiting.delete(wake);
          resolve(found);
          return true;
        };
        const wake = () => void look();
        const timer = setTimeout(() => {
          waiting.delete(wake);
          reject(new Error(`no matching push within ${timeoutMs} ms (${received.length} received)`));
        }, timeoutMs);
        if (!look()) waiting.add(wake);
      });
    },
    answer(device, status) {
      const key = keys.get(device);
      if (key) key.status = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
