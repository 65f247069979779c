import { useLingui } from '@lingui/react/macro';
import { Checkbox, Group, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  activeSinceYears,
  DESCRIPTION_MAX,
  INFLUENCER_CATEGORIES,
  INFLUENCER_COUNTRIES,
  influencerCurrentYear,
  MAX_INFLUENCER_AGE,
  MIN_INFLUENCER_AGE,
} from '../../../machines/influencerRules.ts';
import { countriesQuery, statesQuery } from '../../api/placeQueries.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { CountedTextarea } from '../../ui/CountedTextarea.tsx';
import { NumberInputAfterDraw } from '../../ui/NumberInputAfterDraw.tsx';
import { SelectAfterDraw } from '../../ui/SelectAfterDraw.tsx';
import { formSection } from './formSection.ts';
import { INFLUENCER_LIMITS } from './influencerForm.ts';
import { CATEGORY_NAMES, influencerMessages } from './influencerMessages.ts';

/** Who the influencer is: names, phone, age and gender (SPEC §3). */
export const PersonFields = formSection(
  ['firstName', 'lastName', 'publicName', 'phone', 'age', 'gender'],
  function PersonFields({ form }) {
    const { t } = useLingui();
    return (
      <>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t`Nombre`}
            required
            maxLength={INFLUENCER_LIMITS.firstName}
            autoComplete="given-name"
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label={t`Apellido`}
            required
            maxLength={INFLUENCER_LIMITS.lastName}
            autoComplete="family-name"
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t`Nombre público`}
            description={t`Como te conocen tus seguidores`}
            required
            maxLength={INFLUENCER_LIMITS.publicName}
            autoComplete="nickname"
            {...form.getInputProps('publicName')}
          />
          <TextInput
            label={t`Teléfono`}
            type="tel"
            maxLength={INFLUENCER_LIMITS.phone}
            autoComplete="tel"
            {...form.getInputProps('phone')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInputAfterDraw
            label={t`Edad`}
            required
            min={MIN_INFLUENCER_AGE}
            max={MAX_INFLUENCER_AGE}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            {...form.getInputProps('age')}
          />
          <Radio.Group label={t`Género`} required {...form.getInputProps('gender')}>
            <Group gap="lg" mt="xs">
              <Radio value="mujer" label={t`Mujer`} />
              <Radio value="hombre" label={t`Hombre`} />
            </Group>
          </Radio.Group>
        </SimpleGrid>
      </>
    );
  },
);

const asOptions = (items: { _id: string; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: item._id, label: item.name }));

/** Country (Guatemala or El Salvador, SPEC §3) and its department; a new country clears the department. */
export const PlaceFields = formSection(['country', 'state'], function PlaceFields({ form }) {
  const { t, i18n } = useLingui();
  const countries = useQuery(countriesQuery(currentLanguage()));
  const states = useQuery(statesQuery(form.values.country ?? ''));
  const influencerCountries = (countries.data ?? []).filter((country) =>
    (INFLUENCER_COUNTRIES as readonly string[]).includes(country._id),
  );
  const failed = i18n._(influencerMessages.locationsFailed);
  const country = form.getInputProps('country');
  const state = form.getInputProps('state');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <SelectAfterDraw
        label={t`País`}
        placeholder={t`Elige una opción`}
        required
        data={asOptions(influencerCountries)}
        {...country}
        error={country.error ?? (countries.isError ? failed : undefined)}
        onChange={(value) => {
          form.setFieldValue('country', value);
          form.setFieldValue('state', null);
        }}
      />
      <SelectAfterDraw
        label={t`Departamento`}
        placeholder={form.values.country ? t`Elige una opción` : t`Primero elige el país`}
        required
        searchable
        nothingFoundMessage={t`Sin resultados`}
        disabled={!form.values.country}
        data={asOptions(states.data)}
        {...state}
        error={state.error ?? (states.isError ? failed : undefined)}
      />
    </SimpleGrid>
  );
});

/** Since when, in which languages and on what the influencer publishes (SPEC §3 categories, "Otra"). */
export const ActivityFields = formSection(
  ['activeSince', 'languages', 'categories', 'otherTicked', 'newCategory'],
  function ActivityFields({ form }) {
    const { t, i18n } = useLingui();
    const years = activeSinceYears(influencerCurrentYear())
      .reverse()
      .map((year) => String(year));
    return (
      <>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SelectAfterDraw
            label={t`Activo desde`}
            placeholder={t`Elige el año`}
            required
            data={years}
            {...form.getInputProps('activeSince')}
          />
          <Checkbox.Group
            label={t`Idiomas en los que publicas`}
            required
            {...form.getInputProps('languages')}
          >
            <Group gap="lg" mt="xs">
              <Checkbox value="es" label="Español" />
              <Checkbox value="en" label={<span lang="en">English</span>} />
            </Group>
          </Checkbox.Group>
        </SimpleGrid>
        <Stack gap="xs">
          <Checkbox.Group label={t`Categorías`} required {...form.getInputProps('categories')}>
            <SimpleGrid cols={{ base: 2, sm: 3 }} mt="xs" spacing="xs">
              {INFLUENCER_CATEGORIES.map((category) => (
                <Checkbox key={category} value={category} label={i18n._(CATEGORY_NAMES[category])} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Checkbox label={t`Otra`} {...form.getInputProps('otherTicked', { type: 'checkbox' })} />
          {form.values.otherTicked ? (
            <TextInput
              label={t`Otras categorías`}
              description={t`Sepáralas con comas`}
              required
              maxLength={INFLUENCER_LIMITS.newCategory}
              {...form.getInputProps('newCategory')}
            />
          ) : null}
        </Stack>
      </>
    );
  },
);

/** The service description in Spanish, English or both (SPEC §5: at most 125 characters, at least one). */
export const DescriptionFields = formSection(
  ['descriptionEs', 'descriptionEn'],
  function DescriptionFields({ form }) {
    const { t } = useLingui();
    // 125 characters fit in three rows: no autosize, which measures the field again at every draw.
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CountedTextarea
          label={t`Descripción del servicio en español`}
          maxLength={DESCRIPTION_MAX}
          autosize={false}
          rows={3}
          {...form.getInputProps('descriptionEs')}
        />
        <CountedTextarea
          label={t`Descripción del servicio en inglés`}
          maxLength={DESCRIPTION_MAX}
          autosize={false}
          rows={3}
          {...form.getInputProps('descriptionEn')}
        />
      </SimpleGrid>
    );
  },
);
