import { api } from '../../../api/client.ts';
import { unwrap } from '../../../api/errors.ts';
import { defineStep } from '../stepDefinition.ts';
import { AvailabilityForm, type AvailabilityValues } from './AvailabilityForm.tsx';
import { tourItemPath } from './thingsToDoPath.ts';

/** Step 6: the days the tour departs (SPEC §3, §4). */
export const availabilityStep = defineStep<AvailabilityValues, AvailabilityValues>({
  load: async (request) =>
    unwrap(await api.GET('/api/thingsToDo/availability/{id}/{languageCode}/{type}', tourItemPath(request))),
  save: async (request, body) =>
    unwrap(
      await api.PUT('/api/thingsToDo/availability/{id}/{languageCode}/{type}', {
        ...tourItemPath(request),
        body,
      }),
    ),
  Form: AvailabilityForm,
});
