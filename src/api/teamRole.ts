import type { components } from '../../openapi/schema.d.ts';
import type { AuthUser } from './session.ts';

/** owner (the company account), manager (everything but payouts and the team) or staff (reservations, messages). */
export type TeamRole = components['schemas']['TeamRole'];

/**
 * The role the session has in a company's team (issue 32), or null when it is in none: an individual provider, any
 * other kind of account, or a session kept from before teams (its user has no `team` until the next sign-in).
 */
export const teamRoleOf = (user: AuthUser): TeamRole | null => user.team?.role ?? null;

/** A manager or staff member: a person acting for a company whose account is not theirs. */
export const isTeamMember = (user: AuthUser): boolean => {
  const role = teamRoleOf(user);
  return role === 'manager' || role === 'staff';
};

/**
 * Who sees and changes the payout and tax data (the server's `payments` tag is the owner's): the company's owner, or an
 * account with no team. The menu, the profile hub and the payout screens' guard ask this one question.
 */
export const handlesPayouts = (user: AuthUser): boolean => !isTeamMember(user);
