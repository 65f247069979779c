/** SPEC §9: a restaurant (type 68) has no calendar; every other product type has one. */
export const hasCalendar = (productType: number): boolean => productType !== 68;
