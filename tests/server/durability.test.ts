import fs from 'node:fs';
import { io, type Socket } from 'socket.io-client';
import { expect, it } from 'vitest';
import type {
  Ack,
  ChatMessage,
  ClientToServerEvents,
  MessageThread,
  ServerToClientEvents,
} from '../../openapi/realtime.ts';
import { signInOver, startServerProcess } from '../../scripts/serverProcess.ts';
import { RATE_LIMITS } from '../../server/auth/limits.ts';
import { seededDatabase, seededDataDir } from './testApp.ts';

const BURST = 50_000;
/**
 * Killed once this many sends were acknowledged, with the rest of the burst still arriving. One person's sends
 * are limited (server/auth/limits.ts): each window takes a burst of `points` sends and answers the rest 429
 * (not acknowledged, nothing stored). Halfway through the third window's burst, sends are still being written.
 */
const { points: SENDS_PER_WINDOW } = RATE_LIMITS.chatSendsPerPerson;
const KILL_AFTER = 2 * SENDS_PER_WINDOW + SENDS_PER_WINDOW / 2;

async function get<T>(url: string, token: string): Promise<T> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

/** Every message of a thread, paging back 200 at a time. */
async function allMessages(url: string, token: string, threadId: string): Promise<ChatMessage[]> {
  const all: ChatMessage[] = [];
  let before: number | undefined;
  for (;;) {
    const query = `limit=200${before ? `&before=${before}` : ''}`;
    const { data } = await get<{ data: ChatMessage[] }>(
      `${url}/api/chat/messages/${threadId}?${query}`,
      token,
    );
    all.unshift(...data);
    if (data.length < 200) return all;
    before = data[0]?.seq;
  }
}

it('loses no acknowledged message when the server is killed with SIGKILL during a burst', async () => {
  // The demo already seeded: the embedded database on disk, or PostgreSQL in a database of its own; never Redis
  // (one process).
  const { databaseUrl, dropDatabase } = await seededDatabase();
  const dataDir = seededDataDir();
  const env = { DATABASE_URL: databaseUrl ?? '', REDIS_URL: '' };
  let server = await startServerProcess({ dataDir, env });
  try {
    const token = await signInOver(server.url, 'viajero@demo.gt');
    const { data: threads } = await get<{ data: MessageThread[] }>(
      `${server.url}/api/chat/conversation`,
      token,
    );
    const thread = threads.find((t) => t.contact.name === 'Hotel Lago Atitlán');
    if (!thread) throw new Error('The demo traveler has no thread with the demo company');

    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(server.url, {
      transports: ['websocket'],
      reconnection: false,
      query: { 'x-token': token },
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });

    const acknowledged = new Set<string>();
    let refused = 0;
    let crashed!: () => void;
    const enoughAcks = new Promise<void>((resolve) => {
      crashed = resolve;
    });
    // A steady burst, a few messages every few milliseconds, that goes on until the server is gone.
    let sent = 0;
    let serverGone = false;
    const pump = (async () => {
      while (!serverGone && sent < BURST) {
        const i = sent++;
        socket.emit(
          'send-message',
          { thread_id: thread.thread_id, message: `Ráfaga ${i}`, client_id: `burst-${i}` },
          (ack: Ack<ChatMessage>) => {
            if (ack.ok) acknowledged.add(ack.data.message_id);
            else if (ack.status === 429) refused++;
            if (acknowledged.size === KILL_AFTER) crashed();
          },
        );
        if (i % 10 === 9) await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    await enoughAcks;
    await server.kill();
    const ackedAtKill = acknowledged.size;
    serverGone = true;
    await pump;
    socket.close();

    server = await startServerProcess({ dataDir, env });
    const stored = await allMessages(
      server.url,
      await signInOver(server.url, 'viajero@demo.gt'),
      thread.thread_id,
    );
    const storedIds = new Set(stored.map((m) => m.message_id));
    const burstStored = stored.filter((m) => m.message.startsWith('Ráfaga')).length;
    console.info(
      `durability: ${sent} sent, ${ackedAtKill} acknowledged before SIGKILL (${refused} refused as too many), ${burstStored} stored after restart`,
    );
    // The kill fell in the middle of the burst: sends were still on their way.
    expect(burstStored).toBeLessThan(sent);
    expect(ackedAtKill).toBeGreaterThanOrEqual(KILL_AFTER);
    for (const id of acknowledged) expect(storedIds.has(id), `acknowledged message ${id} lost`).toBe(true);
  } finally {
    await server.stop();
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 180_000);
