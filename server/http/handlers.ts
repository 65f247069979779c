import type { RouteOptions } from 'fastify';
import { accessCheck, type Identify } from './access.ts';
import { OPERATION_ROLES } from './operationRoles.ts';
import type { HandlerTable, OperationId } from './operations.ts';

/**
 * The glue's operation resolver: the handler (and route options) of an operationId, with the check of who may call
 * it (OPERATION_ROLES) as its onRequest hook; an operation without either fails start-up.
 */
export function operationResolver(handlers: Partial<HandlerTable>, identify: Identify) {
  return (operationId: string): RouteOptions => {
    const entry = handlers[operationId as keyof HandlerTable];
    if (!entry) throw new Error(`Operation ${operationId} of the contract has no handler`);
    const access = (OPERATION_ROLES as Partial<typeof OPERATION_ROLES>)[operationId as OperationId];
    if (!access) throw new Error(`Operation ${operationId} of the contract has no row in OPERATION_ROLES`);
    const onRequest = accessCheck(access, identify);
    // The glue merges these options into the route it builds from the contract.
    return {
      ...(typeof entry === 'function' ? { handler: entry } : entry),
      ...(onRequest ? { onRequest } : {}),
    } as unknown as RouteOptions;
  };
}
