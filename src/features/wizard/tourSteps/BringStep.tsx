import { useLingui } from '@lingui/react/macro';
import { useForm } from '@mantine/form';
import { schemaLimits } from '../../../../openapi/limits.ts';
import type { components } from '../../../../openapi/schema.d.ts';
import { api } from '../../../api/client.ts';
import { unwrap } from '../../../api/errors.ts';
import { StepFormShell } from '../StepFormShell.tsx';
import { defineStep, type StepFormProps } from '../stepDefinition.ts';
import { EntryList } from './EntryList.tsx';
import { tourItemPath } from './thingsToDoPath.ts';

type Bring = components['schemas']['TourBringAdditional'];
type BringValues = Pick<Bring, 'bring' | 'you_will_see' | 'additional_information'>;

const limits = schemaLimits.TourBringAdditional;
const ENTRY_LENGTH = schemaLimits.TourListEntry.maxLength;

/** SPEC §3 Tour: what to bring, what travelers will see, and what else they should know. */
function BringForm({ formId, data, busy, onSubmit }: StepFormProps<Bring, BringValues>) {
  const { t } = useLingui();
  const form = useForm<BringValues>({
    initialValues: {
      bring: data?.bring ?? [],
      you_will_see: data?.you_will_see ?? [],
      additional_information: data?.additional_information ?? [],
    },
  });
  const list = (field: keyof BringValues, label: string) => (
    <EntryList
      label={label}
      value={form.values[field]}
      onChange={(entries) => form.setFieldValue(field, entries)}
      maxItems={limits[field].maxItems}
      maxLength={ENTRY_LENGTH}
      disabled={busy}
    />
  );
  return (
    <StepFormShell formId={formId} form={form} busy={busy} onSubmit={onSubmit}>
      {list('bring', t`Qué llevar`)}
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
