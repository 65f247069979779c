import type { components } from '../../../../../openapi/schema.d.ts';
import { api } from '../../../../api/client.ts';
import { unwrap } from '../../../../api/errors.ts';
import { defineStep, type StepDefinition } from '../../stepDefinition.ts';
import { bringStep } from '../../tourSteps/BringStep.tsx';
import { attractionItemPath } from './attractionRequests.ts';
import { saveShowingFieldErrors } from './serverFieldErrors.ts';

type Bring = components['schemas']['AttractionBringAdditional'];
type BringValues = Pick<Bring, 'bring' | 'you_will_see' | 'additional_information'>;
type TourBring = components['schemas']['TourBringAdditional'];

/**
 * The tours' form: an attraction's step holds the same three lists (what visitors bring, what they will see, what
 * else to know), with the tour's limits, and asks the same answer when nothing needs bringing. Typed as the tours'
 * step it is, so the step below fails to compile if the two contracts' lists part ways.
 */
const BringForm = bringStep.Form as StepDefinition<
  TourBring,
  Pick<TourBring, 'bring' | 'you_will_see' | 'additional_information'>
>['Form'];

/** Step 4 of an attraction (SPEC §7 items by {id}/{language}/{type}): blank entries never reach the list. */
export const attractionBringStep = defineStep<Bring, BringValues>({
  load: async (request) =>
    unwrap(
      await api.GET(
        '/api/attractions/bring-additional/{id}/{languageCode}/{type}',
        attractionItemPath(request),
      ),
    ),
  save: (request, body) =>
    saveShowingFieldErrors(async () =>
      unwrap(
        await api.PUT('/api/attractions/bring-additional/{id}/{languageCode}/{type}', {
          ...attractionItemPath(request),
          body,
        }),
      ),
    ),
  Form: BringForm,
});
