import type { components } from '../../../openapi/schema.d.ts';
import { safeRedirect } from '../../api/redirects.ts';
import { type AuthUser, setSession } from '../../api/session.ts';
import { activateLanguage } from '../../i18n/i18n.ts';

type Session = Pick<components['schemas']['Session'], 'token' | 'user'>;

/** Keeps the session and switches the interface to the account's language. */
export async function startSession({ token, user }: Session): Promise<void> {
  setSession({ token, user });
  await activateLanguage(user.tb_gcm_language);
}

/**
 * After sign-in: where the person was going, else the dashboard; an account whose basic profile is
 * still incomplete is first offered to complete it.
 */
export function destinationAfterLogin(user: AuthUser, redirect: string | undefined): string {
  if (redirect) return safeRedirect(redirect);
  return user.basic_profile ? '/dashboard' : '/option-initial';
}
