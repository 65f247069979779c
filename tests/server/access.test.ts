import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROLE, type RoleNumber } from '../../machines/roles.ts';
import { loadOperations, type Operation } from '../../scripts/fuzz/contractOperations.ts';
import { contractPath } from '../../server/app.ts';
import {
  OPERATION_ROLES,
  type OperationAccess,
  PUBLIC,
  SIGNED_IN,
  TOKEN_OPTIONAL,
} from '../../server/http/operationRoles.ts';
import { type TEAM_ROLE_OVERRIDES, teamAccessOf, teamRoleAdmits } from '../../server/http/teamRoles.ts';
import { bearer, createTestAccount, DEMO, loginAs, startTestApp, type TestApp } from './testApp.ts';

/** Issue 25: who may call each operation is one table (server/http/operationRoles.ts), checked before validation. */

const operations = loadOperations(contractPath);
const accessOf = (op: Operation): OperationAccess => OPERATION_ROLES[op.id as keyof typeof OPERATION_ROLES];
const rolesOf = (access: OperationAccess): readonly RoleNumber[] | null =>
  Array.isArray(access) ? access : null;

/** The contract's security of each operation, as written (loadOperations keeps only "secured or not"). */
const contract = parse(fs.readFileSync(contractPath, 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string; security?: Record<string, unknown>[] }>>;
};
const securityOf = new Map(
  Object.values(contract.paths).flatMap((item) =>
    Object.values(item).flatMap((op) =>
      op.operationId
        ? [[op.operationId, (op.security ?? []).map((s) => Object.keys(s).join('+'))] as const]
        : [],
    ),
  ),
);

/** The demo people (server/db/seed.ts), each with the one role the seed gives them. */
const PEOPLE = [
  { email: 'viajero@demo.gt', role: ROLE.traveler },
  { email: 'soporte@demo.gt', role: ROLE.operator },
  { email: DEMO.company, role: ROLE.provider },
  { email: 'influencer@demo.gt', role: ROLE.influencer },
] as const;

let app: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  app = await startTestApp();
  for (const person of PEOPLE) tokens.set(person.email, await loginAs(app, person.email));
});
afterAll(async () => {
  await app?.close();
});

/** A value of a path parameter as the contract types it: an enum's first value, a number, else a random id. */
function pathValue(schema: Operation['pathParams'][number]['schema']): string {
  if (schema.enum?.length) return String(schema.enum[0]);
  if (schema.type === 'integer' || schema.type === 'number') return String(schema.minimum ?? 1);
  return randomUUID();
}

/**
 * The operation's request with random ids and a body that would not pass validation (`{}`, or none for an
 * upload): whatever comes back first is the access check's, not the handler's.
 */
function requestOf(op: Operation, token?: string, id?: string) {
  const url = op.pathParams.reduce(
    (path, param) =>
      path.replace(
        `{${param.name}}`,
        encodeURIComponent(
          id && !param.schema.enum && param.schema.type === 'string' ? id : pathValue(param.schema),
        ),
      ),
    op.path,
  );
  const json = op.body && op.body.contentType === 'application/json';
  return app.inject({
    method: op.method,
    url,
    headers: token ? bearer(token) : {},
    ...(json ? { payload: {} } : {}),
  });
}

describe('the table of who may call each operation', () => {
  it('has one row for every operationId of the contract, and no other', () => {
    expect(Object.keys(OPERATION_ROLES).sort()).toEqual(operations.map((op) => op.id).sort());
  });

  it('says public exactly where the contract asks no token, and optional where it takes one or none', () => {
    for (const op of operations) {
      const access = accessOf(op);
      const expected =
        access === PUBLIC ? [] : access === TOKEN_OPTIONAL ? ['bearerAuth', ''] : ['bearerAuth'];
      expect(securityOf.get(op.id), op.id).toEqual(expected);
    }
  });

  it('names roles by ROLE, never leaves a list empty, and every restricted operation declares 401 and 403', () => {
    const known: readonly number[] = Object.values(ROLE);
    for (const op of operations) {
      const roles = rolesOf(accessOf(op));
      if (accessOf(op) !== PUBLIC) expect(op.responses.has(401), `${op.id} declares 401`).toBe(true);
      if (!roles) continue;
      expect(roles.length, op.id).toBeGreaterThan(0);
      for (const role of roles) expect(known, op.id).toContain(role);
      expect(op.responses.has(403), `${op.id} declares 403`).toBe(true);
    }
  });
});

