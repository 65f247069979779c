import { isStayType } from '../../../../../machines/productTypes.ts';
import type { ProductFamilyPlugin } from '../../productFamily.ts';
import { STAY_STEPS } from './staySteps.ts';
import { stayHandlers } from './stays.handlers.ts';

/**
 * Stays (vacation rental, private room, unique stay) at /api/accommodation. Hotels and hostels are the hotels
 * family's (/api/hotels, with their rooms): here they answer 404 like another family's products.
 */
export const STAYS = {
  name: 'stays',
  basePath: '/api/accommodation',
  serves: isStayType,
  operations: {
    status: 'setAccommodationStatus',
    commission: 'setAccommodationCommission',
    remove: 'deleteAccommodation',
    location: { read: 'getAccommodationLocation', save: 'saveAccommodationLocation' },
    gallery: {
      read: 'getAccommodationGallery',
      uploadMainPicture: 'uploadAccommodationMainPicture',
      addFiles: 'addAccommodationGalleryFiles',
      removeFile: 'deleteAccommodationGalleryFile',
      completeStep: 'saveAccommodationGalleryStep',
    },
  },
  steps: STAY_STEPS,
  handlers: (deps) => stayHandlers(deps, isStayType),
} satisfies ProductFamilyPlugin;
