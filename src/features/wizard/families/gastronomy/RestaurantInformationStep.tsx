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
import { defineStep, productIdOf, type StepFormProps } from '../../stepDefinition.ts';
import { requiredText } from '../../stepMessages.ts';
import { restaurantTypeOf } from './restaurantRequest.ts';

type RestaurantInformation = components['schemas']['RestaurantInformation'];
type InformationValues = Pick<RestaurantInformation, 'name' | 'title' | 'description'>;

const limits = schemaLimits.RestaurantInformation;

const informationSchema = v.object({
  name: requiredText(limits.name.maxLength),
  title: requiredText(limits.title.maxLength),
  description: requiredText(limits.description.maxLength),
});

const bodyOf = (values: InformationValues): RestaurantInformation => ({
  name: values.name.trim(),
  title: values.title.trim(),
  description: values.description.trim(),
});

/** How the restaurant is called and what it is; a restaurant has no commission model to choose (SPEC §9). */
function RestaurantInformationForm({
  formId,
  data,
  busy,
  onSubmit,
}: StepFormProps<RestaurantInformation, InformationValues>) {
  const { t } = useLingui();
  const form = useForm<InformationValues>({
    initialValues: {
      name: data?.name ?? '',
      title: data?.title ?? '',
      description: data?.description ?? '',
    },
    validate: schemaResolver(informationSchema, { sync: true }),
  });
  return (
    <StepFormShell formId={formId} form={form} busy={busy} onSubmit={onSubmit}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CountedTextInput
          label={t`Nombre del restaurante`}
          placeholder={t`Fonda de la Calle Real`}
          required
          maxLength={limits.name.maxLength}
          autoComplete="organization"
          {...form.getInputProps('name')}
        />
        <CountedTextInput
          label={t`Título del anuncio`}
          placeholder={t`Cocina antigüeña junto al parque`}
          required
          maxLength={limits.title.maxLength}
          {...form.getInputProps('title')}
        />
      </SimpleGrid>
      <CountedTextarea
        label={t`Descripción`}
        placeholder={t`Cuéntales a los comensales qué hace especial tu restaurante: su cocina, su ambiente, su historia`}
        required
        maxLength={limits.description.maxLength}
        minRows={5}
        {...form.getInputProps('description')}
      />
    </StepFormShell>
  );
}

/** Step 1 of a restaurant: saving it without an id creates the restaurant (SPEC §7 POST create), hidden. */
export const restaurantInformationStep = defineStep<RestaurantInformation, InformationValues>({
  load: async (request) =>
    unwrap(
      await api.GET('/api/food-establishment/{id}', {
        params: { path: { id: productIdOf(request) }, query: { language_code: request.language } },
      }),
    ),
  save: async (request, values) => {
    if (request.mode === 'create' || request.id === null) {
      return unwrap(
        await api.POST('/api/food-establishment', {
          params: { query: { product_type: restaurantTypeOf(request), language_code: request.language } },
          body: bodyOf(values),
        }),
      );
    }
    return unwrap(
      await api.PUT('/api/food-establishment/{id}', {
        params: { path: { id: request.id }, query: { language_code: request.language } },
        body: bodyOf(values),
      }),
    );
  },
  Form: RestaurantInformationForm,
});
