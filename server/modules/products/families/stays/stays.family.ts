import { isAccommodationType } from '../../../../../machines/productTypes.ts';
import type { ProductFamilyPlugin } from '../../productFamily.ts';
import { STAY_STEPS } from './staySteps.ts';
import { stayHandlers } from './stays.handlers.ts';

/**
 * Stays (vacation rental, private room, unique stay) at /api/accommodation. The accommodation paths serve every
 * accommodation type of the kinds table, hotels and hostels too, until their family (with rooms) takes them.
 */
export const STAYS = {
  name: 'stays',
  basePath: '/api/accommodation',
  serves: isAccommodationType,
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
  handlers: (deps) => stayHandlers(deps, isAccommodationType),
} satisfies ProductFamilyPlugin;
