import { useLingui } from '@lingui/react/macro';
import { Radio, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import * as v from 'valibot';
import type { components } from '../../../../openapi/schema.d.ts';
import { api } from '../../../api/client.ts';
import { unwrap } from '../../../api/errors.ts';
import { StepFormShell } from '../StepFormShell.tsx';
import { defineStep, type StepFormProps } from '../stepDefinition.ts';
import { stepMessages as m, say } from '../stepMessages.ts';

type Features = components['schemas']['AccommodationFeatures'];
type AreasHouse = Features['areas_house'];

export interface FeatureValues {
  distribution_of_level: boolean;
  flat_surface: boolean;
  exclusive: boolean;
  auto_booking: boolean;
  /** A radio group holds its value as text. */
  areas_house: string | null;
}

const featureSchema = v.object({
  distribution_of_level: v.boolean(),
  flat_surface: v.boolean(),
  exclusive: v.boolean(),
  auto_booking: v.boolean(),
  areas_house: v.picklist(['1', '2', '3'], say(m.required)),
});

type SwitchField = Exclude<keyof FeatureValues, 'areas_house'>;

function FeatureForm({ formId, data, busy, onSubmit }: StepFormProps<Features, FeatureValues>) {
  const { t } = useLingui();
  const form = useForm<FeatureValues>({
    initialValues: {
      distribution_of_level: data?.distribution_of_level ?? false,
      flat_surface: data?.flat_surface ?? false,
      exclusive: data?.exclusive ?? false,
      auto_booking: data?.auto_booking ?? false,
      areas_house: data?.areas_house ? String(data.areas_house) : null,
    },
    validate: schemaResolver(featureSchema, { sync: true }),
  });

  const switches: { field: SwitchField; label: string; description: string }[] = [
    {
      field: 'distribution_of_level',
      label: t`Todo en un mismo nivel`,
      description: t`El alojamiento no tiene escaleras entre sus ambientes.`,
    },
    {
      field: 'flat_surface',
      label: t`Acceso sobre superficie plana`,
      description: t`Se llega a la entrada sin escalones, apto para sillas de ruedas y equipaje con ruedas.`,
    },
    {
      field: 'exclusive',
      label: t`Uso exclusivo`,
      description: t`Los huéspedes tienen el espacio solo para ellos, sin compartirlo con otras personas.`,
    },
    {
      field: 'auto_booking',
      label: t`Reserva inmediata`,
      description: t`Las reservas se confirman solas, sin esperar tu aprobación.`,
    },
  ];
  const areas: { value: `${AreasHouse}`; label: string; description: string }[] = [
    { value: '1', label: t`Alojamiento entero`, description: t`Los huéspedes tienen todo el lugar.` },
    {
      value: '2',
      label: t`Habitación privada`,
      description: t`Una habitación propia; otras áreas se comparten.`,
    },
    {
      value: '3',
      label: t`Habitación compartida`,
      description: t`Duermen en un espacio compartido con otras personas.`,
    },
  ];

  return (
    <StepFormShell formId={formId} form={form} busy={busy} onSubmit={onSubmit}>
      <Radio.Group
        label={t`¿Qué espacio reservan los huéspedes?`}
        required
        {...form.getInputProps('areas_house')}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
          {areas.map((area) => (
            <Radio.Card key={area.value} value={area.value} p="md" radius="md" aria-label={area.label}>
              <Stack gap={4}>
                <Radio.Indicator />
                <Text fw={600}>{area.label}</Text>
                <Text size="sm" c="dimmed">
                  {area.description}
                </Text>
              </Stack>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      <Stack gap="md">
        {switches.map(({ field, label, description }) => (
          <Switch
            key={field}
            label={label}
            description={description}
            {...form.getInputProps(field, { type: 'checkbox' })}
          />
        ))}
      </Stack>
    </StepFormShell>
  );
}

/** Step 3: how the place is laid out and booked (SPEC §3 Features). */
export const featureStep = defineStep<Features, FeatureValues>({
  load: async (request) =>
    unwrap(await api.GET('/api/accommodation/features/{id}', { params: { path: { id: request.id ?? '' } } })),
  save: async (request, values) =>
    unwrap(
      await api.PUT('/api/accommodation/features/{id}', {
        params: { path: { id: request.id ?? '' } },
        body: {
          distribution_of_level: values.distribution_of_level,
          flat_surface: values.flat_surface,
          exclusive: values.exclusive,
          auto_booking: values.auto_booking,
          areas_house: Number(values.areas_house) as AreasHouse,
        },
      }),
    ),
  Form: FeatureForm,
});
