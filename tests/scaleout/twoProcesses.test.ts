import { randomInt, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type {
  Ack,
  ChatMessage,
  ClientToServerEvents,
  MessageThread,
  ProductListItem,
  Reservation,
  ServerToClientEvents,
} from '../../openapi/realtime.ts';
import { type ServerProcess, signInOver, startServerProcess } from '../../scripts/serverProcess.ts';
import { RATE_LIMITS } from '../../server/auth/limits.ts';
import { testDatabase } from '../server/testApp.ts';
import { ownRedisDatabase } from './redisDatabase.ts';

/*
 * Scale-out (issue 5): two server processes on one PostgreSQL and one Redis. A person connected to one
 * process hears what happens on the other. Runs only with DATABASE_URL and REDIS_URL (.ci/run sets both).
 */

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

const servers: ServerProcess[] = [];
const sockets: ClientSocket[] = [];
const dataDirs: string[] = [];
let dropDatabase = async () => {};

function connect(url: string, token: string): Promise<ClientSocket> {
  const socket: ClientSocket = io(url, {
    transports: ['websocket'],
    reconnection: false,
    query: { 'x-token': token },
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('user-list', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const next = <E extends keyof ServerToClientEvents>(socket: ClientSocket, event: E) =>
  new Promise<Parameters<ServerToClientEvents[E]>[0]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within 5 s`)), 5000);
    socket.once(event, ((payload: Parameters<ServerToClientEvents[E]>[0]) => {
      clearTimeout(timer);
      resolve(payload);
    }) as never);
  });

beforeAll(async () => {
  const db = await testDatabase();
  if (!db.databaseUrl || !process.env.REDIS_URL)
    throw new Error('The scale-out suite needs DATABASE_URL and REDIS_URL');
  dropDatabase = db.dropDatabase;
  const env = { DATABASE_URL: db.databaseUrl, REDIS_URL: await ownRedisDatabase(15) };
  // One after the other: the second finds the schema migrated and the demo data seeded.
  for (let i = 0; i < 2; i++) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-scaleout-'));
    dataDirs.push(dataDir);
    servers.push(await startServerProcess({ dataDir, env }));
  }
}, 120_000);

afterAll(async () => {
  for (const s of sockets) s.close();
  await Promise.all(servers.map((s) => s.stop()));
  await dropDatabase();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

it('delivers a message sent on one process to the person connected to the other', async () => {
  const [a, b] = servers as [ServerProcess, ServerProcess];
  const provider = await connect(a.url, await signInOver(a.url, 'empresa@demo.gt'));
  const travelerToken = await signInOver(b.url, 'viajero@demo.gt');
  const traveler = await connect(b.url, travelerToken);
  const threads = (await (
    await fetch(`${b.url}/api/chat/conversation`, { headers: { authorization: `Bearer ${travelerToken}` } })
  ).json()) as { data: MessageThread[] };
  const thread = threads.data.find((t) => t.contact.name === 'Hotel Lago Atitlán');
  if (!thread) throw new Error('The demo traveler has no thread with the demo company');
  // The provider is online as seen from the other process.
  expect(thread.online).toBe(true);

  const arriving = next(provider, 'message-from-server');
  const ack = (await traveler.timeout(5000).emitWithAck('send-message', {
    thread_id: thread.thread_id,
    message: 'Hola desde el proceso B',
  })) as Ack<ChatMessage>;
  expect(ack.ok).toBe(true);
  const received = await arriving;
  expect(received.message).toBe('Hola desde el proceso B');
  if (ack.ok) expect(received.message_id).toBe(ack.data.message_id);
});

it('pushes a reservation made on one process to the provider connected to the other', async () => {
  const [a, b] = servers as [ServerProcess, ServerProcess];
  const provider = await connect(a.url, await signInOver(a.url, 'empresa@demo.gt'));
  const arriving = next(provider, 'new-reservation');
  const operator = await signInOver(b.url, 'soporte@demo.gt');
  const res = await fetch(`${b.url}/api/simulate/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${operator}` },
    body: JSON.stringify({ provider_email: 'empresa@demo.gt' }),
  });
  expect(res.status).toBe(201);
  const created = (await res.json()) as Reservation;
  const pushed = await arriving;
  expect(pushed._id).toBe(created._id);
  expect(pushed.status).toBe(1);
});

it('tells the provider connected to one process of a review decided on the other', async () => {
  const [a, b] = servers as [ServerProcess, ServerProcess];
  const provider = await connect(a.url, await signInOver(a.url, 'empresa@demo.gt'));
  const arriving = next(provider, 'product-status');
  const operator = await signInOver(b.url, 'soporte@demo.gt');
  // The demo company's room in Antigua waits in revision (server/db/demoProducts.ts).
  const res = await fetch(`${b.url}/api/review/products/bd45f51d-5679-4e2c-a5a0-a93e24a23238`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${operator}` },
    body: JSON.stringify({ decision: 'approve' }),
  });
  expect(res.status).toBe(200);
  const approved = (await res.json()) as ProductListItem;
  expect(await arriving).toEqual(approved);
  expect(approved.tb_gcm_status._id).toBe(3);
});

/**
 * A sign-in attempt sent from the given loopback address (Linux answers all of 127.0.0.0/8), so a test can be
 * several clients, and never spends the budget of 127.0.0.1 the other tests sign in from.
 */
function signInFrom(url: string, localAddress: string, email: string, password: string) {
  return new Promise<{ status: number; body: { code?: string; retry_after?: number } }>((resolve, reject) => {
    const request = http.request(
      `${url}/users/login`,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json' } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify({ email, password }));
  });
}

const someLoopback = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

it("counts one account's failed sign-ins on both processes, from any address (limits in Redis)", async () => {
  const [a, b] = servers as [ServerProcess, ServerProcess];
  // An account of this run only: Redis keeps counts between runs.
  const email = `nadie-${randomUUID()}@example.com`;
  const { points } = RATE_LIMITS.loginFailuresPerAccount;
  for (let i = 0; i < points; i++) {
    const answer = await signInFrom((i % 2 ? a : b).url, someLoopback(), email, 'adivina123');
    expect(answer.status).toBe(401);
  }
  const refused = await signInFrom(a.url, someLoopback(), email, 'adivina123');
  expect(refused.status).toBe(429);
  expect(refused.body.code).toBe('too_many_requests');
  expect(await signInFrom(b.url, someLoopback(), email, 'adivina123')).toMatchObject({ status: 429 });
});

it('counts one address on both processes (limits in Redis)', async () => {
  const [a, b] = servers as [ServerProcess, ServerProcess];
  const address = someLoopback();
  const { points } = RATE_LIMITS.loginPerAddress;
  for (let i = 0; i < points; i++) {
    const answer = await signInFrom(
      (i % 2 ? a : b).url,
      address,
      `nadie-${randomUUID()}@example.com`,
      'adivina123',
    );
    expect(answer.status).toBe(401);
  }
  const refused = await signInFrom(a.url, address, `nadie-${randomUUID()}@example.com`, 'adivina123');
  expect(refused.status).toBe(429);
  expect(refused.body.retry_after).toBeGreaterThan(0);
});
