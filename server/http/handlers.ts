import type { Deps } from '../deps.ts';
import { authHandlers } from '../modules/auth/auth.handlers.ts';
import { catalogHandlers } from '../modules/catalog/catalog.handlers.ts';
import { profileHandlers } from '../modules/profile/profile.handlers.ts';
import { systemHandlers } from '../modules/system/system.handlers.ts';
import type { HandlerTable } from './operations.ts';

/** One handler per operationId of the contract; a missing one fails to compile and to start. */
export function buildHandlerTable(deps: Deps): HandlerTable {
  return {
    ...systemHandlers(deps),
    ...authHandlers(deps),
    ...profileHandlers(deps),
    ...catalogHandlers(deps),
  } satisfies HandlerTable;
}
