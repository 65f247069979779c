import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { schemaResolver, useForm } from '@mantine/form';
import * as v from 'valibot';
import * as schemaLimits from '../../../../../openapi/limits.ts';
import type { components } from '../../../../../openapi/schema.d.ts';
import { api } from '../../../../api/client.ts';
import { unwrap } from '../../../../api/errors.ts';
import { StepFormShell } from '../../StepFormShell.tsx';
import { defineStep, productIdOf, type StepContext, type StepFormProps } from '../../stepDefinition.ts';
import { stepMessages as m, say } from '../../stepMessages.ts';
import { RestaurantChecklist } from './restaurantChecklist.tsx';
import { restaurantTypeOf } from './restaurantRequest.ts';

type RestaurantFeatures = components['schemas']['RestaurantFeatures'];
type FeatureGroup = keyof RestaurantFeatures;
type FeaturesValues = Record<FeatureGroup, string[]>;

const limits = schemaLimits.RestaurantFeaturesSave;

/**
 * SPEC §3 "Amenity groups for gastronomy", in the order a provider thinks of the place (what it is, what it cooks,
 * how it serves, for whom), the order the review preview reads them in. Only a cuisine is required (the server's
 * rule, 400 `value_required` naming `cuisine`).
 */
const GROUPS: readonly { group: FeatureGroup; label: MessageDescriptor; description: MessageDescriptor }[] = [
  {
    group: 'category',
    label: msg`Tipo de local`,
    description: msg`Cómo describirías tu establecimiento.`,
  },
  { group: 'cuisine', label: msg`Cocina`, description: msg`Elige al menos una.` },
  {
    group: 'service',
    label: msg`Servicios`,
    description: msg`Las comidas que sirves y cómo las ofreces.`,
  },
  {
    group: 'special_diet',
    label: msg`Dietas especiales`,
    description: msg`Opciones de tu menú para quien sigue una dieta.`,
  },
  {
    group: 'feature',
    label: msg`Comodidades`,
    description: msg`Lo que encuentran tus comensales en el lugar.`,
  },
  { group: 'suit_to', label: msg`Ideal para`, description: msg`A quiénes recomiendas tu restaurante.` },
];

const REQUIRED_GROUP: FeatureGroup = 'cuisine';

const chosenIds = (group: FeatureGroup) => v.pipe(v.array(v.string()), v.maxLength(limits[group].maxItems));
const featuresSchema = v.object({
  category: chosenIds('category'),
  cuisine: v.pipe(chosenIds('cuisine'), v.nonEmpty(say(m.required))),
  service: chosenIds('service'),
  special_diet: chosenIds('special_diet'),
  feature: chosenIds('feature'),
  suit_to: chosenIds('suit_to'),
});

const chosenIn = (items: RestaurantFeatures[FeatureGroup] | undefined) =>
  (items ?? []).filter((item) => item.assigned).map((item) => item._id);

/** The restaurant's features: each group a checklist of its catalogue in the interface language. */
function RestaurantFeaturesForm({
  formId,
  data,
  busy,
  onSubmit,
}: StepFormProps<RestaurantFeatures, FeaturesValues>) {
  const { i18n } = useLingui();
  const form = useForm<FeaturesValues>({
    initialValues: {
      category: chosenIn(data?.category),
      cuisine: chosenIn(data?.cuisine),
      service: chosenIn(data?.service),
      special_diet: chosenIn(data?.special_diet),
      feature: chosenIn(data?.feature),
      suit_to: chosenIn(data?.suit_to),
    },
    validate: schemaResolver(featuresSchema, { sync: true }),
  });
  return (
    <StepFormShell formId={formId} form={form} busy={busy} onSubmit={onSubmit}>
      {GROUPS.map(({ group, label, description }) => (
        <RestaurantChecklist
          key={group}
          label={i18n._(label)}
          description={i18n._(description)}
          required={group === REQUIRED_GROUP}
          items={data?.[group] ?? []}
          inputProps={form.getInputProps(group)}
        />
      ))}
    </StepFormShell>
  );
}

const featuresPath = (request: StepContext) => ({
  params: {
    path: { id: productIdOf(request), languageCode: request.language, type: restaurantTypeOf(request) },
  },
});

/** The features step (SPEC §3 amenity groups for gastronomy): the ids chosen in each catalogue. */
export const restaurantFeaturesStep = defineStep<RestaurantFeatures, FeaturesValues>({
  load: async (request) =>
    unwrap(
      await api.GET('/api/food-establishment/features/{id}/{languageCode}/{type}', featuresPath(request)),
    ),
  save: async (request, values) =>
    unwrap(
      await api.PUT('/api/food-establishment/features/{id}/{languageCode}/{type}', {
        ...featuresPath(request),
        body: values,
      }),
    ),
  Form: RestaurantFeaturesForm,
});
