/**
 * `npm run bench:chat`: chat delivery with 1 000 sockets connected (issue 5 acceptance: p95 ≤ 50 ms).
 *
 * This process runs the real app (embedded PGlite in memory, or PostgreSQL with DATABASE_URL) with 500
 * traveler–provider pairs, each with a thread; a child process (`--clients`) opens the 1 000 sockets, so
 * clients and server do not share a core. The clients send messages at a steady rate from random people of
 * random pairs; each message's delivery time is from the sender's emit to the other person's
 * `message-from-server`, on the child's one clock. Prints the connect time, p50 / p95 / p99 / max delivery
 * and acknowledgement times, and PASS or FAIL against 50 ms.
 *
 * Options: --sockets 1000, --rate 200 (messages a second), --seconds 10.
 */
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { io, type Socket } from 'socket.io-client';
import { ROLE } from '../machines/roles.ts';
import type { Ack, ChatMessage, ClientToServerEvents, ServerToClientEvents } from '../openapi/realtime.ts';

const LIMIT_MS = 50;

const { values } = parseArgs({
  options: {
    clients: { type: 'string' },
    sockets: { type: 'string', default: '1000' },
    rate: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '10' },
  },
});

interface Pair {
  thread: string;
  people: [{ id: string; token: string }, { id: string; token: string }];
}

interface Plan {
  url: string;
  pairs: Pair[];
  rate: number;
  seconds: number;
}

interface Result {
  connectMs: number;
  sent: number;
  delivered: number;
  delivery: number[];
  ack: number[];
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number);

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

if (values.clients) await runClients(JSON.parse(fs.readFileSync(values.clients, 'utf8')) as Plan);
else await runServer();

