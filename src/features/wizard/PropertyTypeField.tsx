import { useLingui } from '@lingui/react/macro';
import type { UseFormReturnType } from '@mantine/form';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { SelectAfterDraw } from '../../ui/SelectAfterDraw.tsx';

interface PropertyTypeFieldProps<Values extends { type_of_property: string | null }> {
  form: UseFormReturnType<Values>;
  /** The property types of the product's type (a stay's, a hotel's, a hostel's). */
  types: UseQueryResult<readonly { _id: string; name: string }[]>;
}

/**
 * An information step's property type, chosen from its product type's catalogue. A product whose type changed keeps
 * a property type of its old list: it is cleared, to be chosen again.
 */
export function PropertyTypeField<Values extends { type_of_property: string | null }>({
  form,
  types,
}: PropertyTypeFieldProps<Values>) {
  const { t } = useLingui();
  const { setFieldValue } = form as unknown as UseFormReturnType<{ type_of_property: string | null }>;
  const chosen = form.values.type_of_property;
  useEffect(() => {
    if (types.data && chosen && !types.data.some((type) => type._id === chosen))
      setFieldValue('type_of_property', null);
  }, [types.data, chosen, setFieldValue]);
  return (
    <SelectAfterDraw
      label={t`Tipo de propiedad`}
      placeholder={types.isPending ? t`Cargando…` : t`Elige una opción`}
      required
      searchable
      nothingFoundMessage={t`Sin resultados`}
      data={(types.data ?? []).map((type) => ({ value: type._id, label: type.name }))}
      {...form.getInputProps('type_of_property')}
    />
  );
}
