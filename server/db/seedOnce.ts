import type { Db } from './database.ts';
import { castEmail, DEMO_CAST, type DemoCast } from './seedCast.ts';

/** The seeded company provider (seed.ts) owns the demo products, reservations and chats. */
export const DEMO_PRODUCT_OWNER = 'empresa@demo.gt';

/** The demo company's user id (of the cast), or null when the accounts' seed did not make it. */
export async function demoOwnerId(db: Db, cast: DemoCast = DEMO_CAST): Promise<string | null> {
  const owner = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', castEmail(cast, DEMO_PRODUCT_OWNER))
    .executeTakeFirst();
  return owner?.id ?? null;
}

/** Which of these fixed demo ids are already stored: seeds add the rest and leave those as they are. */
export async function alreadySeeded(
  db: Db,
  table: 'products' | 'bookings',
  ids: string[],
): Promise<Set<string>> {
  const rows = await db.selectFrom(table).select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}
