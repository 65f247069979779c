import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { ROLE } from '../../machines/roles.ts';
import { OPERATION_ROLES } from '../../server/http/operationRoles.ts';
import type { OperationId } from '../../server/http/operations.ts';
import { CONTRACT_VIOLATION } from '../../server/http/responseValidation.ts';
import { isUpload, type Operation } from './contractOperations.ts';
import { type FuzzRequest, requestArbitrary, type Scene } from './requestCases.ts';

type Inject = FastifyInstance['inject'];
type Response = Awaited<ReturnType<Inject>>;

export interface FuzzOptions {
  /** Requests in all, spread evenly over the operations. */
  requests: number;
  seed: number;
  /** Stop sending after this long (the report says it was cut short). */
  seconds?: number;
  /** Sees every request and its answer (for digging into what the valid ones got). */
  observe?: (operation: Operation, request: FuzzRequest, response: Response) => void;
}

export interface OperationTally {
  operation: string;
  upload: boolean;
  sent: number;
  ok: number;
  clientErrors: number;
  serverErrors: number;
  violations: number;
}

export interface Failure {
  operation: string;
  problem: 'server error' | 'contract violation';
  reason: string;
  request: FuzzRequest;
  status: number;
  response: string;
}

export interface FuzzReport {
  seed: number;
  tallies: OperationTally[];
  failures: Failure[];
  sent: number;
  seconds: number;
  cutShort: boolean;
}

/** The demo people the fuzzer acts as (seeded by `seedDemo`). */
export const FUZZ_PEOPLE = {
  provider: { email: 'empresa@demo.gt', password: 'Demo1234' },
  operator: { email: 'soporte@demo.gt', password: 'Demo1234' },
};

/** Emails the seed knows, for fields that name a person. */
const DEMO_EMAILS = ['empresa@demo.gt', 'personal@demo.gt', 'viajero@demo.gt'];

/**
 * Sign-in is fuzzed with accounts the fuzzer does not act as (with their right password now and then): failed
 * attempts lock an email out for a while, and the fuzzer may need to sign in again.
 */
const SIGN_IN_HINTS = new Map<string, unknown[]>([
  ['email', ['personal@demo.gt', 'viajero@demo.gt']],
  ['password', ['Demo1234']],
]);

interface ProductRef {
  id: string;
  type: number;
}

/** What the server holds now, read through the API before each round. */
interface Known {
  products: ProductRef[];
  inReview: ProductRef[];
  hints: Map<string, unknown[]>;
}

/**
 * The tokens in use; an operation that ends a session (a password change, a sign-out) gets them renewed.
 * Sign-ins come from addresses of their own, so fuzzing the rate-limited sign-in never locks the fuzzer out.
 */
class Sessions {
  private signIns = 0;
  provider = '';
  operator = '';

  private constructor(private readonly inject: Inject) {}

  static async open(inject: Inject) {
    const sessions = new Sessions(inject);
    sessions.provider = await sessions.signIn(FUZZ_PEOPLE.provider);
    sessions.operator = await sessions.signIn(FUZZ_PEOPLE.operator);
    return sessions;
  }

  private async signIn(person: { email: string; password: string }): Promise<string> {
    this.signIns += 1;
    const res = await this.inject({
      method: 'POST',
      url: '/users/login',
      payload: person,
      remoteAddress: `10.99.${Math.floor(this.signIns / 250) % 250}.${(this.signIns % 250) + 1}`,
    });
    if (res.statusCode !== 200) throw new Error(`Sign-in of ${person.email}: ${res.statusCode} ${res.body}`);
    return res.json().token as string;
  }

  async keepAlive() {
    const alive = async (token: string) =>
      (await this.inject({ method: 'GET', url: '/users/me', headers: { authorization: `Bearer ${token}` } }))
        .statusCode === 200;
    if (!(await alive(this.provider))) this.provider = await this.signIn(FUZZ_PEOPLE.provider);
    if (!(await alive(this.operator))) this.operator = await this.signIn(FUZZ_PEOPLE.operator);
  }
}

