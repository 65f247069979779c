import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  accountVerificationMachine,
  type RegisterRequestInput,
  registrationMachine,
} from '../../machines/registration.machine.ts';
import { values } from '../../machines/registration.model.ts';
import { toRequestFailure } from '../../machines/requestFailure.ts';
import { intentAfterVerification, resolveSignupRole } from '../../machines/signupRole.ts';
import type { components } from '../../openapi/schema.d.ts';

type Session = components['schemas']['Session'];

function sessionWithRoles(roles: number[], redirect = ''): Session {
  return {
    token: 'jwt',
    redirect,
    role: roles.map((value) => ({ value: value as 2 })),
    user: {
      _id: 'u1',
      basic_profile: false,
      local_login: true,
      tb_gcm_language: 'es',
      tb_lg_as_user_role: roles.map((value) => ({ value: value as 2 })),
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
}

describe('signup role (SPEC §4)', () => {
  it('takes the query role, else the stored one, else 2', () => {
    expect(resolveSignupRole({ queryRole: 6 })).toBe(6);
    expect(resolveSignupRole({ queryRole: '7', storedRole: 5 })).toBe(7);
    expect(resolveSignupRole({ storedRole: 5 })).toBe(5);
    expect(resolveSignupRole({})).toBe(2);
  });

  it('lets the landing flag force 4 (ar) or 3 (agent)', () => {
    expect(resolveSignupRole({ queryRole: 6, override: 'ar' })).toBe(4);
    expect(resolveSignupRole({ queryRole: 6, override: 'agent' })).toBe(3);
  });

  it('never signs anyone up as platform operator or an unknown role', () => {
    expect(resolveSignupRole({ queryRole: 1 })).toBe(2);
    expect(resolveSignupRole({ queryRole: 'abc', storedRole: 42 })).toBe(2);
  });

  it('routes a verified account by role', () => {
    expect(intentAfterVerification([6])).toEqual({ to: 'influencerInformation' });
    expect(intentAfterVerification([5])).toEqual({ to: 'qr' });
    expect(intentAfterVerification([7])).toEqual({ to: 'qr' });
    expect(intentAfterVerification([8], '/my-products')).toEqual({ to: 'agentInformation' });
    expect(intentAfterVerification([2])).toStrictEqual({ to: 'optionInitial' });
    expect(intentAfterVerification([3], '/my-products')).toEqual({
      to: 'optionInitial',
      redirect: '/my-products',
    });
  });
});

describe('registration machine', () => {
  function start(register: (input: RegisterRequestInput) => Promise<unknown>, input = {}) {
    const actor = createActor(
      registrationMachine.provide({ actors: { register: fromPromise(({ input }) => register(input)) } }),
      { input },
    );
    actor.start();
    return actor;
  }

  it('reveals the confirmation field once a password is typed, and keeps it', () => {
    const actor = start(async () => ({}));
    expect(actor.getSnapshot().hasTag('confirmVisible')).toBe(false);
    actor.send({ type: 'password.change', value: '' });
    expect(actor.getSnapshot().hasTag('confirmVisible')).toBe(false);
    actor.send({ type: 'password.change', value: 's' });
    expect(actor.getSnapshot().hasTag('confirmVisible')).toBe(true);
    actor.send({ type: 'password.change', value: '' });
    expect(actor.getSnapshot().hasTag('confirmVisible')).toBe(true);
  });

  it('sends the values with the resolved role and redirect, then reaches "check your email"', async () => {
    const register = vi.fn(async () => ({ message: 'ok' }));
    const actor = start(register, { queryRole: '6', redirect: '/qr' });
    actor.send({ type: 'form.submit', values });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'form.submit', values })).toBe(false);
    await waitFor(actor, (s) => s.matches({ submission: 'registered' }));
    expect(register).toHaveBeenCalledWith({ values, role: 6, redirect: '/qr' });
  });

  it('keeps every typed value and the server message on failure, and asks for a new captcha', async () => {
    const actor = start(async () => {
      throw { status: 403, code: 'email_in_use', message: 'Email is already in use', field: 'email' };
    });
    const renew = vi.fn();
    actor.on('captcha.renew', renew);
    actor.send({ type: 'form.submit', values });
    await waitFor(actor, (s) => s.matches({ submission: 'failed' }));
    const { context } = actor.getSnapshot();
    expect(context.values).toEqual(values);
    expect(context.failure).toEqual({
      status: 403,
      code: 'email_in_use',
      message: 'Email is already in use',
      field: 'email',
    });
    expect(renew).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().can({ type: 'form.submit', values })).toBe(true);
    actor.send({ type: 'failure.dismiss' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });

  it('reads a network error as a server connection problem (500)', () => {
    expect(toRequestFailure(new TypeError('Failed to fetch'))).toMatchObject({
      status: 500,
      code: 'network',
    });
  });
});

describe('account verification machine', () => {
  function start(verify: () => Promise<Partial<Session>>, input = { secret: 's3cret' }) {
    const storeSession = vi.fn();
    const actor = createActor(
      accountVerificationMachine.provide({
        actors: { verifyAccount: fromPromise(verify) },
        actions: { storeSession: (_, params) => storeSession(params.session) },
      }),
      { input },
    );
    actor.start();
    return { actor, storeSession };
  }

  it.each([
    [[6], { to: 'influencerInformation' }],
    [[5], { to: 'qr' }],
    [[7], { to: 'qr' }],
    [[2], { to: 'optionInitial' }],
  ])('with a token stores the session and routes roles %j to %s', async (roles, destination) => {
    const session = sessionWithRoles(roles);
    const { actor, storeSession } = start(async () => session);
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(storeSession).toHaveBeenCalledWith(session);
    expect(actor.getSnapshot().context.destination).toStrictEqual(destination);
  });

  it('without a token sends the person to sign in', async () => {
    const { actor, storeSession } = start(async () => ({ redirect: '' }));
    await waitFor(actor, (s) => s.matches('mustSignIn'));
    expect(storeSession).not.toHaveBeenCalled();
  });

  it('offers a retry only when the server could not answer', async () => {
    const refused = start(async () => {
      throw { status: 400, code: 'invalid_secret', message: 'The link is not valid or has expired' };
    }).actor;
    await waitFor(refused, (s) => s.matches('rejected'));
    expect(refused.getSnapshot().can({ type: 'verify.retry' })).toBe(false);

    const offline = start(async () => {
      throw new TypeError('Failed to fetch');
    }).actor;
    await waitFor(offline, (s) => s.matches('rejected'));
    expect(offline.getSnapshot().can({ type: 'verify.retry' })).toBe(true);
  });
});
