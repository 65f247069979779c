import type { EventFromLogic } from 'xstate';
import type { MachineModel } from './machineModel.ts';
import { type RegistrationValues, registrationMachine } from './registration.machine.ts';

/** A filled-in registration form, shared with the machine's unit tests. */
export const values: RegistrationValues = {
  email: 'ana@example.com',
  password: 'secreto12',
  passwordConfirmation: 'secreto12',
  first_name: 'Ana',
  last_name: 'López',
  country: 'gt',
  privacyAccepted: true,
  captcha: 'token:9',
};

type RegisterAnswer =
  | { type: 'xstate.done.actor.register'; output: unknown; actorId: 'register' }
  | { type: 'xstate.error.actor.register'; error: unknown; actorId: 'register' };

/** The events of tests/machines/registration.paths.test.ts: typing, sending, the server's yes and no. */
const events = [
  { type: 'password.change', value: '' },
  { type: 'password.change', value: 'secreto12' },
  { type: 'form.submit', values },
  { type: 'failure.dismiss' },
  { type: 'xstate.done.actor.register', output: { message: 'ok' }, actorId: 'register' },
  {
    type: 'xstate.error.actor.register',
    error: { status: 403, code: 'email_in_use', message: 'Email is already in use' },
    actorId: 'register',
  },
] as const satisfies readonly (EventFromLogic<typeof registrationMachine> | RegisterAnswer)[];

export const model = {
  id: 'registration',
  machine: registrationMachine,
  events,
  input: {},
} satisfies MachineModel;