async function discover(inject: Inject, sessions: Sessions, productTypes: number[]): Promise<Known> {
  const get = async (url: string, token = sessions.provider): Promise<unknown> => {
    const res = await inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    return res.statusCode === 200 ? res.json() : undefined;
  };
  type Row = Record<string, unknown>;
  const rows = (value: unknown): Row[] =>
    (Array.isArray(value) ? value : ((value as { data?: unknown } | undefined)?.data ?? [])) as Row[];
  const ids = (value: unknown, key = '_id') => rows(value).map((row) => row[key] as string);
  const toRefs = (list: Row[]) =>
    list.map((row) => ({ id: row._id as string, type: row.product_type as number }));

  const products: ProductRef[] = [];
  for (const type of productTypes) {
    products.push(...toRefs(rows(await get(`/api/products?product_type=${type}&results=48`))));
  }
  const inReview = toRefs(rows(await get('/api/review/products?results=48', sessions.operator)));
  const bookings = rows(await get('/api/bookings?results=48'));
  const threads = rows(await get('/api/chat/conversation'));
  const support = (await get('/api/chat/support')) as { user_id?: string } | undefined;
  const countries = ids(await get('/api/location/countries'));
  const states = (
    await Promise.all(countries.slice(0, 2).map((c) => get(`/api/location/states/${c}`)))
  ).flatMap((list) => ids(list));
  const cities = (await Promise.all(states.slice(0, 4).map((s) => get(`/api/location/cities/${s}`)))).flatMap(
    (list) => ids(list),
  );
  const propertyTypes = (
    await Promise.all([1, 2, 3, 4, 5].map((t) => get(`/api/accommodation/property-types?product_type=${t}`)))
  ).flatMap((list) => ids(list));
  const stay = products.find((p) => p.type >= 1 && p.type <= 5);
  const amenities = stay
    ? Object.values(
        (
          (await get(`/api/accommodation/amenities/${stay.id}`)) as
            | { groups?: Record<string, Row[]> }
            | undefined
        )?.groups ?? {},
      ).flatMap((group) => group.map((item) => item._id as string))
    : [];
  const channels = stay
    ? ((await get(`/api/general/networks-channels/${stay.id}/${stay.type}/es`)) as
        | Record<string, Row[]>
        | undefined)
    : undefined;
  const galleries = await Promise.all(
    products
      .filter((p) => p.type >= 1 && p.type <= 5)
      .slice(0, 3)
      .map((p) => get(`/api/accommodation/multimedia/${p.type}/${p.id}`)),
  );

  const hints = new Map<string, unknown[]>([
    ['threadId', ids(threads, 'thread_id')],
    ['to', [...threads.map((t) => (t.contact as Row).user_id), support?.user_id].filter(Boolean)],
    ['countryId', countries],
    ['country', countries],
    ['stateId', states],
    ['state', states],
    ['city', cities],
    ['languages', ids(await get('/api/catalog/languages'))],
    ['tb_lg_gender_gender_id', ids(await get('/api/catalog/genders'))],
    ['type_of_property', propertyTypes],
    ['type_of_bed_id', ids(await get('/api/accommodation/beds-bathrooms/1'))],
    ['bathroom_id', ids(await get('/api/accommodation/beds-bathrooms/2'))],
    ['assigned', amenities],
    ['social_networks', (channels?.social_networks ?? []).map((c) => c._id)],
    ['sell_channels', (channels?.sell_channels ?? []).map((c) => c._id)],
    ['gallery_id', galleries.flatMap((g) => ids((g as { multimediaGallery?: Row[] })?.multimediaGallery))],
    ['product_id', products.map((p) => p.id)],
    ['booking', ids(bookings)],
    ['provider_email', DEMO_EMAILS],
    ['traveler_email', DEMO_EMAILS],
    ['email', DEMO_EMAILS],
  ]);
  return { products, inReview, hints };
}

/** Reads first, then writes, then deletes, the product deletion last of all: the others keep their ids. */
function runOrder(operations: Operation[]): Operation[] {
  const rank = (op: Operation) =>
    op.method === 'GET' ? 0 : op.method !== 'DELETE' ? 1 : op.path === '/api/accommodation/{id}' ? 3 : 2;
  return [...operations].sort((a, b) => rank(a) - rank(b));
}

/** Operations the demo provider may not call but the operator may (server/http/operationRoles.ts): review, simulate… */
function isForOperator(op: Operation): boolean {
  const access = OPERATION_ROLES[op.id as OperationId];
  return Array.isArray(access) && !access.includes(ROLE.provider) && access.includes(ROLE.operator);
}

/** Failures kept with their request for the report (all are counted). */
const KEPT_FAILURES = 100;

function sceneOf(op: Operation, known: Known, created: ProductRef[], lastRound: boolean, s: Sessions): Scene {
  const forOperator = isForOperator(op);
  const namesProduct = op.pathParams.some((p) => p.name === 'id') && !op.path.startsWith('/api/bookings');
  // Until the last round a deletion takes only the products the fuzzer made, so the others keep theirs.
  const products = !namesProduct
    ? []
    : op.method === 'DELETE' && op.path === '/api/accommodation/{id}' && !lastRound
      ? created
      : forOperator
        ? [...known.inReview, ...known.products]
        : [...known.products, ...created];
  return {
    products,
    hints: (field) => {
      if (op.id === 'login') return SIGN_IN_HINTS.get(field);
      if (field === 'id' && op.path.startsWith('/api/bookings')) return known.hints.get('booking');
      return known.hints.get(field);
    },
    ownToken: forOperator ? s.operator : s.provider,
    otherToken: forOperator ? s.provider : s.operator,
  };
}

