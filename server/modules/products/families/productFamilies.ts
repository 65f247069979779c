import type { Deps } from '../../../deps.ts';
import { familyHandlers } from '../productFamily.handlers.ts';
import type { FamilyHandlerTable } from '../productFamily.ts';
import { ATTRACTIONS } from './attractions/attractions.family.ts';
import { GASTRONOMY } from './gastronomy/gastronomy.family.ts';
import { GUIDES } from './guides/guides.family.ts';
import { HOTELS } from './hotels/hotels.family.ts';
import { STAYS } from './stays/stays.family.ts';
import { THINGS_TO_DO } from './thingsToDo/thingsToDo.family.ts';

/**
 * The product families the server serves, each a folder beside this file (productFamily.ts says what one
 * declares). A new family is its folder and its line here; server/handlerTable.ts and the family test
 * (tests/server/products.families.test.ts) read this list.
 */
export const PRODUCT_FAMILIES = [STAYS, HOTELS, THINGS_TO_DO, GUIDES, ATTRACTIONS, GASTRONOMY] as const;

type Families = (typeof PRODUCT_FAMILIES)[number];

/** The handlers of every family. */
export function productFamiliesHandlers(deps: Deps): FamilyHandlerTable<Families> {
  return Object.assign({}, ...PRODUCT_FAMILIES.map((family) => familyHandlers(deps, family)));
}
