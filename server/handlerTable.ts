import type { Deps } from './deps.ts';
import type { HandlerTable } from './http/operations.ts';
import { authHandlers } from './modules/auth/auth.handlers.ts';
import { availabilityHandlers } from './modules/calendar/availability.handlers.ts';
import { icalHandlers } from './modules/calendar/ical.handlers.ts';
import { overviewHandlers } from './modules/calendar/overview.handlers.ts';
import { catalogHandlers } from './modules/catalog/catalog.handlers.ts';
import { dashboardHandlers } from './modules/dashboard/dashboard.handlers.ts';
import { helpHandlers } from './modules/help/help.handlers.ts';
import { influencerHandlers } from './modules/influencers/influencers.handlers.ts';
import { messageHandlers } from './modules/messages/messages.handlers.ts';
import { notificationHandlers } from './modules/notifications/notifications.handlers.ts';
import { paymentHandlers } from './modules/payments/payments.handlers.ts';
import { productFamiliesHandlers } from './modules/products/families/productFamilies.ts';
import { generalStepHandlers } from './modules/products/generalSteps.handlers.ts';
import { productHandlers } from './modules/products/products.handlers.ts';
import { profileHandlers } from './modules/profile/profile.handlers.ts';
import { promotionHandlers } from './modules/promotions/promotions.handlers.ts';
import { specialPriceHandlers } from './modules/promotions/specialPrices.handlers.ts';
import { referralHandlers } from './modules/referrals/referrals.handlers.ts';
import { reportHandlers } from './modules/reports/reports.handlers.ts';
import { reservationHandlers } from './modules/reservations/reservations.handlers.ts';
import { reviewHandlers } from './modules/review/review.handlers.ts';
import { simulateHandlers } from './modules/simulate/simulate.handlers.ts';
import { siteHandlers } from './modules/site/site.handlers.ts';
import { systemHandlers } from './modules/system/system.handlers.ts';
import { teamHandlers } from './modules/team/team.handlers.ts';
import { whiteLandingHandlers } from './modules/whiteLandings/whiteLandings.handlers.ts';

/**
 * The composition root of the API: every module's handlers, one per operationId of the contract. Modules import
 * the HTTP glue (server/http), never this file or each other's handlers; a missing operation fails to compile
 * and to start (server/http/handlers.ts `operationResolver`).
 */
export function buildHandlerTable(deps: Deps): HandlerTable {
  return {
    ...systemHandlers(deps),
    ...authHandlers(deps),
    ...profileHandlers(deps),
    ...catalogHandlers(deps),
    ...productHandlers(deps),
    ...generalStepHandlers(deps),
    ...productFamiliesHandlers(deps),
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
    ...referralHandlers(deps),
    ...influencerHandlers(deps),
    ...siteHandlers(deps),
    ...whiteLandingHandlers(deps),
    // reports
    ...reportHandlers(deps),
    // notifications
    ...notificationHandlers(deps),
    // team
    ...teamHandlers(deps),
  } satisfies HandlerTable;
}
