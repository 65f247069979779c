import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { DEFAULT_COMMISSION_MODEL } from '../../../../machines/netAmount.ts';
import * as schemaLimits from '../../../../openapi/limits.ts';
import type { components } from '../../../../openapi/schema.d.ts';
import { api } from '../../../api/client.ts';
import { unwrap } from '../../../api/errors.ts';
import { CountedTextarea } from '../../../ui/CountedTextarea.tsx';
import type { StayType } from '../builtWizards.ts';
import { CountedTextInput } from '../CountedTextInput.tsx';
import { PropertyTypeField } from '../PropertyTypeField.tsx';
import { StepFormShell } from '../StepFormShell.tsx';
import { defineStep, type StepContext, type StepFormProps } from '../stepDefinition.ts';
import { chosen, requiredText } from '../stepMessages.ts';
import { webSiteField, withScheme } from '../webSite.ts';
import { propertyTypesQuery } from '../wizardQueries.ts';

type Information = components['schemas']['AccommodationInformation'];

const limits = schemaLimits.AccommodationInformation;
/** Limits of the contract's AccommodationInformation. */
export const INFORMATION_LIMITS = {
  name: limits.name.maxLength,
  title: limits.title.maxLength,
  description: limits.description.maxLength,
  web_site: limits.web_site.maxLength,
} as const;

const DEFAULT_QUALIFICATION = 2;

export interface InformationValues {
  type_of_property: string | null;
  name: string;
  title: string;
  description: string;
  web_site: string;
  commission_model: 1 | 2;
  /** Hotel stars (SPEC §3, default 2); stays keep what is stored. */
  qualification: number;
}

const informationSchema = v.object({
  type_of_property: chosen(),
  name: requiredText(INFORMATION_LIMITS.name),
  title: requiredText(INFORMATION_LIMITS.title),
  description: requiredText(INFORMATION_LIMITS.description),
  web_site: webSiteField(INFORMATION_LIMITS.web_site),
});

const stayType = (request: StepContext) => request.productType as StayType;

function bodyOf(values: InformationValues): Information {
  const webSite = withScheme(values.web_site);
  return {
    type_of_property: values.type_of_property ?? '',
    name: values.name.trim(),
    title: values.title.trim(),
    description: values.description.trim(),
    ...(webSite ? { web_site: webSite } : {}),
    commission_model: values.commission_model,
    qualification: values.qualification,
  };
}

function InformationForm({
  formId,
  request,
  product,
  data,
  busy,
  onSubmit,
}: StepFormProps<Information, InformationValues>) {
  const { t } = useLingui();
  const propertyTypes = useQuery(propertyTypesQuery(stayType(request), request.language));
  const form = useForm<InformationValues>({
    initialValues: {
      type_of_property: data?.type_of_property || null,
      name: data?.name ?? '',
      title: data?.title ?? '',
      description: data?.description ?? '',
      web_site: data?.web_site ?? '',
      commission_model:
        data?.commission_model ?? product?.commission_model ?? request.commission ?? DEFAULT_COMMISSION_MODEL,
      qualification: data?.qualification ?? DEFAULT_QUALIFICATION,
    },
    validate: schemaResolver(informationSchema, { sync: true }),
  });

  return (
    <StepFormShell formId={formId} form={form} busy={busy} onSubmit={onSubmit}>
      <PropertyTypeField form={form} types={propertyTypes} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CountedTextInput
          label={t`Nombre del alojamiento`}
          placeholder={t`Casa Lago Azul`}
          required
          maxLength={INFORMATION_LIMITS.name}
          {...form.getInputProps('name')}
        />
        <CountedTextInput
          label={t`Título del anuncio`}
          placeholder={t`Casa frente al lago`}
          required
          maxLength={INFORMATION_LIMITS.title}
          {...form.getInputProps('title')}
        />
      </SimpleGrid>
      <CountedTextarea
        label={t`Descripción`}
        placeholder={t`Cuéntales a los viajeros qué hace especial tu alojamiento`}
        required
        maxLength={INFORMATION_LIMITS.description}
        minRows={5}
        {...form.getInputProps('description')}
      />
      <TextInput
        label={t`Sitio web (opcional)`}
        placeholder="https://"
        type="url"
        inputMode="url"
        maxLength={INFORMATION_LIMITS.web_site}
        {...form.getInputProps('web_site')}
      />
    </StepFormShell>
  );
}

/** Step 1: what the place is and how it is called; saving it without an id creates the product. */
export const informationStep = defineStep<Information, InformationValues>({
  load: async (request) =>
    unwrap(
      await api.GET('/api/accommodation/{id}', {
        params: {
          path: { id: request.id ?? '' },
          query: { product_type: stayType(request), language_code: request.language },
        },
      }),
    ),
  save: async (request, values) => {
    const query = { product_type: stayType(request), language_code: request.language };
    if (request.mode === 'create' || request.id === null) {
      return unwrap(await api.POST('/api/accommodation', { params: { query }, body: bodyOf(values) }));
    }
    return unwrap(
      await api.PUT('/api/accommodation/{id}', {
        params: { path: { id: request.id }, query },
        body: bodyOf(values),
      }),
    );
  },
  Form: InformationForm,
});
