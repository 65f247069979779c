import { assign, fromPromise, setup } from 'xstate';
import { isServerUnreachable, type RequestFailure, toRequestFailure } from './requestFailure.ts';

export interface EmailChangeInput {
  secret: string;
}

/**
 * The link mailed to a new login email (SPEC §4 Account edit, hardened): opening it makes the address the
 * account's login and ends every session, this browser's too; the person then signs in with it.
 */
export const emailChangeMachine = setup({
  types: {
    context: {} as EmailChangeInput & { email: string | null; failure: RequestFailure | null },
    input: {} as EmailChangeInput,
    events: {} as { type: 'confirm.retry' },
  },
  actors: {
    confirmEmailChange: fromPromise<{ email: string }, EmailChangeInput>(async () => {
      throw new Error('confirmEmailChange not provided');
    }),
  },
  guards: {
    // A refused link stays refused (used, expired, address taken); only a server that could not answer is asked again.
    isServerUnreachable: ({ context }) => isServerUnreachable(context.failure),
  },
  actions: {
    endSession: () => {
      throw new Error('endSession not provided');
    },
    rememberEmail: assign((_, params: { email: string }) => ({ email: params.email })),
    rememberFailure: assign((_, params: { error: unknown }) => ({ failure: toRequestFailure(params.error) })),
  },
}).createMachine({
  id: 'emailChange',
  initial: 'confirming',
  context: ({ input }) => ({ ...input, email: null, failure: null }),
  states: {
    // "Confirming your new login email…": the link's secret is on its way to the server.
    confirming: {
      tags: ['busy'],
      invoke: {
        id: 'confirmEmailChange',
        src: 'confirmEmailChange',
        input: ({ context }) => ({ secret: context.secret }),
        onDone: {
          target: 'changed',
          actions: [
            { type: 'rememberEmail', params: ({ event }) => ({ email: event.output.email }) },
            'endSession',
          ],
        },
        onError: {
          target: 'refused',
          actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // The login email changed and every session ended: the person signs in with the new address.
    changed: { type: 'final' },
    // The link was refused, the address was taken meanwhile, or the server could not be reached.
    refused: {
      on: { 'confirm.retry': { guard: 'isServerUnreachable', target: 'confirming' } },
    },
  },
});
