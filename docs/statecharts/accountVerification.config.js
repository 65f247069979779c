// The accountVerification machine (machines/) as a self-contained config, written by `npm run statecharts`: do not edit.
// Guards, actions and actors are named, not implemented; the context is the one the model starts with.
// Paste the whole file into https://stately.ai/viz or Stately's editor (Code panel → Import).
import { createMachine } from 'xstate';

export const machine = createMachine({
  id: 'accountVerification',
  context: { secret: 's3cret', destination: null, failure: null },
  initial: 'verifying',
  states: {
    verifying: {
      tags: ['busy'],
      invoke: {
        id: 'verifyAccount',
        src: 'verifyAccount',
        onDone: [
          { target: 'signedIn', guard: 'hasToken', actions: ['storeSession', 'chooseDestination'] },
          { target: 'mustSignIn' },
        ],
        onError: { target: 'rejected', actions: 'rememberFailure' },
      },
    },
    signedIn: { type: 'final' },
    mustSignIn: { type: 'final' },
    rejected: { on: { 'verify.retry': { target: 'verifying', guard: 'isServerUnreachable' } } },
  },
});
