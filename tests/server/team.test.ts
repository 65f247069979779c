import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { ROLE } from '../../machines/roles.ts';
import { contractPath } from '../../server/app.ts';
import { TEAM_ROLE_BY_TAG } from '../../server/http/teamRoles.ts';
import { ready, socketClients } from './socketClients.ts';
import {
  bearer,
  createTestAccount,
  DEMO,
  lastMailTo,
  loginAs,
  startTestApp,
  type TestApp,
} from './testApp.ts';

/** Issue 32: a company's team — invitations by mail, members acting for the company, roles, removal, activity. */

const MANAGER = 'gerente@demo.gt';
const STAFF = 'recepcion@demo.gt';

let app: TestApp;
let origin: string;
let company: string;
let companyId: string;
const sockets = socketClients(() => origin);
beforeAll(async () => {
  app = await startTestApp();
  await app.fastify.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.fastify.server.address() as AddressInfo).port}`;
  company = await loginAs(app, DEMO.company);
  companyId = (await get('/users/me', company)).json()._id;
});
afterAll(async () => {
  sockets.closeAll();
  await app?.close();
});

const get = (url: string, token: string) => app.inject({ method: 'GET', url, headers: bearer(token) });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const invite = (email: string, role: 'manager' | 'staff' = 'staff', token = company) =>
  send('POST', '/api/team/invitations', token, { email, role });

/** The secret of the last join link mailed to `email` (the outbox's dev mailer keeps it). */
async function joinToken(email: string): Promise<string> {
  const mail = await lastMailTo(app, email);
  const link = new URL(mail.link ?? '');
  expect(link.pathname).toBe('/team/join');
  return link.searchParams.get('token') ?? '';
}

const join = (token: string, body: object) =>
  app.inject({ method: 'POST', url: `/api/team/join/${token}`, payload: body });

async function activity(query = '') {
  const res = await get(`/api/team/activity${query}`, company);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: {
      operation_id: string;
      area: string;
      action: string;
      target_id: string | null;
      actor: { id: string; email: string; role: string };
    }[];
    next: string | null;
  };
}

describe('the team role table', () => {
  it('has a row for every tag of the contract', () => {
    const contract = parse(fs.readFileSync(contractPath, 'utf8')) as { tags: { name: string }[] };
    expect(Object.keys(TEAM_ROLE_BY_TAG).sort()).toEqual(contract.tags.map((t) => t.name).sort());
  });
});

describe('the demo team', () => {
  it('signs each person in with their own account, acting for the company', async () => {
    for (const [email, role] of [
      [DEMO.company, 'owner'],
      [MANAGER, 'manager'],
      [STAFF, 'staff'],
    ] as const) {
      const login = await app.inject({
        method: 'POST',
        url: '/users/login',
        payload: { email, password: DEMO.password },
      });
      expect(login.statusCode).toBe(200);
      const { user, role: roles } = login.json();
      expect(user._id).toBe(companyId);
      expect(roles).toEqual([{ value: ROLE.provider }]);
      expect(user.team).toMatchObject({ role, company_name: 'Hotel Lago Atitlán', member: { email } });
      const me = await get('/users/me', login.json().token);
      expect(me.json().team.member.email).toBe(email);
    }
  });

  it('lists the owner first, then the members', async () => {
    const team = (await get('/api/team', company)).json();
    expect(team.limit).toBe(20);
    expect(team.members.slice(0, 3)).toMatchObject([
      { id: companyId, role: 'owner', email: DEMO.company, is_you: true },
      { role: 'manager', email: MANAGER, is_you: false },
      { role: 'staff', email: STAFF, is_you: false },
    ]);
  });

  it('keeps the team and its activity to the owner', async () => {
    for (const email of [MANAGER, STAFF]) {
      const token = await loginAs(app, email);
      for (const res of [
        await get('/api/team', token),
        await get('/api/team/activity', token),
        await invite('alguien@demo.gt', 'staff', token),
      ])
        expect(res.statusCode, `${email}: ${res.body}`).toBe(403);
    }
  });

  it('gives a manager everything but payouts and the team', async () => {
    const manager = await loginAs(app, MANAGER);
    expect((await get('/api/products/counts', manager)).statusCode).toBe(200);
    expect((await get('/api/bookings', manager)).statusCode).toBe(200);
    const payout = await get(`/api/payment/profile/${companyId}`, manager);
    expect(payout.statusCode, payout.body).toBe(403);
  });

  it('answers 409 to a provider that is not a company', async () => {
    const personal = await loginAs(app, DEMO.personal);
    const res = await get('/api/team', personal);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('not_a_company');
  });
});

// One person's way through the team, a step per test: invited, joined, acting, changed, removed, then the record of
// it. The steps keep their order when CI shuffles the suite (each needs the one before); the other suites of this
// file stand alone, and this one leaves nothing they read.
describe('inviting, joining and removing a member', { shuffle: false }, () => {
  const email = 'nuevo-equipo@demo.gt';
  let member: { token: string; id: string };

  it('mails a join link whose page names the company', async () => {
    const res = await invite(email, 'staff');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ email, role: 'staff' });
    const mail = await lastMailTo(app, email);
    expect(mail.subject).toContain('Hotel Lago Atitlán');
    const view = await app.inject({ method: 'GET', url: `/api/team/join/${await joinToken(email)}` });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      company_name: 'Hotel Lago Atitlán',
      email,
      role: 'staff',
      account_exists: false,
    });
    const team = (await get('/api/team', company)).json();
    // Other suites of this file may have left invitations of their own pending.
    expect(team.invitations).toContainEqual(expect.objectContaining({ email, role: 'staff' }));
  });

  it('asks a new account for its names, then joins it and answers a session', async () => {
    const token = await joinToken(email);
    const nameless = await join(token, { password: 'Secreta123' });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().field).toBe('first_name');
    const res = await join(token, { password: 'Secreta123', first_name: 'Pedro', last_name: 'Xol' });
    expect(res.statusCode, res.body).toBe(200);
    const session = res.json();
    expect(session.user._id).toBe(companyId);
    expect(session.user.team).toMatchObject({ role: 'staff', member: { email, first_name: 'Pedro' } });
    member = { token: session.token, id: session.user.team.member.id };
    // The link works once.
    expect((await join(token, { password: 'Secreta123', first_name: 'a', last_name: 'b' })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: 'GET', url: `/api/team/join/${token}` })).statusCode).toBe(404);
  });

  it("lets the member see the company's reservations, not an empty list of their own", async () => {
    const own = (await get('/api/bookings?results=5', member.token)).json();
    const companys = (await get('/api/bookings?results=5', company)).json();
    expect(companys.meta.total).toBeGreaterThan(0);
    expect(own).toEqual(companys);
  });

  it('refuses staff payments and products, and lets them answer reservations and messages', async () => {
    for (const res of [
      await get(`/api/payment/profile/${companyId}`, member.token),
      await get('/api/products/counts', member.token),
      await get('/api/products?product_type=1&language_code=es', member.token),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    expect((await get('/api/chat/conversation', member.token)).statusCode).toBe(200);
    const pending = (await get('/api/bookings?status=1', member.token)).json().data[0];
    const rejected = await send('PUT', `/api/bookings/${pending._id}/reject`, member.token, {
      reason: 'Sin disponibilidad esas fechas',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
  });

  it('runs personal operations on the member’s own account', async () => {
    const res = await send('PUT', '/users/language', member.token, { language: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    const languages = await app.deps.db
      .selectFrom('users')
      .select(['id', 'language'])
      .where('id', 'in', [member.id, companyId])
      .execute();
    expect(Object.fromEntries(languages.map((r) => [r.id, r.language]))).toEqual({
      [member.id]: 'en',
      [companyId]: 'es',
    });
  });

  it('changes a role at once, without signing the member out', async () => {
    const changed = await send('PUT', `/api/team/members/${member.id}`, company, { role: 'manager' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: member.id, role: 'manager', email });
    expect((await get('/api/products/counts', member.token)).statusCode).toBe(200);
    await send('PUT', `/api/team/members/${member.id}`, company, { role: 'staff' });
    expect((await get('/api/products/counts', member.token)).statusCode).toBe(403);
    expect((await send('PUT', `/api/team/members/${companyId}`, company, { role: 'staff' })).statusCode).toBe(
      404,
    );
  });

  it('ends the removed member’s sessions at once, and closes their live connection only', async () => {
    expect((await get('/users/me', member.token)).statusCode).toBe(200);
    const theirs = sockets.connect(member.token);
    const owners = sockets.connect(company);
    await Promise.all([ready(theirs), ready(owners)]);
    const closed = new Promise<string>((resolve) => theirs.once('disconnect', resolve));
    const devices = () =>
      app.deps.db.selectFrom('push_subscriptions').select('id').where('actor_id', '=', member.id).execute();
    await app.deps.db
      .insertInto('push_subscriptions')
      .values({
        id: 'equipo-dispositivo',
        user_id: companyId,
        actor_id: member.id,
        endpoint: 'https://push.example.com/equipo',
        p256dh: 'clave',
        auth: 'secreto',
        updated_at: new Date(),
      })
      .execute();
    expect(await devices()).toHaveLength(1);
    const removed = await send('DELETE', `/api/team/members/${member.id}`, company);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await closed).toBe('io server disconnect');
    expect(owners.connected).toBe(true);
    // The company's pushes stop reaching their devices.
    expect(await devices()).toEqual([]);
    await expect(ready(sockets.connect(member.token))).rejects.toThrow('unauthorized');
    expect((await get('/users/me', member.token)).statusCode).toBe(401);
    expect((await get('/api/bookings', member.token)).statusCode).toBe(401);
    expect((await send('DELETE', `/api/team/members/${member.id}`, company)).statusCode).toBe(404);
    // Signed in again, they are themselves: a traveler with nothing of the company's.
    const again = (
      await app.inject({
        method: 'POST',
        url: '/users/login',
        payload: { email, password: 'Secreta123' },
      })
    ).json();
    expect(again.user._id).toBe(member.id);
    expect(again.user.team).toBeNull();
  });

  it('records who did what, newest first, a page at a time', async () => {
    await vi.waitFor(async () => {
      const all = await activity(`?member=${member.id}`);
      expect(all.items.map((e) => e.operation_id)).toEqual([
        'updateUserLanguage',
        'rejectBooking',
        'acceptTeamInvitation',
      ]);
    });
    const { items } = await activity(`?member=${member.id}`);
    expect(items[1]).toMatchObject({
      area: 'reservations',
      action: 'update',
      actor: { id: member.id, email, role: 'staff' },
    });
    const owner = await activity(`?member=${companyId}`);
    expect(owner.items.map((e) => e.operation_id)).toEqual(
      expect.arrayContaining(['removeTeamMember', 'updateTeamMember', 'inviteTeamMember']),
    );
    expect(owner.items.find((e) => e.operation_id === 'removeTeamMember')).toMatchObject({
      action: 'delete',
      target_id: member.id,
      actor: { role: 'owner' },
    });
    // Pages: two of one entry each continue where the last stopped.
    const first = await activity('?limit=1');
    const second = await activity(`?limit=1&cursor=${first.next}`);
    const both = await activity('?limit=2');
    expect([...first.items, ...second.items]).toEqual(both.items);
    const bad = await get('/api/team/activity?cursor=nada', company);
    expect(bad.statusCode).toBe(400);
  });
});

describe('invitations the team refuses', () => {
  it('refuses the owner’s or a member’s e-mail, and answers 404 to a revoked link', async () => {
    for (const email of [DEMO.company, MANAGER]) {
      const res = await invite(email);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('already_member');
    }
    const email = 'revocada@demo.gt';
    const first = (await invite(email)).json();
    const firstToken = await joinToken(email);
    // Inviting again replaces the pending invitation and its link.
    const second = (await invite(email, 'manager')).json();
    expect((await app.inject({ method: 'GET', url: `/api/team/join/${firstToken}` })).statusCode).toBe(404);
    const pending = (await get('/api/team', company)).json().invitations.map((i: { id: string }) => i.id);
    expect(pending).toContain(second.id);
    expect(pending).not.toContain(first.id);
    const token = await joinToken(email);
    expect((await send('DELETE', `/api/team/invitations/${second.id}`, company)).statusCode).toBe(204);
    const view = await app.inject({ method: 'GET', url: `/api/team/join/${token}` });
    expect(view.statusCode).toBe(404);
    expect(view.json().code).toBe('invitation_not_found');
    expect((await send('DELETE', `/api/team/invitations/${second.id}`, company)).statusCode).toBe(404);
  });

  it('lets an existing account join with its own password, and refuses one that owns a business', async () => {
    const traveler = 'viajera-equipo@demo.gt';
    await createTestAccount(app, { email: traveler, role: ROLE.traveler, first_name: 'Eva' });
    await invite(traveler, 'manager');
    const token = await joinToken(traveler);
    const view = (await app.inject({ method: 'GET', url: `/api/team/join/${token}` })).json();
    expect(view.account_exists).toBe(true);
    const wrong = await join(token, { password: 'otraClave99' });
    expect(wrong.statusCode).toBe(401);
    const joined = await join(token, { password: DEMO.password });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json().user.team).toMatchObject({ role: 'manager', member: { email: traveler } });

    await invite(DEMO.personal);
    const refused = await join(await joinToken(DEMO.personal), { password: DEMO.password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('owns_business');
  });

  it('refuses a person already in another company’s team', async () => {
    const other = 'otra-empresa@demo.gt';
    const otherId = await createTestAccount(app, {
      email: other,
      role: ROLE.provider,
      category: 'company',
      first_name: 'Otra',
    });
    const otherToken = await loginAs(app, other);
    expect((await get('/api/team', otherToken)).json().members[0].id).toBe(otherId);
    expect((await invite(STAFF, 'staff', otherToken)).statusCode).toBe(201);
    const res = await join(await joinToken(STAFF), { password: DEMO.password });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('already_in_team');
  });
});
