import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { maskContacts } from '../../../machines/contactMasking.ts';
import { isProductRole, ROLE } from '../../../machines/roles.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import { ApiError, notFound } from '../../errors.ts';

export type MessageThread = components['schemas']['MessageThread'];
export type ChatMessage = components['schemas']['ChatMessage'];
export type ChatContact = components['schemas']['ChatContact'];

export const THREAD_NOT_FOUND = 'La conversación no existe';
const USER_NOT_FOUND = 'La persona no existe';
const NOT_ALLOWED = 'Solo puede escribir a sus clientes y a soporte';
const NOT_YOURSELF = 'No puede abrir una conversación consigo mismo';

/** What a reconnecting client gets at most in one go; the REST list covers anything older. */
const MISSED_LIMIT = 500;

/** Which of a set of people have the portal open now (the realtime layer knows; tests may say none). */
export type OnlineLookup = (userIds: string[]) => Promise<Set<string>>;

const pairKey = (a: string, b: string) => [a, b].sort().join(':');

/** Display names and main roles of people: the business name of a company, else the person's name. */
async function contactsOf(db: Db, userIds: string[]): Promise<Map<string, Omit<ChatContact, 'user_id'>>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .leftJoin('persons', 'persons.user_id', 'users.id')
    .leftJoin('business_profiles', 'business_profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.business_category',
      'persons.first_name',
      'persons.last_name',
      'persons.picture_url',
      'business_profiles.name as business_name',
      'business_profiles.logo_url',
    ])
    .select((eb) =>
      eb
        .selectFrom('user_roles')
        .select((r) => r.fn.min('role').as('role'))
        .whereRef('user_roles.user_id', '=', 'users.id')
        .as('role'),
    )
    .where('users.id', 'in', userIds)
    .execute();
  return new Map(
    rows.map((row) => {
      const company = row.business_category === 'company' && row.business_name;
      const person = [row.first_name, row.last_name].filter(Boolean).join(' ');
      return [
        row.id,
        {
          name: (company ? row.business_name : person) || row.email,
          picture: (company ? row.logo_url : row.picture_url) ?? null,
          role: Number(row.role ?? 0),
        },
      ];
    }),
  );
}

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

async function rolesOf(db: Db, userId: string): Promise<number[] | null> {
  const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) return null;
  const rows = await db.selectFrom('user_roles').select('role').where('user_id', '=', userId).execute();
  return rows.map((r) => r.role);
}

/**
 * Who may open a thread with whom (issue 5, docs/decisions.md): support (role 1) with anyone and anyone with
 * support; a traveler (role 5) with a provider (roles 2-4), as the marketplace's inquiries; a provider with a
 * traveler who booked one of its products. A thread once open stays open to both.
 */
async function mayTalk(db: Db, me: string, myRoles: number[], to: string, theirRoles: number[]) {
  if (myRoles.includes(ROLE.operator) || theirRoles.includes(ROLE.operator)) return true;
  if (myRoles.includes(ROLE.traveler) && theirRoles.some(isProductRole)) return true;
  const booking = await db
    .selectFrom('bookings')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('provider_id', '=', me), eb('traveler_user_id', '=', to)]),
        eb.and([eb('provider_id', '=', to), eb('traveler_user_id', '=', me)]),
      ]),
    )
    .executeTakeFirst();
  return booking !== undefined;
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
  if (!known) {
    const [myRoles, theirRoles] = await Promise.all([rolesOf(db, me), rolesOf(db, to)]);
    if (!theirRoles) throw notFound(USER_NOT_FOUND);
    if (!(await mayTalk(db, me, myRoles ?? [], to, theirRoles))) {
      throw new ApiError(403, 'chat_not_allowed', NOT_ALLOWED);
    }
  }
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

