import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ready, socketClients } from './socketClients.ts';
import {
  bearer,
  createTestAccount,
  DEMO,
  lastMailTo,
  secretOf,
  startTestApp,
  type TestApp,
} from './testApp.ts';

/** An address that is not the server's own machine: the outbox's loopback allowance does not apply. */
const REMOTE = '203.0.113.9';

let app: TestApp;
let origin: string;
const clients = socketClients(() => origin);
const connect = (token: string) => clients.connect(token);

beforeAll(async () => {
  app = await startTestApp();
  await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.fastify.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  clients.closeAll();
  await app.close();
});

let devices = 0;

/**
 * Signs in from a device of its own (an address of its own): this file signs in more often than the
 * per-address login limit allows one address.
 */
async function loginAs(target: TestApp, email: string, password = DEMO.password): Promise<string> {
  devices += 1;
  const res = await target.inject({
    method: 'POST',
    url: '/users/login',
    payload: { email, password },
    remoteAddress: `10.20.${Math.floor(devices / 250)}.${(devices % 250) + 1}`,
  });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

/** A verified local account of its own (so ending its sessions touches no other test), signed in. */
async function freshAccount(role = 2): Promise<{ id: string; email: string; token: string }> {
  const email = `sesion-${randomUUID().slice(0, 8)}@correo.gt`;
  const id = await createTestAccount(app, { email, role, first_name: 'Sesión' });
  return { id, email, token: await loginAs(app, email) };
}

const me = (token: string) => app.inject({ method: 'GET', url: '/users/me', headers: bearer(token) });

const updateAccount = (token: string, payload: object) =>
  app.inject({ method: 'PUT', url: '/users/account', headers: bearer(token), payload });

describe('the development outbox', () => {
  it('answers no anonymous caller from another machine: it holds password-reset links', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: REMOTE });
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('reset-password');
  });

  it('is not opened by claiming to be the machine itself in X-Forwarded-For', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      remoteAddress: REMOTE,
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a provider from another machine with 403, and serves the operator', async () => {
    const provider = await loginAs(app, DEMO.company);
    const refused = await app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      remoteAddress: REMOTE,
      headers: bearer(provider),
    });
    expect(refused.statusCode).toBe(403);
    const operator = await loginAs(app, 'soporte@demo.gt');
    const served = await app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      remoteAddress: REMOTE,
      headers: bearer(operator),
    });
    expect(served.statusCode).toBe(200);
    expect(Array.isArray(served.json())).toBe(true);
  });

  it('opens to a request from the server machine in development (the README’s outbox)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
  });

  it('in production, opens to the operator only, even from the machine itself', async () => {
    const production = await startTestApp({ production: true, mailOutbox: true });
    try {
      const anonymous = await production.inject({
        method: 'GET',
        url: '/api/dev/outbox',
        remoteAddress: '127.0.0.1',
      });
      expect(anonymous.statusCode).toBe(401);
      const operator = await loginAs(production, 'soporte@demo.gt');
      const served = await production.inject({
        method: 'GET',
        url: '/api/dev/outbox',
        headers: bearer(operator),
      });
      expect(served.statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });
});

