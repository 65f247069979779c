import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProductListItem } from '../../openapi/realtime.ts';
import { app, call, owner as company, operator, other, setUpProductApp } from './productFixtures.ts';
import { type ClientSocket, ready, socketClients } from './socketClients.ts';

/** Demo products (server/db/demoProducts.ts). */
const COLONIAL = 'bd45f51d-5679-4e2c-a5a0-a93e24a23238'; // type 4, in revision since yesterday
const DOMO = '9f174df1-13cd-4ad6-9c2d-510b73bbe19d'; // type 5, hidden, every step saved
const CASA_LAGO = '722135ca-fa9f-4da1-8fef-699ae36cd184'; // type 1, published with a slug
const CABANA = 'fea992ac-d568-45e0-9899-903f0064fc78'; // type 1, published with a slug
/** The demo attraction (server/db/demoAttractions.ts): type 18, in revision since this morning. */
const MIRADOR = 'e3a17c52-8d4b-4f0e-9b6a-2c5d8e1f4a70';

/*
 * The review queue holds the products in revision of every provider, and each test here changes demo
 * products' states and reads the queue as seeded: each test gets an app of its own.
 */
setUpProductApp({ eachTest: true });

const queue = async (query = '') => (await call('GET', `/api/review/products${query}`, operator)).json();
const review = (id: string, body: object, token = operator) =>
  call('PUT', `/api/review/products/${id}`, token, body);
const switchOn = (id: string, type: number) =>
  call('PUT', `/api/accommodation/status/${id}`, company, { product_type: type, status: 2 });
const ids = (page: { data: { _id: string }[] }) => page.data.map((p) => p._id);

describe('review queue', () => {
  it('lists products in revision of every provider, longest waiting first, paged', async () => {
    const first = await queue();
    expect(ids(first)).toEqual([COLONIAL, MIRADOR]);
    expect(first.data[0]).toMatchObject({
      provider_name: 'Hotel Lago Atitlán',
      tb_gcm_status: { _id: 2, status: 'Validacion En Progreso' },
      city: 'Antigua Guatemala',
    });
    expect((await switchOn(DOMO, 5)).statusCode).toBe(200);
    expect(ids(await queue())).toEqual([COLONIAL, MIRADOR, DOMO]);
    const last = await queue('?results=1&page=3');
    expect(ids(last)).toEqual([DOMO]);
    expect(last.meta).toEqual({ total_products: 3, page: 3, results: 1 });
  });

  it('is the operator’s only', async () => {
    const list = await call('GET', '/api/review/products', company);
    expect(list.json()).toMatchObject({ status: 403, code: 'forbidden' });
    const decide = await review(COLONIAL, { decision: 'approve' }, company);
    expect(decide.json()).toMatchObject({ status: 403, code: 'forbidden' });
    expect((await app.inject({ method: 'GET', url: '/api/review/products' })).statusCode).toBe(401);
  });
});

