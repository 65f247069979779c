import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import { ApiError, notFound } from '../../errors.ts';
import { contactsOf } from './contacts.ts';
import { requireMayTalk } from './whoMayTalk.ts';

export type MessageThread = components['schemas']['MessageThread'];

export const THREAD_NOT_FOUND = 'La conversación no existe';
const NOT_YOURSELF = 'No puede abrir una conversación consigo mismo';

/** Which of a set of people have the portal open now (the realtime layer knows; tests may say none). */
export type OnlineLookup = (userIds: string[]) => Promise<Set<string>>;

/** One thread per pair of people, whoever opened it. */
const pairKey = (a: string, b: string) => [a, b].sort().join(':');

function threadRows(db: Db) {
  return db
    .selectFrom('chat_threads as t')
    .leftJoin('chat_messages as m', 'm.id', 't.last_message_id')
    .select([
      't.id',
      't.sender_id',
      't.receiver_id',
      't.seen',
      't.sender_delete',
      't.receiver_delete',
      'm.message',
      'm.time',
      'm.created_by_user_id',
      'm.message_blocked',
    ])
    .select(sql<number>`t.order_c::float8`.as('order_c'));
}

type ThreadRow = Awaited<ReturnType<ReturnType<typeof threadRows>['executeTakeFirstOrThrow']>>;

async function toThreads(
  db: Db,
  me: string,
  rows: ThreadRow[],
  online: OnlineLookup,
): Promise<MessageThread[]> {
  const others = [...new Set(rows.map((r) => (r.sender_id === me ? r.receiver_id : r.sender_id)))];
  const [contacts, present] = await Promise.all([contactsOf(db, others), online(others)]);
  return rows.map((row) => {
    const other = row.sender_id === me ? row.receiver_id : row.sender_id;
    const contact = contacts.get(other) ?? { name: '', picture: null, role: 0 };
    return {
      thread_id: row.id,
      seen: row.seen,
      message:
        row.message !== null && row.time !== null && row.created_by_user_id !== null
          ? {
              message: row.message,
              createdAt: new Date(row.time).toISOString(),
              created_by_user_id: row.created_by_user_id,
              message_blocked: row.message_blocked ?? false,
            }
          : null,
      order_c: row.order_c,
      online: present.has(other),
      sender_id: row.sender_id,
      receiver_id: row.receiver_id,
      sender_delete: row.sender_delete,
      receiver_delete: row.receiver_delete,
      contact: { user_id: other, ...contact },
    };
  });
}

/** The person's threads, latest activity first, without those they deleted (SPEC §7 `user-list`). */
export async function listThreads(db: Db, me: string, online: OnlineLookup): Promise<MessageThread[]> {
  const rows = await threadRows(db)
    .where((eb) =>
      eb.or([
        eb.and([eb('t.sender_id', '=', me), eb('t.sender_delete', '=', false)]),
        eb.and([eb('t.receiver_id', '=', me), eb('t.receiver_delete', '=', false)]),
      ]),
    )
    .orderBy('t.order_c', 'desc')
    .execute();
  return toThreads(db, me, rows, online);
}

/** One thread of the person's, or 404 (someone else's thread reads as missing). */
export async function readThread(db: Db, me: string, threadId: string, online: OnlineLookup) {
  const row = await threadRows(db)
    .where('t.id', '=', threadId)
    .where((eb) => eb.or([eb('t.sender_id', '=', me), eb('t.receiver_id', '=', me)]))
    .executeTakeFirst();
  if (!row) throw notFound(THREAD_NOT_FOUND);
  const [thread] = await toThreads(db, me, [row], online);
  return thread as MessageThread;
}

/** 404 unless the thread is one of the person's. */
export async function requireOwnThread(db: Db, me: string, threadId: string): Promise<void> {
  const thread = await db
    .selectFrom('chat_threads')
    .select('id')
    .where('id', '=', threadId)
    .where((eb) => eb.or([eb('sender_id', '=', me), eb('receiver_id', '=', me)]))
    .executeTakeFirst();
  if (!thread) throw notFound(THREAD_NOT_FOUND);
}

/**
 * Opens the thread between two people, or finds the one they have (one per pair). Opening brings a
 * thread the caller had deleted back to their list. Answers the thread id and whether it is new.
 */
export async function openThread(db: Db, me: string, to: string): Promise<{ id: string; created: boolean }> {
  if (to === me) throw new ApiError(400, 'invalid_request', NOT_YOURSELF, 'to');
  const key = pairKey(me, to);
  const known = await db
    .selectFrom('chat_threads')
    .select('id')
    .where('pair_key', '=', key)
    .executeTakeFirst();
  if (!known) await requireMayTalk(db, me, to);
  const inserted = await db
    .insertInto('chat_threads')
    .values({ id: randomUUID(), sender_id: me, receiver_id: to, pair_key: key })
    .onConflict((oc) => oc.column('pair_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const existing = await db
    .updateTable('chat_threads')
    .set((eb) => ({
      sender_delete: eb.case().when('sender_id', '=', me).then(false).else(eb.ref('sender_delete')).end(),
      receiver_delete: eb
        .case()
        .when('receiver_id', '=', me)
        .then(false)
        .else(eb.ref('receiver_delete'))
        .end(),
    }))
    .where('pair_key', '=', key)
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: existing.id, created: false };
}

/** The person the last message went to has read it (SPEC §4: opening marks seen); for anyone else, nothing. */
export async function markSeen(db: Db, me: string, threadId: string): Promise<void> {
  const thread = await db
    .selectFrom('chat_threads as t')
    .leftJoin('chat_messages as m', 'm.id', 't.last_message_id')
    .select(['t.id', 'm.to_user_id'])
    .where('t.id', '=', threadId)
    .where((eb) => eb.or([eb('t.sender_id', '=', me), eb('t.receiver_id', '=', me)]))
    .executeTakeFirst();
  if (!thread) throw notFound(THREAD_NOT_FOUND);
  if (thread.to_user_id === me) {
    await db.updateTable('chat_threads').set({ seen: true }).where('id', '=', threadId).execute();
  }
}

/** Removes the thread from the caller's list only (SPEC §7 delete-chat). */
export async function deleteForMe(db: Db, me: string, threadId: string): Promise<void> {
  const result = await db
    .updateTable('chat_threads')
    .set((eb) => ({
      sender_delete: eb.case().when('sender_id', '=', me).then(true).else(eb.ref('sender_delete')).end(),
      receiver_delete: eb
        .case()
        .when('receiver_id', '=', me)
        .then(true)
        .else(eb.ref('receiver_delete'))
        .end(),
    }))
    .where('id', '=', threadId)
    .where((eb) => eb.or([eb('sender_id', '=', me), eb('receiver_id', '=', me)]))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound(THREAD_NOT_FOUND);
}
