import type { Kysely } from 'kysely';

/**
 * Reports (issue 32): every report but occupancy reads one provider's reservations requested within a range of days,
 * whatever their status. The list's index (provider_id, status, request_date) serves one status at a time; this one
 * reads the range in one pass. Never edit a migration after it landed: add a new one.
 */
export async function up(raw: Kysely<unknown>): Promise<void> {
  await raw.schema
    .createIndex('bookings_provider_requested')
    .on('bookings')
    .columns(['provider_id', 'request_date'])
    .execute();
}

export async function down(raw: Kysely<unknown>): Promise<void> {
  await raw.schema.dropIndex('bookings_provider_requested').execute();
}
