import { useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import * as v from 'valibot';
import * as schemaLimits from '../../../../../openapi/limits.ts';
import type { components } from '../../../../../openapi/schema.d.ts';
import { api } from '../../../../api/client.ts';
import { unwrap } from '../../../../api/errors.ts';
import { CountedTextarea } from '../../../../ui/CountedTextarea.tsx';
import { CountedTextInput } from '../../CountedTextInput.tsx';
import { StepFormShell } from '../../StepFormShell.tsx';
import { defineStep, type StepContext, type StepFormProps } from '../../stepDefinition.ts';
import { requiredText } from '../../stepMessages.ts';
import { attractionTypeOf } from './attractionRequests.ts';
import { saveShowingFieldErrors, useServerFieldErrors } from './serverFieldErrors.ts';

type Information = components['schemas']['AttractionInformation'];
type InformationValues = Pick<Information, 'name' | 'title' | 'description'>;

const limits = schemaLimits.AttractionInformation;
const FIELDS = ['name', 'title', 'description'] as const;

const informationSchema = v.object({
  name: requiredText(limits.name.maxLength),
  title: requiredText(limits.title.maxLength),
  description: requiredText(limits.description.maxLength),
});

const queryOf = (request: StepContext) => ({
  product_type: attractionTypeOf(request),
  language_code: request.language,
});

/** The texts as stored: trimmed. An attraction has no commission model to send (SPEC §6, §9). */
const bodyOf = (values: InformationValues): Information => ({
  name: values.name.trim(),
  title: values.title.trim(),
  description: values.description.trim(),
});

/** SPEC §3: how the attraction is called, its listing's title and what visitors find there. */
function AttractionInformationForm({
  formId,
  data,
  busy,
  onSubmit,
}: StepFormProps<Information, InformationValues>) {
  const { t } = useLingui();
  const form = useForm<InformationValues>({
    initialValues: {
      name: data?.name ?? '',
      title: data?.title ?? '',
      description: data?.description ?? '',
    },
    validate: schemaResolver(informationSchema, { sync: true }),
  });
  useServerFieldErrors(form.setFieldError, FIELDS);
  return (
    <StepFormShell formId={formId} form={form} busy={busy} onSubmit={onSubmit}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CountedTextInput
          label={t`Nombre de la atracción`}
          placeholder={t`Mariposario del Lago`}
          required
          maxLength={limits.name.maxLength}
          {...form.getInputProps('name')}
        />
        <CountedTextInput
          label={t`Título del anuncio`}
          placeholder={t`Mariposas y miradores junto al lago`}
          required
          maxLength={limits.title.maxLength}
          {...form.getInputProps('title')}
        />
      </SimpleGrid>
      <CountedTextarea
        label={t`Descripción`}
        placeholder={t`Cuéntales a los visitantes qué encontrarán y qué hace especial el lugar`}
        required
        maxLength={limits.description.maxLength}
        minRows={5}
        {...form.getInputProps('description')}
      />
    </StepFormShell>
  );
}

/** Step 1 of an attraction: saving it without an id creates the attraction (SPEC §7 POST create). */
export const attractionInformationStep = defineStep<Information, InformationValues>({
  load: async (request) =>
    unwrap(
      await api.GET('/api/attractions/{id}', {
        params: { path: { id: request.id ?? '' }, query: queryOf(request) },
      }),
    ),
  save: (request, values) =>
    saveShowingFieldErrors(async () => {
      const query = queryOf(request);
      if (request.mode === 'create' || request.id === null) {
        return unwrap(await api.POST('/api/attractions', { params: { query }, body: bodyOf(values) }));
      }
      return unwrap(
        await api.PUT('/api/attractions/{id}', {
          params: { path: { id: request.id }, query },
          body: bodyOf(values),
        }),
      );
    }),
  Form: AttractionInformationForm,
});
