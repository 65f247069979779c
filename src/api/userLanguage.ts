import type { components } from '../../openapi/schema.d.ts';
import { api } from './client.ts';
import { unwrap } from './errors.ts';
import { getSession, updateSessionUser } from './session.ts';

type LanguageCode = components['schemas']['LanguageCode'];

/**
 * Saves the interface language the person picked to their account, so the next sign-in, on any browser,
 * opens in it; the stored user follows, as the server now has it.
 */
export async function saveUserLanguage(language: LanguageCode): Promise<void> {
  unwrap(await api.PUT('/users/language', { body: { language } }));
  const session = getSession();
  if (session) updateSessionUser({ ...session.user, tb_gcm_language: language });
}
