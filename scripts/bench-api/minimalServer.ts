/**
 * The floor `npm run bench:api` holds the portal's product list against: a bare Fastify server with the one route,
 * GET /api/products, doing the list's work and nothing else. It checks the query string with a schema (Fastify's
 * own Ajv, like the portal), the bearer token with node:crypto, runs one prepared statement through `pg` and
 * answers the same bytes as the portal. No plugins, hooks, logger or contract.
 *
 * Run as a process of its own (scripts/bench-api/minimalProcess.ts starts it): DATABASE_URL, JWT_SECRET and
 * PORT come from the environment; it tells its parent over IPC once it listens, and stops when that parent does.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { PRODUCT_TYPES } from '../../machines/productKinds.ts';
import { bearerCheck } from './bearer.ts';
import { type PageQuery, readProductPage } from './productPage.ts';

const { DATABASE_URL, JWT_SECRET, PORT } = process.env;
if (!DATABASE_URL || !JWT_SECRET || !PORT) throw new Error('DATABASE_URL, JWT_SECRET and PORT are required');

// The portal's pool size (server/db/database.ts), so neither side waits for connections more than the other.
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });
pool.on('error', (error) => console.error('minimal server: a database connection ended', error));
const bearer = bearerCheck(JWT_SECRET);

/** The list's parameters as the contract bounds them (openapi/parameters), defaults included. */
const querystring = {
  type: 'object',
  required: ['product_type'],
  properties: {
    product_type: { type: 'integer', enum: PRODUCT_TYPES },
    language_code: { type: 'string', enum: ['es', 'en'], default: 'es' },
    page: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
    results: { type: 'integer', minimum: 1, maximum: 48, default: 12 },
    status: { type: 'integer', enum: [0, 1, 2, 3], default: 0 },
    // A search is the portal's but not this route's: refused rather than silently ignored.
    query: { not: {} },
  },
} as const;

const JSON_TYPE = 'application/json; charset=utf-8';
/** The portal's refusals (server/errors.ts, server/http/access.ts), in its Error shape. */
const refusal = (status: 401 | 403) =>
  JSON.stringify(
    status === 401
      ? { status, code: 'unauthorized', message: 'Unauthorized' }
      : { status, code: 'forbidden', message: 'Your account cannot do this' },
  );

const fastify = Fastify({ logger: false });
fastify.get<{ Querystring: PageQuery }>(
  '/api/products',
  { schema: { querystring } },
  async (request, reply) => {
    const caller = bearer(request.headers.authorization);
    const answer = caller ? await readProductPage(pool, caller, request.query) : 401;
    reply.type(JSON_TYPE);
    if (typeof answer === 'number') return reply.code(answer).send(refusal(answer));
    return reply.send(JSON.stringify(answer));
  },
);

await fastify.listen({ port: Number(PORT), host: '127.0.0.1' });
process.send?.('listening');

const stop = () => {
  void fastify
    .close()
    .then(() => pool.end())
    .finally(() => process.exit(0));
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, stop);
// Like server/main.ts: when the benchmark ends, even killed, the IPC channel closes and this server goes with it.
process.once('disconnect', stop);
