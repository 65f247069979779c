import type { components } from '../../../../openapi/schema.d.ts';
import { api } from '../../../api/client.ts';
import { unwrap } from '../../../api/errors.ts';
import { defineStep } from '../stepDefinition.ts';
import type { ItineraryValues } from './ItineraryForm.tsx';
import { ItineraryStepForm } from './ItineraryStepForm.tsx';
import { tourItemPath } from './thingsToDoPath.ts';

type TourItinerary = components['schemas']['TourItinerary'];

/** The stored itinerary as the form starts from it: nothing stored yet starts with no duration chosen. */
const valuesOf = (stored: TourItinerary): ItineraryValues => ({
  duration_type: stored.duration_type,
  time_duration: stored.time_duration,
  flexible_schedules: stored.flexible_schedules,
  days: stored.days,
});

/** Step 7: the tour's itinerary (SPEC §3, §4, §5), composed through the itinerary machine. */
export const itineraryStep = defineStep<ItineraryValues, ItineraryValues>({
  load: async (request) =>
    valuesOf(
      unwrap(await api.GET('/api/thingsToDo/itinerary/{id}/{languageCode}/{type}', tourItemPath(request))),
    ),
  save: async (request, body) =>
    unwrap(
      await api.PUT('/api/thingsToDo/itinerary/{id}/{languageCode}/{type}', {
        ...tourItemPath(request),
        body,
      }),
    ),
  Form: ItineraryStepForm,
});
