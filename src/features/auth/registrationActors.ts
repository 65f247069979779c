import { fromPromise } from 'xstate';
import {
  accountVerificationMachine,
  type RegisterRequestInput,
  registrationMachine,
  type VerificationInput,
} from '../../../machines/registration.machine.ts';
import type { components } from '../../../openapi/schema.d.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { startSession } from './authSession.ts';

type Session = components['schemas']['Session'];

async function register({ values, role, redirect }: RegisterRequestInput) {
  return unwrap(
    await api.POST('/users/register', {
      body: {
        email: values.email.trim(),
        password: values.password,
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        country: values.country,
        confirm: true,
        language_code: currentLanguage(),
        role,
        captcha: values.captcha,
        ...(redirect ? { redirect } : {}),
      },
    }),
  );
}

// A verification secret is single-use: a second mount of the page (React StrictMode, a re-render)
// must not spend it again, so one request per secret is shared until it fails.
const verifications = new Map<string, Promise<Session>>();

function verifyOnce({ secret, redirect, language }: VerificationInput): Promise<Session> {
  let verification = verifications.get(secret);
  if (!verification) {
    verification = api
      .POST('/users/verify-account', {
        body: { secret, ...(redirect ? { redirect } : {}), ...(language ? { language } : {}) },
      })
      .then(unwrap);
    verifications.set(secret, verification);
    verification.catch(() => verifications.delete(secret));
  }
  return verification;
}

/** The registration machine bound to the API. */
export const appRegistrationMachine = registrationMachine.provide({
  actors: { register: fromPromise(({ input }) => register(input)) },
});

/** The verification-link machine bound to the API and the session store. */
export const appAccountVerificationMachine = accountVerificationMachine.provide({
  actors: { verifyAccount: fromPromise(({ input }) => verifyOnce(input)) },
  actions: { storeSession: (_, { session }) => void startSession(session) },
});
