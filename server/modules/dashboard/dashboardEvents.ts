import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { PRODUCT_NOT_FOUND } from '../products/productAccess.ts';
import { ownerOfPromotionCode, PROMOTION_CODE_NOT_FOUND } from './promotionCodes.ts';

type DashboardEvent = components['schemas']['DashboardEvent'];

interface EventSubject {
  provider_id: string;
  product_id: string | null;
}

/** Whose figure an event counts in: the viewed product's provider, or the owner of the scanned code; else 404. */
export async function subjectOf(db: Db, event: DashboardEvent): Promise<EventSubject> {
  if (event.type === 'view') {
    const product = await db
      .selectFrom('products')
      .select(['id', 'provider_id'])
      .where('id', '=', event.product_id)
      .executeTakeFirst();
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return { provider_id: product.provider_id, product_id: product.id };
  }
  const owner = await ownerOfPromotionCode(db, event.promotion_code);
  if (!owner) throw notFound(PROMOTION_CODE_NOT_FOUND);
  return { provider_id: owner, product_id: null };
}

/** Stores a reported view or scan; the database counts it into the provider's figures as it lands. */
export async function storeDashboardEvent(db: Db, subject: EventSubject, type: DashboardEvent['type']) {
  await db
    .insertInto('dashboard_events')
    .values({ ...subject, type })
    .execute();
}
