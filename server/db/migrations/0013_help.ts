import { type Kysely, sql } from 'kysely';
import { FAQ, HELP_TEXT_ALIASES, HELP_TEXTS } from './helpSeedContent.ts';

/**
 * Help (issue 15): providers' help messages and meeting requests (SPEC §3), the wizard's contextual help per
 * product type and step, and the providers' FAQ, with their seed rows (helpSeedContent.ts). Never edit a
 * migration after it landed: add a new one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('help_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('type_message', 'text', (c) => c.notNull())
    .addColumn('segment', 'text')
    .addColumn('step', 'text')
    .addColumn('contact_way', 'text')
    .addColumn('phone', 'text')
    .addColumn('language_code', 'text', (c) => c.notNull().defaultTo('es'))
    // Copied from the caller's profile when sent (SPEC §3): the message keeps who asked, as they were.
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('provider_type', 'text', (c) => c.notNull())
    .addColumn('seen', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('answer', 'text')
    .addColumn('answered_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('help_requests_created').on('help_requests').columns(['created_at']).execute();

  await db.schema
    .createTable('meeting_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    // 'YYYY-MM-DD' in Guatemala and 'HH:MM', as the form sends them (checked by the handler).
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('schedule', 'text', (c) => c.notNull())
    .addColumn('type_meet', 'text', (c) => c.notNull())
    .addColumn('type_contact', 'text')
    .addColumn('language_code', 'text', (c) => c.notNull().defaultTo('es'))
    .addColumn('seen', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('meeting_requests_created')
    .on('meeting_requests')
    .columns(['created_at'])
    .execute();

  await db.schema
    .createTable('help_contents')
    .addColumn('type_product', 'integer', (c) => c.notNull())
    .addColumn('step', 'text', (c) => c.notNull())
    .addColumn('language_code', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('help_contents_pk', ['step', 'type_product', 'language_code'])
    .execute();

  await db.schema
    .createTable('faq_providers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('language_code', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addUniqueConstraint('faq_providers_order', ['language_code', 'sort_order'])
    .execute();

  const contents = HELP_TEXTS.flatMap((text) =>
    (['es', 'en'] as const).map((language_code) => ({
      type_product: text.typeProduct,
      step: text.step,
      language_code,
      ...text[language_code],
    })),
  );
  for (const [alias, step] of Object.entries(HELP_TEXT_ALIASES)) {
    for (const row of contents.filter((r) => r.step === step && r.type_product === 0)) {
      contents.push({ ...row, step: alias });
    }
  }
  // Untyped here (a migration sees the schema as it was): the rows are inserted as plain values.
  const seed = db as Kysely<Record<string, Record<string, unknown>>>;
  await seed.insertInto('help_contents').values(contents).execute();
  await seed
    .insertInto('faq_providers')
    .values(
      FAQ.flatMap((item, index) =>
        (['es', 'en'] as const).map((language_code) => ({
          id: `faq-${String(index + 1).padStart(2, '0')}-${language_code}`,
          language_code,
          category: item.category,
          sort_order: index + 1,
          ...item[language_code],
        })),
      ),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('faq_providers').execute();
  await db.schema.dropTable('help_contents').execute();
  await db.schema.dropTable('meeting_requests').execute();
  await db.schema.dropTable('help_requests').execute();
}
