import { useLingui } from '@lingui/react/macro';
import { Input, SegmentedControl, SimpleGrid, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import * as v from 'valibot';
import { DEFAULT_COMMISSION_MODEL } from '../../../../../machines/netAmount.ts';
import type { HotelType } from '../../../../../machines/productTypes.ts';
import * as schemaLimits from '../../../../../openapi/limits.ts';
import type { components } from '../../../../../openapi/schema.d.ts';
import { api } from '../../../../api/client.ts';
import { unwrap } from '../../../../api/errors.ts';
import type { Language } from '../../../../i18n/i18n.ts';
import { CountedTextarea } from '../../../../ui/CountedTextarea.tsx';
import { CountedTextInput } from '../../CountedTextInput.tsx';
import { PropertyTypeField } from '../../PropertyTypeField.tsx';
import { StepFormShell } from '../../StepFormShell.tsx';
import { defineStep, type StepContext, type StepFormProps } from '../../stepDefinition.ts';
import { chosen, requiredText } from '../../stepMessages.ts';
import { webSiteField, withScheme } from '../../webSite.ts';

type HotelInformation = components['schemas']['HotelInformation'];

const limits = schemaLimits.HotelInformation;
/** SPEC §9: a hotel or hostel has 2 stars until its provider says. */
const DEFAULT_STARS = 2;
const { minimum: fewestStars, maximum: mostStars } = limits.qualification;
const STARS = Array.from({ length: mostStars - fewestStars + 1 }, (_, i) => String(fewestStars + i));

export interface HotelInformationValues {
  type_of_property: string | null;
  name: string;
  title: string;
  description: string;
  web_site: string;
  qualification: number;
  commission_model: 1 | 2;
}

const HOUR = 60 * 60 * 1000;

/** The kinds of property a hotel (2) or a hostel (3) can be, in the interface language. */
const hotelPropertyTypesQuery = (productType: HotelType, language: Language) =>
  queryOptions({
    queryKey: ['accommodation', 'property-types', productType, language],
    queryFn: async () =>
      unwrap(
        await api.GET('/api/accommodation/property-types', {
          params: { query: { product_type: productType, language_code: language } },
        }),
      ),
    staleTime: HOUR,
  });

const informationSchema = v.object({
  type_of_property: chosen(),
  name: requiredText(limits.name.maxLength),
  title: requiredText(limits.title.maxLength),
  description: requiredText(limits.description.maxLength),
  web_site: webSiteField(limits.web_site.maxLength),
});

const hotelType = (request: StepContext) => request.productType as HotelType;

function bodyOf(values: HotelInformationValues): HotelInformation {
  const webSite = withScheme(values.web_site);
  return {
    type_of_property: values.type_of_property ?? '',
    name: values.name.trim(),
    title: values.title.trim(),
    description: values.description.trim(),
    ...(webSite ? { web_site: webSite } : {}),
    qualification: values.qualification,
    commission_model: values.commission_model,
  };
}

function HotelInformationForm({
  formId,
  request,
  product,
  data,
  busy,
  onSubmit,
}: StepFormProps<HotelInformation, HotelInformationValues>) {
  const { t } = useLingui();
  const starsLabelId = useId();
  const propertyTypes = useQuery(hotelPropertyTypesQuery(hotelType(request), request.language));
  const form = useForm<HotelInformationValues>({
    initialValues: {
      type_of_property: data?.type_of_property || null,
      name: data?.name ?? '',
      title: data?.title ?? '',
      description: data?.description ?? '',
      web_site: data?.web_site ?? '',
      qualification: data?.qualification ?? DEFAULT_STARS,
      commission_model:
        data?.commission_model ?? product?.commission_model ?? request.commission ?? DEFAULT_COMMISSION_MODEL,
    },
    validate: schemaResolver(informationSchema, { sync: true }),
  });

  return (
    <StepFormShell formId={formId} form={form} busy={busy} onSubmit={onSubmit}>
      <PropertyTypeField form={form} types={propertyTypes} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CountedTextInput
          label={t`Nombre del establecimiento`}
          placeholder={t`Hotel Vista al Lago`}
          required
          maxLength={limits.name.maxLength}
          {...form.getInputProps('name')}
        />
        <CountedTextInput
          label={t`Título del anuncio`}
          placeholder={t`Hotel frente al lago con desayuno`}
          required
          maxLength={limits.title.maxLength}
          {...form.getInputProps('title')}
        />
      </SimpleGrid>
      <CountedTextarea
        label={t`Descripción`}
        placeholder={t`Cuéntales a los viajeros qué hace especial tu establecimiento`}
        required
        maxLength={limits.description.maxLength}
        minRows={5}
        {...form.getInputProps('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Input.Wrapper
          label={t`Estrellas`}
          labelElement="div"
          labelProps={{ id: starsLabelId }}
          description={t`La categoría del establecimiento, de ${fewestStars} a ${mostStars} estrellas.`}
        >
          <SegmentedControl
            aria-labelledby={starsLabelId}
            fullWidth
            mt={4}
            data={STARS}
            value={String(form.values.qualification)}
            onChange={(stars) => form.setFieldValue('qualification', Number(stars))}
          />
        </Input.Wrapper>
        <TextInput
          label={t`Sitio web (opcional)`}
          placeholder="https://"
          type="url"
          inputMode="url"
          maxLength={limits.web_site.maxLength}
          {...form.getInputProps('web_site')}
        />
      </SimpleGrid>
    </StepFormShell>
  );
}

/** Step 1 of a hotel or hostel: what the place is, how it is called and its stars; saving it without an id creates it. */
export const hotelInformationStep = defineStep<HotelInformation, HotelInformationValues>({
  load: async (request) =>
    unwrap(
      await api.GET('/api/hotels/{id}', {
        params: { path: { id: request.id ?? '' }, query: { language_code: request.language } },
      }),
    ),
  save: async (request, values) => {
    if (request.mode === 'create' || request.id === null) {
      return unwrap(
        await api.POST('/api/hotels', {
          params: { query: { product_type: hotelType(request), language_code: request.language } },
          body: bodyOf(values),
        }),
      );
    }
    return unwrap(
      await api.PUT('/api/hotels/{id}', {
        params: { path: { id: request.id }, query: { language_code: request.language } },
        body: bodyOf(values),
      }),
    );
  },
  Form: HotelInformationForm,
});