function messageRows(db: Db) {
  return db
    .selectFrom('chat_messages as m')
    .innerJoin('users as u', 'u.id', 'm.created_by_user_id')
    .select([
      'm.id',
      'm.thread_id',
      'm.message',
      'm.created_by_user_id',
      'm.to_user_id',
      'm.time',
      'm.attached_file',
      'm.message_blocked',
      'm.ln',
      'm.client_id',
    ])
    .select(sql<number>`m.seq::float8`.as('seq'));
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof messageRows>['executeTakeFirstOrThrow']>>;

async function toMessages(db: Db, rows: MessageRow[]): Promise<ChatMessage[]> {
  const names = await contactsOf(db, [...new Set(rows.map((r) => r.created_by_user_id))]);
  return rows.map((row) => ({
    message_id: row.id,
    thread_id: row.thread_id,
    seq: row.seq,
    message: row.message,
    created_by_user_id: row.created_by_user_id,
    to: row.to_user_id,
    time: new Date(row.time).toISOString(),
    attached_file: row.attached_file,
    message_blocked: row.message_blocked,
    ln: row.ln,
    name_sender: names.get(row.created_by_user_id)?.name ?? '',
    client_id: row.client_id,
  }));
}

/** A thread's messages, oldest first: the latest `limit`, or those before `before` to page back. */
export async function listMessages(
  db: Db,
  me: string,
  threadId: string,
  page: { before?: number | undefined; limit?: number | undefined } = {},
): Promise<ChatMessage[]> {
  const thread = await db
    .selectFrom('chat_threads')
    .select('id')
    .where('id', '=', threadId)
    .where((eb) => eb.or([eb('sender_id', '=', me), eb('receiver_id', '=', me)]))
    .executeTakeFirst();
  if (!thread) throw notFound(THREAD_NOT_FOUND);
  let query = messageRows(db).where('m.thread_id', '=', threadId);
  if (page.before !== undefined) query = query.where('m.seq', '<', page.before);
  const rows = await query
    .orderBy('m.seq', 'desc')
    .limit(page.limit ?? 100)
    .execute();
  return toMessages(db, rows.reverse());
}

/** Every message of the person's threads stored after `since`, oldest first (a reconnect's catch-up). */
export async function messagesSince(db: Db, me: string, since: number): Promise<ChatMessage[]> {
  const rows = await messageRows(db)
    .where('m.seq', '>', since)
    .where((eb) => eb.or([eb('m.created_by_user_id', '=', me), eb('m.to_user_id', '=', me)]))
    .orderBy('m.seq', 'asc')
    .limit(MISSED_LIMIT)
    .execute();
  return toMessages(db, rows);
}

export interface OutgoingMessage {
  threadId: string;
  text: string;
  /** The sender's id for the message: a retry with the same id answers the stored one. */
  clientId?: string | undefined;
  /** The app says it masked contact details already. */
  clientBlocked?: boolean | undefined;
  /** The company's own domain, never masked. */
  allowedDomain?: string | undefined;
}

/**
 * Stores a message (SPEC §4: contact details masked and the message flagged, on the server whatever the
 * client did) and moves its thread to the top, unseen, back in both lists. Committed before it returns, so
 * an acknowledgement sent after it never promises a message a crash could lose. `fresh` is false when the
 * same client id was stored before (a retried send).
 */
export async function storeMessage(
  db: Db,
  me: string,
  outgoing: OutgoingMessage,
): Promise<{ message: ChatMessage; fresh: boolean }> {
  const masked = maskContacts(outgoing.text, { allowedDomain: outgoing.allowedDomain });
  const blocked = masked.blocked || outgoing.clientBlocked === true;
  // One statement, so one round trip and atomic: lock the thread (one of its two people must be the
  // sender), insert the message, move the thread. Messages of one thread queue on its row, so their
  // `seq` grows in the order they are stored and `order_c` is always the latest.
  const { rows } = await sql<{
    id: string;
    seq: number;
    to_user_id: string;
    time: Date;
    attached_file: string;
    message_blocked: boolean;
    ln: 'es' | 'en';
    client_id: string | null;
    name_sender: string;
  }>`
    with thread as (
      select id, case when sender_id = ${me} then receiver_id else sender_id end as to_user_id
      from chat_threads
      where id = ${outgoing.threadId} and (sender_id = ${me} or receiver_id = ${me})
      for update
    ), sender as (
      select u.language,
        coalesce(
          nullif(case when u.business_category = 'company' then b.name end, ''),
          nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''),
          u.email
        ) as name
      from users u
      left join persons p on p.user_id = u.id
      left join business_profiles b on b.user_id = u.id
      where u.id = ${me}
    ), inserted as (
      insert into chat_messages (id, thread_id, created_by_user_id, to_user_id, message, message_blocked, ln, client_id)
      select ${randomUUID()}, thread.id, ${me}, thread.to_user_id, ${masked.text}, ${blocked}, sender.language,
        ${outgoing.clientId ?? null}
      from thread, sender
      on conflict (created_by_user_id, client_id) where client_id is not null do nothing
      returning id, seq, thread_id, to_user_id, time, attached_file, message_blocked, ln, client_id
    ), moved as (
      update chat_threads
      set order_c = inserted.seq, seen = false, last_message_id = inserted.id,
        sender_delete = false, receiver_delete = false
      from inserted
      where chat_threads.id = inserted.thread_id
    )
    select inserted.id, inserted.seq::float8 as seq, inserted.to_user_id, inserted.time, inserted.attached_file,
      inserted.message_blocked, inserted.ln, inserted.client_id, sender.name as name_sender
    from inserted, sender
  `.execute(db);
  const row = rows[0];
  if (row) {
    return {
      fresh: true,
      message: {
        message_id: row.id,
        thread_id: outgoing.threadId,
        seq: Number(row.seq),
        message: masked.text,
        created_by_user_id: me,
        to: row.to_user_id,
        time: new Date(row.time).toISOString(),
        attached_file: row.attached_file,
        message_blocked: row.message_blocked,
        ln: row.ln,
        name_sender: row.name_sender,
        client_id: row.client_id,
      },
    };
  }
  // Nothing stored: not the sender's thread, or this client id was stored before (a retried send).
  const earlier = outgoing.clientId
    ? await messageRows(db)
        .where('m.created_by_user_id', '=', me)
        .where('m.client_id', '=', outgoing.clientId)
        .where('m.thread_id', '=', outgoing.threadId)
        .execute()
    : [];
  const [message] = await toMessages(db, earlier);
  if (!message) throw notFound(THREAD_NOT_FOUND);
  return { message, fresh: false };
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

/** The support person help chats go to: the first operator account (role 1). */
export async function supportUser(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('user_roles')
    .innerJoin('users', 'users.id', 'user_roles.user_id')
    .select('users.id')
    .where('user_roles.role', '=', ROLE.operator)
    .orderBy('users.created_at', 'asc')
    .orderBy('users.id')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function supportContact(db: Db): Promise<ChatContact> {
  const id = await supportUser(db);
  if (!id) throw notFound('No hay soporte disponible');
  const contact = (await contactsOf(db, [id])).get(id);
  if (!contact) throw notFound('No hay soporte disponible');
  return { user_id: id, ...contact };
}
