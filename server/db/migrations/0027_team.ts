import { type Kysely, sql } from 'kysely';

/**
 * A company's team (issue 32): the members who act for a company (a person belongs to one team at most, so
 * `user_id` is unique), the invitations mailed to join it (only the link's hash is kept, as one_time_secrets do),
 * and the record of every change made for the company and by whom. Deleting the company takes its team, its
 * invitations and its record along; deleting a member's account takes their membership and what they did. Never
 * edit a migration after it landed: add a new one.
 */
export async function up(raw: Kysely<unknown>): Promise<void> {
  await raw.schema
    .createTable('team_members')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('manager', 'staff')`))
    .addColumn('invited_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('team_members_not_own_company', sql`user_id <> company_id`)
    .execute();
  await raw.schema
    .createIndex('team_members_company')
    .on('team_members')
    .columns(['company_id', 'joined_at'])
    .execute();

  await raw.schema
    .createTable('team_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('manager', 'staff')`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  // A company's pending invitations (the team screen; replacing an e-mail's pending one).
  await raw.schema
    .createIndex('team_invitations_company')
    .on('team_invitations')
    .columns(['company_id', 'email'])
    .execute();

  await raw.schema
    .createTable('team_activity')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('actor_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The role the person had when they made the change (a member may change role or leave since).
    .addColumn('actor_role', 'text', (c) =>
      c.notNull().check(sql`actor_role in ('owner', 'manager', 'staff')`),
    )
    .addColumn('operation_id', 'text', (c) => c.notNull())
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('create', 'update', 'delete')`))
    .addColumn('target_id', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The activity screen: a company's newest first, a page at a time (id breaks ties of the same instant).
  await raw.schema
    .createIndex('team_activity_company_at')
    .on('team_activity')
    .columns(['company_id', 'at desc', 'id desc'])
    .execute();
}

export async function down(raw: Kysely<unknown>): Promise<void> {
  await raw.schema.dropTable('team_activity').execute();
  await raw.schema.dropTable('team_invitations').execute();
  await raw.schema.dropTable('team_members').execute();
}
