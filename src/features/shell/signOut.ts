import type { QueryClient } from '@tanstack/react-query';
import { clearSession } from '../../api/session.ts';
import { clearWizardDrafts } from '../../api/wizardDrafts.ts';
import { activateLanguage, forgetLanguageChoice } from '../../i18n/i18n.ts';

/**
 * Signing out leaves nothing of the account behind: the session, every cached answer, the wizard
 * drafts kept in the browser, and the interface language (back to the default Spanish, any choice made
 * before signing in forgotten); then the login page.
 */
export async function signOut(queryClient: QueryClient, goToLogin: () => Promise<void>): Promise<void> {
  clearSession();
  clearWizardDrafts();
  queryClient.clear();
  forgetLanguageChoice();
  await activateLanguage('es');
  await goToLogin();
}
