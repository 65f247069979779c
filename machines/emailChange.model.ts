import { emailChangeMachine } from './emailChange.machine.ts';
import type { MachineModel } from './machineModel.ts';

/** A retry, the confirmed answer, a refused link and an unreachable server. */
const events = [
  { type: 'confirm.retry' },
  {
    type: 'xstate.done.actor.confirmEmailChange',
    output: { email: 'nuevo@example.com' },
    actorId: 'confirmEmailChange',
  },
  {
    type: 'xstate.error.actor.confirmEmailChange',
    error: { status: 400, code: 'invalid_secret', message: 'The link is not valid or has expired' },
    actorId: 'confirmEmailChange',
  },
  {
    type: 'xstate.error.actor.confirmEmailChange',
    error: { status: 500, code: 'network', message: 'offline' },
    actorId: 'confirmEmailChange',
  },
] as const;

/** endSession is the app's (it clears the browser's storage); the walk only needs it not to throw. */
export const model = {
  id: 'emailChange',
  machine: emailChangeMachine.provide({ actions: { endSession: () => {} } }),
  events,
  input: { secret: 's3cret' },
} satisfies MachineModel;
