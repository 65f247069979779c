import type { ProductType } from '../../../machines/completion.ts';

export type ManageMenuItem = 'edit' | 'offers' | 'specialPrices' | 'commission' | 'calendar' | 'delete';

/** Hotels, hostels, attractions and restaurants price per room or ticket: offers live in that variant (SPEC §6). */
const ROOM_LEVEL_PRICING: readonly ProductType[] = [2, 3, 18, 68];
/** Attractions and restaurants take no commission choice (SPEC §6, §9). */
const WITHOUT_COMMISSION: readonly ProductType[] = [18, 68];
/** SPEC §9: a restaurant has no calendar. */
const WITHOUT_CALENDAR: readonly ProductType[] = [68];

/**
 * The manage menu of a product card, in display order (SPEC §6): offers, special prices and commission
 * are not offered for hidden products.
 */
export function manageMenuItems(status: 1 | 2 | 3, type: ProductType): ManageMenuItem[] {
  const visible = status !== 1;
  const items: ManageMenuItem[] = ['edit'];
  if (visible && !ROOM_LEVEL_PRICING.includes(type)) items.push('offers', 'specialPrices');
  if (visible && !WITHOUT_COMMISSION.includes(type)) items.push('commission');
  if (!WITHOUT_CALENDAR.includes(type)) items.push('calendar');
  items.push('delete');
  return items;
}
