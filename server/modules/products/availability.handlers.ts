import { sql } from 'kysely';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { callerOf, type PartialHandlerTable } from '../../http/operations.ts';
import { findReadableProduct } from './productAccess.ts';

type AvailabilityEntry = components['schemas']['AvailabilityEntry'];

/** A product's blocked and reserved ranges, earliest first; dates as text so no time zone shifts them. */
async function availabilityOf(db: Db, productId: string): Promise<AvailabilityEntry[]> {
  const rows = await db
    .selectFrom('product_availability')
    .select(['id', 'note', 'lock_type', 'booking_id'])
    .select([sql<string>`start_date::text`.as('start'), sql<string>`end_date::text`.as('end')])
    .where('product_id', '=', productId)
    .orderBy('start_date')
    .orderBy('end_date')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    availability_id: row.id,
    start_date: row.start,
    end_date: row.end,
    note: row.note,
    lock_type: row.lock_type,
    booking_id: row.booking_id,
  }));
}

/** SPEC §7 Availability GET: the owner reads a product's calendar, the operator any product's; others 404. */
export function availabilityHandlers(deps: Deps) {
  const { db } = deps;

  return {
    async getAvailability(request) {
      const product = await findReadableProduct(db, callerOf(request), request.params.id);
      return { data: await availabilityOf(db, product.id) };
    },
  } satisfies PartialHandlerTable;
}
