import { useLingui } from '@lingui/react/macro';
import { Checkbox } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import * as schemaLimits from '../../../../openapi/limits.ts';
import type { components } from '../../../../openapi/schema.d.ts';
import { api } from '../../../api/client.ts';
import { unwrap } from '../../../api/errors.ts';
import { StepFormShell } from '../StepFormShell.tsx';
import { defineStep, type StepFormProps, stepWasSaved } from '../stepDefinition.ts';
import { EntryList } from './EntryList.tsx';
import { tourItemPath } from './thingsToDoPath.ts';

type Bring = components['schemas']['TourBringAdditional'];
type BringValues = Pick<Bring, 'bring' | 'you_will_see' | 'additional_information'>;

const limits = schemaLimits.TourBringAdditional;
const ENTRY_LENGTH = schemaLimits.TourListEntry.maxLength;

/** SPEC §3 Tour: what to bring, what travelers will see, and what else they should know. */
function BringForm({ formId, request, product, data, busy, onSubmit }: StepFormProps<Bring, BringValues>) {
  const { t } = useLingui();
  const bring = data?.bring ?? [];
  const form = useForm<BringValues & { nothing_to_bring: boolean }>({
    initialValues: {
      bring,
      you_will_see: data?.you_will_see ?? [],
      additional_information: data?.additional_information ?? [],
      // An empty list saved before was the provider's answer; a new step asks for it.
      nothing_to_bring: bring.length === 0 && stepWasSaved(request, product),
    },
    // "Nothing to bring" is an answer the provider gives, never what an untouched list means.
    validate: {
      bring: (entries, values) =>
        entries.length === 0 && !values.nothing_to_bring
          ? t`Agrega qué llevar o marca que no hace falta llevar nada`
          : null,
    },
  });
  const list = (field: keyof BringValues, label: string, extra?: ReactNode) => (
    <EntryList
      label={label}
      value={form.values[field]}
      onChange={(entries) => {
        form.setFieldValue(field, entries);
        if (field === 'bring' && entries.length > 0) form.setFieldValue('nothing_to_bring', false);
      }}
      maxItems={limits[field].maxItems}
      maxLength={ENTRY_LENGTH}
      disabled={busy}
      error={field === 'bring' ? (form.errors.bring as string | undefined) : undefined}
    >
      {extra}
    </EntryList>
  );
  return (
    <StepFormShell
      formId={formId}
      form={form}
      busy={busy}
      onSubmit={({ nothing_to_bring: _, ...values }) => onSubmit(values)}
    >
      {list(
        'bring',
        t`Qué llevar`,
        form.values.bring.length === 0 ? (
          <Checkbox
            label={t`No hace falta llevar nada`}
            {...form.getInputProps('nothing_to_bring', { type: 'checkbox' })}
            onChange={(event) => {
              form.setFieldValue('nothing_to_bring', event.currentTarget.checked);
              form.clearFieldError('bring');
            }}
          />
        ) : undefined,
      )}
      {list('you_will_see', t`Qué verás`)}
      {list('additional_information', t`Información adicional`)}
    </StepFormShell>
  );
}

/** Step 4 of the things to do (SPEC §7 "tour items by {id}/{language}/{type}"). */
export const bringStep = defineStep<Bring, BringValues>({
  load: async (request) =>
    unwrap(
      await api.GET('/api/thingsToDo/bring-additional/{id}/{languageCode}/{type}', tourItemPath(request)),
    ),
  save: async (request, body) =>
    unwrap(
      await api.PUT('/api/thingsToDo/bring-additional/{id}/{languageCode}/{type}', {
        ...tourItemPath(request),
        body,
      }),
    ),
  Form: BringForm,
});
