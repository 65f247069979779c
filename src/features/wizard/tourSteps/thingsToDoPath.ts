import type { ThingsToDoType } from '../../../../machines/productTypes.ts';
import type { StepContext } from '../stepDefinition.ts';
import { productIdOf } from '../stepDefinition.ts';

/** {id}/{languageCode}/{type} of the tour steps' endpoints (SPEC §7 "tour items by {id}/{language}/{type}"). */
export const tourItemPath = (request: StepContext) => ({
  params: {
    path: {
      id: productIdOf(request),
      languageCode: request.language,
      type: request.productType as ThingsToDoType,
    },
  },
});
