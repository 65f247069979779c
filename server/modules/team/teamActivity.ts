import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';

type ActivityPage = components['schemas']['ActivityPage'];

/** Entries per page when the caller does not say (the contract's maximum). */
export const ACTIVITY_PAGE = 50;

interface Cursor {
  at: Date;
  id: string;
}

/** The next page starts after this entry: its instant and id (ties of one instant go by id), opaque to the app. */
const encodeCursor = ({ at, id }: Cursor) =>
  Buffer.from(JSON.stringify([new Date(at).toISOString(), id])).toString('base64url');

function decodeCursor(cursor: string): Cursor {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const when = new Date(typeof at === 'string' ? at : Number.NaN);
    if (typeof id === 'string' && id.length <= 64 && !Number.isNaN(when.getTime())) return { at: when, id };
  } catch {
    // Not one of ours: answered below.
  }
  throw new ApiError(400, 'invalid_request', 'cursor is not valid', 'cursor');
}

/** A page of the company's record, newest first; `member` keeps one person's. */
export async function activityPage(
  db: Db,
  companyId: string,
  options: { member?: string; cursor?: string; limit?: number },
): Promise<ActivityPage> {
  const limit = options.limit ?? ACTIVITY_PAGE;
  const after = options.cursor ? decodeCursor(options.cursor) : null;
  let query = db
    .selectFrom('team_activity')
    .innerJoin('users', 'users.id', 'team_activity.actor_id')
    .leftJoin('persons', 'persons.user_id', 'users.id')
    .select([
      'team_activity.id',
      'team_activity.at',
      'team_activity.actor_id',
      'team_activity.actor_role',
      'team_activity.operation_id',
      'team_activity.area',
      'team_activity.action',
      'team_activity.target_id',
      'users.email',
      'persons.first_name',
      'persons.last_name',
    ])
    .where('team_activity.company_id', '=', companyId);
  if (options.member) query = query.where('team_activity.actor_id', '=', options.member);
  if (after)
    query = query.where((eb) =>
      eb.or([
        eb('team_activity.at', '<', after.at),
        eb.and([eb('team_activity.at', '=', after.at), eb('team_activity.id', '<', after.id)]),
      ]),
    );
  const rows = await query
    .orderBy('team_activity.at', 'desc')
    .orderBy('team_activity.id', 'desc')
    .limit(limit + 1)
    .execute();
  const items = rows.slice(0, limit).map((row) => ({
    id: row.id,
    at: new Date(row.at).toISOString(),
    actor: {
      id: row.actor_id,
      first_name: row.first_name ?? '',
      last_name: row.last_name ?? '',
      email: row.email,
      role: row.actor_role,
    },
    operation_id: row.operation_id,
    area: row.area,
    action: row.action,
    target_id: row.target_id,
  }));
  const last = rows.length > limit ? rows[limit - 1] : undefined;
  return { items, next: last ? encodeCursor({ at: last.at, id: last.id }) : null };
}
