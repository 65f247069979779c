import { createHash } from 'node:crypto';
import {
  type Compilable,
  CompiledQuery,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type RawBuilder,
  sql,
} from 'kysely';
import type { Database } from './schema.ts';

/** The app's database (database.ts `Db`, named here too: database.ts imports this file). */
type Db = Kysely<Database>;

/**
 * Queries built and compiled once, run many times (issue 28). Building a query with Kysely on every request was 40 %
 * of a product-list request's CPU, and PostgreSQL parsed and planned the same text each time. A prepared query is
 * built the first time it runs, by a Kysely that only compiles, with a named placeholder where each value goes; a
 * run sends the same SQL text with that run's values. On PostgreSQL the text goes as a named prepared statement
 * (`preparedStatementName`, used by database.ts), parsed and planned once per connection.
 *
 * A query whose shape depends on its input (an optional filter, an order) is one prepared query per shape: see
 * `preparedShapes`.
 */

/** A Kysely that builds and compiles PostgreSQL and runs nothing. */
const compiler = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const SLOT = Symbol('prepared query value');
interface Slot {
  readonly [SLOT]: string;
}
const isSlot = (value: unknown): value is Slot =>
  typeof value === 'object' && value !== null && SLOT in value;

/** Where a run's value goes, by its name in the run's values. */
export type Param<P> = <K extends keyof P & string>(name: K) => RawBuilder<Exclude<P[K], undefined>>;

export interface PreparedQuery<P, R> {
  /** Every row, for these values. */
  execute(db: Db, values: P): Promise<R[]>;
  /** The first row, or undefined. */
  executeTakeFirst(db: Db, values: P): Promise<R | undefined>;
}

/** The statement name of each prepared SQL text, for the PostgreSQL client (database.ts). */
const statementNames = new Map<string, string>();

/** The name a prepared query's text goes by on PostgreSQL, or undefined for a text that is not one. */
export const preparedStatementName = (text: string): string | undefined => statementNames.get(text);

/**
 * A query built once by `build`, where `param('name')` stands for `values.name` of each run. The values are sent as
 * parameters, never written into the SQL.
 */
export function prepared<P, R>(build: (db: Db, param: Param<P>) => Compilable<R>): PreparedQuery<P, R> {
  let compiled: { sql: string; values: (values: P) => unknown[] } | undefined;
  const compile = () => {
    const param: Param<P> = (name) => sql`${{ [SLOT]: name } satisfies Slot}`;
    const query = build(compiler, param).compile();
    const slots = query.parameters.map((value) =>
      isSlot(value) ? (values: P) => values[value[SLOT] as keyof P] : () => value,
    );
    // A name PostgreSQL keeps under its 63 characters, the same for the same text in every process.
    statementNames.set(query.sql, `q_${createHash('sha256').update(query.sql).digest('hex').slice(0, 24)}`);
    return { sql: query.sql, values: (values: P) => slots.map((slot) => slot(values)) };
  };
  const execute = async (db: Db, values: P) => {
    compiled ??= compile();
    const result = await db.executeQuery<R>(CompiledQuery.raw(compiled.sql, compiled.values(values)));
    return result.rows;
  };
  return {
    execute,
    executeTakeFirst: async (db, values) => (await execute(db, values))[0],
  };
}

/**
 * One prepared query per shape of a query: `shapeOf` names the shape an input asks for (which filters it has, its
 * order), and `build` builds that shape. There are as many as the shapes in use, each built once. `build` reads of its
 * input only what `shapeOf` names: every value goes through `param`.
 */
export function preparedShapes<I, P, R>(
  shapeOf: (input: I) => string,
  build: (input: I, db: Db, param: Param<P>) => Compilable<R>,
): (input: I) => PreparedQuery<P, R> {
  const shapes = new Map<string, PreparedQuery<P, R>>();
  return (input) => {
    const shape = shapeOf(input);
    let query = shapes.get(shape);
    if (!query) {
      query = prepared<P, R>((db, param) => build(input, db, param));
      shapes.set(shape, query);
    }
    return query;
  };
}
