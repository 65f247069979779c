import { isThingsToDoType } from '../../../../../machines/productTypes.ts';
import type { ProductFamilyPlugin } from '../../productFamily.ts';
import { thingsToDoHandlers } from './thingsToDo.handlers.ts';
import { THINGS_TO_DO_STEPS } from './thingsToDoSteps.ts';

/** Things to do (tours, community tourism, tourist packages) at /api/thingsToDo (issue 16). */
export const THINGS_TO_DO = {
  name: 'thingsToDo',
  basePath: '/api/thingsToDo',
  serves: isThingsToDoType,
  operations: {
    status: 'setThingToDoStatus',
    commission: 'setThingToDoCommission',
    remove: 'deleteThingToDo',
    location: { read: 'getThingToDoLocation', save: 'saveThingToDoLocation' },
    gallery: {
      read: 'getThingToDoGallery',
      uploadMainPicture: 'uploadThingToDoMainPicture',
      addFiles: 'addThingToDoGalleryFiles',
      removeFile: 'deleteThingToDoGalleryFile',
      completeStep: 'saveThingToDoGalleryStep',
    },
  },
  steps: THINGS_TO_DO_STEPS,
  handlers: thingsToDoHandlers,
} satisfies ProductFamilyPlugin;
