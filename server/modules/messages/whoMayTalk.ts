import { isProductRole, ROLE } from '../../../machines/roles.ts';
import type { Db } from '../../db/database.ts';
import { ApiError, notFound } from '../../errors.ts';

const USER_NOT_FOUND = 'La persona no existe';
const NOT_ALLOWED = 'Solo puede escribir a sus clientes y a soporte';

/** A person's roles, or null when there is no such person. */
async function rolesOf(db: Db, userId: string): Promise<number[] | null> {
  const user = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) return null;
  const rows = await db.selectFrom('user_roles').select('role').where('user_id', '=', userId).execute();
  return rows.map((r) => r.role);
}

/**
 * Who may open a thread with whom (issue 5, docs/decisions.md): support (role 1) with anyone and anyone with
 * support; a traveler (role 5) with a provider (roles 2-4), as the marketplace's inquiries; a provider with a
 * traveler who booked one of its products. A thread once open stays open to both.
 */
async function mayTalk(db: Db, me: string, myRoles: number[], to: string, theirRoles: number[]) {
  if (myRoles.includes(ROLE.operator) || theirRoles.includes(ROLE.operator)) return true;
  if (myRoles.includes(ROLE.traveler) && theirRoles.some(isProductRole)) return true;
  const booking = await db
    .selectFrom('bookings')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('provider_id', '=', me), eb('traveler_user_id', '=', to)]),
        eb.and([eb('provider_id', '=', to), eb('traveler_user_id', '=', me)]),
      ]),
    )
    .executeTakeFirst();
  return booking !== undefined;
}

/** A new thread from `me` to `to`: 404 when `to` is nobody, 403 when the two may not talk. */
export async function requireMayTalk(db: Db, me: string, to: string): Promise<void> {
  const [myRoles, theirRoles] = await Promise.all([rolesOf(db, me), rolesOf(db, to)]);
  if (!theirRoles) throw notFound(USER_NOT_FOUND);
  if (!(await mayTalk(db, me, myRoles ?? [], to, theirRoles))) {
    throw new ApiError(403, 'chat_not_allowed', NOT_ALLOWED);
  }
}
