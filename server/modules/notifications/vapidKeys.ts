import webpush from 'web-push';
import type { PushSettings } from '../../config.ts';
import type { Db } from '../../db/database.ts';

/** The key pair and contact that sign every push (VAPID, RFC 8292). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** Where the pair made for development is kept, beside the token key (server/auth/tokens.ts). */
const SECRET_NAME = 'vapid';

/**
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when configured (production requires them: config.ts productionProblems);
 * otherwise a pair made once and kept in `app_secrets`, so every server process on the database signs alike and a
 * browser's subscription, made with the public key, outlives a restart.
 */
export async function loadVapidKeys(
  db: Db,
  settings: PushSettings,
  supportEmail: string,
): Promise<VapidKeys> {
  const subject = settings.vapidSubject ?? `mailto:${supportEmail}`;
  if (settings.vapidPublicKey && settings.vapidPrivateKey) {
    return { publicKey: settings.vapidPublicKey, privateKey: settings.vapidPrivateKey, subject };
  }
  const fresh = webpush.generateVAPIDKeys();
  await db
    .insertInto('app_secrets')
    .values({ name: SECRET_NAME, value: JSON.stringify(fresh) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirstOrThrow();
  const kept = JSON.parse(row.value) as { publicKey: string; privateKey: string };
  return { publicKey: kept.publicKey, privateKey: kept.privateKey, subject };
}
