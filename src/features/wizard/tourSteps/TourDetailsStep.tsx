import { useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import * as schemaLimits from '../../../../openapi/limits.ts';
import type { components } from '../../../../openapi/schema.d.ts';
import { languagesQuery } from '../../../api/catalogQueries.ts';
import { api } from '../../../api/client.ts';
import { unwrap } from '../../../api/errors.ts';
import { MultiSelectAfterDraw } from '../../../ui/MultiSelectAfterDraw.tsx';
import { NumberInputAfterDraw } from '../../../ui/NumberInputAfterDraw.tsx';
import { SelectAfterDraw } from '../../../ui/SelectAfterDraw.tsx';
import { StepFormShell } from '../StepFormShell.tsx';
import { defineStep, type StepFormProps } from '../stepDefinition.ts';
import { chosen, stepMessages as m, rangeOf, say, wholeNumberIn } from '../stepMessages.ts';
import { tourCatalogQuery } from '../wizardQueries.ts';
import { tourItemPath } from './thingsToDoPath.ts';

type Details = components['schemas']['TourAdditionalInformation'];
interface DetailsValues {
  capacity: number | string;
  before_booking: number | string;
  category: string | null;
  difficulty: string | null;
  suited_to: string[];
  languages: string[];
}

const limits = schemaLimits.TourAdditionalInformation;
/** SPEC §5 tour capacity 100; notice within the contract's range. */
export const CAPACITY = rangeOf(limits.capacity);
export const BEFORE_BOOKING = rangeOf(limits.before_booking);

const someChosen = () => v.pipe(v.array(v.string()), v.nonEmpty(say(m.required)));
const detailsSchema = v.object({
  capacity: wholeNumberIn(...CAPACITY),
  before_booking: wholeNumberIn(...BEFORE_BOOKING),
  category: chosen(),
  difficulty: chosen(),
  suited_to: someChosen(),
  languages: someChosen(),
});

const options = (items: { _id: string; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: item._id, label: item.name }));

/** SPEC §3 Tour: how many travel, how much notice, category, difficulty, who it suits, languages. */
function TourDetailsForm({ formId, request, data, busy, onSubmit }: StepFormProps<Details, Details>) {
  const { t } = useLingui();
  const categories = useQuery(tourCatalogQuery('category', request.language));
  const difficulties = useQuery(tourCatalogQuery('difficulty', request.language));
  const suitedTo = useQuery(tourCatalogQuery('suited_to', request.language));
  const languages = useQuery(languagesQuery(request.language));
  const form = useForm<DetailsValues>({
    initialValues: {
      capacity: data?.capacity ?? 1,
      before_booking: data?.before_booking ?? 1,
      category: data?.category || null,
      difficulty: data?.difficulty || null,
      suited_to: data?.suited_to ?? [],
      languages: data?.languages ?? [],
    },
    validate: schemaResolver(detailsSchema, { sync: true }),
  });
  return (
    <StepFormShell
      formId={formId}
      form={form}
      busy={busy}
      onSubmit={(values) =>
        onSubmit({
          ...values,
          capacity: Number(values.capacity),
          before_booking: Number(values.before_booking),
          category: values.category ?? '',
          difficulty: values.difficulty ?? '',
        })
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInputAfterDraw
          label={t`Capacidad por salida`}
          description={t`Hasta ${CAPACITY[1]} personas`}
          required
          min={CAPACITY[0]}
          max={CAPACITY[1]}
          clampBehavior="none"
          allowDecimal={false}
          {...form.getInputProps('capacity')}
        />
        <NumberInputAfterDraw
          label={t`Días de anticipación para reservar`}
          required
          min={BEFORE_BOOKING[0]}
          max={BEFORE_BOOKING[1]}
          clampBehavior="none"
          allowDecimal={false}
          {...form.getInputProps('before_booking')}
        />
        <SelectAfterDraw
          label={t`Categoría`}
          placeholder={t`Elige una opción`}
          required
          data={options(categories.data)}
          {...form.getInputProps('category')}
        />
        <SelectAfterDraw
          label={t`Dificultad`}
          placeholder={t`Elige una opción`}
          required
          data={options(difficulties.data)}
          {...form.getInputProps('difficulty')}
        />
      </SimpleGrid>
      <MultiSelectAfterDraw
        label={t`Ideal para`}
        required
        data={options(suitedTo.data)}
        maxValues={limits.suited_to.maxItems}
        {...form.getInputProps('suited_to')}
      />
      <MultiSelectAfterDraw
        label={t`Idiomas del tour`}
        required
        searchable
        data={options(languages.data)}
        maxValues={limits.languages.maxItems}
        {...form.getInputProps('languages')}
      />
    </StepFormShell>
  );
}

/** Step 2 of the things to do (SPEC §7 "tour items by {id}/{language}/{type}"). */
export const tourDetailsStep = defineStep<Details, Details>({
  load: async (request) =>
    unwrap(
      await api.GET(
        '/api/thingsToDo/information-additional/{id}/{languageCode}/{type}',
        tourItemPath(request),
      ),
    ),
  save: async (request, body) =>
    unwrap(
      await api.PUT('/api/thingsToDo/information-additional/{id}/{languageCode}/{type}', {
        ...tourItemPath(request),
        body,
      }),
    ),
  Form: TourDetailsForm,
});
