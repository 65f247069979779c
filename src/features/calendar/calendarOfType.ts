/**
 * Whether a product type has a calendar (the kinds table), for the calendar route's loader to fetch by itself. The
 * loader imports this module, not machines/productTypes.ts: a dynamic import keeps every export of its module, and
 * this one has a single export, so the other questions of the kinds table stay out of every chunk that needs none.
 */
export { hasCalendar } from '../../../machines/productTypes.ts';
