import { type Kysely, sql } from 'kysely';

/**
 * Who ended a cancelled reservation (issue 11): the provider rejecting it ("Rechazada", with its reason) or the
 * traveler cancelling it ("Cancelada"). Until now a rejection was a cancellation with a reason; those rows are
 * the provider's. Never edit a migration after it landed: add a new one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('bookings')
    .addColumn('cancelled_by', 'text', (c) => c.check(sql`cancelled_by in ('provider', 'traveler')`))
    .execute();
  await sql`update bookings set cancelled_by = case when reject_reason is null then 'traveler' else 'provider' end
    where status = 0`.execute(db);
  await sql`alter table bookings add constraint bookings_cancelled_by
    check ((status = 0) = (cancelled_by is not null))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').dropConstraint('bookings_cancelled_by').execute();
  await db.schema.alterTable('bookings').dropColumn('cancelled_by').execute();
}
