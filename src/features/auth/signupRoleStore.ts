import { asSignupRole, type Role } from '../../../machines/signupRole.ts';

// SPEC §4: a role that came with a landing link is remembered, so a detour through /login keeps it.
const KEY = 'portal.signupRole';

export const storedSignupRole = (): Role | undefined => asSignupRole(globalThis.localStorage?.getItem(KEY));

export function rememberSignupRole(queryRole: unknown) {
  const role = asSignupRole(queryRole);
  if (role) globalThis.localStorage?.setItem(KEY, String(role));
}

export const forgetSignupRole = () => globalThis.localStorage?.removeItem(KEY);
