import { useForm } from '@mantine/form';
import { isGastronomyType } from '../../../../../machines/productTypes.ts';
import { tidyWeekSchedule, type WeekSchedule } from '../../../../../machines/weekSchedule.ts';
import type { components } from '../../../../../openapi/schema.d.ts';
import { api } from '../../../../api/client.ts';
import { unwrap } from '../../../../api/errors.ts';
import { StepFormShell } from '../../StepFormShell.tsx';
import { defineStep, productIdOf, type StepContext, type StepFormProps } from '../../stepDefinition.ts';
import { WeekScheduleFields } from '../../weekSchedule/WeekScheduleFields.tsx';
import { weekOnScreen, weekScheduleErrors, weekScheduleInput } from '../../weekSchedule/weekScheduleForm.ts';

type RestaurantSchedule = components['schemas']['RestaurantSchedule'];

interface RestaurantScheduleValues {
  schedule: WeekSchedule;
}

/** SPEC §3 schedule day: the restaurant's opening hours, each weekday scheduled, open 24 hours or closed. */
function RestaurantScheduleForm({
  formId,
  data,
  busy,
  onSubmit,
}: StepFormProps<RestaurantSchedule, RestaurantSchedule>) {
  const form = useForm<RestaurantScheduleValues>({
    initialValues: { schedule: weekOnScreen(data?.schedule) },
    validate: (values) => weekScheduleErrors(values.schedule),
  });
  return (
    <StepFormShell
      formId={formId}
      form={form}
      busy={busy}
      onSubmit={(values) => onSubmit({ schedule: tidyWeekSchedule(values.schedule) })}
    >
      <WeekScheduleFields {...weekScheduleInput(form)} />
    </StepFormShell>
  );
}

/** The restaurant endpoints take its type in their path (the kinds table's); the family list gives this step only its own. */
function schedulePath(request: StepContext) {
  const type = request.productType;
  if (!isGastronomyType(type)) throw new Error(`product type ${type} is not a restaurant`);
  return { params: { path: { id: productIdOf(request), type } } };
}

/** The restaurant's schedule step: its opening hours, the week the attractions share. */
export const restaurantScheduleStep = defineStep<RestaurantSchedule, RestaurantSchedule>({
  load: async (request) =>
    unwrap(await api.GET('/api/food-establishment/schedule/{id}/{type}', schedulePath(request))),
  save: async (request, body) =>
    unwrap(await api.PUT('/api/food-establishment/schedule/{id}/{type}', { ...schedulePath(request), body })),
  Form: RestaurantScheduleForm,
});
