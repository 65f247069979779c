import { isGastronomyType } from '../../../../../machines/productTypes.ts';
import type { Deps } from '../../../../deps.ts';
import { callerOf, type PartialHandlerTable } from '../../../../http/operations.ts';
import { catalogOf } from '../../../catalog/catalogEntries.ts';
import { findReadableProduct } from '../../productAccess.ts';
import { requireFamily } from '../../stepPlacement.ts';
import {
  addRestaurant,
  readRestaurantInformation,
  updateRestaurantInformation,
} from './restaurantInformation.ts';
import {
  addRestaurantLocation,
  listRestaurantLocations,
  removeRestaurantLocation,
  saveFirstRestaurantLocation,
  updateRestaurantLocation,
} from './restaurantLocations.ts';
import {
  addMenuItem,
  deleteRestaurant,
  listMenu,
  readMenuItem,
  removeMenuItem,
  updateMenuItem,
} from './restaurantMenu.ts';
import { featureKindOf } from './restaurantSteps.ts';

/**
 * The gastronomy family's own operations under /api/food-establishment (issue 30): creation and the information
 * step, the menu and the locations (lists whose first item completes their step), the catalogues. Two of them take
 * the place of the shared ones familyHandlers builds (it spreads the family's own last): the location step's save
 * writes the first of the restaurant's locations, and the delete removes the menu's pictures too.
 */
export function gastronomyHandlers(deps: Deps) {
  const { db } = deps;
  return {
    async createRestaurant(request, reply) {
      const { product_type, language_code } = request.query;
      const saved = await addRestaurant(
        db,
        callerOf(request),
        product_type,
        language_code ?? 'es',
        request.body,
      );
      reply.code(201);
      return saved;
    },

    async getRestaurantInformation(request) {
      const product = await findReadableProduct(db, callerOf(request), request.params.id);
      return readRestaurantInformation(requireFamily(product, isGastronomyType));
    },

    updateRestaurantInformation: (r) => updateRestaurantInformation(db, callerOf(r), r.params.id, r.body),

    async deleteRestaurant(request) {
      const files = await deleteRestaurant(
        db,
        callerOf(request),
        request.params.id,
        request.query.product_type,
      );
      await Promise.all(files.map((url) => deps.storage.remove(url)));
      return { message: 'Ok!' };
    },

    saveRestaurantLocation: (r) => saveFirstRestaurantLocation(db, callerOf(r), r.params.id, r.body),

    listRestaurantLocations: (r) => listRestaurantLocations(db, callerOf(r), r.params.id),

    async createRestaurantLocation(request, reply) {
      const added = await addRestaurantLocation(db, callerOf(request), request.params.id, request.body);
      reply.code(201);
      return added;
    },

    updateRestaurantLocation: (r) =>
      updateRestaurantLocation(db, callerOf(r), r.params.id, r.params.locationId, r.body),

    deleteRestaurantLocation: (r) =>
      removeRestaurantLocation(db, callerOf(r), r.params.id, r.params.locationId),

    listRestaurantMenu: (r) => listMenu(db, callerOf(r), r.params.id, r.query.language_code ?? 'es'),

    getRestaurantMenuItem: (r) =>
      readMenuItem(db, callerOf(r), r.params.id, r.params.itemId, r.query.language_code ?? 'es'),

    async createRestaurantMenuItem(request, reply) {
      const added = await addMenuItem(request, deps, callerOf(request), request.params.id);
      reply.code(201);
      return added;
    },

    updateRestaurantMenuItem: (r) => updateMenuItem(r, deps, callerOf(r), r.params.id, r.params.itemId),

    deleteRestaurantMenuItem: (r) => removeMenuItem(deps, callerOf(r), r.params.id, r.params.itemId),

    listRestaurantCatalog: (r) =>
      catalogOf(
        db,
        r.params.kind === 'menu_category' ? 'menu_category' : featureKindOf(r.params.kind),
        r.query.language_code ?? 'es',
      ),
  } satisfies PartialHandlerTable;
}
