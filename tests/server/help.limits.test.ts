import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guatemalaToday } from '../../machines/meetingRequest.ts';
import { RATE_LIMITS } from '../../server/auth/limits.ts';
import { bearer, createTestAccount, loginAs, solveCaptcha, startTestApp, type TestApp } from './testApp.ts';

/*
 * Help messages and meeting requests cannot flood the support inbox (server/auth/limits.ts, production's numbers):
 * past a provider's limit each is a 429 with when to try again, and nothing more is stored.
 */

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ rateLimits: RATE_LIMITS });
});
afterAll(async () => {
  await app?.close();
});

type Response = Awaited<ReturnType<TestApp['inject']>>;

/** A provider of its own, signed in: each test spends its own budget. */
async function freshProvider() {
  const email = `ayuda-${randomUUID().slice(0, 8)}@demo.gt`;
  const id = await createTestAccount(app, { email, role: 2, first_name: 'Lía' });
  return { id, token: await loginAs(app, email) };
}

const post = (url: string, token: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: bearer(token), payload });

function expectTooMany(res: Response, withinSeconds: number) {
  expect(res.statusCode, res.body).toBe(429);
  const body = res.json();
  expect(body).toMatchObject({ status: 429, code: 'too_many_requests' });
  expect(body.retry_after).toBeGreaterThan(0);
  expect(body.retry_after).toBeLessThanOrEqual(withinSeconds);
  expect(res.headers['retry-after']).toBe(String(body.retry_after));
}

const meeting = (captcha: string) => ({
  firstName: 'Lía',
  lastName: 'Prueba',
  email: 'lia@example.com',
  phone: '5512 3344',
  date: guatemalaToday(),
  schedule: '23:45',
  typeMeet: 'Zoom',
  typeContact: 'assistance',
  captcha,
});

describe('help messages', () => {
  it('takes a provider’s first 10 of 60 in a row, and answers the rest 429 with Retry-After', async () => {
    const { id, token } = await freshProvider();
    const { points, seconds } = RATE_LIMITS.helpMessagesPerProvider;
    const answers: Response[] = [];
    for (let i = 0; i < 60; i++) {
      answers.push(
        await post('/api/help-providers', token, { question: `Pregunta ${i}`, typeMessage: 'assistance' }),
      );
    }
    expect(answers.slice(0, points).map((res) => res.statusCode)).toEqual(Array(points).fill(201));
    for (const res of answers.slice(points)) expectTooMany(res, seconds);
    const stored = await app.deps.db
      .selectFrom('help_requests')
      .select('id')
      .where('provider_id', '=', id)
      .execute();
    expect(stored).toHaveLength(points);
    // Another provider is not affected.
    const other = await freshProvider();
    expect(
      (await post('/api/help-providers', other.token, { question: 'Hola', typeMessage: 'technical' }))
        .statusCode,
    ).toBe(201);
  });

  it('counts only messages that would be stored: a blank question spends nothing', async () => {
    const { token } = await freshProvider();
    for (let i = 0; i < RATE_LIMITS.helpMessagesPerProvider.points + 5; i++) {
      const res = await post('/api/help-providers', token, { question: '   ', typeMessage: 'assistance' });
      expect(res.statusCode).toBe(400);
    }
    expect(
      (await post('/api/help-providers', token, { question: 'Ahora sí', typeMessage: 'assistance' }))
        .statusCode,
    ).toBe(201);
  });
});

describe('meeting requests', () => {
  it('takes a provider’s first 5 and answers the rest 429, after the captcha and the fields', async () => {
    const { id, token } = await freshProvider();
    const { points, seconds } = RATE_LIMITS.meetingRequestsPerProvider;
    const answers: Response[] = [];
    for (let i = 0; i < points + 5; i++)
      answers.push(await post('/api/paid-contacts', token, meeting(await solveCaptcha(app))));
    expect(answers.slice(0, points).map((res) => res.statusCode)).toEqual(Array(points).fill(201));
    for (const res of answers.slice(points)) expectTooMany(res, seconds);
    const stored = await app.deps.db
      .selectFrom('meeting_requests')
      .select('id')
      .where('user_id', '=', id)
      .execute();
    expect(stored).toHaveLength(points);
    // The captcha still comes first: without one the answer is 401, whatever the limit.
    expect((await post('/api/paid-contacts', token, meeting(''))).statusCode).toBe(401);
  });
});
