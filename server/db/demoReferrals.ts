import type { Db } from './database.ts';
import type { ReferralEventType } from './schema.ts';
import { DEMO_BOOKINGS } from './seedBookings.ts';
import { castEmail, castId, DEMO_CAST, type DemoCast } from './seedCast.ts';
import { demoOwnerId } from './seedOnce.ts';

/** The demo influencer (server/db/seed.ts), whose code brought two of the demo company's travelers. */
export const DEMO_INFLUENCER = 'influencer@demo.gt';

/** The demo company's reservations the influencer's travelers made: the confirmed and the completed one. */
export const DEMO_REFERRED_BOOKINGS = ['GT-240094', 'GT-240071'];

/** What each demo person's code brought besides reservations (the company's scans are seedDashboard.ts's). */
export const DEMO_REFERRALS = {
  company: { scans: 0, visits: 24, inquiries: 6 },
  influencer: { scans: 15, visits: 36, inquiries: 9 },
};

/** The demo's history reaches back this far, like the control panel's (seedDashboard.ts). */
const DAYS = 90;
const DAY = 24 * 60 * 60 * 1000;

/** `count` moments spread evenly over the last 90 days, newest first. */
function spread(count: number, now: number): Date[] {
  return Array.from({ length: count }, (_, i) => new Date(now - ((i + 0.5) / count) * DAYS * DAY));
}

/** The person's visits, inquiries and scans, once: an owner that has referral events keeps them. */
async function seedEventsOf(db: Db, ownerId: string, figures: (typeof DEMO_REFERRALS)['company']) {
  const known = await db
    .selectFrom('referral_events')
    .select('id')
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (known) return;
  const now = Date.now();
  const events = (type: ReferralEventType, count: number) =>
    spread(count, now).map((created_at) => ({ owner_id: ownerId, type, created_at }));
  await db
    .insertInto('referral_events')
    .values([...events('visit', figures.visits), ...events('inquiry', figures.inquiries)])
    .execute();
  if (figures.scans === 0) return;
  await db
    .insertInto('dashboard_events')
    .values(
      spread(figures.scans, now).map((created_at) => ({
        provider_id: ownerId,
        product_id: null,
        type: 'scan' as const,
        created_at,
      })),
    )
    .execute();
}

/** Marks the referred reservations with the influencer's code, leaving any a code already marks. */
async function markReferredBookings(db: Db, cast: DemoCast, influencerId: string) {
  const code = await db
    .selectFrom('referral_stats')
    .select('promotion_code')
    .where('user_id', '=', influencerId)
    .executeTakeFirst();
  const ids = DEMO_BOOKINGS.filter((b) => DEMO_REFERRED_BOOKINGS.includes(b.reservation_no)).map((b) =>
    castId(cast, b.id),
  );
  if (!code || ids.length === 0) return;
  await db
    .updateTable('bookings')
    .set({ referral_code: code.promotion_code })
    .where('id', 'in', ids)
    .where('referral_code', 'is', null)
    .execute();
}

/**
 * My QR's demo (issue 31): visits and inquiries for the demo company's code (its scans are the control panel's),
 * and the demo influencer's scans, visits and inquiries with two of the company's reservations made with the
 * influencer's code, so both people's My QR show figures. Small, spread over the last 90 days, added once.
 */
export async function seedDemoReferrals(db: Db, cast: DemoCast = DEMO_CAST): Promise<void> {
  const companyId = await demoOwnerId(db, cast);
  const influencer = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', castEmail(cast, DEMO_INFLUENCER))
    .executeTakeFirst();
  if (companyId) await seedEventsOf(db, companyId, DEMO_REFERRALS.company);
  if (!influencer) return;
  await seedEventsOf(db, influencer.id, DEMO_REFERRALS.influencer);
  await markReferredBookings(db, cast, influencer.id);
}
