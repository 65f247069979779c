import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../server/auth/limits.ts';
import { bearer, DEMO, loginAs, newAccount, solveCaptcha, startTestApp, type TestApp } from './testApp.ts';

/*
 * Requests to join (issue 31; SPEC §2 contact dialog of the landings, §7 POST /api/contact-to-joins): public, the
 * captcha first, then the fields, then 5 an hour from one address; they land in the operator's support inbox, and a
 * referral code the visitor came with counts as an inquiry of its owner (My QR).
 */

let app: TestApp;
let operator: string;
let provider: string;

beforeAll(async () => {
  app = await startTestApp();
  operator = await loginAs(app, 'soporte@demo.gt');
  provider = await loginAs(app, DEMO.company);
});
afterAll(async () => {
  await app?.close();
});

type Response = Awaited<ReturnType<TestApp['inject']>>;

let addresses = 0;
/**
 * An address of the calling test's own: requests are limited per address (RATE_LIMITS.joinRequestsPerAddress), so
 * each test spends its own budget.
 */
const freshAddress = () => `198.51.100.${++addresses}`;

/** A visitor's request from `address`, signed out, as the landing's dialog sends it. */
const join = (payload: unknown, address: string) =>
  app.inject({
    method: 'POST',
    url: '/api/contact-to-joins',
    remoteAddress: address,
    payload: payload as object,
  });

const request = (extra: object = {}) => ({
  type: 'influencers',
  name: 'Lucía Ramírez',
  email: 'lucia@example.com',
  phone: '5512 3344',
  company: 'Viajes con Lucía',
  message: 'Tengo 40 mil seguidores que viajan por Guatemala.',
  language_code: 'es',
  ...extra,
});

const withCaptcha = async (extra: object = {}) => request({ captcha: await solveCaptcha(app), ...extra });

const call = (method: 'GET' | 'PUT', url: string, token: string) =>
  app.inject({ method, url, headers: bearer(token) });

interface Inbox {
  help_requests: { _id: string }[];
  meeting_requests: { _id: string }[];
  join_requests: { _id: string; seen: boolean; name: string }[];
  unseen: { help: number; meeting: number; join: number };
}

async function inbox(query = ''): Promise<Inbox> {
  const res = await call('GET', `/api/support/requests${query}`, operator);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

function expectRefused(res: Response, status: number, field: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().field).toBe(field);
}

describe('a request to join (POST /api/contact-to-joins)', () => {
  it('checks the captcha before anything else: 401 with a wrong one, even with every field wrong', async () => {
    const address = freshAddress();
    for (const wrong of [
      request({ captcha: 'not-a-solution' }),
      request({ captcha: '   ', name: ' ', message: ' ' }),
      request({ captcha: 'not-a-solution', phone: '123' }),
    ]) {
      const res = await join(wrong, address);
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toMatchObject({ code: 'captcha_failed', field: 'captcha' });
    }
  });

  it('refuses a request without a captcha, naming it', async () => {
    expectRefused(await join(request(), freshAddress()), 400, 'captcha');
  });

  it('refuses a captcha used once already', async () => {
    const address = freshAddress();
    const body = await withCaptcha();
    expect((await join(body, address)).statusCode).toBe(201);
    expectRefused(await join(body, address), 401, 'captcha');
  });

  it.each([
    ['name', { name: '   ' }],
    ['name', { name: '' }],
    ['message', { message: '  \n ' }],
    ['message', { message: 'a'.repeat(1001) }],
    ['email', { email: 'lucia-at-example' }],
    ['phone', { phone: '5512334' }],
    ['phone', { phone: '555512345' }],
    ['phone', { phoneCountry: 'us', phone: '5512 3344' }],
    ['phoneCountry', { phoneCountry: 'mx', phone: '5512 3344' }],
    ['type', { type: 'agents' }],
  ])('with a solved captcha, refuses a wrong %s (%o) with a 400 naming it', async (field, change) => {
    expectRefused(await join(await withCaptcha(change), freshAddress()), 400, field);
  });

  it('is stored from a visitor without an account, unseen, with the phone in E.164', async () => {
    const res = await join(await withCaptcha({ phone: ' 5512 3344 ' }), freshAddress());
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      type: 'influencers',
      name: 'Lucía Ramírez',
      email: 'lucia@example.com',
      phone: '+50255123344',
      company: 'Viajes con Lucía',
      message: 'Tengo 40 mil seguidores que viajan por Guatemala.',
      language_code: 'es',
      seen: false,
    });
    const stored = await app.deps.db
      .selectFrom('join_requests')
      .selectAll()
      .where('id', '=', created._id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ type: 'influencers', phone: '+50255123344', referral_owner_id: null });
  });

  it("takes another §5 country's number, and leaves the phone and the company out when blank", async () => {
    const us = await join(
      await withCaptcha({ type: 'partners', phoneCountry: 'us', phone: '(201) 555-0123' }),
      freshAddress(),
    );
    expect(us.statusCode, us.body).toBe(201);
    expect(us.json().phone).toBe('+12015550123');
    const bare = await join(
      await withCaptcha({ type: 'providers', phone: '  ', company: ' ', language_code: 'en' }),
      freshAddress(),
    );
    expect(bare.statusCode, bare.body).toBe(201);
    expect(bare.json()).toMatchObject({ type: 'providers', phone: null, company: null, language_code: 'en' });
  });
});

