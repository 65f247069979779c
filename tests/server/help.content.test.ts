import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIZARD_ROOM_STEPS, WIZARD_STEPS } from '../../machines/wizardSteps.ts';
import type { components } from '../../openapi/schema.d.ts';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './testApp.ts';

let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await startTestApp();
  token = await loginAs(app, DEMO.company);
});
afterAll(async () => {
  await app?.close();
});

const content = (query: string, auth = token) =>
  app.inject({ method: 'GET', url: `/api/help-content?${query}`, headers: bearer(auth) });

describe('contextual help (GET /api/help-content)', () => {
  it('answers the text written for the product type and step, in the language asked', async () => {
    const es = await content('typeProduct=1&step=information');
    expect(es.statusCode, es.body).toBe(200);
    expect(es.json()).toMatchObject({
      typeProduct: 1,
      step: 'information',
      title: 'Describe tu alquiler vacacional',
    });
    const en = await content('typeProduct=1&step=information&language_code=en');
    expect(en.json()).toMatchObject({ typeProduct: 1, title: 'Describe your vacation rental' });
  });

  it("falls back to the step's generic text (type 0) for a type without its own", async () => {
    const res = await content('typeProduct=4&step=information&language_code=en');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ typeProduct: 0, step: 'information', title: 'Name and description' });
    const photos = await content('typeProduct=5&step=multimedia');
    expect(photos.json().body).toContain('15 fotos');
    expect(photos.json().body).toContain('1 MB');
  });

  it('gives a room step the text of its product step', async () => {
    const room = await content('typeProduct=14&step=room-cancellation-policy');
    const product = await content('typeProduct=1&step=cancellation-policy');
    expect(room.statusCode).toBe(200);
    expect(room.json().body).toBe(product.json().body);
    expect(room.json().body).toContain('40 días');
  });

  it('answers 404 for a step without help', async () => {
    const res = await content('typeProduct=1&step=no-such-step');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, code: 'not_found' });
  });

  it('covers every step of every wizard in Spanish and English, as plain text in paragraphs', async () => {
    const steps = new Set<string>(
      [...Object.values(WIZARD_STEPS), ...Object.values(WIZARD_ROOM_STEPS)].flat(),
    );
    for (const step of steps) {
      for (const language of ['es', 'en']) {
        const res = await content(`typeProduct=0&step=${step}&language_code=${language}`);
        expect(res.statusCode, `${step} ${language}`).toBe(200);
        const { title, body } = res.json() as { title: string; body: string };
        expect(title.length, step).toBeGreaterThan(3);
        expect(body.length, step).toBeGreaterThan(80);
        expect(body, step).not.toMatch(/<[a-z]/i);
      }
    }
  });

  it('needs a signed-in caller', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/help-content?typeProduct=1&step=location' });
    expect(res.statusCode).toBe(401);
  });
});

describe('the FAQ (GET /api/faq-providers)', () => {
  const faq = async (language?: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/faq-providers${language ? `?language_code=${language}` : ''}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { _id: string; question: string; answer: string; category: string; order: number }[];
  };

  it('is public and answers at least 12 questions per language, by order', async () => {
    const es = await faq('es');
    const en = await faq('en');
    expect(es.length).toBeGreaterThanOrEqual(12);
    expect(en.length).toBe(es.length);
    for (const list of [es, en]) {
      expect(list.map((q) => q.order)).toEqual([...list.map((q) => q.order)].sort((a, b) => a - b));
      expect(new Set(list.map((q) => q._id)).size).toBe(list.length);
    }
    expect(en.map((q) => q.category)).toEqual(es.map((q) => q.category));
    expect(await faq()).toEqual(es);
    expect(es[0]?.question).toMatch(/comisión/);
    expect(en[0]?.question).toMatch(/commission/);
  });

  it("gives SPEC §9's numbers", async () => {
    const text = (await faq('es')).map((q) => `${q.question} ${q.answer}`).join('\n');
    for (const fact of [
      '10 %',
      '15 %',
      '7 a 10 días',
      '$1000',
      '40 días',
      '25 a 39',
      '0 a 24',
      '12 horas',
      '$5',
      '$10',
    ]) {
      expect(text).toContain(fact);
    }
    const categories = new Set((await faq('en')).map((q) => q.category));
    for (const category of [
      'commission',
      'payouts',
      'review',
      'penalties',
      'cancellations',
      'promotions',
      'help',
      'qr',
    ]) {
      expect(categories).toContain(category);
    }
  });
});

