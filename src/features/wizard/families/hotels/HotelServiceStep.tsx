import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import * as v from 'valibot';
import type { HotelType } from '../../../../../machines/productTypes.ts';
import * as schemaLimits from '../../../../../openapi/limits.ts';
import type { components } from '../../../../../openapi/schema.d.ts';
import { api } from '../../../../api/client.ts';
import { unwrap } from '../../../../api/errors.ts';
import { CountedTextarea } from '../../../../ui/CountedTextarea.tsx';
import { NativeRadioGroup } from '../../../../ui/NativeRadioGroup.tsx';
import { StepFormShell } from '../../StepFormShell.tsx';
import { defineStep, type StepContext, type StepFormProps } from '../../stepDefinition.ts';
import { optionalText } from '../../stepMessages.ts';
import { CatalogChecklist } from './CatalogChecklist.tsx';

type HotelService = components['schemas']['HotelService'];
type HotelServiceSave = components['schemas']['HotelServiceSave'];
type ServiceOffer = components['schemas']['ServiceOffer'];
type OfferedService = 'breakfast' | 'parking' | 'wifi';

const limits = schemaLimits.HotelServiceSave;

/** SPEC §3 Amenities (hotel/hostel): the three services asked one by one, in the order the step shows them. */
const OFFERED_SERVICES = {
  breakfast: msg`Desayuno`,
  parking: msg`Estacionamiento`,
  wifi: msg`Wifi`,
} as const satisfies Record<OfferedService, MessageDescriptor>;

/** The contract's ServiceOffer: 0 not offered, 1 offered at no cost, 2 offered at an extra cost. */
const OFFERS = {
  0: msg`No se ofrece`,
  1: msg`Sin costo`,
  2: msg`Con costo adicional`,
} as const satisfies Record<ServiceOffer, MessageDescriptor>;

const SERVICE_KEYS = Object.keys(OFFERED_SERVICES) as OfferedService[];
const OFFER_VALUES = Object.keys(OFFERS).map(Number) as ServiceOffer[];
const NOT_OFFERED: ServiceOffer = 0;

export type HotelServiceValues = Required<Omit<HotelServiceSave, 'mg_id' | 'mg_body'>>;

const serviceSchema = v.object({
  warning: optionalText(limits.warning.maxLength),
  arrival_instructions: optionalText(limits.arrival_instructions.maxLength),
});

const hotelType = (request: StepContext) => request.productType as HotelType;

function HotelServiceForm({ formId, data, busy, onSubmit }: StepFormProps<HotelService, HotelServiceValues>) {
  const { t, i18n } = useLingui();
  const services = data?.services ?? [];
  const form = useForm<HotelServiceValues>({
    initialValues: {
      assigned: services.filter((item) => item.assigned).map((item) => item._id),
      breakfast: data?.breakfast ?? NOT_OFFERED,
      parking: data?.parking ?? NOT_OFFERED,
      wifi: data?.wifi ?? NOT_OFFERED,
      warning: data?.warning ?? '',
      arrival_instructions: data?.arrival_instructions ?? '',
    },
    validate: schemaResolver(serviceSchema, { sync: true }),
  });
  const title = t`Servicios e instalaciones`;

  return (
    <StepFormShell formId={formId} form={form} busy={busy} onSubmit={onSubmit}>
      <CatalogChecklist title={title} items={services} inputProps={form.getInputProps('assigned')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {SERVICE_KEYS.map((key) => (
          <NativeRadioGroup
            key={key}
            label={i18n._(OFFERED_SERVICES[key])}
            options={OFFER_VALUES.map((offer) => ({ value: String(offer), label: i18n._(OFFERS[offer]) }))}
            value={String(form.values[key])}
            onChange={(offer) => form.setFieldValue(key, Number(offer) as ServiceOffer)}
            cols={1}
          />
        ))}
      </SimpleGrid>
      <CountedTextarea
        label={t`Advertencias para los huéspedes`}
        placeholder={t`Por ejemplo: el camino de acceso es de terracería`}
        maxLength={limits.warning.maxLength}
        {...form.getInputProps('warning')}
      />
      <CountedTextarea
        label={t`Instrucciones de llegada`}
        placeholder={t`Cómo llegar y dónde estacionar`}
        maxLength={limits.arrival_instructions.maxLength}
        {...form.getInputProps('arrival_instructions')}
      />
    </StepFormShell>
  );
}

/** The service step of a hotel or hostel: its services and facilities, breakfast, parking and wifi, and notes for guests. */
export const hotelServiceStep = defineStep<HotelService, HotelServiceValues>({
  load: async (request) =>
    unwrap(
      await api.GET('/api/hotels/service/{id}/{languageCode}/{type}', {
        params: { path: { id: request.id ?? '', languageCode: request.language, type: hotelType(request) } },
      }),
    ),
  save: async (request, values) =>
    unwrap(
      await api.PUT('/api/hotels/service/{id}/{languageCode}/{type}', {
        params: { path: { id: request.id ?? '', languageCode: request.language, type: hotelType(request) } },
        body: {
          assigned: values.assigned,
          breakfast: values.breakfast,
          parking: values.parking,
          wifi: values.wifi,
          warning: values.warning.trim(),
          arrival_instructions: values.arrival_instructions.trim(),
        },
      }),
    ),
  Form: HotelServiceForm,
});
