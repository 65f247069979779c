import { isGastronomyType } from '../../../../../machines/productTypes.ts';
import type { ProductFamilyPlugin } from '../../productFamily.ts';
import { gastronomyHandlers } from './gastronomy.handlers.ts';
import { GASTRONOMY_STEPS } from './restaurantSteps.ts';

/**
 * Restaurants (68) at /api/food-establishment (SPEC §7's path constant): no calendar, no cancellation policy and no
 * commission model (the kinds table; the shared commission call answers 400 `commission_not_available`). Its menu and
 * its locations are lists whose first item completes their step (SPEC §4); its `location` operations read and save
 * the first location, the product's own.
 */
export const GASTRONOMY = {
  name: 'gastronomy',
  basePath: '/api/food-establishment',
  serves: isGastronomyType,
  operations: {
    status: 'setRestaurantStatus',
    commission: 'setRestaurantCommission',
    remove: 'deleteRestaurant',
    location: { read: 'getRestaurantLocation', save: 'saveRestaurantLocation' },
    gallery: {
      read: 'getRestaurantGallery',
      uploadMainPicture: 'uploadRestaurantMainPicture',
      addFiles: 'addRestaurantGalleryFiles',
      removeFile: 'deleteRestaurantGalleryFile',
      completeStep: 'saveRestaurantGalleryStep',
    },
  },
  steps: GASTRONOMY_STEPS,
  lists: [
    { list: 'listRestaurantMenu', create: 'createRestaurantMenuItem' },
    { list: 'listRestaurantLocations', create: 'createRestaurantLocation' },
  ],
  handlers: gastronomyHandlers,
} satisfies ProductFamilyPlugin;
