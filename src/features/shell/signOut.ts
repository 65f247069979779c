import type { QueryClient } from '@tanstack/react-query';
import { clearSession } from '../../api/session.ts';
import { clearWizardDrafts } from '../../api/wizardDrafts.ts';
import { activateLanguage } from '../../i18n/i18n.ts';

/**
 * Signing out leaves nothing of the account behind: the session, every cached answer, the wizard
 * drafts kept in the browser, and the interface language (back to the default Spanish); then the login page.
 */
export async function signOut(queryClient: QueryClient, goToLogin: () => Promise<void>): Promise<void> {
  clearSession();
  clearWizardDrafts();
  queryClient.clear();
  await activateLanguage('es');
  await goToLogin();
}
