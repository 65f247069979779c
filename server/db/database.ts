import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { ServerConfig } from '../config.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface OpenedDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
}

/** PostgreSQL when DATABASE_URL is set; otherwise PGlite, on disk under DATA_DIR or in memory. */
export function openDatabase(config: ServerConfig): OpenedDatabase {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), kind: 'postgres' };
  }
  let client: PGlite;
  if (config.inMemoryDatabase) {
    client = new PGlite();
  } else {
    const dir = path.join(config.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  return { db: new Kysely<Database>({ dialect: new PGliteDialect(client) }), kind: 'pglite' };
}