describe('the server checks the table before anything else', () => {
  it('answers 403 to a signed-in person without any allowed role, whatever the body, on every restricted operation', async () => {
    const refused: string[] = [];
    for (const op of operations) {
      const roles = rolesOf(accessOf(op));
      if (!roles) continue;
      const outsider = PEOPLE.find((person) => !roles.includes(person.role));
      if (!outsider) throw new Error(`No demo person lacks every role of ${op.id}`);
      const res = await requestOf(op, tokens.get(outsider.email));
      expect(res.statusCode, `${op.id} as ${outsider.email}: ${res.body}`).toBe(403);
      expect(res.json()).toMatchObject({ status: 403, code: 'forbidden' });
      refused.push(op.id);
    }
    // Product writes, promotions, calendars, review, simulate, support…: most of the contract.
    expect(refused.length).toBeGreaterThan(80);
  });

  it('answers 401 without a token on every operation that takes one', async () => {
    for (const op of operations) {
      const access = accessOf(op);
      if (access === PUBLIC || access === TOKEN_OPTIONAL) continue;
      const res = await requestOf(op);
      expect(res.statusCode, `${op.id}: ${res.body}`).toBe(401);
    }
  });

  it('never answers 401 or 403 to a public operation for want of a token', async () => {
    for (const op of operations.filter((op) => accessOf(op) === PUBLIC)) {
      const res = await requestOf(op);
      expect([401, 403], `${op.id}: ${res.statusCode} ${res.body}`).not.toContain(res.statusCode);
    }
  });

  it('lets a person of any role read what is open to every signed-in person', async () => {
    const reads = operations.filter((op) => accessOf(op) === SIGNED_IN && op.method === 'GET');
    expect(reads.map((op) => op.id)).toEqual(
      expect.arrayContaining(['getMe', 'listBookings', 'getBusinessStats']),
    );
    for (const person of PEOPLE) {
      for (const op of reads) {
        const res = await requestOf(op, tokens.get(person.email));
        expect([401, 403], `${op.id} as ${person.email}: ${res.body}`).not.toContain(res.statusCode);
      }
    }
  });
});

