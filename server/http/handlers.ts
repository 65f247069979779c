import type { RouteOptions } from 'fastify';
import { accessCheck, type Identify } from './access.ts';
import { OPERATION_ROLES } from './operationRoles.ts';
import type { HandlerTable, OperationId } from './operations.ts';
import { TEAM_ROLE_OVERRIDES, type TeamAccess, teamAccessOf } from './teamRoles.ts';

/**
 * The glue's operation resolver: the handler (and route options) of an operationId, with the check of who may call
 * it (OPERATION_ROLES, then the team role of TEAM_ROLE_BY_TAG by the operation's tag in `tags`) as its onRequest
 * hook; an operation without either fails start-up. Without `tags` (routes built by hand in a test) an operation
 * without an override needs the team's owner, the strictest.
 */
export function operationResolver(
  handlers: Partial<HandlerTable>,
  identify: Identify,
  tags?: ReadonlyMap<string, string>,
) {
  return (operationId: string): RouteOptions => {
    const entry = handlers[operationId as keyof HandlerTable];
    if (!entry) throw new Error(`Operation ${operationId} of the contract has no handler`);
    const access = (OPERATION_ROLES as Partial<typeof OPERATION_ROLES>)[operationId as OperationId];
    if (!access) throw new Error(`Operation ${operationId} of the contract has no row in OPERATION_ROLES`);
    const team: TeamAccess = tags
      ? teamAccessOf(operationId as OperationId, tags.get(operationId) ?? '')
      : (TEAM_ROLE_OVERRIDES[operationId as OperationId] ?? 'owner');
    const onRequest = accessCheck(access, identify, team);
    // The glue merges these options into the route it builds from the contract.
    return {
      ...(typeof entry === 'function' ? { handler: entry } : entry),
      ...(onRequest ? { onRequest } : {}),
    } as unknown as RouteOptions;
  };
}
