import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Switch } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import * as schemaLimits from '../../../../../openapi/limits.ts';
import type { components } from '../../../../../openapi/schema.d.ts';
import { languagesQuery } from '../../../../api/catalogQueries.ts';
import { api } from '../../../../api/client.ts';
import { unwrap } from '../../../../api/errors.ts';
import { NumberInputAfterDraw } from '../../../../ui/NumberInputAfterDraw.tsx';
import { StepFormShell } from '../../StepFormShell.tsx';
import { defineStep, type StepFormProps } from '../../stepDefinition.ts';
import { rangeOf, say, sayRange, wholeNumberIn } from '../../stepMessages.ts';
import { CatalogCheckboxes } from './CatalogCheckboxes.tsx';
import { reportingRefusals, useRefusalsOnFields } from './fieldRefusals.ts';
import { guideMessages } from './guideMessages.ts';
import { guideCatalogQuery, guideExtrasPath } from './guideRequests.ts';

type Extras = components['schemas']['GuideAdditionalInformation'];

interface ExtrasValues {
  vehicle: boolean;
  /** NumberInputs hold '' while empty. */
  before_booking: number | string;
  max_traveler: number | string;
  expertise: string[];
  categories: string[];
  languages: string[];
}

const limits = schemaLimits.GuideAdditionalInformation;
/** SPEC §9: days of notice (default 1) and at most 30 travelers with one guide, as the contract says. */
const BEFORE_BOOKING = rangeOf(limits.before_booking);
const TRAVELERS = rangeOf(limits.max_traveler);

const atLeastOne = (words: Parameters<typeof say>[0]) => v.pipe(v.array(v.string()), v.nonEmpty(say(words)));

const extrasSchema = v.object({
  before_booking: wholeNumberIn(...BEFORE_BOOKING),
  max_traveler: wholeNumberIn(...TRAVELERS),
  categories: atLeastOne(guideMessages.chooseCategory),
  languages: atLeastOne(guideMessages.chooseLanguage),
});

const bodyOf = (values: ExtrasValues): Extras => ({
  vehicle: values.vehicle,
  before_booking: Number(values.before_booking),
  max_traveler: Number(values.max_traveler),
  expertise: values.expertise,
  categories: values.categories,
  languages: values.languages,
});

/** SPEC §3 Guide extras: vehicle, notice, group size, and what the guide knows, is and speaks. */
function GuideExtrasForm({ formId, request, data, busy, onSubmit }: StepFormProps<Extras, Extras>) {
  const { t } = useLingui();
  const expertise = useQuery(guideCatalogQuery('expertise', request.language));
  const categories = useQuery(guideCatalogQuery('category', request.language));
  const languages = useQuery(languagesQuery(request.language));
  const form = useForm<ExtrasValues>({
    initialValues: {
      vehicle: data?.vehicle ?? false,
      before_booking: data?.before_booking ?? 1,
      max_traveler: data?.max_traveler ?? 1,
      expertise: data?.expertise ?? [],
      categories: data?.categories ?? [],
      languages: data?.languages ?? [],
    },
    validate: schemaResolver(extrasSchema, { sync: true }),
  });
  useRefusalsOnFields(form, {
    before_booking: sayRange(...BEFORE_BOOKING),
    max_traveler: sayRange(...TRAVELERS),
  });
  const checklist = (field: 'expertise' | 'categories' | 'languages') => ({
    value: form.values[field],
    onChange: (ids: string[]) => form.setFieldValue(field, ids),
    error: form.errors[field],
    maxItems: limits[field].maxItems,
  });

  return (
    <StepFormShell formId={formId} form={form} busy={busy} onSubmit={(values) => onSubmit(bodyOf(values))}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInputAfterDraw
          label={t`Máximo de viajeros por reserva`}
          description={t`Hasta ${TRAVELERS[1]} personas con un mismo guía`}
          required
          min={TRAVELERS[0]}
          max={TRAVELERS[1]}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('max_traveler')}
        />
        <NumberInputAfterDraw
          label={t`Días de anticipación para reservar`}
          description={t`0 si aceptas reservas para el mismo día`}
          required
          min={BEFORE_BOOKING[0]}
          max={BEFORE_BOOKING[1]}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('before_booking')}
        />
      </SimpleGrid>
      <Switch
        label={t`Transporte en vehículo propio`}
        description={t`El guía lleva a los viajeros en su propio vehículo`}
        {...form.getInputProps('vehicle', { type: 'checkbox' })}
      />
      <CatalogCheckboxes
        label={t`Categorías`}
        description={t`Qué tipo de guía eres`}
        required
        catalog={categories}
        {...checklist('categories')}
      />
      <CatalogCheckboxes
        label={t`Idiomas`}
        description={t`Los idiomas en los que guías`}
        required
        catalog={languages}
        {...checklist('languages')}
      />
      <CatalogCheckboxes
        label={t`Especialidades (opcional)`}
        description={t`Los temas que mejor conoces`}
        catalog={expertise}
        {...checklist('expertise')}
      />
    </StepFormShell>
  );
}

/** Step 2 of a guide (SPEC §7 "guide info, extras {base}/{id}/{lang}/{type}"). */
export const guideExtrasStep = defineStep<Extras, Extras>({
  load: async (request) =>
    unwrap(
      await api.GET(
        '/api/bookAGuide/information-additional/{id}/{languageCode}/{type}',
        guideExtrasPath(request),
      ),
    ),
  save: async (request, body) =>
    reportingRefusals(async () =>
      unwrap(
        await api.PUT('/api/bookAGuide/information-additional/{id}/{languageCode}/{type}', {
          ...guideExtrasPath(request),
          body,
        }),
      ),
    ),
  Form: GuideExtrasForm,
});
