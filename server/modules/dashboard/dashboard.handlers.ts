import type { components } from '../../../openapi/schema.d.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import type { Db } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, notFound } from '../../errors.ts';
import { callerOf, type PartialHandlerTable } from '../../http/operations.ts';
import { promotionCode } from '../auth/accounts.ts';
import { isOperator, PRODUCT_NOT_FOUND } from '../products/productAccess.ts';
import { dashboardFigures } from './dashboardFigures.ts';

type DashboardEvent = components['schemas']['DashboardEvent'];

const MARKETPLACE_ONLY = 'Solo el marketplace (el operador) informa vistas y escaneos';
const CODE_NOT_FOUND = 'El código de promoción no existe';

function requireMarketplace(caller: AccessClaims) {
  if (!isOperator(caller)) throw new ApiError(403, 'forbidden', MARKETPLACE_ONLY);
}

/** Whose figure an event counts in: the viewed product's provider, or the owner of the scanned code. */
async function subjectOf(db: Db, event: DashboardEvent) {
  if (event.type === 'view') {
    const product = await db
      .selectFrom('products')
      .select(['id', 'provider_id'])
      .where('id', '=', event.product_id)
      .executeTakeFirst();
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return { provider_id: product.provider_id, product_id: product.id };
  }
  const owner = await db
    .selectFrom('referral_stats')
    .select('user_id')
    .where('promotion_code', '=', event.promotion_code)
    .executeTakeFirst();
  if (!owner) throw notFound(CODE_NOT_FOUND);
  return { provider_id: owner.user_id, product_id: null };
}

/** The person's referral code; one made without a code (by hand, or by a test) gets one now. */
async function promotionCodeOf(db: Db, userId: string): Promise<string> {
  const find = () =>
    db.selectFrom('referral_stats').select('promotion_code').where('user_id', '=', userId).executeTakeFirst();
  const known = await find();
  if (known) return known.promotion_code;
  await db
    .insertInto('referral_stats')
    .values({ user_id: userId, promotion_code: promotionCode() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const made = await find();
  if (!made) throw new Error(`No referral code for ${userId}`);
  return made.promotion_code;
}

/**
 * The control panel (issue 11): its figures computed from records, and the marketplace's reports of product
 * views and QR scans, stored as events where they happen.
 */
export function dashboardHandlers(deps: Deps) {
  const { db, limits } = deps;

  return {
    async getBusinessStats(request) {
      const { sub } = callerOf(request);
      const [figures, promotion_code] = await Promise.all([
        dashboardFigures(db, sub),
        promotionCodeOf(db, sub),
      ]);
      return {
        total_scans: figures.scans,
        views: figures.views,
        inquiries: figures.inquiries,
        bookings: figures.bookings,
        commissions: figures.commissions,
        promotion_code,
      };
    },

    async recordDashboardEvent(request, reply) {
      const caller = callerOf(request);
      requireMarketplace(caller);
      await limits.take('marketplaceEventsPerCaller', caller.sub);
      const event = request.body;
      const subject = await subjectOf(db, event);
      await db
        .insertInto('dashboard_events')
        .values({ ...subject, type: event.type })
        .execute();
      reply.code(201);
      return { type: event.type, provider_id: subject.provider_id };
    },
  } satisfies PartialHandlerTable;
}
