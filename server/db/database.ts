import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { ServerConfig } from '../config.ts';
import { preparedStatementName } from './prepared.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface OpenedDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
}

/**
 * PostgreSQL when DATABASE_URL is set; otherwise PGlite, on disk under DATA_DIR or in memory. An in-memory one
 * may start from `startFrom`, a PGlite data-folder dump (`dumpDataDir`): the tests' migrated and seeded template.
 */
export function openDatabase(
  config: ServerConfig,
  { startFrom, onConnectionLost }: { startFrom?: Blob; onConnectionLost?: (error: Error) => void } = {},
): OpenedDatabase {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle connection that ends (PostgreSQL restarted, failed over, or an administrator ended it) leaves the
    // pool, which opens a new one when asked. Unheard, the pool's 'error' event would end the whole process.
    pool.on('error', (error) => onConnectionLost?.(error));
    pool.on('connect', sendPreparedByName);
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres' };
  }
  let client: PGlite;
  if (config.inMemoryDatabase) {
    client = new PGlite(startFrom ? { loadDataDir: startFrom } : {});
  } else {
    const dir = embeddedDatabaseFolder(config) as string;
    ownerOnlyFolder(config.dataDir);
    ownerOnlyFolder(dir);
    client = new PGlite(dir);
  }
  return { db: new Kysely<Database>({ dialect: new PGliteDialect(client) }), kind: 'pglite' };
}

/**
 * Kysely sends every query as `query(text, values)`, which PostgreSQL parses and plans each time. A prepared query's
 * text (prepared.ts) goes instead as a named statement, parsed and planned once per connection (issue 28).
 */
function sendPreparedByName(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = (...args: unknown[]) => {
    const [text, values] = args;
    const name =
      args.length === 2 && typeof text === 'string' && Array.isArray(values)
        ? preparedStatementName(text)
        : undefined;
    return name ? query({ name, text, values }) : query(...args);
  };
  client.query = named as typeof client.query;
}

/**
 * Creates the folder for the server's owner alone (mode 700), and takes the access of others away from one made
 * before: it holds the signing key, password hashes and uploads, so whatever modes the files inside get, no other
 * user of the machine reaches them.
 */
export function ownerOnlyFolder(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
}

/**
 * Owner-only modes through a folder tree. PGlite unpacks a new database with files open to everyone (what
 * PostgreSQL itself creates later is 600); this closes them once the database is up.
 */
export function ownerOnlyTree(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      fs.chmodSync(full, 0o700);
      ownerOnlyTree(full);
    } else if (entry.isFile()) fs.chmodSync(full, 0o600);
  }
}

/** The folder of the embedded database on disk, or null (PostgreSQL, or in memory). */
export const embeddedDatabaseFolder = (config: ServerConfig): string | null =>
  config.databaseUrl || config.inMemoryDatabase ? null : path.join(config.dataDir, 'pglite');

/** One round trip to the database: the health check's proof that it answers. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
