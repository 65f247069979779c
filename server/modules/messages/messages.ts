import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { maskContacts } from '../../../machines/contactMasking.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { contactsOf } from './contacts.ts';
import { requireOwnThread, THREAD_NOT_FOUND } from './threads.ts';

export type ChatMessage = components['schemas']['ChatMessage'];

/** What a reconnecting client gets at most in one go; the REST list covers anything older. */
const MISSED_LIMIT = 500;

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
  await requireOwnThread(db, me, threadId);
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
