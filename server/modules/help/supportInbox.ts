import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { helpAnswerMail } from './helpMail.ts';
import { HELP_REQUEST_NOT_FOUND, type HelpRequestView, helpRequestView } from './helpRequests.ts';
import { joinRequestView } from './joinRequests.ts';
import { MEETING_REQUEST_NOT_FOUND, type MeetingRequestView, meetingRequestView } from './meetingRequests.ts';

type SupportInbox = components['schemas']['SupportInbox'];

/** Each list of the inbox holds at most this many, newest first. */
export const INBOX_LIMIT = 100;

type InboxKind = 'help' | 'meeting' | 'join';

/** The unseen items of one kind, whatever the inbox's filters. */
const unseenOf = (db: Db, table: 'help_requests' | 'meeting_requests' | 'join_requests') =>
  db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('seen', '=', false)
    .executeTakeFirstOrThrow();

/** The operator's inbox: each kind newest first (`kind` keeps one, `seen` filters), and every kind's unseen count. */
export async function supportInbox(
  db: Db,
  filter: { kind?: InboxKind; seen?: boolean },
): Promise<SupportInbox> {
  const wanted = (kind: InboxKind) => filter.kind === undefined || filter.kind === kind;
  const helpQuery = () => {
    let query = db.selectFrom('help_requests').selectAll();
    if (filter.seen !== undefined) query = query.where('seen', '=', filter.seen);
    return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(INBOX_LIMIT).execute();
  };
  const meetingQuery = () => {
    let query = db.selectFrom('meeting_requests').selectAll();
    if (filter.seen !== undefined) query = query.where('seen', '=', filter.seen);
    return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(INBOX_LIMIT).execute();
  };
  const joinQuery = () => {
    let query = db.selectFrom('join_requests').selectAll();
    if (filter.seen !== undefined) query = query.where('seen', '=', filter.seen);
    return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(INBOX_LIMIT).execute();
  };
  const [help, meetings, joins, unseenHelp, unseenMeetings, unseenJoins] = await Promise.all([
    wanted('help') ? helpQuery() : [],
    wanted('meeting') ? meetingQuery() : [],
    wanted('join') ? joinQuery() : [],
    unseenOf(db, 'help_requests'),
    unseenOf(db, 'meeting_requests'),
    unseenOf(db, 'join_requests'),
  ]);
  return {
    help_requests: help.map(helpRequestView),
    meeting_requests: meetings.map(meetingRequestView),
    join_requests: joins.map(joinRequestView),
    unseen: { help: Number(unseenHelp.n), meeting: Number(unseenMeetings.n), join: Number(unseenJoins.n) },
  };
}

export async function markHelpRequestSeen(db: Db, id: string): Promise<HelpRequestView> {
  const row = await db
    .updateTable('help_requests')
    .set({ seen: true, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound(HELP_REQUEST_NOT_FOUND);
  return helpRequestView(row);
}

export async function markMeetingRequestSeen(db: Db, id: string): Promise<MeetingRequestView> {
  const row = await db
    .updateTable('meeting_requests')
    .set({ seen: true, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound(MEETING_REQUEST_NOT_FOUND);
  return meetingRequestView(row);
}

/**
 * Mails the answer to the provider in the message's language, then stores it and marks the message seen: a
 * mail that could not be sent leaves the message unanswered (the operator sees the error and tries again).
 */
export async function answerHelpRequest(
  db: Db,
  mailer: Mailer,
  id: string,
  answer: string,
): Promise<HelpRequestView> {
  const request = await db.selectFrom('help_requests').selectAll().where('id', '=', id).executeTakeFirst();
  if (!request) throw notFound(HELP_REQUEST_NOT_FOUND);
  await mailer.send({
    to: request.email,
    ...helpAnswerMail(request.language_code, request.first_name, request.question, answer),
  });
  const now = new Date();
  const row = await db
    .updateTable('help_requests')
    .set({ answer, answered_at: now, seen: true, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return helpRequestView(row);
}
