import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { type RequestFailure, toRequestFailure } from './requestFailure.ts';

export interface ReservationDecisionInput {
  reservationId: string;
}

export type Decision = 'accept' | 'reject';

interface ReservationDecisionContext {
  reservationId: string;
  decision: Decision | null;
  /** The rejection reason as typed; kept through failures and cancelled dialogs. */
  reason: string;
  /** Why the decision could not be sent. */
  failure: RequestFailure | null;
}

/** A rejection needs words, not just spaces. */
export const isReasonGiven = (reason: string): boolean => reason.trim().length > 0;

/**
 * A pending reservation (SPEC §4): the provider accepts it after a confirmation, or rejects it with a
 * reason; the decision is sent and either lands or comes back with the server's message to retry.
 */
export const reservationDecisionMachine = setup({
  types: {
    context: {} as ReservationDecisionContext,
    input: {} as ReservationDecisionInput,
    events: {} as
      | { type: 'decision.accept' }
      | { type: 'decision.reject' }
      | { type: 'reason.change'; value: string }
      | { type: 'dialog.confirm' }
      | { type: 'dialog.cancel' }
      | { type: 'decision.retry' },
  },
  actors: {
    acceptReservation: fromPromise<unknown, { reservationId: string }>(async () => {
      throw new Error('acceptReservation not provided');
    }),
    rejectReservation: fromPromise<unknown, { reservationId: string; reason: string }>(async () => {
      throw new Error('rejectReservation not provided');
    }),
  },
  guards: {
    isReasonGiven: ({ context }) => isReasonGiven(context.reason),
    isAccepting: ({ context }) => context.decision === 'accept',
  },
  actions: {
    decide: assign((_, params: { decision: Decision }) => ({ decision: params.decision, failure: null })),
    typeReason: assign(({ event }) => {
      assertEvent(event, 'reason.change');
      return { reason: event.value };
    }),
    rememberFailure: assign((_, params: { error: unknown }) => ({ failure: toRequestFailure(params.error) })),
    forgetDecision: assign({ decision: null, failure: null }),
  },
}).createMachine({
  id: 'reservationDecision',
  initial: 'pending',
  context: ({ input }) => ({ reservationId: input.reservationId, decision: null, reason: '', failure: null }),
  states: {
    // To be confirmed: the Accept and Reject buttons are offered.
    pending: {
      on: {
        'decision.accept': { target: 'confirmingAccept' },
        'decision.reject': { target: 'rejecting' },
      },
    },
    // "Accept this reservation?" modal.
    confirmingAccept: {
      on: {
        'dialog.confirm': {
          target: 'submitting.accept',
          actions: { type: 'decide', params: { decision: 'accept' } },
        },
        'dialog.cancel': { target: 'pending' },
      },
    },
    // Rejection modal: a reason must be typed before it can be sent.
    rejecting: {
      on: {
        'reason.change': { actions: 'typeReason' },
        'dialog.confirm': {
          guard: 'isReasonGiven',
          target: 'submitting.reject',
          actions: { type: 'decide', params: { decision: 'reject' } },
        },
        'dialog.cancel': { target: 'pending' },
      },
    },
    // The decision is on its way; the buttons are locked.
    submitting: {
      tags: ['busy'],
      // Always entered through `accept` or `reject` by name; XState wants a default all the same.
      initial: 'accept',
      states: {
        accept: {
          invoke: {
            id: 'acceptReservation',
            src: 'acceptReservation',
            input: ({ context }) => ({ reservationId: context.reservationId }),
            onDone: { target: '#reservationDecision.accepted' },
            onError: {
              target: '#reservationDecision.failed',
              actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        reject: {
          invoke: {
            id: 'rejectReservation',
            src: 'rejectReservation',
            input: ({ context }) => ({ reservationId: context.reservationId, reason: context.reason.trim() }),
            onDone: { target: '#reservationDecision.rejected' },
            onError: {
              target: '#reservationDecision.failed',
              actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    // The reservation is confirmed.
    accepted: { type: 'final' },
    // The reservation is turned down; the traveller gets the reason.
    rejected: { type: 'final' },
    // The decision did not go through: the server's message shows, with Retry and Cancel.
    failed: {
      on: {
        'decision.retry': [
          { guard: 'isAccepting', target: 'submitting.accept' },
          { target: 'submitting.reject' },
        ],
        'dialog.cancel': { target: 'pending', actions: 'forgetDecision' },
      },
    },
  },
});
