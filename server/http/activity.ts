import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onResponseAsyncHookHandler } from 'fastify';
import type { Db } from '../db/database.ts';
import type { TeamPlace } from './access.ts';

/** What a change did, from its HTTP method; reads (GET, HEAD) are not changes. */
const ACTION_OF_METHOD: Partial<Record<string, 'create' | 'update' | 'delete'>> = {
  POST: 'create',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
};

/** One row of the team's record, as the hook writes it (and the team module for a join, which has no caller yet). */
export interface ActivityRecord {
  team: TeamPlace;
  operationId: string;
  area: string;
  action: 'create' | 'update' | 'delete';
  targetId: string | null;
}

export async function recordActivity(db: Db, record: ActivityRecord): Promise<void> {
  await db
    .insertInto('team_activity')
    .values({
      id: randomUUID(),
      company_id: record.team.company,
      actor_id: record.team.actor,
      actor_role: record.team.role,
      operation_id: record.operationId,
      area: record.area,
      action: record.action,
      target_id: record.targetId,
      // Milliseconds, as the activity's page cursor carries them (now() would keep microseconds).
      at: new Date(),
    })
    .execute();
}

interface RouteSchema {
  operationId?: string;
  tags?: string[];
}

/** The operation's first path parameter (`/api/bookings/:id/accept` → its `id`), or null. */
function firstPathParameter(request: FastifyRequest): string | null {
  const name = /:([A-Za-z0-9_]+)/.exec(request.routeOptions.url ?? '')?.[1];
  if (!name) return null;
  const value = (request.params as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.slice(0, 200) : null;
}

/**
 * The team's activity (issue 32): every successful change (status below 400, not a read) made by a caller in a team
 * — the owner or a member, on the company or on their own account — is recorded after the answer went out. A
 * failure to record is logged and never turns the answer into an error: the change is already made. Platform: it
 * knows the request's team place (set by the access check) and the operation, no module.
 */
export function activityRecorder(db: Db): onResponseAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const team = request.team;
    if (!team || reply.statusCode >= 400) return;
    const action = ACTION_OF_METHOD[request.method];
    const schema = request.routeOptions.schema as RouteSchema | undefined;
    if (!action || !schema?.operationId) return;
    try {
      await recordActivity(db, {
        team,
        operationId: schema.operationId,
        area: schema.tags?.[0] ?? '',
        action,
        targetId: firstPathParameter(request),
      });
    } catch (err) {
      request.log.warn({ err, operationId: schema.operationId }, 'team activity not recorded');
    }
  };
}
