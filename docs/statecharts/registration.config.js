// The registration machine (machines/) as a self-contained config, written by `npm run statecharts`: do not edit.
// Guards, actions and actors are named, not implemented; the context is the one the model starts with.
// Paste the whole file into https://stately.ai/viz or Stately's editor (Code panel → Import).
import { createMachine } from 'xstate';

export const machine = createMachine({
  id: 'registration',
  context: { role: 2, values: null, failure: null },
  type: 'parallel',
  states: {
    confirmField: {
      initial: 'hidden',
      states: {
        hidden: { on: { 'password.change': { target: 'shown', guard: 'isPasswordTyped' } } },
        shown: { tags: ['confirmVisible'] },
      },
    },
    submission: {
      initial: 'editing',
      states: {
        editing: { on: { 'form.submit': { target: 'submitting', actions: 'rememberValues' } } },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'register',
            src: 'register',
            onDone: { target: 'registered' },
            onError: { target: 'failed', actions: ['rememberFailure', 'renewCaptcha'] },
          },
        },
        failed: {
          on: {
            'form.submit': { target: 'submitting', actions: 'rememberValues' },
            'failure.dismiss': { target: 'editing', actions: 'forgetFailure' },
          },
        },
        registered: { type: 'final' },
      },
    },
  },
});
