import { Trans, useLingui } from '@lingui/react/macro';
import { Fieldset, SimpleGrid, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import * as v from 'valibot';
import { SelectAfterDraw } from '../../../ui/SelectAfterDraw.tsx';
import { StepFormShell } from '../StepFormShell.tsx';
import { defineStep, type StepFormProps } from '../stepDefinition.ts';
import { chosen } from '../stepMessages.ts';
import { BedRows, GuestCapacityInput } from './BedRows.tsx';
import {
  asOptions,
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

export interface CapacityValues {
  capacity_of_people: number | string;
  beds: BedValue[];
  bathroom_id: string | null;
}

const capacityStepSchema = v.object({
  capacity_of_people: capacitySchema,
  beds: bedListSchema,
  bathroom_id: chosen(),
});

function CapacityForm({ formId, data, busy, onSubmit }: StepFormProps<BedroomsData, CapacityValues>) {
  const { t } = useLingui();
  const stored = data?.bedrooms;
  const storedBeds = bedsOf(stored?.bedrooms[0]?.beds);
  const form = useForm<CapacityValues>({
    initialValues: {
      capacity_of_people: stored?.capacity_of_people ?? 1,
      beds: storedBeds.length > 0 ? storedBeds : [emptyBed()],
      bathroom_id: stored?.bathroom_id ?? stored?.bedrooms[0]?.bathroom_id ?? null,
    },
    validate: schemaResolver(capacityStepSchema, { sync: true }),
  });

  return (
    <StepFormShell formId={formId} form={form} busy={busy} onSubmit={onSubmit}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <GuestCapacityInput {...form.getInputProps('capacity_of_people')} />
        <SelectAfterDraw
          label={t`Baño`}
          placeholder={t`Elige una opción`}
          required
          data={asOptions(data?.bathrooms ?? [])}
          {...form.getInputProps('bathroom_id')}
        />
      </SimpleGrid>
      <Fieldset variant="unstyled" legend={<Text fw={600}>{t`Camas de la habitación`}</Text>}>
        <BedRows
          beds={form.values.beds}
          options={asOptions(data?.beds ?? [])}
          room={t`habitación`}
          inputProps={(b, field) => form.getInputProps(`beds.${b}.${field}`)}
          error={form.errors.beds as string | undefined}
          onAdd={() => form.insertListItem('beds', emptyBed())}
          onRemove={(b) => form.removeListItem('beds', b)}
        />
      </Fieldset>
      <Text role="status">
        <Trans>
          Camas: <strong>{bedCount(form.values.beds)}</strong>
        </Trans>
      </Text>
    </StepFormShell>
  );
}

/** Step 4 of the private room: its guests, its beds and its bathroom (one bedroom). */
export const capacityStep = defineStep<BedroomsData, CapacityValues>({
  load: loadBedrooms,
  save: (request, values) => {
    const bathroom = values.bathroom_id ?? '';
    return saveBedrooms(request, {
      capacity_of_people: Number(values.capacity_of_people),
      no_bedroom: 1,
      // The guest of a private room always has a bathroom; its kind says whether it is shared.
      no_bathroom: 1,
      total_bed: bedCount(values.beds),
      bedrooms: [{ beds: bedsToSave(values.beds), bathroom_id: bathroom }],
      bathroom_id: bathroom,
    });
  },
  Form: CapacityForm,
});
