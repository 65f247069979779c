import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { components } from '../openapi/schema.d.ts';
import { isServerUnreachable, type RequestFailure, toRequestFailure } from './requestFailure.ts';
import {
  intentAfterVerification,
  type Role,
  type RoleOverride,
  resolveSignupRole,
  type VerificationIntent,
} from './signupRole.ts';

type Session = components['schemas']['Session'];

/** What the person typed on the register form (SPEC §3 register payload, before role and language). */
export interface RegistrationValues {
  email: string;
  password: string;
  passwordConfirmation: string;
  first_name: string;
  last_name: string;
  country: string;
  privacyAccepted: boolean;
  /** The captcha value as the server wants it (`token:answer` or the reCAPTCHA response). */
  captcha: string;
}

export interface RegistrationInput {
  queryRole?: unknown;
  storedRole?: unknown;
  override?: RoleOverride | undefined;
  redirect?: string | undefined;
}

export interface RegisterRequestInput {
  values: RegistrationValues;
  role: Role;
  redirect: string | undefined;
}

/**
 * The register screen (SPEC §4): the confirmation field shows once a password is typed; sending
 * either ends in "check your email" or comes back with the server's message and every typed value.
 */
export const registrationMachine = setup({
  types: {
    context: {} as {
      role: Role;
      redirect: string | undefined;
      /** The last values sent, kept as typed so a failure loses nothing. */
      values: RegistrationValues | null;
      failure: RequestFailure | null;
    },
    input: {} as RegistrationInput,
    events: {} as
      | { type: 'password.change'; value: string }
      | { type: 'form.submit'; values: RegistrationValues }
      | { type: 'failure.dismiss' },
    emitted: {} as { type: 'captcha.renew' },
  },
  actors: {
    register: fromPromise<unknown, RegisterRequestInput>(async () => {
      throw new Error('register not provided');
    }),
  },
  guards: {
    isPasswordTyped: ({ event }) => {
      assertEvent(event, 'password.change');
      return event.value.length > 0;
    },
  },
  actions: {
    rememberValues: assign({
      values: ({ event }) => {
        assertEvent(event, 'form.submit');
        return event.values;
      },
      failure: null,
    }),
    rememberFailure: assign((_, params: { error: unknown }) => ({ failure: toRequestFailure(params.error) })),
    forgetFailure: assign({ failure: null }),
    // A built-in captcha answer is single-use: whatever went wrong, the next try needs a new one.
    renewCaptcha: emit({ type: 'captcha.renew' }),
  },
}).createMachine({
  id: 'registration',
  type: 'parallel',
  context: ({ input }) => ({
    role: resolveSignupRole(input),
    redirect: input.redirect || undefined,
    values: null,
    failure: null,
  }),
  states: {
    confirmField: {
      initial: 'hidden',
      states: {
        // No password typed yet: there is nothing to confirm.
        hidden: {
          on: { 'password.change': { guard: 'isPasswordTyped', target: 'shown' } },
        },
        // A password was typed: the confirmation field is on screen and stays there.
        shown: { tags: ['confirmVisible'] },
      },
    },
    submission: {
      initial: 'editing',
      states: {
        // The person fills the form.
        editing: {
          on: { 'form.submit': { target: 'submitting', actions: 'rememberValues' } },
        },
        // The account is being created; the form is locked and the button spins.
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ context }) => ({
              values: context.values!,
              role: context.role,
              redirect: context.redirect,
            }),
            onDone: { target: 'registered' },
            onError: {
              target: 'failed',
              actions: [
                { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
                'renewCaptcha',
              ],
            },
          },
        },
        // The server said no: its message shows above the form, every value still typed.
        failed: {
          on: {
            'form.submit': { target: 'submitting', actions: 'rememberValues' },
            'failure.dismiss': { target: 'editing', actions: 'forgetFailure' },
          },
        },
        // The account exists; the person is sent to "check your email".
        registered: { type: 'final' },
      },
    },
  },
});

export interface VerificationInput {
  secret: string;
  redirect?: string | undefined;
  language?: 'es' | 'en' | undefined;
}

/**
 * The emailed verification link (SPEC §4): the account is verified; with a token in the answer the
 * person is signed in and routed by role, without one they sign in themselves.
 */
export const accountVerificationMachine = setup({
  types: {
    context: {} as VerificationInput & {
      /** Where the signed-in person goes now; the machine never navigates. */
      destination: VerificationIntent | null;
      failure: RequestFailure | null;
    },
    input: {} as VerificationInput,
    events: {} as { type: 'verify.retry' },
  },
  actors: {
    verifyAccount: fromPromise<Partial<Session>, VerificationInput>(async () => {
      throw new Error('verifyAccount not provided');
    }),
  },
  guards: {
    hasToken: (_, params: { answer: Partial<Session> }) => Boolean(params.answer.token && params.answer.user),
    // A refused secret stays refused; only a server that could not answer is worth asking again.
    isServerUnreachable: ({ context }) => isServerUnreachable(context.failure),
  },
  actions: {
    storeSession: (_, _params: { session: Session }) => {
      throw new Error('storeSession not provided');
    },
    chooseDestination: assign(({ context }, { answer }: { answer: Partial<Session> }) => {
      const roles = (answer.user?.tb_lg_as_user_role ?? answer.role ?? []).map((r) => r.value);
      return { destination: intentAfterVerification(roles, answer.redirect || context.redirect) };
    }),
    rememberFailure: assign((_, params: { error: unknown }) => ({ failure: toRequestFailure(params.error) })),
  },
}).createMachine({
  id: 'accountVerification',
  initial: 'verifying',
  context: ({ input }) => ({ ...input, destination: null, failure: null }),
  states: {
    // "Verifying your account…": the link's secret is on its way to the server.
    verifying: {
      tags: ['busy'],
      invoke: {
        id: 'verifyAccount',
        src: 'verifyAccount',
        input: ({ context }) => ({
          secret: context.secret,
          redirect: context.redirect,
          language: context.language,
        }),
        onDone: [
          {
            guard: { type: 'hasToken', params: ({ event }) => ({ answer: event.output }) },
            target: 'signedIn',
            actions: [
              { type: 'storeSession', params: ({ event }) => ({ session: event.output as Session }) },
              { type: 'chooseDestination', params: ({ event }) => ({ answer: event.output }) },
            ],
          },
          { target: 'mustSignIn' },
        ],
        onError: {
          target: 'rejected',
          actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // Verified and signed in: the person goes on to their role's first screen.
    signedIn: { type: 'final' },
    // Verified, but the answer carried no session: the person signs in on /login.
    mustSignIn: { type: 'final' },
    // The link was refused (used, expired) or the server could not be reached.
    rejected: {
      on: { 'verify.retry': { guard: 'isServerUnreachable', target: 'verifying' } },
    },
  },
});
