// The reservationDecision machine (machines/) as a self-contained config, written by `npm run statecharts`: do not edit.
// Guards, actions and actors are named, not implemented; the context is the one the model starts with.
// Paste the whole file into https://stately.ai/viz or Stately's editor (Code panel → Import).
import { createMachine } from 'xstate';

export const machine = createMachine({
  id: 'reservationDecision',
  context: { reservationId: 'r1', decision: null, reason: '', failure: null },
  initial: 'pending',
  states: {
    pending: {
      on: {
        'decision.accept': { target: 'confirmingAccept' },
        'decision.reject': { target: 'rejecting' },
      },
    },
    confirmingAccept: {
      on: {
        'dialog.confirm': { target: 'submitting.accept', actions: { type: 'decide', params: { decision: 'accept' } } },
        'dialog.cancel': { target: 'pending' },
      },
    },
    rejecting: {
      on: {
        'reason.change': { actions: 'typeReason' },
        'dialog.confirm': {
          target: 'submitting.reject',
          guard: 'isReasonGiven',
          actions: { type: 'decide', params: { decision: 'reject' } },
        },
        'dialog.cancel': { target: 'pending' },
      },
    },
    submitting: {
      tags: ['busy'],
      initial: 'accept',
      states: {
        accept: {
          invoke: {
            id: 'acceptReservation',
            src: 'acceptReservation',
            onDone: { target: '#reservationDecision.accepted' },
            onError: { target: '#reservationDecision.failed', actions: 'rememberFailure' },
          },
        },
        reject: {
          invoke: {
            id: 'rejectReservation',
            src: 'rejectReservation',
            onDone: { target: '#reservationDecision.rejected' },
            onError: { target: '#reservationDecision.failed', actions: 'rememberFailure' },
          },
        },
      },
    },
    accepted: { type: 'final' },
    rejected: { type: 'final' },
    failed: {
      on: {
        'decision.retry': [{ target: 'submitting.accept', guard: 'isAccepting' }, { target: 'submitting.reject' }],
        'dialog.cancel': { target: 'pending', actions: 'forgetDecision' },
      },
    },
  },
});
