import type { RouteOptions } from 'fastify';
import type { Deps } from '../deps.ts';
import { authHandlers } from '../modules/auth/auth.handlers.ts';
import { availabilityHandlers } from '../modules/calendar/availability.handlers.ts';
import { icalHandlers } from '../modules/calendar/ical.handlers.ts';
import { overviewHandlers } from '../modules/calendar/overview.handlers.ts';
import { catalogHandlers } from '../modules/catalog/catalog.handlers.ts';
import { dashboardHandlers } from '../modules/dashboard/dashboard.handlers.ts';
import { helpHandlers } from '../modules/help/help.handlers.ts';
import { messageHandlers } from '../modules/messages/messages.handlers.ts';
import { paymentHandlers } from '../modules/payments/payments.handlers.ts';
import { galleryHandlers } from '../modules/products/gallery.handlers.ts';
import { generalStepHandlers } from '../modules/products/generalSteps.handlers.ts';
import { productHandlers } from '../modules/products/products.handlers.ts';
import { stayStepHandlers } from '../modules/products/steps.handlers.ts';
import { thingsToDoHandlers } from '../modules/products/thingsToDo.handlers.ts';
import { profileHandlers } from '../modules/profile/profile.handlers.ts';
import { promotionHandlers } from '../modules/promotions/promotions.handlers.ts';
import { specialPriceHandlers } from '../modules/promotions/specialPrices.handlers.ts';
import { reservationHandlers } from '../modules/reservations/reservations.handlers.ts';
import { reviewHandlers } from '../modules/review/review.handlers.ts';
import { simulateHandlers } from '../modules/simulate/simulate.handlers.ts';
import { systemHandlers } from '../modules/system/system.handlers.ts';
import { accessCheck, type Identify } from './access.ts';
import { OPERATION_ROLES } from './operationRoles.ts';
import type { HandlerTable, OperationId } from './operations.ts';

/** One handler per operationId of the contract; a missing one fails to compile and to start. */
export function buildHandlerTable(deps: Deps): HandlerTable {
  return {
    ...systemHandlers(deps),
    ...authHandlers(deps),
    ...profileHandlers(deps),
    ...catalogHandlers(deps),
    ...stayStepHandlers(deps),
    ...generalStepHandlers(deps),
    ...galleryHandlers(deps),
    ...productHandlers(deps),
    ...thingsToDoHandlers(deps),
    ...reviewHandlers(deps),
    ...reservationHandlers(deps),
    ...messageHandlers(deps),
    ...availabilityHandlers(deps),
    ...overviewHandlers(deps),
    ...icalHandlers(deps),
    ...simulateHandlers(deps),
    ...dashboardHandlers(deps),
    ...promotionHandlers(deps),
    ...specialPriceHandlers(deps),
    ...helpHandlers(deps),
    ...paymentHandlers(deps),
  } satisfies HandlerTable;
}

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
