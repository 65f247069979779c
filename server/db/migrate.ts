import { readdirSync } from 'node:fs';
import { type Migration, type MigrationResultSet, Migrator, sql } from 'kysely';
import type { Db } from './database.ts';

/** The payout key the server runs with (loadPayoutKey), asked for only when there are numbers to seal. */
export type PayoutKeyOf = (db: Db) => Promise<Buffer>;

/** What some migrations need from the running server beside the database. */
export interface MigrationNeeds {
  /** The payout key, for a migration that seals values stored in clear (asked for only when there are some). */
  payoutKey: PayoutKeyOf;
}

/**
 * A migration file, `migrations/NNNN_what_it_does.ts`, exports Kysely's `up` (and `down`), or `withNeeds`, which
 * makes them from what the running server gives (MigrationNeeds). Files are found by name and run in name order;
 * other files of the folder (reference data the migrations read) are not migrations.
 */
type MigrationFile = Migration | { withNeeds: (needs: MigrationNeeds) => Migration };

const MIGRATIONS = new URL('./migrations/', import.meta.url);
const MIGRATION_FILE = /^(\d{4}_[a-z0-9_]+)\.ts$/;

/** Every migration of the folder by name, in the order they run. */
export async function migrationsOf(needs: MigrationNeeds): Promise<Record<string, Migration>> {
  const names = readdirSync(MIGRATIONS)
    .map((file) => MIGRATION_FILE.exec(file)?.[1])
    .filter((name) => name !== undefined)
    .sort();
  const migrations: Record<string, Migration> = {};
  for (const name of names) {
    const file = (await import(new URL(`${name}.ts`, MIGRATIONS).href)) as MigrationFile;
    migrations[name] = 'withNeeds' in file ? file.withNeeds(needs) : file;
  }
  return migrations;
}

/** Brings the schema up to date; called at every start. */
export async function migrateToLatest(db: Db, needs: MigrationNeeds): Promise<void> {
  await migrate(db, needs, (migrator) => migrator.migrateToLatest());
}

/** Brings the schema to the named migration, up or down (tests of a migration start from the one before). */
export async function migrateTo(db: Db, name: string, needs: MigrationNeeds): Promise<void> {
  await migrate(db, needs, (migrator) => migrator.migrateTo(name));
}

async function migrate(
  db: Db,
  needs: MigrationNeeds,
  run: (migrator: Migrator) => Promise<MigrationResultSet>,
): Promise<void> {
  // Kysely looks its bookkeeping tables up across all schemas: name the one in use, so databases that hold
  // several schemas (an operator may put the portal in one of its own) each keep their own.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrationTableSchema = rows[0]?.schema ?? 'public';
  const migrator = new Migrator({
    db,
    migrationTableSchema,
    provider: { getMigrations: () => migrationsOf(needs) },
  });
  const { error, results } = await run(migrator);
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