describe('sessions that end', () => {
  it('a password change ends every other session, and the answer carries this session’s new token', async () => {
    const account = await freshAccount();
    const otherDevice = await loginAs(app, account.email);
    const res = await updateAccount(account.token, {
      email: account.email,
      change_password: true,
      password: DEMO.password,
      new_password: 'Nueva12345',
      verify_password: 'Nueva12345',
    });
    expect(res.statusCode, res.body).toBe(200);
    const { token } = res.json() as { token?: string };
    expect(token).toBeTruthy();
    expect((await me(account.token)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect((await me(token as string)).statusCode).toBe(200);
    // The old password no longer signs in; the new one does.
    const oldLogin = await app.inject({
      method: 'POST',
      url: '/users/login',
      payload: { email: account.email, password: DEMO.password },
      remoteAddress: '10.30.0.1',
    });
    expect(oldLogin.statusCode).toBe(400);
    await loginAs(app, account.email, 'Nueva12345');
  });

  it('a password change disconnects the open sockets of ended sessions and refuses their tokens', async () => {
    const account = await freshAccount();
    const socket = connect(account.token);
    await ready(socket);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const res = await updateAccount(account.token, {
      email: account.email,
      change_password: true,
      password: DEMO.password,
      new_password: 'Otra12345',
      verify_password: 'Otra12345',
    });
    expect(res.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    const again = connect(account.token);
    await expect(ready(again)).rejects.toThrow('unauthorized');
    const renewed = connect((res.json() as { token: string }).token);
    await expect(ready(renewed)).resolves.toBeDefined();
  });

  it('a password reset by the mailed link ends every session', async () => {
    const account = await freshAccount();
    const asked = await app.inject({
      method: 'POST',
      url: '/users/forgot-password',
      payload: { email: account.email },
      remoteAddress: '10.30.0.4',
    });
    expect(asked.statusCode).toBe(200);
    const secret = secretOf((await lastMailTo(app, account.email)).link);
    const reset = await app.inject({
      method: 'POST',
      url: '/users/reset-password',
      payload: { secret, password: 'Cambiada123' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect((await me(account.token)).statusCode).toBe(401);
    await loginAs(app, account.email, 'Cambiada123');
  });

  it('a deleted user’s token answers 401', async () => {
    const account = await freshAccount();
    expect((await me(account.token)).statusCode).toBe(200);
    await app.deps.db.deleteFrom('users').where('id', '=', account.id).execute();
    app.deps.sessions.forget(account.id);
    expect((await me(account.token)).statusCode).toBe(401);
    await expect(ready(connect(account.token))).rejects.toThrow('unauthorized');
  });

  it('a user deleted on another process is refused once the moment of trust passes, with no word from it', async () => {
    const account = await freshAccount();
    expect((await me(account.token)).statusCode).toBe(200);
    // Straight in the database, as another server process or an operator's SQL would: no cache is told.
    await app.deps.db.deleteFrom('users').where('id', '=', account.id).execute();
    const deadline = Date.now() + 10_000;
    let status = 200;
    while (status === 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await me(account.token)).statusCode;
    }
    expect(status).toBe(401);
  });

  it('a role taken away takes effect at once: the old token is refused, a new one gets 403', async () => {
    const operator = await freshAccount(1);
    const queue = (token: string) =>
      app.inject({ method: 'GET', url: '/api/review/products', headers: bearer(token) });
    expect((await queue(operator.token)).statusCode).toBe(200);
    await app.deps.sessions.setRoles(operator.id, [2]);
    expect((await queue(operator.token)).statusCode).toBe(401);
    const asProvider = await loginAs(app, operator.email);
    expect((await queue(asProvider)).statusCode).toBe(403);
  });

  it('a token that claims a session version the user never had is refused', async () => {
    const account = await freshAccount();
    const forged = await app.deps.tokens.sign({ sub: account.id, sv: 7 });
    expect((await me(forged)).statusCode).toBe(401);
  });
});

describe('changing the login email', () => {
  it('asks for the current password', async () => {
    const account = await freshAccount();
    const without = await updateAccount(account.token, { email: 'nuevo@correo.gt', change_password: false });
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({ code: 'wrong_password', field: 'password' });
    const wrong = await updateAccount(account.token, {
      email: 'nuevo@correo.gt',
      change_password: false,
      password: 'NoEsLaClave1',
    });
    expect(wrong.statusCode).toBe(400);
    expect((await me(account.token)).json().tb_lg_person.email).toBe(account.email);
  });

  it('takes effect only when the new address opens its link, and tells the old one', async () => {
    const account = await freshAccount();
    const newEmail = `nuevo-${randomUUID().slice(0, 8)}@correo.gt`;
    const res = await updateAccount(account.token, {
      email: newEmail,
      change_password: false,
      password: DEMO.password,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ pending_email: newEmail });
    // Nothing changed yet: the old address still signs in, the new one does not.
    expect((await me(account.token)).json().tb_lg_person.email).toBe(account.email);
    await loginAs(app, account.email);
    const early = await app.inject({
      method: 'POST',
      url: '/users/login',
      payload: { email: newEmail, password: DEMO.password },
      remoteAddress: '10.30.0.2',
    });
    expect(early.statusCode).toBe(401);

    const notice = await lastMailTo(app, account.email);
    expect(notice.subject).toMatch(/correo de acceso/i);
    const confirmation = await lastMailTo(app, newEmail);
    const secret = secretOf(confirmation.link);
    expect(confirmation.link).toContain('/confirm-email?');

    const confirmed = await app.inject({ method: 'POST', url: '/users/confirm-email', payload: { secret } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ message: 'Email changed', email: newEmail });
    // Every session ended; the new address signs in, the old one no longer.
    expect((await me(account.token)).statusCode).toBe(401);
    await loginAs(app, newEmail);
    const old = await app.inject({
      method: 'POST',
      url: '/users/login',
      payload: { email: account.email, password: DEMO.password },
      remoteAddress: '10.30.0.3',
    });
    expect(old.statusCode).toBe(401);
    // The link works once.
    const reused = await app.inject({ method: 'POST', url: '/users/confirm-email', payload: { secret } });
    expect(reused.statusCode).toBe(400);
  });

  it('refuses an address in use, before and after the link', async () => {
    const account = await freshAccount();
    const taken = await updateAccount(account.token, {
      email: DEMO.company,
      change_password: false,
      password: DEMO.password,
    });
    expect(taken.statusCode).toBe(403);

    const wanted = `disputado-${randomUUID().slice(0, 8)}@correo.gt`;
    expect(
      (await updateAccount(account.token, { email: wanted, change_password: false, password: DEMO.password }))
        .statusCode,
    ).toBe(200);
    const secret = secretOf((await lastMailTo(app, wanted)).link);
    // Someone else registers the address meanwhile.
    await createTestAccount(app, { email: wanted, role: 2 });
    const late = await app.inject({ method: 'POST', url: '/users/confirm-email', payload: { secret } });
    expect(late.statusCode).toBe(403);
    expect((await me(account.token)).statusCode).toBe(200);
  });

  it('only the latest requested change can be confirmed', async () => {
    const account = await freshAccount();
    const first = `primero-${randomUUID().slice(0, 8)}@correo.gt`;
    const second = `segundo-${randomUUID().slice(0, 8)}@correo.gt`;
    for (const email of [first, second]) {
      const res = await updateAccount(account.token, {
        email,
        change_password: false,
        password: DEMO.password,
      });
      expect(res.statusCode).toBe(200);
    }
    const stale = secretOf((await lastMailTo(app, first)).link);
    const res = await app.inject({ method: 'POST', url: '/users/confirm-email', payload: { secret: stale } });
    expect(res.statusCode).toBe(400);
  });

  it('is not for an account that signs in with Google or Facebook (no password to prove it)', async () => {
    const account = await freshAccount();
    await app.deps.db
      .updateTable('users')
      .set({ password_hash: null, auth_provider: 'google' })
      .where('id', '=', account.id)
      .execute();
    const res = await updateAccount(account.token, {
      email: 'otro@correo.gt',
      change_password: false,
      password: '',
    });
    expect(res.statusCode).toBe(401);
  });
});
