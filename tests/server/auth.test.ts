import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { consumeSecret, issueSecret } from '../../server/auth/oneTimeSecrets.ts';
import {
  bearer,
  DEMO,
  lastMailTo,
  loginAs,
  registrationPayload,
  secretOf,
  solveCaptcha,
  startTestApp,
  type TestApp,
} from './testApp.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const post = (url: string, payload: unknown, remoteAddress = '10.0.0.1') =>
  app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });

describe('GET /api/health', () => {
  it('answers 200 with the database kind', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });
});

describe('POST /users/login', () => {
  it('signs the demo provider in with a token and the auth record', async () => {
    const res = await post('/users/login', { email: DEMO.company, password: DEMO.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^ey/);
    expect(body.user.tb_lg_person.email).toBe(DEMO.company);
    expect(body.user.basic_profile).toBe(true);
    expect(body.role).toEqual([{ value: 2 }]);
    const me = await app.inject({ method: 'GET', url: '/users/me', headers: bearer(body.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()._id).toBe(body.user._id);
  });

  it('is case-insensitive on the email', async () => {
    const res = await post('/users/login', { email: 'EMPRESA@demo.gt', password: DEMO.password });
    expect(res.statusCode).toBe(200);
  });

  it('answers 400 Password incorrect for a wrong password', async () => {
    const res = await post('/users/login', { email: DEMO.company, password: 'wrong-pass' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code: 'wrong_password', message: 'Password incorrect' });
  });

  it('answers 401 for an unknown email', async () => {
    const res = await post('/users/login', { email: 'nobody@demo.gt', password: 'whatever1' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'wrong_credentials',
      message: 'Email and password do not match',
    });
  });

  it("answers 401 'Unvalidated email!' before the email is verified", async () => {
    const email = 'unverified@example.com';
    expect((await post('/users/register', await registrationPayload(app, email))).statusCode).toBe(201);
    const res = await post('/users/login', { email, password: 'secreta123' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unvalidated_email', message: 'Unvalidated email!' });
  });

  it('rejects a request missing the password with 400 naming the field', async () => {
    const res = await post('/users/login', { email: DEMO.company });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_request', field: 'password' });
  });

  it('answers 429 within 30 rapid wrong logins from one address, whatever the account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      // A different account each time: the address's limit, not an account's, answers 429.
      const email = `nadie${i}@demo.gt`;
      statuses.push((await post('/users/login', { email, password: 'nope-nope' }, '10.9.9.9')).statusCode);
    }
    expect(statuses).toContain(429);
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    const limited = await post('/users/login', { email: DEMO.personal, password: DEMO.password }, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 429, code: 'too_many_requests' });
    // Another address is not affected.
    expect(
      (await post('/users/login', { email: DEMO.personal, password: DEMO.password }, '10.9.9.8')).statusCode,
    ).toBe(200);
  });
});

describe('POST /users/register', () => {
  it('answers 400 naming the field for a malformed email', async () => {
    const res = await post('/users/register', await registrationPayload(app, 'not-an-email'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code: 'invalid_request', field: 'email' });
    expect(res.json().message).toContain('email');
  });

  it('answers 400 for a password shorter than 8 or with spaces', async () => {
    for (const password of ['short1', 'has space1']) {
      const res = await post(
        '/users/register',
        await registrationPayload(app, 'pw@example.com', { password }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('password');
    }
  });

  it('answers 400 when the privacy policy is not accepted', async () => {
    const res = await post(
      '/users/register',
      await registrationPayload(app, 'privacy@example.com', { confirm: false }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('confirm');
  });

  it('answers 401 when the captcha is not solved, and a solution works once', async () => {
    const challenge = (await app.inject({ method: 'GET', url: '/api/captcha' })).json();
    const guessed = Buffer.from(
      JSON.stringify({ challenge, solution: { counter: 0, derivedKey: '00'.repeat(32) } }),
    ).toString('base64');
    const wrong = await post(
      '/users/register',
      await registrationPayload(app, 'bot@example.com', { captcha: guessed }),
    );
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'captcha_failed', message: 'The data is incorrect' });

    const captcha = await solveCaptcha(app);
    expect(
      (await post('/users/register', await registrationPayload(app, 'once@example.com', { captcha })))
        .statusCode,
    ).toBe(201);
    const replay = await post(
      '/users/register',
      await registrationPayload(app, 'twice@example.com', { captcha }),
    );
    expect(replay.statusCode).toBe(401);
  });

  it('answers 403 Email is already in use', async () => {
    const res = await post('/users/register', await registrationPayload(app, DEMO.company));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'email_in_use', message: 'Email is already in use' });
  });

  it('mails a single-use verification link that signs the user in', async () => {
    const email = 'nueva@example.com';
    const res = await post(
      '/users/register',
      await registrationPayload(app, email, { role: 6, redirect: '/qr', language_code: 'en' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: expect.any(String), redirect: '/qr', role: [{ value: 6 }] });

    const mail = await lastMailTo(app, email);
    expect(mail.subject).toBe('Verify your account');
    expect(mail.link).toMatch(/^http:\/\/portal\.test\/users\/verify-account\?secret=/);
    const secret = secretOf(mail.link);

    const verified = await post('/users/verify-account', { secret, redirect: '/qr', language: 'en' });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      redirect: '/qr',
      role: [{ value: 6 }],
      user: { tb_gcm_language: 'en', basic_profile: false },
    });

    const again = await post('/users/verify-account', { secret });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_secret');

    expect((await post('/users/login', { email, password: 'secreta123' })).statusCode).toBe(200);
  });

  it('can send the verification link again', async () => {
    const email = 'resend@example.com';
    await post('/users/register', await registrationPayload(app, email));
    const first = await lastMailTo(app, email);
    const res = await post('/users/resend-verification', { email });
    expect(res.statusCode).toBe(200);
    const second = await lastMailTo(app, email);
    expect(second.link).not.toBe(first.link);
    expect((await post('/users/verify-account', { secret: secretOf(second.link) })).statusCode).toBe(200);
  });
});

describe('captcha (ALTCHA proof-of-work)', () => {
  type Challenge = Parameters<typeof solveChallenge>[0]['challenge'];
  const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString('base64');
  const fetchChallenge = async (): Promise<Challenge> =>
    (await app.inject({ method: 'GET', url: '/api/captcha' })).json();
  const solved = async (challenge: Challenge) => {
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('unsolved');
    return solution;
  };
  const signUp = async (email: string, captcha: string) =>
    post('/users/register', await registrationPayload(app, email, { captcha }));

  it('hands out a signed, expiring PBKDF2 challenge', async () => {
    const challenge = await fetchChallenge();
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', keyLength: 32 });
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    const ttl = (challenge.parameters.expiresAt ?? 0) - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(590);
    expect(ttl).toBeLessThanOrEqual(600);
  });

  it('refuses the old arithmetic answer', async () => {
    const res = await signUp('aritmetica@example.com', 'eyJhbGciOiJIUzI1NiJ9.e30.x:9');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'captcha_failed', field: 'captcha' });
  });

  it('refuses a solution sent after the challenge expired', async () => {
    const challenge = await fetchChallenge();
    const solution = await solved(challenge);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(((challenge.parameters.expiresAt ?? 0) + 1) * 1000);
      expect((await signUp('tarde@example.com', encode({ challenge, solution }))).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a challenge whose parameters were changed, or that this server did not sign', async () => {
    const challenge = await fetchChallenge();
    const solution = await solved(challenge);
    // A later expiry, or an easier prefix, breaks the signature.
    const later = {
      ...challenge,
      parameters: { ...challenge.parameters, expiresAt: (challenge.parameters.expiresAt ?? 0) + 3600 },
    };
    expect((await signUp('alterada@example.com', encode({ challenge: later, solution }))).statusCode).toBe(
      401,
    );
    const easier = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: '0' } };
    expect((await signUp('facil@example.com', encode({ challenge: easier, solution }))).statusCode).toBe(401);
    // A key that does not solve it.
    const wrongKey = {
      ...solution,
      derivedKey: solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0')),
    };
    expect((await signUp('clave@example.com', encode({ challenge, solution: wrongKey }))).statusCode).toBe(
      401,
    );
    // A challenge of the same kind signed with another secret.
    const foreign = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1_000,
      counter: 3,
      deriveKey,
      expiresAt: new Date(Date.now() + 60_000),
      hmacSignatureSecret: 'not-the-server-secret',
      hmacKeySignatureSecret: 'not-the-server-key-secret',
    });
    const foreignSolution = await solved(foreign);
    expect(
      (await signUp('ajena@example.com', encode({ challenge: foreign, solution: foreignSolution })))
        .statusCode,
    ).toBe(401);
    // The untouched one still passes: none of the refusals spent it.
    expect((await signUp('intacta@example.com', encode({ challenge, solution }))).statusCode).toBe(201);
  });
});

