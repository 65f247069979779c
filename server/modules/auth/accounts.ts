import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';

export interface NewAccount {
  email: string;
  passwordHash: string | null;
  provider: 'local' | 'google' | 'facebook';
  /** Social sign-ins arrive with a verified email; local sign-ups verify by the mailed link. */
  verified: boolean;
  language: 'es' | 'en';
  role: number;
  first_name: string;
  last_name: string;
  country?: string;
}

/** Creates a user with its role, person and referral record in one transaction; answers its id. */
export async function createAccount(db: Db, account: NewAccount): Promise<string> {
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values({
        id,
        email: account.email,
        password_hash: account.passwordHash,
        auth_provider: account.provider,
        email_verified_at: account.verified ? new Date() : null,
        language: account.language,
        business_category: null,
      })
      .execute();
    await trx.insertInto('user_roles').values({ user_id: id, role: account.role }).execute();
    await trx
      .insertInto('persons')
      .values({
        user_id: id,
        first_name: account.first_name.trim(),
        last_name: account.last_name.trim(),
        country: account.country ?? null,
        languages: '[]',
        phones: '[]',
      })
      .execute();
    await trx.insertInto('referral_stats').values({ user_id: id, promotion_code: promotionCode() }).execute();
  });
  return id;
}

/** A short referral code shown on My QR. */
export function promotionCode(): string {
  return randomBytes(5).toString('hex').toUpperCase();
}
