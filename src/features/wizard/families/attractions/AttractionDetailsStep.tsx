import { useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
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
import { chosen, stepMessages as m, rangeOf, say, wholeNumberIn } from '../../stepMessages.ts';
import { attractionCatalogQuery, attractionItemPath } from './attractionRequests.ts';
import { CatalogChecklist, CatalogRadios } from './CatalogChoices.tsx';
import { saveShowingFieldErrors, useServerFieldErrors } from './serverFieldErrors.ts';

type Details = components['schemas']['AttractionAdditionalInformation'];
interface DetailsValues {
  /** A NumberInput holds '' while empty. */
  before_booking: number | string;
  difficulty: string | null;
  suited_to: string[];
  languages: string[];
}

const limits = schemaLimits.AttractionAdditionalInformation;
const BEFORE_BOOKING = rangeOf(limits.before_booking);
/** SPEC §9 (before_booking 1): a day's notice until the provider says otherwise; the server reads it so too. */
const DEFAULT_NOTICE = 1;
const FIELDS = ['before_booking', 'difficulty', 'suited_to', 'languages'] as const;

const someChosen = () => v.pipe(v.array(v.string()), v.nonEmpty(say(m.required)));
const detailsSchema = v.object({
  before_booking: wholeNumberIn(...BEFORE_BOOKING),
  difficulty: chosen(),
  suited_to: someChosen(),
  languages: someChosen(),
});

const bodyOf = (values: DetailsValues): Details => ({
  before_booking: Number(values.before_booking),
  difficulty: values.difficulty ?? '',
  suited_to: values.suited_to,
  languages: values.languages,
});

/**
 * SPEC §3 (the tour's step without capacity and category, which an attraction hides: SPEC §9): how much notice a
 * booking needs, how demanding the visit is, whom it suits and the languages visitors are attended in.
 */
function AttractionDetailsForm({ formId, request, data, busy, onSubmit }: StepFormProps<Details, Details>) {
  const { t } = useLingui();
  const difficulties = useQuery(attractionCatalogQuery('difficulty', request.language));
  const suitedTo = useQuery(attractionCatalogQuery('suited_to', request.language));
  const languages = useQuery(languagesQuery(request.language));
  const form = useForm<DetailsValues>({
    initialValues: {
      before_booking: data?.before_booking ?? DEFAULT_NOTICE,
      difficulty: data?.difficulty || null,
      suited_to: data?.suited_to ?? [],
      languages: data?.languages ?? [],
    },
    validate: schemaResolver(detailsSchema, { sync: true }),
  });
  useServerFieldErrors(form.setFieldError, FIELDS);
  return (
    <StepFormShell formId={formId} form={form} busy={busy} onSubmit={(values) => onSubmit(bodyOf(values))}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInputAfterDraw
          label={t`Días de anticipación para reservar`}
          description={t`De ${BEFORE_BOOKING[0]} a ${BEFORE_BOOKING[1]} días; con 0 se puede reservar el mismo día.`}
          required
          min={BEFORE_BOOKING[0]}
          max={BEFORE_BOOKING[1]}
          clampBehavior="none"
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('before_booking')}
        />
        <CatalogRadios
          label={t`Dificultad`}
          description={t`Qué tan exigente es la visita.`}
          catalog={difficulties}
          {...form.getInputProps('difficulty')}
        />
      </SimpleGrid>
      <CatalogChecklist
        label={t`Ideal para`}
        description={t`Elige todos los grupos de visitantes para los que es adecuada.`}
        catalog={suitedTo}
        maxItems={limits.suited_to.maxItems}
        {...form.getInputProps('suited_to')}
      />
      <CatalogChecklist
        label={t`Idiomas de atención`}
        description={t`Los idiomas en que se atiende o se guía a los visitantes.`}
        catalog={languages}
        maxItems={limits.languages.maxItems}
        {...form.getInputProps('languages')}
      />
    </StepFormShell>
  );
}

/** Step 2 of an attraction (SPEC §7 items by {id}/{language}/{type}); the choices' ids come from its catalogues. */
export const attractionDetailsStep = defineStep<Details, Details>({
  load: async (request) =>
    unwrap(
      await api.GET(
        '/api/attractions/information-additional/{id}/{languageCode}/{type}',
        attractionItemPath(request),
      ),
    ),
  save: (request, body) =>
    saveShowingFieldErrors(async () =>
      unwrap(
        await api.PUT('/api/attractions/information-additional/{id}/{languageCode}/{type}', {
          ...attractionItemPath(request),
          body,
        }),
      ),
    ),
  Form: AttractionDetailsForm,
});
