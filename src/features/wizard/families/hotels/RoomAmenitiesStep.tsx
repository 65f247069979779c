import { useLingui } from '@lingui/react/macro';
import { useForm } from '@mantine/form';
import type { components } from '../../../../../openapi/schema.d.ts';
import { api } from '../../../../api/client.ts';
import { unwrap } from '../../../../api/errors.ts';
import { StepFormShell } from '../../StepFormShell.tsx';
import { defineStep, type StepContext, type StepFormProps } from '../../stepDefinition.ts';
import { CatalogChecklist } from './CatalogChecklist.tsx';

type RoomAmenities = components['schemas']['HotelRoomAmenities'];
type RoomType = components['schemas']['HotelRoomType'];

interface RoomAmenitiesValues {
  assigned: string[];
}

function RoomAmenitiesForm({
  formId,
  data,
  busy,
  onSubmit,
}: StepFormProps<RoomAmenities, RoomAmenitiesValues>) {
  const { t } = useLingui();
  const amenities = data?.amenities ?? [];
  const form = useForm<RoomAmenitiesValues>({
    initialValues: { assigned: amenities.filter((item) => item.assigned).map((item) => item._id) },
  });
  return (
    <StepFormShell formId={formId} form={form} busy={busy} onSubmit={onSubmit}>
      <CatalogChecklist
        title={t`Comodidades de la habitación`}
        items={amenities}
        inputProps={form.getInputProps('assigned')}
      />
    </StepFormShell>
  );
}

const path = (request: StepContext) => ({
  params: {
    path: { id: request.id ?? '', languageCode: request.language, type: request.productType as RoomType },
  },
});

/** A room's amenities, from the hotels' catalogue (air conditioning, safe, lockers…). */
export const roomAmenitiesStep = defineStep<RoomAmenities, RoomAmenitiesValues>({
  load: async (request) =>
    unwrap(await api.GET('/api/hotels/room-amenities/{id}/{languageCode}/{type}', path(request))),
  save: async (request, values) =>
    unwrap(
      await api.PUT('/api/hotels/room-amenities/{id}/{languageCode}/{type}', {
        ...path(request),
        body: values,
      }),
    ),
  Form: RoomAmenitiesForm,
});
