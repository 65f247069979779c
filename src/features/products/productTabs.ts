import type { ProductType } from '../../../machines/completion.ts';

/**
 * The accommodation types a role may create (SPEC §6): vacation rental and unique stay for roles 1-4;
 * private room, hotel and hostel for roles 1-3. Their tabs show even while empty.
 */
const CREATABLE_TABS: readonly { type: ProductType; roles: readonly number[] }[] = [
  { type: 1, roles: [1, 2, 3, 4] },
  { type: 5, roles: [1, 2, 3, 4] },
  { type: 4, roles: [1, 2, 3] },
  { type: 2, roles: [1, 2, 3] },
  { type: 3, roles: [1, 2, 3] },
];

export interface ProductTab {
  type: ProductType;
  total: number;
}

/** The tabs of /my-products: the types the roles may create, then any other type that holds products. */
export function productTabs(
  roles: readonly number[],
  counts: readonly { product_type: ProductType; total: number }[],
): ProductTab[] {
  const creatable = CREATABLE_TABS.filter((tab) => tab.roles.some((role) => roles.includes(role))).map(
    (tab) => tab.type,
  );
  const withProducts = counts.filter((count) => count.total > 0).map((count) => count.product_type);
  return [...new Set([...creatable, ...withProducts])].map((type) => ({
    type,
    total: counts.find((count) => count.product_type === type)?.total ?? 0,
  }));
}

/** The tab opened when the URL names none: the first with products, else the first. */
export const defaultTab = (tabs: readonly ProductTab[]): ProductType | undefined =>
  (tabs.find((tab) => tab.total > 0) ?? tabs[0])?.type;
