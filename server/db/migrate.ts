import { type Migration, Migrator } from 'kysely';
import type { Db } from './database.ts';
import * as foundation from './migrations/0001_foundation.ts';
import * as referenceData from './migrations/0002_reference_data.ts';

const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_reference_data': referenceData,
};

/** Brings the schema up to date; called at every start. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
