import type { Db } from '../../db/database.ts';
import type { UsersTable } from '../../db/schema.ts';

type BusinessCategory = NonNullable<UsersTable['business_category']>;

/** The account type the person chose (the account-type dialog). */
export async function setBusinessCategory(db: Db, userId: string, category: BusinessCategory) {
  await db.updateTable('users').set({ business_category: category }).where('id', '=', userId).execute();
}

/** Saving a profile on an account without a type gives it that profile's type; a chosen type stays. */
export async function setBusinessCategoryIfUnset(db: Db, userId: string, category: BusinessCategory) {
  await db
    .updateTable('users')
    .set({ business_category: category })
    .where('id', '=', userId)
    .where('business_category', 'is', null)
    .execute();
}
