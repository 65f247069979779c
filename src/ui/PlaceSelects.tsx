import { useLingui } from '@lingui/react/macro';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { citiesQuery, countriesQuery, statesQuery } from '../api/placeQueries.ts';
import type { Language } from '../i18n/i18n.ts';
import { SelectAfterDraw } from './SelectAfterDraw.tsx';

export interface PlaceValues {
  country: string | null;
  state: string | null;
  city: string | null;
}

interface PlaceSelectsProps {
  /** Any form holding the three place fields. */
  form: UseFormReturnType<PlaceValues>;
  /** The language the countries are named in. */
  language: Language;
  /** The country's placeholder, when the form asks in its own words. */
  countryPlaceholder?: string;
}

const asOptions = (items: { _id: string; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: item._id, label: item.name }));

/**
 * Country, state and city, each listing the places inside the one before it. Changing a place
 * clears the ones below, which no longer belong to it. Renders the three selects bare, for the
 * caller's layout.
 */
export function PlaceSelects({ form, language, countryPlaceholder }: PlaceSelectsProps) {
  const { t } = useLingui();
  const countries = useQuery(countriesQuery(language));
  const states = useQuery(statesQuery(form.values.country ?? ''));
  const cities = useQuery(citiesQuery(form.values.state ?? ''));

  return (
    <>
      <SelectAfterDraw
        label={t`País`}
        placeholder={countryPlaceholder ?? t`Elige una opción`}
        required
        searchable
        nothingFoundMessage={t`Sin resultados`}
        data={asOptions(countries.data)}
        {...form.getInputProps('country')}
        onChange={(country) => form.setValues({ country, state: null, city: null })}
      />
      <SelectAfterDraw
        label={t`Departamento o estado`}
        placeholder={form.values.country ? t`Elige una opción` : t`Primero elige el país`}
        required
        searchable
        nothingFoundMessage={t`Sin resultados`}
        disabled={!form.values.country}
        data={asOptions(states.data)}
        {...form.getInputProps('state')}
        onChange={(state) => form.setValues({ state, city: null })}
      />
      <SelectAfterDraw
        label={t`Ciudad`}
        placeholder={form.values.state ? t`Elige una opción` : t`Primero elige el departamento`}
        required
        searchable
        nothingFoundMessage={t`Sin resultados`}
        disabled={!form.values.state}
        data={asOptions(cities.data)}
        {...form.getInputProps('city')}
      />
    </>
  );
}
