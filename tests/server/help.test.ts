import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guatemalaToday } from '../../machines/meetingRequest.ts';
import { bearer, DEMO, loginAs, newAccount, solveCaptcha, startTestApp, type TestApp } from './testApp.ts';

let app: TestApp;
/** The demo company (Ana López, company category), the demo person (Carlos Pérez, no category), support. */
let company: string;
let personal: string;
let operator: string;

beforeAll(async () => {
  app = await startTestApp();
  company = await loginAs(app, DEMO.company);
  personal = await loginAs(app, DEMO.personal);
  operator = await loginAs(app, 'soporte@demo.gt');
});
afterAll(async () => {
  await app?.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const ask = (body: object, token = company) => call('POST', '/api/help-providers', token, body);
const meet = (body: object, token = company) => call('POST', '/api/paid-contacts', token, body);
/**
 * A provider of the calling test's own, to store meeting requests: a provider may ask for five an hour
 * (RATE_LIMITS.meetingRequestsPerProvider), and the demo company's are left to the test of its own request.
 */
const ownProvider = async () => (await newAccount(app, { role: 2, category: 'company' })).token;
const inbox = async (query = '') => {
  const res = await call('GET', `/api/support/requests${query}`, operator);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    help_requests: { _id: string; seen: boolean; question: string }[];
    meeting_requests: { _id: string; seen: boolean; date: string }[];
    unseen: { help: number; meeting: number; join: number };
  };
};

const dayFromToday = (days: number) => {
  const [y, m, d] = guatemalaToday().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

const meeting = (extra: object = {}) => ({
  firstName: 'Ana',
  lastName: 'López',
  email: 'ana@example.com',
  phone: '5512 3344',
  date: dayFromToday(2),
  schedule: '10:15',
  typeMeet: 'Zoom',
  typeContact: 'assistance',
  ...extra,
});

describe('a help message (POST /api/help-providers)', () => {
  it("is stored with the caller's names, e-mail and provider type, and where in the wizard it was asked", async () => {
    const res = await ask({
      question: '¿Cómo pongo un precio distinto en Semana Santa?',
      typeMessage: 'assistance',
      segment: 'vacation-rental',
      step: 'price-seasons',
      contactWay: 'whatsapp',
      phone: '5555 1234',
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      question: '¿Cómo pongo un precio distinto en Semana Santa?',
      typeMessage: 'assistance',
      segment: 'vacation-rental',
      step: 'price-seasons',
      contactWay: 'whatsapp',
      phone: '5555 1234',
      idProvider: 'demo-1',
      firstName: 'Ana',
      lastName: 'López',
      email: DEMO.company,
      providerType: 'Empresa',
      language_code: 'es',
      seen: false,
      answer: null,
    });
    const stored = await app.deps.db
      .selectFrom('help_requests')
      .selectAll()
      .where('id', '=', created._id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      provider_id: 'demo-1',
      first_name: 'Ana',
      email: DEMO.company,
      provider_type: 'Empresa',
      segment: 'vacation-rental',
      step: 'price-seasons',
    });
  });

  it('names a provider without the company category Personal, and keeps the language asked', async () => {
    const res = await ask(
      { question: 'My calendar does not sync', typeMessage: 'technical', language_code: 'en' },
      personal,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      firstName: 'Carlos',
      lastName: 'Pérez',
      email: DEMO.personal,
      providerType: 'Personal',
      language_code: 'en',
      segment: null,
      step: null,
      contactWay: null,
    });
  });

  it.each([
    ['no question', { typeMessage: 'technical' }, 'question'],
    ['an empty question', { question: '', typeMessage: 'technical' }, 'question'],
    ['a blank question', { question: '   ', typeMessage: 'technical' }, 'question'],
    ['a question past 1000 characters', { question: 'a'.repeat(1001), typeMessage: 'technical' }, 'question'],
    ['no kind', { question: 'Hola' }, 'typeMessage'],
    ['an unknown kind', { question: 'Hola', typeMessage: 'sales' }, 'typeMessage'],
    [
      'a phone channel without a phone',
      { question: 'Hola', typeMessage: 'technical', contactWay: 'phone' },
      'phone',
    ],
  ])('refuses %s with a 400 naming the field', async (_, body, field) => {
    const res = await ask(body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().field).toContain(field);
  });

  it('needs a signed-in caller', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/help-providers',
      payload: { question: 'Hola', typeMessage: 'technical' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('a meeting request (POST /api/paid-contacts)', () => {
  it('checks the captcha before anything else: 401 without it, even with every field missing', async () => {
    for (const body of [{}, meeting(), meeting({ captcha: '' }), meeting({ captcha: 'not-a-solution' })]) {
      const res = await meet(body);
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json()).toMatchObject({ code: 'captcha_failed', field: 'captcha' });
    }
  });

  it('refuses a captcha used once already', async () => {
    const mine = await ownProvider();
    const captcha = await solveCaptcha(app);
    expect((await meet(meeting({ captcha }), mine)).statusCode).toBe(201);
    const again = await meet(meeting({ captcha }), mine);
    expect(again.statusCode).toBe(401);
  });

  it.each([
    ['firstName', { firstName: '' }],
    ['lastName', { lastName: ' ' }],
    ['email', { email: '' }],
    ['email', { email: 'ana-at-example' }],
    ['phone', { phone: '' }],
    ['phone', { phone: '555512345' }],
    ['phone', { phone: '5555123456' }],
    ['phone', { phoneCountry: 'us', phone: '55123344' }],
    ['date', { date: '' }],
    ['date', { date: dayFromToday(-1) }],
    ['date', { date: '2099-02-30' }],
    ['date', { date: '15/03/2099' }],
    ['schedule', { schedule: '' }],
    ['schedule', { schedule: '10:10' }],
    ['schedule', { schedule: '24:00' }],
    ['typeMeet', { typeMeet: undefined }],
  ])('with a solved captcha, refuses a wrong %s (%o) with a 400 naming it', async (field, change) => {
    const res = await meet(meeting({ ...change, captcha: await solveCaptcha(app) }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().field).toBe(field);
  });

  it('names the first wrong field in the form order', async () => {
    const res = await meet({ phone: '123', captcha: await solveCaptcha(app) });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('firstName');
  });

  it('stores a meeting for today in Guatemala with every field', async () => {
    const res = await meet(
      meeting({ date: guatemalaToday(), schedule: '16:45', captcha: await solveCaptcha(app) }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      userId: 'demo-1',
      firstName: 'Ana',
      lastName: 'López',
      email: 'ana@example.com',
      phone: '+502 5512 3344',
      date: guatemalaToday(),
      schedule: '16:45',
      typeMeet: 'Zoom',
      typeContact: 'assistance',
      seen: false,
    });
    const stored = await app.deps.db
      .selectFrom('meeting_requests')
      .selectAll()
      .where('id', '=', created._id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ user_id: 'demo-1', date: guatemalaToday(), type_meet: 'Zoom' });
  });
});

describe("the meeting phone (issue 26): the onboarding forms' rule, its country's numbering plan", () => {
  it('takes a Guatemalan number of 8 digits, which the old "10 characters or more" refused', async () => {
    const res = await meet(
      meeting({ phone: '55123344', captcha: await solveCaptcha(app) }),
      await ownProvider(),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().phone).toBe('+502 55123344');
  });

  it("takes a number of another §5 country and keeps that country's prefix", async () => {
    const res = await meet(
      meeting({ phoneCountry: 'us', phone: '201 555 0123', captcha: await solveCaptcha(app) }),
      await ownProvider(),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().phone).toBe('+1 201 555 0123');
  });
});

describe("the operator's support inbox", () => {
  it('lists both kinds newest first, with the unseen counts, and marks items seen', async () => {
    const before = await inbox();
    const first = (await ask({ question: 'Primera pregunta', typeMessage: 'technical' })).json();
    const second = (await ask({ question: 'Segunda pregunta', typeMessage: 'assistance' }, personal)).json();
    const meetingRes = await meet(meeting({ captcha: await solveCaptcha(app) }), await ownProvider());
    const met = meetingRes.json();

    const all = await inbox();
    expect(all.help_requests.slice(0, 2).map((h) => h._id)).toEqual([second._id, first._id]);
    expect(all.meeting_requests[0]?._id).toBe(met._id);
    expect(all.unseen).toEqual({
      help: before.unseen.help + 2,
      meeting: before.unseen.meeting + 1,
      join: before.unseen.join,
    });
    // The demo seed's unseen message and meeting are there too (seedHelp.ts).
    expect(before.unseen.help).toBeGreaterThanOrEqual(1);
    expect(before.unseen.meeting).toBeGreaterThanOrEqual(1);

    const seen = await call('PUT', `/api/support/help-requests/${first._id}/seen`, operator);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({ _id: first._id, seen: true });
    const seenMeeting = await call('PUT', `/api/support/paid-contacts/${met._id}/seen`, operator);
    expect(seenMeeting.json()).toMatchObject({ _id: met._id, seen: true });

    const after = await inbox();
    expect(after.unseen).toEqual({
      help: all.unseen.help - 1,
      meeting: all.unseen.meeting - 1,
      join: all.unseen.join,
    });
    const unseenHelp = await inbox('?kind=help&seen=false');
    expect(unseenHelp.meeting_requests).toEqual([]);
    expect(unseenHelp.help_requests.map((h) => h._id)).toContain(second._id);
    expect(unseenHelp.help_requests.map((h) => h._id)).not.toContain(first._id);
    expect(unseenHelp.help_requests.every((h) => !h.seen)).toBe(true);
    const seenMeetings = await inbox('?kind=meeting&seen=true');
    expect(seenMeetings.help_requests).toEqual([]);
    expect(seenMeetings.meeting_requests.map((m) => m._id)).toEqual([met._id]);
  });

  it('answers a help message by mail in its language, and stores the answer', async () => {
    const english = (
      await ask(
        { question: 'How do I add a second photo?', typeMessage: 'assistance', language_code: 'en' },
        personal,
      )
    ).json();
    const res = await call('POST', `/api/support/help-requests/${english._id}/answer`, operator, {
      answer: 'Open the multimedia step and drop the photo on the gallery.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      _id: english._id,
      seen: true,
      answer: 'Open the multimedia step and drop the photo on the gallery.',
    });
    expect(res.json().answered_at).not.toBeNull();

    const spanish = (await ask({ question: '¿Cómo cambio mi foto?', typeMessage: 'assistance' })).json();
    await call('POST', `/api/support/help-requests/${spanish._id}/answer`, operator, {
      answer: 'Desde tu perfil, en Información personal.',
    });

    const outbox = await app.inject({ method: 'GET', url: '/api/dev/outbox', headers: bearer(operator) });
    expect(outbox.statusCode).toBe(200);
    const mails = outbox.json() as { to: string; subject: string; text: string }[];
    const toPersonal = mails.find((m) => m.to === DEMO.personal);
    expect(toPersonal).toMatchObject({ subject: 'Answer to your help request' });
    expect(toPersonal?.text).toContain('How do I add a second photo?');
    expect(toPersonal?.text).toContain('Open the multimedia step and drop the photo on the gallery.');
    const toCompany = mails.find((m) => m.to === DEMO.company);
    expect(toCompany).toMatchObject({ subject: 'Respuesta a tu solicitud de ayuda' });
    expect(toCompany?.text).toContain('Desde tu perfil, en Información personal.');
  });

  it('refuses an empty answer and answers 404 for an unknown item', async () => {
    const item = (await ask({ question: 'Hola', typeMessage: 'technical' })).json();
    for (const answer of ['', '   ']) {
      const res = await call('POST', `/api/support/help-requests/${item._id}/answer`, operator, { answer });
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toContain('answer');
    }
    for (const url of ['/api/support/help-requests/nope/seen', '/api/support/paid-contacts/nope/seen']) {
      expect((await call('PUT', url, operator)).statusCode).toBe(404);
    }
    const answer = await call('POST', '/api/support/help-requests/nope/answer', operator, { answer: 'Hola' });
    expect(answer.statusCode).toBe(404);
  });

  it('is the operator’s only: a provider gets 403 on every /api/support route', async () => {
    const item = (await ask({ question: 'Hola', typeMessage: 'technical' })).json();
    const met = (await meet(meeting({ captcha: await solveCaptcha(app) }), await ownProvider())).json();
    for (const token of [company, personal]) {
      const answers = [
        await call('GET', '/api/support/requests', token),
        await call('PUT', `/api/support/help-requests/${item._id}/seen`, token),
        await call('PUT', `/api/support/paid-contacts/${met._id}/seen`, token),
        await call('POST', `/api/support/help-requests/${item._id}/answer`, token, { answer: 'x' }),
      ];
      for (const res of answers) expect(res.json()).toMatchObject({ status: 403, code: 'forbidden' });
    }
    expect((await app.inject({ method: 'GET', url: '/api/support/requests' })).statusCode).toBe(401);
    const stored = await app.deps.db
      .selectFrom('help_requests')
      .select(['seen', 'answer'])
      .where('id', '=', item._id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ seen: false, answer: null });
  });
});

describe('malformed help requests answer 400, never 5xx', () => {
  const bodies: unknown[] = [null, [], 'text', 42, true, { question: 5 }, { question: ['a'] }, { extra: 1 }];
  it.each([
    ['POST', '/api/help-providers'],
    ['POST', '/api/paid-contacts'],
    ['POST', '/api/support/help-requests/x/answer'],
  ] as const)('%s %s', async (method, url) => {
    for (const body of bodies) {
      const res = await app.inject({
        method,
        url,
        headers: { ...bearer(operator), 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode, `${JSON.stringify(body)} → ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${JSON.stringify(body)} → ${res.body}`).toBeLessThan(500);
    }
    const broken = await app.inject({
      method,
      url,
      headers: { ...bearer(operator), 'content-type': 'application/json' },
      payload: '{"question": ',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('refuses malformed queries of the inbox and the help content', async () => {
    for (const url of [
      '/api/support/requests?kind=all',
      '/api/support/requests?seen=maybe',
      '/api/help-content?typeProduct=abc&step=location',
      '/api/help-content?step=location',
      '/api/help-content?typeProduct=1',
      `/api/help-content?typeProduct=1&step=${'x'.repeat(61)}`,
      '/api/faq-providers?language_code=fr',
    ]) {
      const res = await call('GET', url, operator);
      expect(res.statusCode, url).toBe(400);
    }
  });
});
