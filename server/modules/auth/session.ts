import type { Deps } from '../../deps.ts';
import { requireAuthUser } from './authUser.ts';

/**
 * A signed-in session of the user: a token of their current session version, the user and their roles. A team
 * member's token is their own; the user and roles answered are the company's they act for (issue 32).
 */
export async function openSession({ db, tokens, sessions }: Deps, userId: string, redirect = '') {
  const [user, version] = await Promise.all([requireAuthUser(db, userId), sessions.versionOf(userId)]);
  const token = await tokens.sign({ sub: userId, sv: version ?? 0 });
  return { token, user, redirect, role: user.tb_lg_as_user_role };
}