describe('the limit per address', () => {
  it('takes 5 an hour from one address and answers the next 429, other addresses unaffected', async () => {
    const { points, seconds } = RATE_LIMITS.joinRequestsPerAddress;
    const address = freshAddress();
    // A refused request spends nothing: only one that would be stored counts.
    expectRefused(await join(await withCaptcha({ name: ' ' }), address), 400, 'name');
    for (let i = 0; i < points; i++) {
      const res = await join(await withCaptcha({ name: `Visitante ${i}` }), address);
      expect(res.statusCode, res.body).toBe(201);
    }
    const over = await join(await withCaptcha({ name: 'Uno más' }), address);
    expect(over.statusCode, over.body).toBe(429);
    expect(over.json()).toMatchObject({ status: 429, code: 'too_many_requests' });
    expect(over.json().retry_after).toBeGreaterThan(0);
    expect(over.json().retry_after).toBeLessThanOrEqual(seconds);
    const stored = await app.deps.db
      .selectFrom('join_requests')
      .select('id')
      .where('name', '=', 'Uno más')
      .execute();
    expect(stored).toHaveLength(0);
    expect((await join(await withCaptcha(), freshAddress())).statusCode).toBe(201);
  });
});

describe("the operator's support inbox (kind join)", () => {
  it('lists a new request unseen with the count, keeps it alone under kind=join, and marks it seen', async () => {
    const before = await inbox();
    const name = `Socio ${Date.now().toString(36)}`;
    const created = (await join(await withCaptcha({ type: 'partners', name }), freshAddress())).json();

    const after = await inbox();
    expect(after.unseen.join).toBe(before.unseen.join + 1);
    expect(after.join_requests[0]).toMatchObject({ _id: created._id, name, seen: false });

    const joins = await inbox('?kind=join');
    expect(joins.help_requests).toEqual([]);
    expect(joins.meeting_requests).toEqual([]);
    expect(joins.join_requests.map((r) => r._id)).toContain(created._id);
    expect(joins.unseen).toEqual(after.unseen);
    // The other kinds leave the requests to join out.
    expect((await inbox('?kind=help')).join_requests).toEqual([]);
    expect((await inbox('?kind=meeting')).join_requests).toEqual([]);

    const seen = await call('PUT', `/api/support/join-requests/${created._id}/seen`, operator);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({ _id: created._id, seen: true });
    expect((await inbox()).unseen.join).toBe(before.unseen.join);
    expect((await inbox('?kind=join&seen=false')).join_requests.map((r) => r._id)).not.toContain(created._id);
    expect((await inbox('?kind=join&seen=true')).join_requests.map((r) => r._id)).toContain(created._id);
  });

  it('answers 404 for a request to join that does not exist', async () => {
    const res = await call('PUT', '/api/support/join-requests/no-such-request/seen', operator);
    expect(res.statusCode, res.body).toBe(404);
  });

  it('is the operator’s only: a provider gets 403, a visitor 401', async () => {
    const created = (await join(await withCaptcha(), freshAddress())).json();
    expect((await call('GET', '/api/support/requests?kind=join', provider)).statusCode).toBe(403);
    expect((await call('PUT', `/api/support/join-requests/${created._id}/seen`, provider)).statusCode).toBe(
      403,
    );
    const signedOut = await app.inject({
      method: 'PUT',
      url: `/api/support/join-requests/${created._id}/seen`,
    });
    expect(signedOut.statusCode).toBe(401);
    const stored = await app.deps.db
      .selectFrom('join_requests')
      .select('seen')
      .where('id', '=', created._id)
      .executeTakeFirstOrThrow();
    expect(stored.seen).toBe(false);
  });
});

