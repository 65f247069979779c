import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic, fromPromise } from 'xstate';
import {
  accountVerificationMachine,
  type RegistrationValues,
  registrationMachine,
} from '../../machines/registration.machine.ts';
import { coverage, describePath, stepsOf } from './graphCoverage.ts';

// Model-based paths (CONVENTIONS.md): xstate/graph walks each machine with the events below, the
// invoked actors' answers included; every generated path is then replayed on a real actor whose
// actors are fakes that resolve or reject as the path says. A coverage guard checks the walk
// reached every state and took every declared transition.

const values: RegistrationValues = {
  email: 'ana@example.com',
  password: 'secreto12',
  passwordConfirmation: 'secreto12',
  first_name: 'Ana',
  last_name: 'López',
  country: 'gt',
  privacyAccepted: true,
  captcha: 'token:9',
};
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

describe('registration machine paths', () => {
  type Event = EventFromLogic<typeof registrationMachine>;
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
  ] as const;
  const { paths, unreached, untaken } = coverage({
    id: 'registration',
    machine: registrationMachine,
    events,
    input: {},
  });

  it('reaches every state and takes every transition', () => {
    expect(unreached).toEqual([]);
    expect(untaken).toEqual([]);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', async (_, path) => {
    let settle: { resolve: (v: unknown) => void; reject: (e: unknown) => void } | undefined;
    const actor = createActor(
      registrationMachine.provide({
        actors: {
          register: fromPromise(() => new Promise((resolve, reject) => (settle = { resolve, reject }))),
        },
      }),
      { input: {} },
    ).start();
    const drive = {
      'password.change': (e) => actor.send(e as Extract<Event, { type: 'password.change' }>),
      'form.submit': (e) => actor.send(e as Extract<Event, { type: 'form.submit' }>),
      'failure.dismiss': () => actor.send({ type: 'failure.dismiss' }),
      'xstate.done.actor.register': (e) => settle?.resolve((e as unknown as { output: never }).output),
      'xstate.error.actor.register': (e) => settle?.reject((e as unknown as { error: unknown }).error),
    } satisfies Record<(typeof events)[number]['type'], (event: { type: string }) => void>;
    for (const step of stepsOf(path.steps)) {
      drive[step.event.type as keyof typeof drive](step.event);
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(actor.getSnapshot().value).toEqual(path.state.value);
    actor.stop();
  });
});

describe('account verification machine paths', () => {
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
  const machine = accountVerificationMachine.provide({ actions: { storeSession: () => {} } });
  const { paths, unreached, untaken } = coverage({
    id: 'accountVerification',
    machine,
    events,
    input: { secret: 's3cret' },
  });

  it('reaches every state and takes every transition', () => {
    expect(unreached).toEqual([]);
    expect(untaken).toEqual([]);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', async (_, path) => {
    let settle: { resolve: (v: never) => void; reject: (e: unknown) => void } | undefined;
    const actor = createActor(
      machine.provide({
        actors: {
          verifyAccount: fromPromise(() => new Promise((resolve, reject) => (settle = { resolve, reject }))),
        },
      }),
      { input: { secret: 's3cret' } },
    ).start();
    const drive = {
      'verify.retry': () => actor.send({ type: 'verify.retry' }),
      'xstate.done.actor.verifyAccount': (e) => settle?.resolve((e as unknown as { output: never }).output),
      'xstate.error.actor.verifyAccount': (e) => settle?.reject((e as unknown as { error: unknown }).error),
    } satisfies Record<(typeof events)[number]['type'], (event: { type: string }) => void>;
    for (const step of stepsOf(path.steps)) {
      drive[step.event.type as keyof typeof drive](step.event);
      await new Promise((r) => setTimeout(r, 0));
    }
    expect(actor.getSnapshot().value).toEqual(path.state.value);
    actor.stop();
  });
});
