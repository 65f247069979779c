import { isAttractionType } from '../../../../../machines/productTypes.ts';
import type { ProductFamilyPlugin } from '../../productFamily.ts';
import { ATTRACTION_STEPS } from './attractionSteps.ts';
import { attractionHandlers } from './attractions.handlers.ts';

/**
 * Attractions (18) at /api/attractions (issue 30): a family of its own in the kinds table, so its paths serve it
 * alone, as /api/hotels does the hotels. Sold by day and ticket; no commission model (the shared commission call
 * answers 400 `commission_not_available` from the kinds table).
 */
export const ATTRACTIONS = {
  name: 'attractions',
  basePath: '/api/attractions',
  serves: isAttractionType,
  operations: {
    status: 'setAttractionStatus',
    commission: 'setAttractionCommission',
    remove: 'deleteAttraction',
    location: { read: 'getAttractionLocation', save: 'saveAttractionLocation' },
    gallery: {
      read: 'getAttractionGallery',
      uploadMainPicture: 'uploadAttractionMainPicture',
      addFiles: 'addAttractionGalleryFiles',
      removeFile: 'deleteAttractionGalleryFile',
      completeStep: 'saveAttractionGalleryStep',
    },
  },
  steps: ATTRACTION_STEPS,
  handlers: attractionHandlers,
} satisfies ProductFamilyPlugin;
