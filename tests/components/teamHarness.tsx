import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { type Session, setSession } from '../../src/api/session.ts';
import type { TeamMemberRole } from '../../src/features/team/teamQueries.ts';
import { freshEmail, mailedLink } from './authHarness.tsx';
import { newProvider } from './productsHarness.tsx';

/*
 * A team's people made through the real API, each test its own: a company (a new provider whose business profile is
 * saved, so it is the owner of its team) and the members it invites, who join with the emailed link. Nobody signs in
 * through /users/login, whose limit every component test shares: the sessions come from sign-up and joining.
 */

/** The password the members made here join with (the sign-up rules: length, digit, both cases). */
export const MEMBER_PASSWORD = 'Equipo2026';

/** A new company, signed in: the owner of a team with no one else in it yet. */
export async function newCompany(tag: string): Promise<Session> {
  return newProvider(tag, { complete: true });
}

/** An invitation of `owner`'s team to a new address, through the API; answers the address and the link's token. */
export async function invite(
  owner: Session,
  role: TeamMemberRole,
  email = freshEmail('miembro'),
): Promise<{ email: string; token: string }> {
  setSession(owner);
  unwrap(await api.POST('/api/team/invitations', { body: { email, role } }));
  return { email, token: await joinToken(email) };
}

/** The token of the newest join link mailed to `email` (the development outbox). */
export async function joinToken(email: string): Promise<string> {
  const link = await mailedLink(email);
  if (link.pathname !== '/team/join') throw new Error(`the newest mail to ${email} is not a join link`);
  return link.searchParams.get('token') ?? '';
}

/** A new member of `owner`'s team with a new account, signed in as the join answer signs them in. */
export async function newMember(
  owner: Session,
  role: TeamMemberRole,
  names: { first_name: string; last_name: string } = { first_name: 'Ana', last_name: 'Recepción' },
): Promise<Session & { email: string }> {
  const { email, token } = await invite(owner, role);
  const { token: accessToken, user } = unwrap(
    await api.POST('/api/team/join/{token}', {
      params: { path: { token } },
      body: { ...names, password: MEMBER_PASSWORD, language_code: 'es' },
    }),
  );
  const session = { token: accessToken, user };
  setSession(session);
  return { ...session, email };
}
