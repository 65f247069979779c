import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Checkbox, Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import * as v from 'valibot';
import { hasCheckinInstructions } from '../../../../machines/productTypes.ts';
import * as schemaLimits from '../../../../openapi/limits.ts';
import type { components } from '../../../../openapi/schema.d.ts';
import { api } from '../../../api/client.ts';
import { unwrap } from '../../../api/errors.ts';
import { CountedTextarea } from '../../../ui/CountedTextarea.tsx';
import { StepFormShell } from '../StepFormShell.tsx';
import { defineStep, type StepFormProps } from '../stepDefinition.ts';
import { optionalText } from '../stepMessages.ts';

type AmenityGroups = components['schemas']['AmenityGroups'];
type AmenityItem = components['schemas']['AmenityItem'];
export type AmenityGroup = keyof AmenityGroups['groups'];

/** SPEC §3 Amenities: the eight groups, in the order the step shows them. */
export const AMENITY_GROUPS = {
  amenities: msg`Comodidades`,
  highlights: msg`Lo más destacado`,
  security: msg`Seguridad`,
  included_prices: msg`Incluido en el precio`,
  house_rules: msg`Reglas de la casa`,
  facilities: msg`Instalaciones`,
  services: msg`Servicios`,
  extra_fees: msg`Cargos adicionales`,
} as const satisfies Record<AmenityGroup, MessageDescriptor>;

const GROUP_KEYS = Object.keys(AMENITY_GROUPS) as AmenityGroup[];
const limits = schemaLimits.AmenitiesSave;

export interface AmenitiesValues {
  assigned: Record<AmenityGroup, string[]>;
  warning: string;
  arrival_instructions: string;
  checkin_instructions: string;
}

const amenitiesSchema = v.object({
  warning: optionalText(limits.warning.maxLength),
  arrival_instructions: optionalText(limits.arrival_instructions.maxLength),
  checkin_instructions: optionalText(limits.checkin_instructions.maxLength),
});

interface AmenityGroupFieldProps {
  title: string;
  items: AmenityItem[];
  value: string[];
  onChange: (value: string[]) => void;
}

/** One group's checkboxes with a select-all that also shows when only some are chosen. */
function AmenityGroupField({ title, items, value, onChange }: AmenityGroupFieldProps) {
  const { t } = useLingui();
  const all = items.length > 0 && items.every((item) => value.includes(item._id));
  const some = items.some((item) => value.includes(item._id));
  return (
    <Fieldset legend={title} radius="md">
      <Stack gap="sm">
        <Checkbox
          label={t`Seleccionar todo`}
          fw={600}
          checked={all}
          indeterminate={some && !all}
          disabled={items.length === 0}
          onChange={() => onChange(all ? [] : items.map((item) => item._id))}
        />
        <Checkbox.Group value={value} onChange={onChange} aria-label={title}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
            {items.map((item) => (
              <Checkbox key={item._id} value={item._id} label={item.name} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t`No hay opciones en este grupo.`}
          </Text>
        ) : null}
      </Stack>
    </Fieldset>
  );
}

function ServiceAmenitiesForm({
  formId,
  request,
  data,
  busy,
  onSubmit,
}: StepFormProps<AmenityGroups, AmenitiesValues>) {
  const { t, i18n } = useLingui();
  const groups = data?.groups;
  const form = useForm<AmenitiesValues>({
    initialValues: {
      assigned: Object.fromEntries(
        GROUP_KEYS.map((key) => [
          key,
          (groups?.[key] ?? []).filter((item) => item.assigned).map((item) => item._id),
        ]),
      ) as Record<AmenityGroup, string[]>,
      warning: data?.warning ?? '',
      arrival_instructions: data?.arrival_instructions ?? '',
      checkin_instructions: data?.checkin_instructions ?? '',
    },
    validate: schemaResolver(amenitiesSchema, { sync: true }),
  });

  return (
    <StepFormShell formId={formId} form={form} busy={busy} onSubmit={onSubmit}>
      {GROUP_KEYS.map((key) => (
        <AmenityGroupField
          key={key}
          title={i18n._(AMENITY_GROUPS[key])}
          items={groups?.[key] ?? []}
          value={form.values.assigned[key]}
          onChange={(value) => form.setFieldValue(`assigned.${key}`, value)}
        />
      ))}
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
      {hasCheckinInstructions(request.productType) ? (
        <CountedTextarea
          label={t`Instrucciones de check-in`}
          placeholder={t`Dónde recoger las llaves y a quién avisar`}
          maxLength={limits.checkin_instructions.maxLength}
          {...form.getInputProps('checkin_instructions')}
        />
      ) : null}
    </StepFormShell>
  );
}

/** Step 5: what the place offers, in eight groups, and what guests should know before arriving. */
export const serviceAmenitiesStep = defineStep<AmenityGroups, AmenitiesValues>({
  load: async (request) =>
    unwrap(
      await api.GET('/api/accommodation/amenities/{id}', {
        params: { path: { id: request.id ?? '' }, query: { language_code: request.language } },
      }),
    ),
  save: async (request, values) =>
    unwrap(
      await api.PUT('/api/accommodation/amenities/{id}', {
        params: { path: { id: request.id ?? '' }, query: { language_code: request.language } },
        body: {
          assigned: GROUP_KEYS.flatMap((key) => values.assigned[key]),
          warning: values.warning.trim(),
          arrival_instructions: values.arrival_instructions.trim(),
          ...(hasCheckinInstructions(request.productType)
            ? { checkin_instructions: values.checkin_instructions.trim() }
            : {}),
        },
      }),
    ),
  Form: ServiceAmenitiesForm,
});
