import type { FocusEventHandler, ReactNode } from 'react';

/** What a form gives its DateField (src/ui/DateField.tsx): the stand-in and the lazy input share it. */
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
