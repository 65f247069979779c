import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { RESPONSE_WINDOW_MS } from '../reservations/reservationQueries.ts';

/** A pending reservation is pushed as "about to expire" when this little is left of its response window. */
export const EXPIRY_WARNING_MS = 60 * 60 * 1000;

/** How often each server process looks for reservations about to expire. */
export const EXPIRY_SWEEP_MS = 60 * 1000;

/** Reservations one look claims at most; a full batch looks again at once. */
export const EXPIRY_BATCH = 100;

export interface ExpiringReservation {
  id: string;
  provider_id: string;
}

/**
 * Claims the pending reservations (status 1) whose response window ends within EXPIRY_WARNING_MS of `now`, and not
 * yet past it, that no process has warned about: one statement marks them (`expiry_notified_at`) and answers them,
 * so with several server processes on one database each reservation is claimed by one look, once.
 */
export async function claimExpiringReservations(
  db: Db,
  now: Date,
  limit = EXPIRY_BATCH,
): Promise<ExpiringReservation[]> {
  const warnFrom = new Date(now.getTime() - (RESPONSE_WINDOW_MS - EXPIRY_WARNING_MS));
  const expiredAt = new Date(now.getTime() - RESPONSE_WINDOW_MS);
  const { rows } = await sql<ExpiringReservation>`
    update bookings set expiry_notified_at = ${now}
    where id in (
      select id from bookings
      where status = 1 and expiry_notified_at is null
        and request_date <= ${warnFrom} and request_date > ${expiredAt}
      order by request_date
      limit ${limit}
      for update skip locked
    )
    returning id, provider_id`.execute(db);
  return rows;
}
