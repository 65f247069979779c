import { sql } from 'kysely';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import type { DeviceOwner } from './pushSubscriptions.ts';

export type NotificationPreferences = components['schemas']['NotificationPreferences'];

/** Every kind on: what a person who never changed a switch receives (issue 32). */
export const DEFAULT_PREFERENCES: NotificationPreferences = {
  new_reservation: true,
  expiring_reservation: true,
  new_message: true,
};

export async function readPreferences(db: Db, owner: DeviceOwner): Promise<NotificationPreferences> {
  const row = await db
    .selectFrom('notification_preferences')
    .select(['new_reservation', 'expiring_reservation', 'new_message'])
    .where('user_id', '=', owner.userId)
    .where('actor_id', '=', owner.actorId)
    .executeTakeFirst();
  return row ?? DEFAULT_PREFERENCES;
}

export async function savePreferences(
  db: Db,
  owner: DeviceOwner,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  const switches = {
    new_reservation: preferences.new_reservation,
    expiring_reservation: preferences.expiring_reservation,
    new_message: preferences.new_message,
  };
  return db
    .insertInto('notification_preferences')
    .values({ user_id: owner.userId, actor_id: owner.actorId, ...switches })
    .onConflict((oc) =>
      oc.columns(['user_id', 'actor_id']).doUpdateSet({ ...switches, updated_at: sql`now()` }),
    )
    .returning(['new_reservation', 'expiring_reservation', 'new_message'])
    .executeTakeFirstOrThrow();
}