/*
 * The operator's content screen writes the FAQ and the steps' help (issue 31). Each test writes rows of its own
 * (questions at places no seeded one has, a text for a type and step the seed leaves to the generic text) and
 * takes them away again, so the reads above see the seed whatever order the tests run in.
 */
describe("the operator's FAQ and help texts (content screen)", () => {
  type FaqEntry = components['schemas']['FaqEntry'];
  type HelpContentEntry = components['schemas']['HelpContentEntry'];

  let operator: string;
  beforeAll(async () => {
    operator = await loginAs(app, 'soporte@demo.gt');
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, auth?: string, payload?: object) =>
    app.inject({ method, url, headers: auth ? bearer(auth) : {}, ...(payload ? { payload } : {}) });

  const publicFaq = async (language: 'es' | 'en') => {
    const res = await call('GET', `/api/faq-providers?language_code=${language}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { _id: string; question: string; answer: string; order: number }[];
  };

  const question = (overrides: Partial<components['schemas']['FaqInput']> = {}) => ({
    language: 'es',
    question: '¿Puedo cambiar la categoría de mi negocio?',
    answer: 'Sí, desde tu perfil.\n\nEl cambio se revisa en 24 horas.',
    category: 'account',
    ...overrides,
  });

  it('lists every question with its language, one language when asked', async () => {
    const res = await call('GET', '/api/faq-providers/all', operator);
    expect(res.statusCode, res.body).toBe(200);
    const all = res.json() as FaqEntry[];
    const es = await publicFaq('es');
    const en = await publicFaq('en');
    expect(all).toHaveLength(es.length + en.length);
    expect(all.filter((q) => q.language === 'es').map((q) => q._id)).toEqual(es.map((q) => q._id));
    expect(all.find((q) => q._id === es[0]?._id)).toMatchObject({ ...es[0], language: 'es' });

    const onlyEn = await call('GET', '/api/faq-providers/all?language=en', operator);
    expect((onlyEn.json() as FaqEntry[]).map((q) => q._id)).toEqual(en.map((q) => q._id));
  });

  it('writes, changes and deletes a question, and the public FAQ shows each at once', async () => {
    const before = await publicFaq('es');
    const created = await call('POST', '/api/faq-providers', operator, {
      ...question(),
      question: '  ¿Puedo cambiar la categoría de mi negocio?  ',
    });
    expect(created.statusCode, created.body).toBe(201);
    const entry = created.json() as FaqEntry;
    // Without an order it goes last; the texts are trimmed.
    expect(entry).toMatchObject({
      language: 'es',
      question: '¿Puedo cambiar la categoría de mi negocio?',
      category: 'account',
      order: Math.max(...before.map((q) => q.order)) + 1,
    });
    expect((await publicFaq('es')).at(-1)).toMatchObject({ _id: entry._id, answer: question().answer });
    expect((await publicFaq('en')).some((q) => q._id === entry._id)).toBe(false);

    const changed = await call('PUT', `/api/faq-providers/${entry._id}`, operator, {
      ...question({ answer: 'Sí: escríbenos desde Ayuda.', category: 'help' }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ order: entry.order, category: 'help' });
    expect((await publicFaq('es')).find((q) => q._id === entry._id)).toMatchObject({
      answer: 'Sí: escríbenos desde Ayuda.',
      category: 'help',
    });

    // Another question's place is a 409 on `order`; the question keeps its own.
    const taken = await call('PUT', `/api/faq-providers/${entry._id}`, operator, {
      ...question({ order: before[0]?.order }),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ status: 409, code: 'order_taken', field: 'order' });
    const twin = await call('POST', '/api/faq-providers', operator, question({ order: entry.order }));
    expect(twin.json()).toMatchObject({ status: 409, field: 'order' });

    // Moved to English without an order: last of the English list, gone from the Spanish one.
    const moved = await call('PUT', `/api/faq-providers/${entry._id}`, operator, {
      ...question({ language: 'en', question: 'Can I change my business category?' }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const en = await publicFaq('en');
    expect(en.at(-1)).toMatchObject({ _id: entry._id, question: 'Can I change my business category?' });
    expect((await publicFaq('es')).some((q) => q._id === entry._id)).toBe(false);

    const gone = await call('DELETE', `/api/faq-providers/${entry._id}`, operator);
    expect(gone.statusCode).toBe(204);
    expect((await publicFaq('en')).some((q) => q._id === entry._id)).toBe(false);
    expect((await publicFaq('es')).map((q) => q._id)).toEqual(before.map((q) => q._id));
    const again = await call('DELETE', `/api/faq-providers/${entry._id}`, operator);
    expect(again.statusCode).toBe(404);
    const unknown = await call('PUT', '/api/faq-providers/no-such-question', operator, question());
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a malformed question with a 4xx naming what is wrong', async () => {
    const blank = await call('POST', '/api/faq-providers', operator, question({ question: '   ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ status: 400, field: 'question' });
    const blankAnswer = await call('POST', '/api/faq-providers', operator, question({ answer: '\n\n ' }));
    expect(blankAnswer.json()).toMatchObject({ status: 400, field: 'answer' });
    for (const body of [
      question({ category: 'weather' as never }),
      question({ language: 'fr' as never }),
      question({ order: 0 }),
      question({ order: 1000 }),
      question({ answer: 'x'.repeat(4001) }),
      question({ question: 'x'.repeat(201) }),
      { ...question(), extra: true },
      { language: 'es', question: 'Sin respuesta', category: 'help' },
    ]) {
      const res = await call('POST', '/api/faq-providers', operator, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const badFilter = await call('GET', '/api/faq-providers/all?language=fr', operator);
    expect(badFilter.statusCode).toBe(400);
    const longId = await call('DELETE', `/api/faq-providers/${'x'.repeat(65)}`, operator);
    expect(longId.statusCode).toBe(400);
  });

  const stepHelp = async (query: string) => {
    const res = await content(query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { typeProduct: number; step: string; title: string; body: string };
  };

  it('lists every help text with its key as id', async () => {
    const res = await call('GET', '/api/help-contents', operator);
    expect(res.statusCode, res.body).toBe(200);
    const all = res.json() as HelpContentEntry[];
    expect(all.length).toBeGreaterThan(50);
    expect(new Set(all.map((text) => text.id)).size).toBe(all.length);
    for (const text of all) expect(text.id).toBe(`${text.typeProduct}-${text.language}-${text.step}`);
    const read = await stepHelp('typeProduct=1&step=information&language_code=en');
    expect(all.find((text) => text.id === '1-en-information')).toMatchObject({
      typeProduct: 1,
      step: 'information',
      language: 'en',
      title: read.title,
      body: read.body,
    });
  });

  it("changes a step's text, and the provider's wizard reads it at once", async () => {
    const original = await stepHelp('typeProduct=0&step=location&language_code=en');
    const changed = await call('PUT', '/api/help-contents/0-en-location', operator, {
      title: '  Where is it?  ',
      body: 'Put the pin on the entrance.\r\n\r\nTravelers follow it.',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      id: '0-en-location',
      title: 'Where is it?',
      body: 'Put the pin on the entrance.\n\nTravelers follow it.',
    });
    // Every type without a text of its own reads the generic one.
    expect(await stepHelp('typeProduct=4&step=location&language_code=en')).toMatchObject({
      typeProduct: 0,
      title: 'Where is it?',
      body: 'Put the pin on the entrance.\n\nTravelers follow it.',
    });
    const restored = await call('PUT', '/api/help-contents/0-en-location', operator, {
      title: original.title,
      body: original.body,
    });
    expect(restored.statusCode).toBe(200);
    expect(await stepHelp('typeProduct=4&step=location&language_code=en')).toEqual(original);

    const blank = await call('PUT', '/api/help-contents/0-en-location', operator, { title: 'T', body: '  ' });
    expect(blank.json()).toMatchObject({ status: 400, field: 'body' });
    const unknown = await call('PUT', '/api/help-contents/0-en-no-such-step', operator, {
      title: 'T',
      body: 'B',
    });
    expect(unknown.statusCode).toBe(404);
    for (const id of ['location', '0-fr-location', '1000-es-location', '0-es-', '0-es-loca_tion']) {
      const res = await call('PUT', `/api/help-contents/${id}`, operator, { title: 'T', body: 'B' });
      expect(res.statusCode, id).toBe(400);
    }
    for (const body of [{ title: 'T' }, { title: '', body: 'B' }, { title: 'T', body: 'x'.repeat(4001) }]) {
      const res = await call('PUT', '/api/help-contents/0-en-location', operator, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
  });

  it('writes a text for one product type and deletes it, the generic text taking over again', async () => {
    const generic = await stepHelp('typeProduct=4&step=service-rules&language_code=en');
    expect(generic.typeProduct).toBe(0);
    const input = {
      typeProduct: 4,
      step: 'service-rules',
      language: 'en',
      title: 'Rules of your room',
      body: 'Say whether guests may cook.',
    };
    const created = await call('POST', '/api/help-contents', operator, input);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ id: '4-en-service-rules', title: 'Rules of your room' });
    expect(await stepHelp('typeProduct=4&step=service-rules&language_code=en')).toMatchObject({
      typeProduct: 4,
      title: 'Rules of your room',
    });
    // Spanish still reads its own generic text.
    expect((await stepHelp('typeProduct=4&step=service-rules')).typeProduct).toBe(0);

    const twin = await call('POST', '/api/help-contents', operator, input);
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toMatchObject({ code: 'help_content_exists' });
    const noStep = await call('POST', '/api/help-contents', operator, { ...input, step: 'no-such-step' });
    expect(noStep.json()).toMatchObject({ status: 400, field: 'step' });
    const noType = await call('POST', '/api/help-contents', operator, { ...input, typeProduct: 500 });
    expect(noType.json()).toMatchObject({ status: 400, field: 'typeProduct' });
    for (const body of [
      { ...input, language: 'de' },
      { ...input, typeProduct: -1 },
      { ...input, step: '../location' },
      { ...input, title: 'x'.repeat(121) },
      { ...input, body: undefined },
    ]) {
      const res = await call('POST', '/api/help-contents', operator, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
    }

    const gone = await call('DELETE', '/api/help-contents/4-en-service-rules', operator);
    expect(gone.statusCode).toBe(204);
    expect(await stepHelp('typeProduct=4&step=service-rules&language_code=en')).toEqual(generic);
    expect((await call('DELETE', '/api/help-contents/4-en-service-rules', operator)).statusCode).toBe(404);
    // The step's generic Spanish text is every text's last fallback: it stays.
    const lastResort = await call('DELETE', '/api/help-contents/0-es-service-rules', operator);
    expect(lastResort.statusCode).toBe(409);
    expect(lastResort.json()).toMatchObject({ code: 'last_fallback' });
    expect((await stepHelp('typeProduct=0&step=service-rules')).typeProduct).toBe(0);
  });

  it('is the operator’s alone: a provider gets 403, a visitor 401', async () => {
    const calls: [Parameters<typeof call>[0], string, object?][] = [
      ['GET', '/api/faq-providers/all'],
      ['POST', '/api/faq-providers', question()],
      ['PUT', '/api/faq-providers/faq-01-es', question()],
      ['DELETE', '/api/faq-providers/faq-01-es'],
      ['GET', '/api/help-contents'],
      [
        'POST',
        '/api/help-contents',
        { typeProduct: 4, step: 'location', language: 'es', title: 'T', body: 'B' },
      ],
      ['PUT', '/api/help-contents/0-es-location', { title: 'T', body: 'B' }],
      ['DELETE', '/api/help-contents/1-es-information'],
    ];
    for (const [method, url, body] of calls) {
      const asProvider = await call(method, url, token, body);
      expect(asProvider.statusCode, `${method} ${url}`).toBe(403);
      const asVisitor = await call(method, url, undefined, body);
      expect(asVisitor.statusCode, `${method} ${url}`).toBe(401);
    }
    // Nothing changed.
    expect((await publicFaq('es'))[0]?._id).toBe('faq-01-es');
    expect((await stepHelp('typeProduct=1&step=information')).typeProduct).toBe(1);
  });
});
