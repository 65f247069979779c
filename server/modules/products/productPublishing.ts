import type { Transaction } from 'kysely';
import { areRequiredStepsComplete } from '../../../machines/completion.ts';
import type { ProductType } from '../../../machines/productKinds.ts';
import type { AccessClaims } from '../../auth/tokens.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError, notFound } from '../../errors.ts';
import { findOwnedProduct, PRODUCT_NOT_FOUND, type ProductRow } from './productAccess.ts';

export const INCOMPLETE_PROFILE = 'Complete your basic profile before publishing';
export const INCOMPLETE_SERVICE = 'Complete every step of this service before publishing';

/**
 * A move to in revision (SPEC §4): the operator must look again, an old send-back reason no longer
 * applies, and the new-product record keeps the first activation date and then a re-activation log.
 */
async function sendToReview(trx: Transaction<Database>, product: ProductRow): Promise<void> {
  const now = new Date();
  const firstTime = product.activated_at === null;
  await trx
    .updateTable('products')
    .set({
      status: 'revision',
      review_reason: null,
      updated_at: now,
      ...(firstTime
        ? { activated_at: now }
        : { reactivations: JSON.stringify([...product.reactivations, now.toISOString()]) }),
    })
    .where('id', '=', product.id)
    .execute();
}

/**
 * The provider's visibility switch (SPEC §4, DESIGN "Publishing"): on (2) sends a hidden product to
 * review once the owner's basic profile and every required step are complete, and a published one
 * back to review after an edit; off (1) hides it without checks. Asking for the current state changes
 * nothing.
 */
export async function switchProductStatus(
  db: Db,
  caller: AccessClaims,
  id: string,
  requested: 1 | 2,
  /** What the product's family needs besides its steps (a hotel's complete room); throws what is missing. */
  readyForReview?: (trx: Transaction<Database>, product: ProductRow) => Promise<void>,
) {
  await db.transaction().execute(async (trx) => {
    // Locked, so two quick clicks cannot both log an activation.
    await trx.selectFrom('products').select('id').where('id', '=', id).forUpdate().execute();
    const product = await findOwnedProduct(trx, caller, id);
    if (requested === 1) {
      if (product.status === 'hidden') return;
      await trx
        .updateTable('products')
        .set({ status: 'hidden', updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      return;
    }
    if (product.status === 'revision') return;
    if (product.status === 'hidden') {
      const owner = await trx
        .selectFrom('users')
        .select('basic_profile')
        .where('id', '=', product.provider_id)
        .executeTakeFirstOrThrow();
      if (!owner.basic_profile) throw new ApiError(403, 'incomplete_profile', INCOMPLETE_PROFILE);
      if (!areRequiredStepsComplete(product.product_type as ProductType, product.step_validate)) {
        throw new ApiError(409, 'incomplete_service', INCOMPLETE_SERVICE);
      }
      await readyForReview?.(trx, product);
    }
    await sendToReview(trx, product);
  });
}

/** The public address part of a product: accent-free, lower case, dashed, unique by a piece of its id. */
export function slugOf(name: string, id: string, suffixLength = 6): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  const suffix = id
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, suffixLength);
  return [base, suffix].filter(Boolean).join('-');
}

async function freeSlug(trx: Transaction<Database>, name: string, id: string): Promise<string> {
  // A longer piece of the id settles the (unlikely) clash of two products of the same name.
  for (const length of [6, 12, 64]) {
    const slug = slugOf(name, id, length);
    const taken = await trx.selectFrom('products').select('id').where('slug', '=', slug).executeTakeFirst();
    if (!taken) return slug;
  }
  return slugOf(name, `${id}-${Date.now()}`, 80);
}

export type ReviewDecision = { decision: 'approve' } | { decision: 'send_back'; reason: string };

/**
 * The operator's decision on a product in revision: approve publishes it (with its public slug, given
 * once), send back hides it with the reason the provider reads on its card and step grid. Answers the
 * owner, whose open portal is told.
 */
export async function decideReview(
  db: Db,
  id: string,
  decision: ReviewDecision,
): Promise<{ providerId: string }> {
  return db.transaction().execute(async (trx) => {
    const product = await trx
      .selectFrom('products')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    if (product.status !== 'revision') {
      throw new ApiError(409, 'not_in_revision', 'Only a product in revision can be reviewed');
    }
    const changes =
      decision.decision === 'approve'
        ? { status: 'published' as const, slug: product.slug ?? (await freeSlug(trx, product.name, id)) }
        : { status: 'hidden' as const, review_reason: decision.reason };
    await trx
      .updateTable('products')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    return { providerId: product.provider_id };
  });
}
