import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import * as v from 'valibot';
import { DEFAULT_COMMISSION_MODEL } from '../../../../../machines/netAmount.ts';
import * as schemaLimits from '../../../../../openapi/limits.ts';
import type { components } from '../../../../../openapi/schema.d.ts';
import { api } from '../../../../api/client.ts';
import { unwrap } from '../../../../api/errors.ts';
import { CountedTextarea } from '../../../../ui/CountedTextarea.tsx';
import { NumberInputAfterDraw } from '../../../../ui/NumberInputAfterDraw.tsx';
import { CountedTextInput } from '../../CountedTextInput.tsx';
import { StepFormShell } from '../../StepFormShell.tsx';
import { defineStep, type StepContext, type StepFormProps } from '../../stepDefinition.ts';
import {
  stepMessages as m,
  optionalText,
  rangeOf,
  requiredText,
  say,
  sayRange,
  wholeNumberIn,
} from '../../stepMessages.ts';
import { reportingRefusals, useRefusalsOnFields } from './fieldRefusals.ts';
import { guideMessages } from './guideMessages.ts';
import { guideTypeOf } from './guideRequests.ts';

type GuideInformation = components['schemas']['GuideInformation'];

interface InformationValues {
  name: string;
  title: string;
  description: string;
  /** A NumberInput holds '' while empty. */
  age: number | string;
  year_experience: number | string;
  professional_licence: string;
  coberage_area: string;
  commission_model: 1 | 2;
}

const limits = schemaLimits.GuideInformation;
/** SPEC §9: a guide is at least 18; the contract's range. */
const AGE = rangeOf(limits.age);
const EXPERIENCE = rangeOf(limits.year_experience);

const informationSchema = v.object({
  name: requiredText(limits.name.maxLength),
  title: requiredText(limits.title.maxLength),
  description: requiredText(limits.description.maxLength),
  age: v.pipe(
    v.number(say(m.required)),
    v.integer(say(m.wholeNumber)),
    // Under the minimum the person learns why, not only the range.
    v.minValue(AGE[0], say(guideMessages.tooYoung)),
    v.maxValue(AGE[1], sayRange(...AGE)),
  ),
  year_experience: wholeNumberIn(...EXPERIENCE),
  professional_licence: optionalText(limits.professional_licence.maxLength),
  coberage_area: requiredText(limits.coberage_area.maxLength),
});

const bodyOf = (values: InformationValues): GuideInformation => ({
  name: values.name.trim(),
  title: values.title.trim(),
  description: values.description.trim(),
  age: Number(values.age),
  year_experience: Number(values.year_experience),
  professional_licence: values.professional_licence.trim(),
  coberage_area: values.coberage_area.trim(),
  commission_model: values.commission_model,
});

const queryOf = (request: StepContext) => ({
  product_type: guideTypeOf(request),
  language_code: request.language,
});

/** SPEC §3 Guide: who the guide is (name, age, experience, licence, where they work) and how the listing reads. */
function GuideInformationForm({
  formId,
  request,
  product,
  data,
  busy,
  onSubmit,
}: StepFormProps<GuideInformation, GuideInformation>) {
  const { t } = useLingui();
  const form = useForm<InformationValues>({
    initialValues: {
      name: data?.name ?? '',
      title: data?.title ?? '',
      description: data?.description ?? '',
      age: data?.age ?? '',
      year_experience: data?.year_experience ?? '',
      professional_licence: data?.professional_licence ?? '',
      coberage_area: data?.coberage_area ?? '',
      commission_model:
        data?.commission_model ?? product?.commission_model ?? request.commission ?? DEFAULT_COMMISSION_MODEL,
    },
    validate: schemaResolver(informationSchema, { sync: true }),
  });
  useRefusalsOnFields(form, { age: say(guideMessages.tooYoung), year_experience: sayRange(...EXPERIENCE) });

  return (
    <StepFormShell formId={formId} form={form} busy={busy} onSubmit={(values) => onSubmit(bodyOf(values))}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CountedTextInput
          label={t`Nombre del guía`}
          placeholder="Lucía Chávez"
          required
          autoComplete="name"
          maxLength={limits.name.maxLength}
          {...form.getInputProps('name')}
        />
        <CountedTextInput
          label={t`Título del anuncio`}
          placeholder={t`Antigua a pie con una guía local`}
          required
          maxLength={limits.title.maxLength}
          {...form.getInputProps('title')}
        />
      </SimpleGrid>
      <CountedTextarea
        label={t`Descripción`}
        placeholder={t`Cuéntales a los viajeros cómo son tus recorridos y qué aprenderán contigo`}
        required
        maxLength={limits.description.maxLength}
        minRows={5}
        {...form.getInputProps('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberInputAfterDraw
          label={t`Edad`}
          description={t`Desde ${AGE[0]} años`}
          required
          min={AGE[0]}
          max={AGE[1]}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('age')}
        />
        <NumberInputAfterDraw
          label={t`Años de experiencia`}
          required
          min={EXPERIENCE[0]}
          max={EXPERIENCE[1]}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('year_experience')}
        />
        <TextInput
          label={t`Licencia profesional (opcional)`}
          description={t`El número de tu licencia de guía, si la tienes`}
          placeholder="INGUAT-4471"
          maxLength={limits.professional_licence.maxLength}
          {...form.getInputProps('professional_licence')}
        />
      </SimpleGrid>
      <CountedTextarea
        label={t`Zona de cobertura`}
        placeholder={t`Antigua Guatemala, Sacatepéquez y el lago de Atitlán`}
        required
        minRows={2}
        maxLength={limits.coberage_area.maxLength}
        {...form.getInputProps('coberage_area')}
      />
    </StepFormShell>
  );
}

/** Step 1 of a guide: saving it without an id creates the guide (SPEC §7 POST create) with its commission model. */
export const guideInformationStep = defineStep<GuideInformation, GuideInformation>({
  load: async (request) =>
    unwrap(
      await api.GET('/api/bookAGuide/{id}', {
        params: { path: { id: request.id ?? '' }, query: queryOf(request) },
      }),
    ),
  save: async (request, body) => {
    const query = queryOf(request);
    const id = request.mode === 'create' ? null : request.id;
    return reportingRefusals(async () =>
      id === null
        ? unwrap(await api.POST('/api/bookAGuide', { params: { query }, body }))
        : unwrap(await api.PUT('/api/bookAGuide/{id}', { params: { path: { id }, query }, body })),
    );
  },
  Form: GuideInformationForm,
});
