import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import type { NotificationKind } from './notify.ts';

/** A person's devices at most: an eleventh forgets the one saved longest ago (a lost phone never unsubscribes). */
export const MAX_DEVICES = 10;

export const SUBSCRIPTION_NOT_FOUND = 'El dispositivo no recibe tus avisos';

export interface SavedSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Who saves a device: whose notifications it gets (`userId`) and the person signed in on it (`actorId`). */
export interface DeviceOwner {
  userId: string;
  actorId: string;
}

/**
 * Saves a device by its endpoint: a device receives one person's notifications, the last who saved it. Answers
 * its id; the same id when it was saved before.
 */
export async function saveSubscription(
  db: Db,
  owner: DeviceOwner,
  device: SavedSubscription,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('push_subscriptions')
      .values({ id: randomUUID(), user_id: owner.userId, actor_id: owner.actorId, ...device })
      .onConflict((oc) =>
        oc.column('endpoint').doUpdateSet({
          user_id: owner.userId,
          actor_id: owner.actorId,
          p256dh: device.p256dh,
          auth: device.auth,
          updated_at: sql`now()`,
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .deleteFrom('push_subscriptions')
      .where('user_id', '=', owner.userId)
      .where(
        'id',
        'not in',
        trx
          .selectFrom('push_subscriptions')
          .select('id')
          .where('user_id', '=', owner.userId)
          .orderBy('updated_at', 'desc')
          .orderBy('id')
          .limit(MAX_DEVICES),
      )
      .execute();
    return row.id;
  });
}

/** Removes one of the person's devices; another's, or one gone already, is 404. */
export async function deleteSubscription(db: Db, userId: string, id: string): Promise<void> {
  const { numDeletedRows } = await db
    .deleteFrom('push_subscriptions')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (numDeletedRows === 0n) throw notFound(SUBSCRIPTION_NOT_FOUND);
}

/** A device gone for good (its push service answered 404 or 410). */
export async function forgetEndpoint(db: Db, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
}

export interface Device extends SavedSubscription {
  /** The language of the person signed in on it, which the push is written in. */
  language: 'es' | 'en';
}

/**
 * The devices that receive `kind` for these people: theirs, and the team members' acting for them, unless the
 * person signed in on the device turned the kind off (no preferences row: every kind on).
 */
export async function devicesFor(
  db: Db,
  userIds: readonly string[],
  kind: NotificationKind,
): Promise<Device[]> {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('push_subscriptions as s')
    .innerJoin('users as u', 'u.id', 's.actor_id')
    .leftJoin('notification_preferences as p', (join) =>
      join.onRef('p.user_id', '=', 's.user_id').onRef('p.actor_id', '=', 's.actor_id'),
    )
    .select(['s.endpoint', 's.p256dh', 's.auth', 'u.language'])
    .where('s.user_id', 'in', userIds)
    .where((eb) => eb.or([eb(`p.${kind}`, 'is', null), eb(`p.${kind}`, '=', true)]))
    .execute();
}
