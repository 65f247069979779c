import { type Migration, type MigrationResultSet, Migrator, sql } from 'kysely';
import type { Db } from './database.ts';
import * as foundation from './migrations/0001_foundation.ts';
import * as referenceData from './migrations/0002_reference_data.ts';
import * as products from './migrations/0003_products.ts';
import * as productListSpeed from './migrations/0004_product_list_speed.ts';
import * as bookings from './migrations/0005_bookings.ts';
import * as chat from './migrations/0006_chat.ts';
import * as sessions from './migrations/0007_sessions.ts';
import * as dashboardFigures from './migrations/0008_dashboard_figures.ts';
import * as bookingCancelledBy from './migrations/0009_booking_cancelled_by.ts';
import * as calendar from './migrations/0010_calendar.ts';
import * as promotions from './migrations/0011_promotions.ts';
import * as payments from './migrations/0012_payments.ts';
import * as help from './migrations/0013_help.ts';
import * as thingsToDo from './migrations/0014_things_to_do.ts';
import { type PayoutKeyOf, sealedIdentityNumbers } from './migrations/0015_sealed_identity_numbers.ts';
import * as tourTypeFromPrices from './migrations/0016_tour_type_from_prices.ts';

/** What some migrations need from the running server beside the database. */
export interface MigrationNeeds {
  /** The payout key, for a migration that seals values stored in clear (asked for only when there are some). */
  payoutKey: PayoutKeyOf;
}

const migrations = (needs: MigrationNeeds): Record<string, Migration> => ({
  '0001_foundation': foundation,
  '0002_reference_data': referenceData,
  '0003_products': products,
  '0004_product_list_speed': productListSpeed,
  '0005_bookings': bookings,
  '0006_chat': chat,
  '0007_sessions': sessions,
  '0008_dashboard_figures': dashboardFigures,
  '0009_booking_cancelled_by': bookingCancelledBy,
  '0010_calendar': calendar,
  '0011_promotions': promotions,
  '0012_payments': payments,
  '0013_help': help,
  '0014_things_to_do': thingsToDo,
  '0015_sealed_identity_numbers': sealedIdentityNumbers(needs.payoutKey),
  '0016_tour_type_from_prices': tourTypeFromPrices,
});

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
    provider: { getMigrations: async () => migrations(needs) },
  });
  const { error, results } = await run(migrator);
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
