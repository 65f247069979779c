import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIZARD_ROOM_STEPS, WIZARD_STEPS } from '../../machines/wizardSteps.ts';
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
