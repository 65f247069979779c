import { useLingui } from '@lingui/react/macro';
import { schemaResolver, useForm } from '@mantine/form';
import * as v from 'valibot';
import { DEFAULT_COMMISSION_MODEL } from '../../../../machines/netAmount.ts';
import type { ThingsToDoType } from '../../../../machines/productTypes.ts';
import * as schemaLimits from '../../../../openapi/limits.ts';
import type { components } from '../../../../openapi/schema.d.ts';
import { api } from '../../../api/client.ts';
import { unwrap } from '../../../api/errors.ts';
import { CountedTextarea } from '../../../ui/CountedTextarea.tsx';
import { CountedTextInput } from '../CountedTextInput.tsx';
import { StepFormShell } from '../StepFormShell.tsx';
import { defineStep, type StepContext, type StepFormProps } from '../stepDefinition.ts';
import { requiredText } from '../stepMessages.ts';

type Information = components['schemas']['ThingsToDoInformation'];
type InformationValues = Required<Pick<Information, 'name' | 'title' | 'description' | 'commission_model'>>;

const limits = schemaLimits.ThingsToDoInformation;

const informationSchema = v.object({
  name: requiredText(limits.name.maxLength),
  title: requiredText(limits.title.maxLength),
  description: requiredText(limits.description.maxLength),
});

const queryOf = (request: StepContext) => ({
  product_type: request.productType as ThingsToDoType,
  language_code: request.language,
});

const bodyOf = (values: InformationValues): Information => ({
  name: values.name.trim(),
  title: values.title.trim(),
  description: values.description.trim(),
  commission_model: values.commission_model,
});

/** SPEC §3 Tour: how the tour, community experience or package is called and what it is. */
function TourInformationForm({
  formId,
  request,
  product,
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
      commission_model:
        data?.commission_model ?? product?.commission_model ?? request.commission ?? DEFAULT_COMMISSION_MODEL,
    },
    validate: schemaResolver(informationSchema, { sync: true }),
  });
  return (
    <StepFormShell formId={formId} form={form} busy={busy} onSubmit={onSubmit}>
      <CountedTextInput
        label={t`Nombre de la experiencia`}
        placeholder={t`Amanecer en Tikal`}
        required
        maxLength={limits.name.maxLength}
        {...form.getInputProps('name')}
      />
      <CountedTextInput
        label={t`Título del anuncio`}
        placeholder={t`Tikal al amanecer con guía local`}
        required
        maxLength={limits.title.maxLength}
        {...form.getInputProps('title')}
      />
      <CountedTextarea
        label={t`Descripción`}
        placeholder={t`Cuéntales a los viajeros qué vivirán`}
        required
        maxLength={limits.description.maxLength}
        minRows={5}
        {...form.getInputProps('description')}
      />
    </StepFormShell>
  );
}

/** Step 1 of the things to do: saving it without an id creates the product (SPEC §7 POST create). */
export const tourInformationStep = defineStep<Information, InformationValues>({
  load: async (request) =>
    unwrap(
      await api.GET('/api/thingsToDo/{id}', {
        params: { path: { id: request.id ?? '' }, query: queryOf(request) },
      }),
    ),
  save: async (request, values) => {
    const query = queryOf(request);
    if (request.mode === 'create' || request.id === null) {
      return unwrap(await api.POST('/api/thingsToDo', { params: { query }, body: bodyOf(values) }));
    }
    return unwrap(
      await api.PUT('/api/thingsToDo/{id}', {
        params: { path: { id: request.id }, query },
        body: bodyOf(values),
      }),
    );
  },
  Form: TourInformationForm,
});
