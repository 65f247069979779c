import { TextInput } from '@mantine/core';
import type { FocusEventHandler, ReactNode } from 'react';
import { formatDate } from '../i18n/dates.ts';
import { currentLanguage, withCatalogs } from '../i18n/i18n.ts';
import { afterDraw } from './afterDraw.tsx';

export interface DateFieldProps {
  label: ReactNode;
  description?: ReactNode | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  /** The form's own word on the day (required, after the start…); a typed text that names no day says so first. */
  error?: ReactNode | undefined;
  /** The day as ISO (YYYY-MM-DD), what the forms send; null or '' while there is none. */
  value?: string | null | undefined;
  /** The day typed or picked, ISO; null when the text is emptied or names no allowed day. */
  onChange: (value: string | null) => void;
  onFocus?: FocusEventHandler<HTMLInputElement> | undefined;
  onBlur?: FocusEventHandler<HTMLInputElement> | undefined;
  /** The first and last day that may be chosen (ISO, both included). */
  minDate?: string | undefined;
  maxDate?: string | undefined;
  /** What the calendar opens on while there is no day: a decade for a birth date. */
  defaultLevel?: 'month' | 'year' | 'decade' | undefined;
  defaultDate?: string | undefined;
  miw?: number | undefined;
}

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
