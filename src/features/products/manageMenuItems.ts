import { kindOf, type ProductType } from '../../../machines/productKinds.ts';
import { hasCalendar, hasCommissionModel, roomTypeOf } from '../../../machines/productTypes.ts';

export type ManageMenuItem =
  | 'edit'
  | 'rooms'
  | 'offers'
  | 'specialPrices'
  | 'commission'
  | 'calendar'
  | 'delete';

/**
 * The manage menu of a product card, in display order (SPEC §6): a hotel's or hostel's rooms; offers, special prices and commission
 * are not offered for hidden products. Offers and special prices are on the card only where the kinds table
 * sets them on the product (hotels, hostels, attractions and restaurants set them per room or ticket); the
 * commission where the type has a model; the calendar where it has one.
 */
export function manageMenuItems(status: 1 | 2 | 3, type: ProductType): ManageMenuItem[] {
  const visible = status !== 1;
  const items: ManageMenuItem[] = ['edit'];
  // A hotel's or hostel's rooms (the kinds table's `roomType`), whatever its status: they are built before it shows.
  if (roomTypeOf(type) !== null) items.push('rooms');
  if (visible && kindOf(type)?.offersOn === 'product') items.push('offers', 'specialPrices');
  if (visible && hasCommissionModel(type)) items.push('commission');
  if (hasCalendar(type)) items.push('calendar');
  items.push('delete');
  return items;
}
