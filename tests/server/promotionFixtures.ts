import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import { app, call, owner } from './productFixtures.ts';

export type Promotion = components['schemas']['Promotion'];
export type PromotionInput = components['schemas']['PromotionInput'];

/** The server's today (UTC) and the days around it. */
export const utcDay = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A 10 % discount over the first nights of 2099, with the fields the request changes. */
export const discount = (fields: Partial<PromotionInput> = {}): PromotionInput => ({
  promotion_type: 2,
  start_date: '2099-01-01',
  end_date: '2099-01-10',
  percent_discount: 10,
  assigned_check: 1,
  ...fields,
});

/** Creates a promotion through the API and answers it. */
export async function createPromotion(body: PromotionInput, token = owner): Promise<Promotion> {
  const res = await call('POST', '/api/promotion-new', token, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Promotion;
}

/** A promotion written straight to the table (a state the API would not create today, e.g. past dates). */
export async function insertPromotion(
  providerId: string,
  fields: {
    promotion_type?: number;
    assigned_check: number;
    start_date: string;
    end_date: string;
    date_show_promotion?: string | null;
    percent_discount?: number;
  },
  productIds: string[] = [],
) {
  const id = randomUUID();
  await app.deps.db
    .insertInto('promotions')
    .values({ id, provider_id: providerId, promotion_type: 2, percent_discount: 10, ...fields })
    .execute();
  for (const productId of productIds) {
    await app.deps.db
      .insertInto('promotion_products')
      .values({ promotion_id: id, product_id: productId })
      .execute();
  }
  return id;
}

/** The product ids a promotion runs on, read from the table. */
export async function assignedTo(promotionId: string) {
  const rows = await app.deps.db
    .selectFrom('promotion_products')
    .select('product_id')
    .where('promotion_id', '=', promotionId)
    .orderBy('product_id')
    .execute();
  return rows.map((r) => r.product_id);
}

/** The user id of an account, by e-mail. */
export async function userIdOf(email: string) {
  const row = await app.deps.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}
