import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../server/auth/limits.ts';
import { bearer, createTestAccount, DEMO, startTestApp, type TestApp } from './testApp.ts';

/*
 * The current password an account change asks for is a guess like a sign-in's, so it spends the same budget: the
 * account's sign-in failures (loginFailuresPerAccount, keyed by the normalised e-mail). Someone holding a stolen
 * token gets no more guesses through PUT /users/account than through the sign-in. A small budget with a short
 * window here, so the test can see the window pass; the numbers are production's otherwise.
 */

const BUDGET = { points: 3, seconds: 2 };

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ rateLimits: { ...RATE_LIMITS, loginFailuresPerAccount: BUDGET } });
});
afterAll(async () => {
  await app?.close();
});

type Response = Awaited<ReturnType<TestApp['inject']>>;

/** Each sign-in from an address of its own: only the account's budget is under test, not the address's. */
let devices = 0;
const signIn = (email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/users/login',
    payload: { email, password },
    remoteAddress: `10.40.${Math.floor(++devices / 250)}.${(devices % 250) + 1}`,
  });

/** A verified local account of its own, signed in (the sign-in that succeeds spends nothing). */
async function freshAccount() {
  const email = `adivina-${randomUUID().slice(0, 8)}@correo.gt`;
  await createTestAccount(app, { email, role: 2, first_name: 'Adivina' });
  const res = await signIn(email, DEMO.password);
  expect(res.statusCode, res.body).toBe(200);
  return { email, token: res.json().token as string };
}

/** An e-mail change that checks `password` as the current one; it never gets as far as changing anything. */
const changeEmail = (token: string, password: string) =>
  app.inject({
    method: 'PUT',
    url: '/users/account',
    headers: bearer(token),
    payload: { email: `otro-${randomUUID().slice(0, 8)}@correo.gt`, change_password: false, password },
  });

/** A password change with a weak new password: the current one is checked, then the change is refused (401). */
const changePassword = (token: string, password: string) =>
  app.inject({
    method: 'PUT',
    url: '/users/account',
    headers: bearer(token),
    payload: {
      email: 'ignorado@correo.gt',
      change_password: true,
      password,
      new_password: 'x',
      verify_password: 'x',
    },
  });

function expectTooMany(res: Response) {
  expect(res.statusCode, res.body).toBe(429);
  const body = res.json();
  expect(body).toMatchObject({ status: 429, code: 'too_many_requests' });
  expect(body.retry_after).toBeGreaterThan(0);
  expect(body.retry_after).toBeLessThanOrEqual(BUDGET.seconds);
  expect(res.headers['retry-after']).toBe(String(body.retry_after));
}

const windowPasses = () => new Promise((resolve) => setTimeout(resolve, BUDGET.seconds * 1000 + 200));

describe('the current password of an account change', () => {
  it('spends the account’s sign-in failures when wrong; once spent, the change and the sign-in answer 429', async () => {
    const { email, token } = await freshAccount();
    for (let i = 0; i < BUDGET.points; i++) {
      const wrong = await changeEmail(token, `Adivino${i}99`);
      expect(wrong.statusCode, wrong.body).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'wrong_password', field: 'password' });
    }
    // Spent: the right password is not even checked, here or at the sign-in, however the e-mail is written.
    expectTooMany(await changeEmail(token, DEMO.password));
    expectTooMany(await changePassword(token, DEMO.password));
    expectTooMany(await signIn(email, DEMO.password));
    expectTooMany(await signIn(email.toUpperCase(), DEMO.password));

    await windowPasses();
    expect((await signIn(email, DEMO.password)).statusCode).toBe(200);
    expect((await changeEmail(token, DEMO.password)).statusCode).toBe(200);
  });

  it('shares one budget with the sign-in: failed sign-ins leave fewer guesses for the change', async () => {
    const { email, token } = await freshAccount();
    for (let i = 0; i < BUDGET.points - 1; i++)
      expect((await signIn(email.toUpperCase(), `Adivino${i}99`)).statusCode).toBe(400);
    expect((await changePassword(token, 'Adivino-final9')).statusCode).toBe(400);
    expectTooMany(await changePassword(token, DEMO.password));
  });

  it('never counts a right current password, however often', async () => {
    const { email, token } = await freshAccount();
    for (let i = 0; i < BUDGET.points * 3; i++) {
      // Right password, weak new one: refused for the new password, not for a guess.
      const res = await changePassword(token, DEMO.password);
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toMatchObject({ field: 'new_password' });
    }
    // A typo after all those still gets its answer, and the owner still signs in.
    expect((await changeEmail(token, 'Demo12345')).statusCode).toBe(400);
    expect((await signIn(email, DEMO.password)).statusCode).toBe(200);
  });

  it('changes nothing when no change is asked for, and spends nothing either', async () => {
    const { email, token } = await freshAccount();
    for (let i = 0; i < BUDGET.points + 1; i++) {
      const res = await app.inject({
        method: 'PUT',
        url: '/users/account',
        headers: bearer(token),
        payload: { email, change_password: false, password: 'Cualquiera1' },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await signIn(email, DEMO.password)).statusCode).toBe(200);
  });
});