/** The parent: the app, its people and threads, then the child's numbers. */
async function runServer() {
  const { buildApp } = await import('../server/app.ts');
  const { readConfig } = await import('../server/config.ts');
  const sockets = Number(values.sockets);
  const config = readConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const app = await buildApp({
    ...config,
    inMemoryDatabase: !config.databaseUrl,
    dataDir: `/tmp/portal-bench/${randomUUID()}`,
    staticDir: '/nonexistent',
    validateResponses: false,
    seedDemo: false,
  });
  const { db, tokens } = app.deps;

  const pairs: Pair[] = [];
  for (let from = 0; from < sockets / 2; from += 250) {
    const batch = Array.from({ length: Math.min(250, sockets / 2 - from) }, () => ({
      traveler: randomUUID(),
      provider: randomUUID(),
      thread: randomUUID(),
    }));
    const users = batch.flatMap((b) => [b.traveler, b.provider]);
    await db
      .insertInto('users')
      .values(
        users.map((id) => ({
          id,
          email: `${id}@bench.test`,
          password_hash: null,
          auth_provider: 'local' as const,
          email_verified_at: new Date(),
          language: 'es' as const,
          business_category: 'personal' as const,
        })),
      )
      .execute();
    await db
      .insertInto('user_roles')
      .values(
        batch.flatMap((b) => [
          { user_id: b.traveler, role: ROLE.traveler },
          { user_id: b.provider, role: ROLE.provider },
        ]),
      )
      .execute();
    await db
      .insertInto('chat_threads')
      .values(
        batch.map((b) => ({
          id: b.thread,
          sender_id: b.traveler,
          receiver_id: b.provider,
          pair_key: [b.traveler, b.provider].sort().join(':'),
        })),
      )
      .execute();
    for (const b of batch) {
      pairs.push({
        thread: b.thread,
        people: [
          { id: b.traveler, token: await tokens.sign({ sub: b.traveler, sv: 0 }) },
          { id: b.provider, token: await tokens.sign({ sub: b.provider, sv: 0 }) },
        ],
      });
    }
  }
  await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.fastify.server.address() as AddressInfo).port}`;
  const planFile = `/tmp/portal-bench/plan-${randomUUID()}.json`;
  const plan: Plan = { url, pairs, rate: Number(values.rate), seconds: Number(values.seconds) };
  fs.writeFileSync(planFile, JSON.stringify(plan));

  console.info(
    `chat delivery: ${pairs.length * 2} sockets (${pairs.length} pairs), ${plan.rate} messages/s for ${plan.seconds} s, ` +
      `${app.deps.dbKind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}`,
  );
  const child = fork(fileURLToPath(import.meta.url), ['--clients', planFile], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const result = await new Promise<Result>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Result));
    child.once('exit', (code) => reject(new Error(`the clients exited with ${code}`)));
  });
  child.kill();
  fs.rmSync(planFile, { force: true });
  await app.close();

  const delivery = result.delivery.sort((a, b) => a - b);
  const ack = result.ack.sort((a, b) => a - b);
  const p95 = percentile(delivery, 95);
  console.info(`  connect ${pairs.length * 2} sockets: ${fmt(result.connectMs)}`);
  console.info(`  sent ${result.sent}, delivered ${result.delivered}`);
  console.info(
    `  delivery  p50 ${fmt(percentile(delivery, 50))}  p95 ${fmt(p95)}  p99 ${fmt(percentile(delivery, 99))}  max ${fmt(delivery.at(-1) ?? Number.NaN)}`,
  );
  console.info(
    `  ack       p50 ${fmt(percentile(ack, 50))}  p95 ${fmt(percentile(ack, 95))}  p99 ${fmt(percentile(ack, 99))}  max ${fmt(ack.at(-1) ?? Number.NaN)}`,
  );
  const pass = result.delivered === result.sent && p95 <= LIMIT_MS;
  console.info(`${pass ? 'PASS' : 'FAIL'}: every message delivered and delivery p95 ≤ ${LIMIT_MS} ms`);
  process.exit(pass ? 0 : 1);
}

/** The child: 1 000 sockets, a steady stream of messages, and the times it measured. */
async function runClients(plan: Plan) {
  type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
  const sentAt = new Map<string, number>();
  const delivery: number[] = [];
  const ack: number[] = [];

  const started = performance.now();
  const sockets = await Promise.all(
    plan.pairs.map((pair) =>
      Promise.all(
        pair.people.map(
          (person) =>
            new Promise<ClientSocket>((resolve, reject) => {
              const socket: ClientSocket = io(plan.url, {
                transports: ['websocket'],
                reconnection: false,
                forceNew: true,
                query: { 'x-token': person.token },
              });
              socket.on('message-from-server', (message: ChatMessage) => {
                if (message.created_by_user_id === person.id || !message.client_id) return;
                const sent = sentAt.get(message.client_id);
                if (sent !== undefined) delivery.push(performance.now() - sent);
              });
              socket.once('user-list', () => resolve(socket));
              socket.once('connect_error', reject);
            }),
        ),
      ),
    ),
  );
  const connectMs = performance.now() - started;

  const total = plan.rate * plan.seconds;
  const interval = 1000 / plan.rate;
  const begin = performance.now();
  const acks: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    // Keep the schedule: message i leaves at begin + i × interval.
    const wait = begin + i * interval - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const p = Math.floor(Math.random() * plan.pairs.length);
    const side = Math.random() < 0.5 ? 0 : 1;
    const pair = plan.pairs[p] as Pair;
    const socket = (sockets[p] as ClientSocket[])[side] as ClientSocket;
    const clientId = `bench-${i}`;
    const t0 = performance.now();
    sentAt.set(clientId, t0);
    acks.push(
      (
        socket.timeout(10_000).emitWithAck('send-message', {
          thread_id: pair.thread,
          message: `Mensaje de prueba número ${i}`,
          client_id: clientId,
        }) as Promise<Ack<ChatMessage>>
      ).then(
        (answer) => {
          if (answer.ok) ack.push(performance.now() - t0);
        },
        () => undefined,
      ),
    );
  }
  await Promise.all(acks);
  // Deliveries follow their acks closely; give the last ones a moment.
  const deadline = performance.now() + 5000;
  while (delivery.length < total && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  for (const pair of sockets) for (const socket of pair) socket.close();
  const result: Result = { connectMs, sent: total, delivered: delivery.length, delivery, ack };
  process.send?.(result);
}