describe('secrets', () => {
  it('expire', async () => {
    const userId = 'demo-2';
    const past = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
    const stale = await issueSecret(app.deps.db, userId, 'verify', past);
    expect(await consumeSecret(app.deps.db, stale, 'verify')).toBeNull();
    const fresh = await issueSecret(app.deps.db, userId, 'reset');
    expect(await consumeSecret(app.deps.db, fresh, 'verify')).toBeNull();
    expect(await consumeSecret(app.deps.db, fresh, 'reset')).toBe(userId);
  });
});

describe('password recovery', () => {
  it('answers 404 for an email that is not registered', async () => {
    const res = await post('/users/forgot-password', { email: 'ghost@example.com' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'unknown_email',
      message: 'This email does not exist, it is not registered',
    });
  });

  it('resets the password once with the mailed secret', async () => {
    const email = 'olvido@example.com';
    await post('/users/register', await registrationPayload(app, email));
    expect((await post('/users/forgot-password', { email, language_code: 'es' })).statusCode).toBe(200);
    const mail = await lastMailTo(app, email);
    expect(mail.subject).toBe('Restablece tu contraseña');
    const secret = secretOf(mail.link);

    const weak = await post('/users/reset-password', { secret, password: 'alllowercase1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().code).toBe('invalid_password');

    expect((await post('/users/reset-password', { secret, password: 'NuevaClave9' })).statusCode).toBe(200);
    expect((await post('/users/reset-password', { secret, password: 'OtraClave9' })).statusCode).toBe(400);
    // The link proved the mailbox: the account is verified and signs in with the new password.
    expect((await post('/users/login', { email, password: 'NuevaClave9' })).statusCode).toBe(200);
    expect((await post('/users/login', { email, password: 'secreta123' })).statusCode).toBe(400);
  });

  it('rate-limits forgot-password per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      // A different account each time: the address's limit answers 429, and no account another test asks
      // for (ghost@example.com) runs out of its own requests.
      statuses.push(
        (await post('/users/forgot-password', { email: `ghost${i}@example.com` }, '10.7.7.7')).statusCode,
      );
    }
    expect(statuses).toContain(429);
  });
});

describe('social sign-in', () => {
  it('answers 404 when Google or Facebook is not configured', async () => {
    expect((await post('/users/oauth/google', { token: 'x' })).statusCode).toBe(404);
    expect((await post('/users/oauth/facebook', { token: 'x' })).statusCode).toBe(404);
  });
});

describe('authentication', () => {
  it('answers 401 without a token or with a forged one', async () => {
    expect((await app.inject({ method: 'GET', url: '/users/me' })).statusCode).toBe(401);
    const forged = await app.inject({
      method: 'GET',
      url: '/users/me',
      headers: bearer('eyJhbGciOiJIUzI1NiJ9.e30.x'),
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ status: 401, code: 'unauthorized' });
  });

  it('accepts the token in x-token too (SPEC §7)', async () => {
    const token = await loginAs(app, DEMO.company);
    const res = await app.inject({ method: 'GET', url: '/users/me', headers: { 'x-token': token } });
    expect(res.statusCode).toBe(200);
  });
});

describe('roles at sign-up', () => {
  it('never lets anyone register as platform operator (role 1)', async () => {
    const res = await post(
      '/users/register',
      await registrationPayload(app, 'sneaky@example.com', { role: 1 }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('role');
  });
});
