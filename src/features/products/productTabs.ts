import type { ProductType } from '../../../machines/completion.ts';
import { ACCOMMODATION_CREATORS, hasAnyRole } from '../../../machines/roles.ts';

/**
 * The accommodation types a role may create (SPEC §6, machines/roles.ts), in the order their tabs show: vacation
 * rental, unique stay, private room, hotel, hostel. They show even while empty.
 */
const CREATABLE_TABS = [1, 5, 4, 2, 3] as const satisfies readonly (keyof typeof ACCOMMODATION_CREATORS)[];

export interface ProductTab {
  type: ProductType;
  total: number;
}

/** The tabs of /my-products: the types the roles may create, then any other type that holds products. */
export function productTabs(
  roles: readonly number[],
  counts: readonly { product_type: ProductType; total: number }[],
): ProductTab[] {
  const creatable: ProductType[] = CREATABLE_TABS.filter((type) =>
    hasAnyRole(roles, ACCOMMODATION_CREATORS[type]),
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
