import { randomBytes } from 'node:crypto';
import ICAL from 'ical.js';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * A product's calendar for Airbnb, Booking.com and Vrbo: a secret link (the token is the key, as those platforms
 * take a bare URL) serving one all-day event per reserved or blocked range. Only dates leave: no guest, no
 * note, no reservation code.
 */

/** Ranges that ended longer ago than this are of no use to a platform importing the calendar. */
const PAST_DAYS = 31;

/** 24 random bytes: 32 URL-safe characters, as the contract's file pattern takes them. */
const newToken = () => randomBytes(24).toString('base64url');

export const exportUrl = (publicUrl: string, token: string) => `${publicUrl}/api/ical/${token}.ics`;

/** The product's export token, made on the first read. */
export async function exportTokenOf(db: Db, productId: string): Promise<string> {
  await db
    .insertInto('calendar_exports')
    .values({ product_id: productId, token: newToken() })
    .onConflict((oc) => oc.column('product_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('calendar_exports')
    .select('token')
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
  return row.token;
}

/** A new token for the product: the old link answers 404 from now on. */
export async function renewExportToken(db: Db, productId: string): Promise<string> {
  const token = newToken();
  await db
    .insertInto('calendar_exports')
    .values({ product_id: productId, token })
    .onConflict((oc) => oc.column('product_id').doUpdateSet({ token }))
    .execute();
  return token;
}

/** The product a token opens, or undefined. */
export async function productOfToken(db: Db, token: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('calendar_exports')
    .select('product_id')
    .where('token', '=', token)
    .executeTakeFirst();
  return row?.product_id;
}

/** The iCalendar text: DTEND is exclusive, so a range's last day plus one. */
export async function exportCalendar(db: Db, productId: string, host: string): Promise<string> {
  const ranges = await db
    .selectFrom('product_availability')
    .select(['id', 'lock_type'])
    .select([sql<string>`start_date::text`.as('start'), sql<string>`(end_date + 1)::text`.as('after')])
    .where('product_id', '=', productId)
    .where('end_date', '>=', sql<string>`current_date - ${PAST_DAYS}::int`)
    .orderBy('start_date')
    .orderBy('id')
    .execute();
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue('prodid', '-//Provider Portal//Calendar sync//EN');
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('method', 'PUBLISH');
  const stamp = ICAL.Time.fromJSDate(new Date(), true);
  for (const range of ranges) {
    const event = new ICAL.Component('vevent');
    event.updatePropertyWithValue('uid', `${range.id}@${host}`);
    event.updatePropertyWithValue('dtstamp', stamp);
    event.updatePropertyWithValue('dtstart', ICAL.Time.fromDateString(range.start));
    event.updatePropertyWithValue('dtend', ICAL.Time.fromDateString(range.after));
    event.updatePropertyWithValue('summary', range.lock_type === 'reserved' ? 'Reserved' : 'Not available');
    event.updatePropertyWithValue('transp', 'OPAQUE');
    calendar.addSubcomponent(event);
  }
  return `${calendar.toString()}\r\n`;
}
