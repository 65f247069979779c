import { fromPromise } from 'xstate';
import { type EmailChangeInput, emailChangeMachine } from '../../../machines/emailChange.machine.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import { clearSession } from '../../api/session.ts';

// The secret is single-use: a second mount of the page (React StrictMode) must not spend it again, so one
// request per secret is shared until it fails.
const confirmations = new Map<string, Promise<{ email: string }>>();

function confirmOnce({ secret }: EmailChangeInput): Promise<{ email: string }> {
  let confirmation = confirmations.get(secret);
  if (!confirmation) {
    confirmation = api.POST('/users/confirm-email', { body: { secret } }).then(unwrap);
    confirmations.set(secret, confirmation);
    confirmation.catch(() => confirmations.delete(secret));
  }
  return confirmation;
}

/** The new-login-email link's machine bound to the API and the session store. */
export const appEmailChangeMachine = emailChangeMachine.provide({
  actors: { confirmEmailChange: fromPromise(({ input }) => confirmOnce(input)) },
  // Every session of the account ended, this browser's too.
  actions: { endSession: () => clearSession() },
});
