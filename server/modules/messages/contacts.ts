import { ROLE } from '../../../machines/roles.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';

export type ChatContact = components['schemas']['ChatContact'];

const NO_SUPPORT = 'No hay soporte disponible';

/** Display names and main roles of people: the business name of a company, else the person's name. */
export async function contactsOf(
  db: Db,
  userIds: string[],
): Promise<Map<string, Omit<ChatContact, 'user_id'>>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .leftJoin('persons', 'persons.user_id', 'users.id')
    .leftJoin('business_profiles', 'business_profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.business_category',
      'persons.first_name',
      'persons.last_name',
      'persons.picture_url',
      'business_profiles.name as business_name',
      'business_profiles.logo_url',
    ])
    .select((eb) =>
      eb
        .selectFrom('user_roles')
        .select((r) => r.fn.min('role').as('role'))
        .whereRef('user_roles.user_id', '=', 'users.id')
        .as('role'),
    )
    .where('users.id', 'in', userIds)
    .execute();
  return new Map(
    rows.map((row) => {
      const company = row.business_category === 'company' && row.business_name;
      const person = [row.first_name, row.last_name].filter(Boolean).join(' ');
      return [
        row.id,
        {
          name: (company ? row.business_name : person) || row.email,
          picture: (company ? row.logo_url : row.picture_url) ?? null,
          role: Number(row.role ?? 0),
        },
      ];
    }),
  );
}

/** The support person help chats go to: the first operator account (role 1). */
export async function supportUser(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('user_roles')
    .innerJoin('users', 'users.id', 'user_roles.user_id')
    .select('users.id')
    .where('user_roles.role', '=', ROLE.operator)
    .orderBy('users.created_at', 'asc')
    .orderBy('users.id')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function supportContact(db: Db): Promise<ChatContact> {
  const id = await supportUser(db);
  if (!id) throw notFound(NO_SUPPORT);
  const contact = (await contactsOf(db, [id])).get(id);
  if (!contact) throw notFound(NO_SUPPORT);
  return { user_id: id, ...contact };
}
