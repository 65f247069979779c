import type { MachineModel } from './machineModel.ts';
import { accountVerificationMachine } from './registration.machine.ts';

const session = {
  token: 'jwt',
  redirect: '',
  role: [{ value: 2 as const }],
  user: {
    _id: 'u1',
    basic_profile: false,
    local_login: true,
    tb_gcm_language: 'es' as const,
    tb_lg_as_user_role: [{ value: 2 as const }],
    tb_lg_person: {
      first_name: 'Ana',
      last_name: 'López',
      email: 'ana@example.com',
      tb_bp_bc_business_category_id: null,
      tb_lg_profile_picture: { url_photo: null },
      tb_bp_md_business_profile: null,
    },
  },
};

/** The events of tests/machines/registration.paths.test.ts: a retry, an answer with and without a session, a failure. */
const events = [
  { type: 'verify.retry' },
  { type: 'xstate.done.actor.verifyAccount', output: session, actorId: 'verifyAccount' },
  { type: 'xstate.done.actor.verifyAccount', output: { redirect: '' }, actorId: 'verifyAccount' },
  {
    type: 'xstate.error.actor.verifyAccount',
    error: { status: 500, code: 'network', message: 'offline' },
    actorId: 'verifyAccount',
  },
] as const;

/** storeSession is the app's (it writes the browser's storage); the walk only needs it not to throw. */
export const model = {
  id: 'accountVerification',
  machine: accountVerificationMachine.provide({ actions: { storeSession: () => {} } }),
  events,
  input: { secret: 's3cret' },
} satisfies MachineModel;