describe('review decisions', () => {
  it('approves: published, with a slug the provider sees', async () => {
    expect((await switchOn(DOMO, 5)).statusCode).toBe(200);
    const res = await review(COLONIAL, { decision: 'approve' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: COLONIAL,
      tb_gcm_status: { _id: 3, status: 'Publicar' },
      slug: 'habitacion-colonial-en-antigua-bd45f5',
    });
    const mine = (await call('GET', '/api/products?product_type=4&status=3', company)).json();
    expect(mine.data.map((p: { slug: string }) => p.slug)).toEqual(['habitacion-colonial-en-antigua-bd45f5']);
    expect(ids(await queue())).toEqual([MIRADOR, DOMO]);
  });

  it('sends back with a reason: hidden, the reason on the card until it goes to review again', async () => {
    expect((await switchOn(DOMO, 5)).statusCode).toBe(200);
    const noReason = await review(DOMO, { decision: 'send_back' });
    expect(noReason.json()).toMatchObject({ status: 400, field: 'reason' });
    const blank = await review(DOMO, { decision: 'send_back', reason: '     ' });
    expect(blank.json()).toMatchObject({ status: 400, field: 'reason' });

    const reason = 'Falta una foto del baño.';
    const res = await review(DOMO, { decision: 'send_back', reason });
    expect(res.json()).toMatchObject({ tb_gcm_status: { _id: 1 }, review_reason: reason, slug: null });
    expect((await call('GET', `/api/products/${DOMO}`, company)).json().review_reason).toBe(reason);
    const card = (await call('GET', '/api/products?product_type=5', company)).json().data;
    expect(card.find((p: { _id: string }) => p._id === DOMO).review_reason).toBe(reason);

    const again = await switchOn(DOMO, 5);
    expect(again.json()).toMatchObject({ tb_gcm_status: { _id: 2 }, review_reason: null });
  });

  it('reviews only products in revision, and answers 404 for unknown ones', async () => {
    const published = await review(CASA_LAGO, { decision: 'approve' });
    expect(published.json()).toMatchObject({ status: 409, code: 'not_in_revision' });
    const unknown = await review('00000000-0000-4000-8000-000000000000', { decision: 'approve' });
    expect(unknown.statusCode).toBe(404);
    const badDecision = await review(DOMO, { decision: 'maybe' });
    expect(badDecision.json()).toMatchObject({ status: 400, field: 'decision' });
  });

  it('keeps the slug a product already has, and never gives one twice', async () => {
    const edited = await call('PUT', `/api/accommodation/${CASA_LAGO}`, company, {
      ...(await call('GET', `/api/accommodation/${CASA_LAGO}`, company)).json(),
      name: 'Cabaña Volcán de Agua',
    });
    expect(edited.json().tb_gcm_status._id).toBe(2);
    const approved = (await review(CASA_LAGO, { decision: 'approve' })).json();
    expect(approved).toMatchObject({ name: 'Cabaña Volcán de Agua', slug: 'casa-del-lago-atitlan-722135' });

    // Two products of one name: the id's piece keeps their slugs apart, even when it is shared too.
    await app.deps.db
      .updateTable('products')
      .set({ slug: null, status: 'revision' })
      .where('id', '=', CABANA)
      .execute();
    await app.deps.db
      .updateTable('products')
      .set({ slug: 'cabana-volcan-de-agua-fea992' })
      .where('id', '=', CASA_LAGO)
      .execute();
    const twin = (await review(CABANA, { decision: 'approve' })).json();
    expect(twin.slug).toBe('cabana-volcan-de-agua-fea992acd568');
  });
});

describe('a review decision, live', () => {
  // The test's app listens on a real port: sockets need one.
  let origin = '';
  const sockets = socketClients(() => origin);
  beforeEach(async () => {
    origin = await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  });
  afterEach(() => sockets.closeAll());

  /** Every `product-status` the socket receives, in order. */
  async function listen(token: string) {
    const socket = sockets.connect(token);
    const heard: ProductListItem[] = [];
    socket.on('product-status', (product) => heard.push(product));
    await ready(socket);
    return { socket, heard };
  }

  /** A send the server answers (here refusing it: no such thread), whatever it answers. */
  const roundTrip = (socket: ClientSocket) =>
    socket.emitWithAck('send-message', { thread_id: 'no-such-thread', message: 'ping' });

  const next = (socket: ClientSocket) =>
    new Promise<ProductListItem>((resolve) => socket.once('product-status', resolve));

  it('reaches the owner’s open portal, every tab, and no other provider’s', async () => {
    const [tab, secondTab, stranger, reviewer] = await Promise.all([
      listen(company),
      listen(company),
      listen(other),
      listen(operator),
    ]);
    await call('PUT', `/api/accommodation/status/${DOMO}`, company, { product_type: 5, status: 2 });

    const approvedLive = next(tab.socket);
    const approved = (await review(DOMO, { decision: 'approve' })).json();
    expect(await approvedLive).toEqual(approved);
    expect(approved).toMatchObject({ _id: DOMO, tb_gcm_status: { _id: 3 } });

    await call('PUT', `/api/accommodation/status/${DOMO}`, company, { product_type: 5, status: 2 });
    const sentBackLive = next(tab.socket);
    const reason = 'La foto principal está borrosa.';
    const sentBack = (await review(DOMO, { decision: 'send_back', reason })).json();
    expect(await sentBackLive).toMatchObject({ _id: DOMO, tb_gcm_status: { _id: 1 }, review_reason: reason });

    // A refused decision changes nothing, so tells nobody; the owner's other tab heard both in order.
    expect((await review(DOMO, { decision: 'approve' })).statusCode).toBe(409);
    expect(secondTab.heard).toEqual([approved, sentBack]);
    expect(tab.heard).toEqual([approved, sentBack]);
    // A socket gets what the server sends it in order: an acknowledgement asked for after the decisions
    // arrives after any event they sent it.
    await Promise.all([stranger, reviewer].map(({ socket }) => roundTrip(socket)));
    expect(stranger.heard).toEqual([]);
    expect(reviewer.heard).toEqual([]);
  });
});