describe('creating products and promotions (issue 25)', () => {
  const stay = () => ({
    type_of_property: 'property_type:1:house',
    name: 'Casa de acceso',
    title: 'Casa de prueba de roles',
    description: 'Una casa creada por la prueba de acceso.',
  });
  const tour = () => ({
    name: 'Tour de acceso',
    title: 'Tour de prueba de roles',
    description: 'Un tour creado por la prueba de acceso.',
    commission_model: 2,
  });
  const promotion = () => ({
    promotion_type: 2,
    start_date: '2099-01-01',
    end_date: '2099-01-10',
    percent_discount: 10,
    assigned_check: 1,
  });
  const createAll = (token: string) =>
    Promise.all([
      app.inject({
        method: 'POST',
        url: '/api/accommodation?product_type=1&language_code=es',
        headers: bearer(token),
        payload: stay(),
      }),
      app.inject({
        method: 'POST',
        url: '/api/thingsToDo?product_type=11&language_code=es',
        headers: bearer(token),
        payload: tour(),
      }),
      app.inject({ method: 'POST', url: '/api/promotion-new', headers: bearer(token), payload: promotion() }),
    ]);

  it.each(['soporte@demo.gt', 'viajero@demo.gt', 'influencer@demo.gt'])(
    'refuses %s a stay, a tour and a promotion with 403',
    async (email) => {
      const answers = await createAll(tokens.get(email)!);
      expect(answers.map((res) => res.statusCode)).toEqual([403, 403, 403]);
      for (const res of answers) expect(res.json()).toMatchObject({ status: 403, code: 'forbidden' });
    },
  );

  it('still lets the demo company create all three', async () => {
    const answers = await createAll(tokens.get(DEMO.company)!);
    expect(
      answers.map((res) => res.statusCode),
      answers.map((res) => res.body).join('\n'),
    ).toEqual([201, 201, 200]);
  });

  it('lets a host make a vacation rental but not turn it into a private room, which hosts may not create', async () => {
    const email = 'anfitrion-acceso@demo.gt';
    await createTestAccount(app, { email, role: ROLE.host });
    const host = await loginAs(app, email);
    const created = await app.inject({
      method: 'POST',
      url: '/api/accommodation?product_type=1&language_code=es',
      headers: bearer(host),
      payload: stay(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json()._id as string;
    const change = (to: number) =>
      app.inject({
        method: 'PUT',
        url: `/api/accommodation/product-type/${id}`,
        headers: bearer(host),
        payload: { product_type: to },
      });
    expect((await change(4)).statusCode).toBe(403);
    expect((await change(5)).statusCode).toBe(200);
  });
});

/**
 * Issue 32: a column per team role. The demo company's manager and staff member sign in with their own accounts and
 * act for the company (server/auth/sessions.ts); server/http/teamRoles.ts says the least team role of each
 * operation. They get 403 exactly where it is above theirs (or where the company itself would), never a 5xx, and
 * nothing of another provider.
 */
describe('the team roles of the demo company (issue 32)', () => {
  const TEAM = [
    { email: 'gerente@demo.gt', role: 'manager' },
    { email: 'recepcion@demo.gt', role: 'staff' },
  ] as const;
  const secured = operations.filter((op) => accessOf(op) !== PUBLIC && accessOf(op) !== TOKEN_OPTIONAL);
  const admits = (role: 'manager' | 'staff', op: Operation) =>
    teamRoleAdmits(role, teamAccessOf(op.id as keyof typeof TEAM_ROLE_OVERRIDES, op.tags[0] ?? ''));

  beforeAll(async () => {
    for (const member of TEAM) tokens.set(member.email, await loginAs(app, member.email));
  });

  it('answers 403 exactly where the team role is below the operation’s, and never a 5xx', async () => {
    const mismatches: string[] = [];
    let refusedByTeam = 0;
    for (const op of secured) {
      const company = (await requestOf(op, tokens.get(DEMO.company))).statusCode;
      expect(company, `${op.id} as the company`).toBeLessThan(500);
      for (const member of TEAM) {
        const res = await requestOf(op, tokens.get(member.email));
        const refused = company === 403 || !admits(member.role, op);
        if (!admits(member.role, op)) refusedByTeam++;
        if (res.statusCode >= 500 || (res.statusCode === 403) !== refused)
          mismatches.push(`${op.id} as ${member.role}: ${res.statusCode} ${res.body}`);
        if (refused) expect(res.json()).toMatchObject({ status: 403, code: 'forbidden' });
      }
    }
    expect(mismatches).toEqual([]);
    // Staff are refused most of the contract (all but reservations and messages), managers payouts and the team.
    expect(refusedByTeam).toBeGreaterThan(150);
  });

  it('shows a team member nothing of another provider', async () => {
    const otherEmail = 'otra-empresa-acceso@demo.gt';
    const otherId = await createTestAccount(app, {
      email: otherEmail,
      role: ROLE.provider,
      category: 'company',
      first_name: 'Otra',
    });
    const other = await loginAs(app, otherEmail);
    const created = await app.inject({
      method: 'POST',
      url: '/api/accommodation?product_type=1&language_code=es',
      headers: bearer(other),
      payload: {
        type_of_property: 'property_type:1:house',
        name: 'Casa ajena',
        title: 'Casa de otra empresa',
        description: 'Una casa de otro proveedor.',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const productId = created.json()._id as string;
    const secrets = [otherId, productId, otherEmail];
    const leaks: string[] = [];
    let read = 0;
    for (const op of secured.filter((op) => op.method === 'GET')) {
      for (const member of TEAM) {
        if (!admits(member.role, op)) continue;
        // Every id of the path is the other provider's product (or the provider itself, for a person's id).
        for (const id of op.pathParams.length > 0 ? [productId, otherId] : [undefined]) {
          const res = await requestOf(op, tokens.get(member.email), id);
          expect(res.statusCode, `${op.id} as ${member.role}: ${res.body}`).toBeLessThan(500);
          if (res.statusCode === 200) read++;
          for (const secret of secrets)
            if (res.body.includes(secret)) leaks.push(`${op.id} as ${member.role} shows ${secret}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(read).toBeGreaterThan(20);
  });
});
