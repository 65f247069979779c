import { PRODUCT_TYPE, type ProductType } from '../../../machines/productKinds.ts';
import {
  ACCOMMODATION_TYPES,
  type AccommodationType,
  mayCreateType,
} from '../../../machines/productTypes.ts';

/** The order the accommodation tabs show in: vacation rental, unique stay, private room, hotel, hostel. */
const TAB_ORDER: readonly AccommodationType[] = [
  PRODUCT_TYPE.vacationRental,
  PRODUCT_TYPE.uniqueStay,
  PRODUCT_TYPE.privateRoom,
  PRODUCT_TYPE.hotel,
  PRODUCT_TYPE.hostel,
];

/**
 * The accommodation types a role may create (SPEC §6, the kinds table's `creators`), in their tabs' order. They
 * show even while empty. A type of the family left out of the order comes last.
 */
const tabRank = (type: AccommodationType) => {
  const rank = TAB_ORDER.indexOf(type);
  return rank === -1 ? TAB_ORDER.length : rank;
};
const CREATABLE_TABS = [...ACCOMMODATION_TYPES].sort((a, b) => tabRank(a) - tabRank(b));

export interface ProductTab {
  type: ProductType;
  total: number;
}

/** The tabs of /my-products: the types the roles may create, then any other type that holds products. */
export function productTabs(
  roles: readonly number[],
  counts: readonly { product_type: ProductType; total: number }[],
): ProductTab[] {
  const creatable: ProductType[] = CREATABLE_TABS.filter((type) => mayCreateType(roles, type));
  const withProducts = counts.filter((count) => count.total > 0).map((count) => count.product_type);
  return [...new Set([...creatable, ...withProducts])].map((type) => ({
    type,
    total: counts.find((count) => count.product_type === type)?.total ?? 0,
  }));
}

/** The tab opened when the URL names none: the first with products, else the first. */
export const defaultTab = (tabs: readonly ProductTab[]): ProductType | undefined =>
  (tabs.find((tab) => tab.total > 0) ?? tabs[0])?.type;
