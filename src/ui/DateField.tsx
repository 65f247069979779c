import { TextInput } from '@mantine/core';
import { formatDate } from '../i18n/dates.ts';
import { currentLanguage, withCatalogs } from '../i18n/i18n.ts';
import { afterDraw } from './afterDraw.tsx';
import type { DateFieldProps } from './dateField/dateFieldProps.ts';

export type { DateFieldProps };

/**
 * The one way to enter a day (issue 26): Mantine's DateInput, written DD/MMM/YYYY in the interface language
 * (24/Dic/2026, 24/Dec/2026), typed as DD/MM/YYYY or DD/MMM/YYYY or picked in the calendar under it. Its code
 * (@mantine/dates, dayjs) and its words (locales/{locale}/dateField.po) come after the form has drawn; until then
 * the same field stands in, showing the day, and focus on it goes on to the real one.
 */
const DateFieldInput = afterDraw<DateFieldProps>(() =>
  withCatalogs(['dateField'], import('./dateField/DateFieldInput.tsx')).then(
    (module) => module.DateFieldInput,
  ),
);

export function DateField(props: DateFieldProps) {
  return <DateFieldInput {...props} standIn={() => <StandIn {...props} />} />;
}

function StandIn({ label, description, required, disabled, error, value, miw }: DateFieldProps) {
  return (
    <TextInput
      label={label}
      description={description}
      required={required}
      disabled={disabled}
      error={error}
      miw={miw}
      value={value ? formatDate(value, currentLanguage()) : ''}
      readOnly
    />
  );
}
