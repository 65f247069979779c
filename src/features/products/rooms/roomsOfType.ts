/**
 * Whether a product holds rooms (a hotel or hostel), for the rooms routes' loader to fetch by itself: a module with
 * one export, since a dynamic import keeps every export of the module it names (see calendarOfType.ts).
 */
export { isHotelType } from '../../../../machines/productTypes.ts';