describe('the referral code the visitor came with (ref)', () => {
  it("counts an inquiry in its owner's My QR figures and names the owner", async () => {
    const owner = await newAccount(app, { role: 6 });
    const qr = await call('GET', '/api/referrals/qr', owner.token);
    expect(qr.statusCode, qr.body).toBe(200);
    const code: string = qr.json().promotion_code;
    const stats = async () => {
      const res = await call('GET', '/api/referrals/stats', owner.token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { inquiries: number };
    };
    expect((await stats()).inquiries).toBe(0);

    const res = await join(await withCaptcha({ ref: ` ${code} ` }), freshAddress());
    expect(res.statusCode, res.body).toBe(201);
    expect((await stats()).inquiries).toBe(1);
    const stored = await app.deps.db
      .selectFrom('join_requests')
      .select('referral_owner_id')
      .where('id', '=', res.json()._id)
      .executeTakeFirstOrThrow();
    expect(stored.referral_owner_id).toBe(owner.id);
  });

  it('ignores a code nobody has: the request is stored, counted for no one', async () => {
    const events = async () =>
      Number(
        (
          await app.deps.db
            .selectFrom('referral_events')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await events();
    const res = await join(await withCaptcha({ ref: 'NADIE-TIENE-ESTE' }), freshAddress());
    expect(res.statusCode, res.body).toBe(201);
    expect(await events()).toBe(before);
    const stored = await app.deps.db
      .selectFrom('join_requests')
      .select('referral_owner_id')
      .where('id', '=', res.json()._id)
      .executeTakeFirstOrThrow();
    expect(stored.referral_owner_id).toBeNull();
  });
});

describe('malformed bodies', () => {
  it('answers each with a 4xx, never a 5xx', async () => {
    const address = freshAddress();
    const captcha = await solveCaptcha(app);
    const bodies: unknown[] = [
      null,
      [],
      'texto',
      42,
      {},
      request({ captcha, name: { first: 'Lucía' } }),
      request({ captcha, message: null }),
      request({ captcha, phone: ['5512', '3344'] }),
      request({ captcha, phoneCountry: 'g' }),
      request({ captcha, ref: 'x'.repeat(65) }),
      request({ captcha, language_code: 'fr' }),
      request({ captcha, extra: true }),
      request({ captcha: 'x'.repeat(4001) }),
      request({ captcha: { solution: 1 } }),
    ];
    for (const payload of bodies) {
      const res = await join(payload, address);
      expect(res.statusCode, `${JSON.stringify(payload)} → ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${JSON.stringify(payload)} → ${res.body}`).toBeLessThan(500);
    }
    const text = await app.inject({
      method: 'POST',
      url: '/api/contact-to-joins',
      remoteAddress: address,
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Lucía",',
    });
    expect(text.statusCode, text.body).toBe(400);
  });
});
