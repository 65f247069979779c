import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Fieldset, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import * as v from 'valibot';
import { SelectAfterDraw } from '../../../ui/SelectAfterDraw.tsx';
import { StepFormShell } from '../StepFormShell.tsx';
import { defineStep, type StepFormProps } from '../stepDefinition.ts';
import { say, wholeNumberIn } from '../stepMessages.ts';
import { BedRows, GuestCapacityInput } from './BedRows.tsx';
import {
  asOptions,
  BEDROOM_LIMITS,
  type BedroomsData,
  type BedValue,
  bedCount,
  bedListSchema,
  bedsOf,
  bedsToSave,
  capacitySchema,
  emptyBed,
  loadBedrooms,
  saveBedrooms,
} from './bedrooms.ts';
import { CountInput } from './CountInput.tsx';

export interface BedroomValue {
  key: string;
  beds: BedValue[];
  /** The bedroom's own bathroom kind, when it has one. */
  bathroom_id: string | null;
}

export interface RoomsValues {
  capacity_of_people: number | string;
  no_bathroom: number | string;
  bedrooms: BedroomValue[];
}

const maxBeds = BEDROOM_LIMITS.totalBeds;

const roomsMessages = {
  atLeastOneBedroom: msg`Agrega al menos una habitación`,
  tooManyBeds: msg`El alojamiento puede tener como máximo ${maxBeds} camas`,
};

const emptyBedroom = (): BedroomValue => ({ key: randomId(), beds: [emptyBed()], bathroom_id: null });

/** Bedrooms and beds the form shows; the totals are counted from them, never typed. */
export const roomTotals = (bedrooms: readonly { beds: readonly Pick<BedValue, 'no_bed'>[] }[]) => ({
  bedrooms: bedrooms.length,
  beds: bedrooms.reduce((sum, bedroom) => sum + bedCount(bedroom.beds), 0),
});

const roomsSchema = v.object({
  capacity_of_people: capacitySchema,
  no_bathroom: wholeNumberIn(...BEDROOM_LIMITS.bathrooms),
  bedrooms: v.pipe(
    v.array(v.object({ beds: bedListSchema, bathroom_id: v.nullable(v.string()) })),
    v.minLength(1, say(roomsMessages.atLeastOneBedroom)),
    v.maxLength(BEDROOM_LIMITS.bedrooms),
    v.check(
      (bedrooms) => roomTotals(bedrooms).beds <= BEDROOM_LIMITS.totalBeds,
      say(roomsMessages.tooManyBeds),
    ),
  ),
});

function RoomsForm({ formId, data, busy, onSubmit }: StepFormProps<BedroomsData, RoomsValues>) {
  const { t } = useLingui();
  const stored = data?.bedrooms;
  const form = useForm<RoomsValues>({
    initialValues: {
      capacity_of_people: stored?.capacity_of_people ?? 1,
      no_bathroom: stored?.no_bathroom ?? 1,
      bedrooms:
        stored && stored.bedrooms.length > 0
          ? stored.bedrooms.map((bedroom) => ({
              key: randomId(),
              beds: bedsOf(bedroom.beds),
              bathroom_id: bedroom.bathroom_id ?? null,
            }))
          : [emptyBedroom()],
    },
    validate: schemaResolver(roomsSchema, { sync: true }),
  });
  const bedOptions = asOptions(data?.beds ?? []);
  const bathroomOptions = asOptions(data?.bathrooms ?? []);
  const totals = roomTotals(form.values.bedrooms);
  const listError = form.errors.bedrooms;

  return (
    <StepFormShell formId={formId} form={form} busy={busy} onSubmit={onSubmit}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <GuestCapacityInput {...form.getInputProps('capacity_of_people')} />
        <CountInput
          label={t`Número de baños`}
          required
          limits={BEDROOM_LIMITS.bathrooms}
          {...form.getInputProps('no_bathroom')}
        />
      </SimpleGrid>
      <Stack gap="md">
        {form.values.bedrooms.map((bedroom, r) => {
          const n = r + 1;
          const room = t`habitación ${n}`;
          return (
            <Paper key={bedroom.key} withBorder radius="md" p="md">
              <Fieldset variant="unstyled" legend={<Text fw={600}>{t`Habitación ${n}`}</Text>}>
                <Stack gap="sm">
                  <BedRows
                    beds={bedroom.beds}
                    options={bedOptions}
                    room={room}
                    inputProps={(b, field) => form.getInputProps(`bedrooms.${r}.beds.${b}.${field}`)}
                    error={form.errors[`bedrooms.${r}.beds`] as string | undefined}
                    onAdd={() => form.insertListItem(`bedrooms.${r}.beds`, emptyBed())}
                    onRemove={(b) => form.removeListItem(`bedrooms.${r}.beds`, b)}
                  />
                  <Group align="flex-end" justify="space-between">
                    <SelectAfterDraw
                      label={t`Baño de la habitación`}
                      placeholder={t`Sin baño propio`}
                      clearable
                      data={bathroomOptions}
                      style={{ flex: '1 1 220px' }}
                      {...form.getInputProps(`bedrooms.${r}.bathroom_id`)}
                    />
                    <ActionIcon
                      variant="light"
                      color="red"
                      size="lg"
                      aria-label={t`Quitar la ${room}`}
                      onClick={() => form.removeListItem('bedrooms', r)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                </Stack>
              </Fieldset>
            </Paper>
          );
        })}
        {listError ? (
          <Text c="red" size="sm" role="alert">
            {listError}
          </Text>
        ) : null}
        {form.values.bedrooms.length < BEDROOM_LIMITS.bedrooms ? (
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => form.insertListItem('bedrooms', emptyBedroom())}
            >
              <Trans>Agregar habitación</Trans>
            </Button>
          </Group>
        ) : null}
      </Stack>
      <Group gap="xl" role="status" aria-label={t`Totales`}>
        <Text>
          <Trans>
            Habitaciones: <strong>{totals.bedrooms}</strong>
          </Trans>
        </Text>
        <Text>
          <Trans>
            Camas: <strong>{totals.beds}</strong>
          </Trans>
        </Text>
      </Group>
    </StepFormShell>
  );
}

/** Step 4 of the vacation rental and unique stay: guests, bedrooms with their beds, bathrooms. */
export const roomsStep = defineStep<BedroomsData, RoomsValues>({
  load: loadBedrooms,
  save: (request, values) => {
    const totals = roomTotals(values.bedrooms);
    return saveBedrooms(request, {
      capacity_of_people: Number(values.capacity_of_people),
      no_bathroom: Number(values.no_bathroom),
      no_bedroom: totals.bedrooms,
      total_bed: totals.beds,
      bedrooms: values.bedrooms.map((bedroom) => ({
        beds: bedsToSave(bedroom.beds),
        ...(bedroom.bathroom_id ? { bathroom_id: bedroom.bathroom_id } : {}),
      })),
    });
  },
  Form: RoomsForm,
});
