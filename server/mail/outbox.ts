import type { Db } from '../db/database.ts';

/** The latest mail the outbox mailer kept (mailer.ts), newest first: what the development outbox page lists. */
export function latestOutboxMail(db: Db, limit: number) {
  return db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc').limit(limit).execute();
}