const seedOf = (seed: number, operation: string, round: number) => {
  let hash = 2166136261 ^ seed ^ (round * 7919);
  for (const char of operation) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash | 0;
};

/** A response's breach of the operation's contract, or null. */
function breachOf(op: Operation, res: Response): string | null {
  const declared = op.responses.get(res.statusCode);
  if (declared === undefined) return `status ${res.statusCode} is not declared`;
  if (!String(res.headers['content-type'] ?? '').includes('application/json')) {
    return declared ? `status ${res.statusCode} answered ${res.headers['content-type']}, not JSON` : null;
  }
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return 'the body is not JSON';
  }
  if (declared && !declared(body)) {
    const errors = declared.errors?.map((e) => `${e.instancePath || '/'} ${e.message}`).join('; ');
    return `body breaks the schema of ${res.statusCode}: ${errors}`;
  }
  if (res.statusCode >= 400 && (body as { status?: unknown }).status !== res.statusCode) {
    return `error body carries status ${(body as { status?: unknown }).status}`;
  }
  return null;
}

/** Every share of `total` over `parts` rounds, differing by at most one. */
const shareOf = (total: number, parts: number, part: number) =>
  Math.floor(total / parts) + (part < total % parts ? 1 : 0);

/**
 * Sends `requests` generated requests spread over every operation of the contract to the app, as the demo
 * provider (the operator for the operations only it may call), in rounds that re-read the server's ids, and checks
 * each answer: no 5xx, a declared status, a body that matches the declared schema.
 */
export async function fuzz(
  inject: Inject,
  operations: Operation[],
  options: FuzzOptions,
): Promise<FuzzReport> {
  const started = Date.now();
  const deadline = options.seconds ? started + options.seconds * 1000 : Number.POSITIVE_INFINITY;
  const sessions = await Sessions.open(inject);
  const productTypes = (operations.find((op) => op.id === 'listProducts')?.queryParams ?? []).find(
    (p) => p.name === 'product_type',
  )?.schema.enum as number[] | undefined;
  const perOperation = Math.max(1, Math.ceil(options.requests / operations.length));
  const rounds = Math.min(3, perOperation);
  const tallies = new Map(
    operations.map((op) => [
      op.id,
      {
        operation: op.id,
        upload: isUpload(op),
        sent: 0,
        ok: 0,
        clientErrors: 0,
        serverErrors: 0,
        violations: 0,
      },
    ]),
  );
  const failures: Failure[] = [];
  const created: ProductRef[] = [];
  let cutShort = false;

  sending: for (let round = 0; round < rounds; round++) {
    const known = await discover(inject, sessions, productTypes ?? [1]);
    for (const op of runOrder(operations)) {
      await sessions.keepAlive();
      const scene = sceneOf(op, known, created, round === rounds - 1, sessions);
      const requests = fc.sample(requestArbitrary(op, scene), {
        seed: seedOf(options.seed, op.id, round),
        numRuns: shareOf(perOperation, rounds, round),
      });
      const tally = tallies.get(op.id)!;
      for (const request of requests) {
        if (Date.now() > deadline) {
          cutShort = true;
          break sending;
        }
        const res = await inject({ ...request, remoteAddress: '127.0.0.1' });
        tally.sent += 1;
        options.observe?.(op, request, res);
        if (res.statusCode < 400) tally.ok += 1;
        else if (res.statusCode < 500) tally.clientErrors += 1;
        // The app's own response check (validateResponses) answers a breach as 500 `contract_violation`.
        const violation = res.statusCode >= 500 && res.body.includes(`"${CONTRACT_VIOLATION}"`);
        const breach: string | null = violation ? res.json().message : breachOf(op, res);
        const problem =
          res.statusCode >= 500 && !violation ? 'server error' : breach ? 'contract violation' : null;
        if (problem === 'server error') tally.serverErrors += 1;
        if (problem === 'contract violation') tally.violations += 1;
        if (problem && failures.length < KEPT_FAILURES) {
          const reason = breach ?? `answered ${res.statusCode}`;
          failures.push({
            operation: op.id,
            problem,
            reason,
            request,
            status: res.statusCode,
            response: res.body,
          });
        }
        if (op.id === 'createAccommodation' && res.statusCode === 201) {
          const type = Number(new URL(request.url, 'http://fuzz').searchParams.get('product_type'));
          created.push({ id: res.json()._id, type });
        }
      }
    }
  }
  const list = [...tallies.values()];
  return {
    seed: options.seed,
    tallies: list,
    failures,
    sent: list.reduce((sum, t) => sum + t.sent, 0),
    seconds: (Date.now() - started) / 1000,
    cutShort,
  };
}
