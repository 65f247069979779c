// Issue 30: a transport kind's contact request (SPEC §2 /transportation) reaches the operator's support inbox and the
// provider's conversation with support.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, newAccount, startTestApp, type TestApp } from './testApp.ts';

let app: TestApp;
let operator: string;

beforeAll(async () => {
  app = await startTestApp();
  operator = await loginAs(app, 'soporte@demo.gt');
});
afterAll(async () => {
  await app?.close();
});

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });

const shuttle = {
  question: 'Tenemos tres microbuses con aire acondicionado y salidas diarias.',
  typeMessage: 'transport',
  product_type: 8,
  coverage_area: ' Antigua, Ciudad de Guatemala, Panajachel ',
  contactWay: 'whatsapp',
  phone: '5512 3344',
};

describe('a transport contact request', () => {
  it('is in the support inbox with its kind and area, and in the provider’s conversation with support', async () => {
    const { token, id } = await newAccount(app, { role: 2, category: 'company', first_name: 'Lucía' });
    const sent = await call('POST', '/api/help-providers', token, shuttle);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      typeMessage: 'transport',
      product_type: 8,
      coverage_area: 'Antigua, Ciudad de Guatemala, Panajachel',
      idProvider: id,
    });

    const inbox = await call('GET', '/api/support/requests?kind=help', operator);
    expect(inbox.statusCode, inbox.body).toBe(200);
    const listed = inbox.json().help_requests.find((r: { _id: string }) => r._id === sent.json()._id);
    expect(listed).toMatchObject({ typeMessage: 'transport', product_type: 8, seen: false });

    const threads = await call('GET', '/api/chat/conversation', token);
    expect(threads.statusCode, threads.body).toBe(200);
    const [thread] = threads.json().data;
    expect(thread).toBeDefined();
    const messages = await call('GET', `/api/chat/messages/${thread.thread_id}`, token);
    expect(messages.statusCode, messages.body).toBe(200);
    const [copy] = messages.json().data;
    expect(copy.message).toContain('Solicitud de transporte: Shuttles colectivos');
    expect(copy.message).toContain('Zona de servicio: Antigua, Ciudad de Guatemala, Panajachel');
    expect(copy.message).toContain(shuttle.question);
  });

  it('names the kind in the request’s language', async () => {
    const { token } = await newAccount(app, { role: 2, category: 'personal' });
    const sent = await call('POST', '/api/help-providers', token, {
      ...shuttle,
      product_type: 6,
      language_code: 'en',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [thread] = (await call('GET', '/api/chat/conversation', token)).json().data;
    const [copy] = (await call('GET', `/api/chat/messages/${thread.thread_id}`, token)).json().data;
    expect(copy.message).toContain('Transport request: Car rental');
    expect(copy.message).toContain('Service area: Antigua');
  });

  it('needs a transport kind and an area; other messages name neither', async () => {
    const { token } = await newAccount(app, { role: 2, category: 'personal' });
    for (const [body, field] of [
      [{ ...shuttle, product_type: undefined }, 'product_type'],
      [{ ...shuttle, product_type: 1 }, 'product_type'],
      [{ ...shuttle, coverage_area: '   ' }, 'coverage_area'],
      [{ ...shuttle, typeMessage: 'assistance' }, 'product_type'],
      [{ ...shuttle, coverage_area: 'x'.repeat(201) }, 'coverage_area'],
    ] as const) {
      const res = await call('POST', '/api/help-providers', token, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().field).toBe(field);
    }
    const threads = await call('GET', '/api/chat/conversation', token);
    expect(threads.json().data).toEqual([]);
  });

  it('offers flights only to the roles that may add them (SPEC §6)', async () => {
    const agency = await newAccount(app, { role: 3, category: 'company' });
    const flight = await call('POST', '/api/help-providers', agency.token, { ...shuttle, product_type: 9 });
    expect(flight.statusCode, flight.body).toBe(403);
    const shuttleOk = await call('POST', '/api/help-providers', agency.token, shuttle);
    expect(shuttleOk.statusCode, shuttleOk.body).toBe(201);
  });
});
