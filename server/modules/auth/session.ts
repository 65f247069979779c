import type { Deps } from '../../deps.ts';
import { requireAuthUser, roleItems, rolesOf } from './authUser.ts';

/** A signed-in session of the user: a token of their current session version, the user and their roles. */
export async function openSession({ db, tokens, sessions }: Deps, userId: string, redirect = '') {
  const [roles, version] = await Promise.all([rolesOf(db, userId), sessions.versionOf(userId)]);
  const token = await tokens.sign({ sub: userId, sv: version ?? 0 });
  return { token, user: await requireAuthUser(db, userId), redirect, role: roleItems(roles) };
}
