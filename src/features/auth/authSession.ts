import type { components } from '../../../openapi/schema.d.ts';
import { safeRedirect } from '../../api/redirects.ts';
import { type AuthUser, setSession } from '../../api/session.ts';
import { saveUserLanguage } from '../../api/userLanguage.ts';
import { activateLanguage, forgetLanguageChoice, pendingLanguageChoice } from '../../i18n/i18n.ts';

type Session = Pick<components['schemas']['Session'], 'token' | 'user'>;

/**
 * Keeps the session and switches the interface to the account's language, unless the person picked
 * another one on the switch before signing in: that choice is the newer wish, so it stays and becomes
 * the account's language (docs/decisions.md, issue 11).
 */
export async function startSession({ token, user }: Session): Promise<void> {
  setSession({ token, user });
  const chosen = pendingLanguageChoice();
  if (!chosen || chosen === user.tb_gcm_language) {
    forgetLanguageChoice();
    await activateLanguage(user.tb_gcm_language);
    return;
  }
  await activateLanguage(chosen);
  // A failed save keeps the choice pending: the interface stays in it, and the next sign-in tries again.
  await saveUserLanguage(chosen).then(forgetLanguageChoice, (error: unknown) =>
    console.warn('The chosen language was not saved', error),
  );
}

/**
 * After sign-in: where the person was going, else the dashboard; an account whose basic profile is
 * still incomplete is first offered to complete it.
 */
export function destinationAfterLogin(user: AuthUser, redirect: string | undefined): string {
  if (redirect) return safeRedirect(redirect);
  return user.basic_profile ? '/dashboard' : '/option-initial';
}
