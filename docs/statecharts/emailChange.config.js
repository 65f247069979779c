// The emailChange machine (machines/) as a self-contained config, written by `npm run statecharts`: do not edit.
// Guards, actions and actors are named, not implemented; the context is the one the model starts with.
// Paste the whole file into https://stately.ai/viz or Stately's editor (Code panel → Import).
import { createMachine } from 'xstate';

export const machine = createMachine({
  id: 'emailChange',
  context: { secret: 's3cret', email: null, failure: null },
  initial: 'confirming',
  states: {
    confirming: {
      tags: ['busy'],
      invoke: {
        id: 'confirmEmailChange',
        src: 'confirmEmailChange',
        onDone: { target: 'changed', actions: ['rememberEmail', 'endSession'] },
        onError: { target: 'refused', actions: 'rememberFailure' },
      },
    },
    changed: { type: 'final' },
    refused: { on: { 'confirm.retry': { target: 'confirming', guard: 'isServerUnreachable' } } },
  },
});
