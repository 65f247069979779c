import { isGuideType } from '../../../../../machines/productTypes.ts';
import type { ProductFamilyPlugin } from '../../productFamily.ts';
import { GUIDE_STEPS } from './guideSteps.ts';
import { guideHandlers } from './guides.handlers.ts';

/** Book a guide (16) at /api/bookAGuide (SPEC §7; issue 30): sold by the hour or the day, booked by the day. */
export const GUIDES = {
  name: 'guides',
  basePath: '/api/bookAGuide',
  serves: isGuideType,
  operations: {
    status: 'setGuideStatus',
    commission: 'setGuideCommission',
    remove: 'deleteGuide',
    location: { read: 'getGuideLocation', save: 'saveGuideLocation' },
    gallery: {
      read: 'getGuideGallery',
      uploadMainPicture: 'uploadGuideMainPicture',
      addFiles: 'addGuideGalleryFiles',
      removeFile: 'deleteGuideGalleryFile',
      completeStep: 'saveGuideGalleryStep',
    },
  },
  steps: GUIDE_STEPS,
  handlers: guideHandlers,
} satisfies ProductFamilyPlugin;
