import { useLingui } from '@lingui/react/macro';
import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import { type FormEvent, type KeyboardEvent, useEffect, useState } from 'react';
import { type DateEntryProblem, readDateEntry } from '../../i18n/dateEntry.ts';
import { formatDate, today } from '../../i18n/dates.ts';
import { isLanguage } from '../../i18n/i18n.ts';
import type { AfterDrawProps } from '../afterDraw.tsx';
import type { DateFieldProps } from './dateFieldProps.ts';

const numeric = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** The field itself (src/ui/DateField.tsx says what it is for). */
export function DateFieldInput({
  value,
  onChange,
  minDate,
  maxDate,
  error,
  onBlur,
  pressedEarly: _pressedEarly,
  ...field
}: DateFieldProps & AfterDrawProps) {
  const { t, i18n } = useLingui();
  const language = isLanguage(i18n.locale) ? i18n.locale : 'es';
  const day = value || null;
  const range = { min: minDate, max: maxDate };
  // What was typed since the day last changed; null while the field shows the day itself.
  const [text, setText] = useState<string | null>(null);
  // A problem of the text, shown once the person moves on (or presses Enter), not while still typing.
  const [shown, setShown] = useState<DateEntryProblem | null>(null);
  // The calendar under the field: open on focus or a click (ArrowDown opens it again), closed by a chosen day,
  // by typing, Enter, Escape, or leaving the field.
  const [open, setOpen] = useState(false);

  // A new day (picked, typed whole, or set by the form) is what the field says now; so is a language change,
  // which DateInput answers by writing the day anew.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language is what the effect answers to
  useEffect(() => {
    setText(null);
    setShown(null);
  }, [day, language]);

  const entry = text === null ? null : readDateEntry(text, range);
  const problem = entry && 'problem' in entry ? entry.problem : null;

  const typed = (event: FormEvent<HTMLInputElement>) => {
    const next = event.currentTarget.value;
    setText(next);
    // Typing is the keyboard's way to a day: the calendar makes way for it (and for what is next to the field).
    setOpen(false);
    const read = readDateEntry(next, range);
    if (!('problem' in read)) setShown(null);
    // What is sent is what the field says: no day while the text names none. A whole day reaches the form
    // through DateInput's dateParser.
    if (('problem' in read || read.value === null) && day !== null) onChange(null);
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // Enter takes what is typed and closes the calendar; with it closed, Enter sends the form as usual.
      if (open) event.preventDefault();
      setOpen(false);
      setShown(problem);
    } else if (event.key === 'Escape') {
      setOpen(false);
    } else if (event.key === 'ArrowDown') {
      setOpen(true);
    }
  };

  // The example in the message is a day the field would take.
  let example = today();
  if (minDate && example < minDate) example = minDate;
  if (maxDate && example > maxDate) example = maxDate;
  const asNumbers = numeric(example);
  const asName = formatDate(example, language);
  const first = minDate ? formatDate(minDate, language) : '';
  const last = maxDate ? formatDate(maxDate, language) : '';
  const problemText: Record<DateEntryProblem, string> = {
    invalid: t`Fecha no válida: escríbela como ${asNumbers} o ${asName}`,
    beforeMin: t`Elige el ${first} o una fecha posterior`,
    afterMax: t`Elige el ${last} o una fecha anterior`,
  };

  return (
    <DateInput
      {...field}
      value={day}
      onChange={(next) => onChange(next === null ? null : String(next))}
      valueFormat={(date) => formatDate(String(date), language)}
      dateParser={(input) => {
        const read = readDateEntry(input, range);
        return 'value' in read ? read.value : null;
      }}
      // A text that names no day stays as typed, with the reason under it, to be corrected rather than retyped.
      fixOnBlur={problem === null}
      error={shown ? problemText[shown] : error}
      placeholder={t`DD/MM/AAAA`}
      locale={language}
      firstDayOfWeek={1}
      // Mantine's red weekends and grey days of the next and previous months fall short of WCAG AA contrast.
      weekendDays={[]}
      hideOutsideDates
      minDate={minDate}
      maxDate={maxDate}
      onInput={typed}
      onKeyDown={keyDown}
      onFocus={(event) => {
        setOpen(true);
        field.onFocus?.(event);
      }}
      onClick={() => setOpen(true)}
      onBlur={(event) => {
        setOpen(false);
        setShown(problem);
        onBlur?.(event);
      }}
      // Escape with the calendar open closes the calendar only, not the dialog around the field.
      data-mantine-stop-propagation={open ? 'true' : undefined}
      popoverProps={{ opened: open, withinPortal: true }}
      getDayProps={() => ({ onClick: () => setOpen(false) })}
      ariaLabels={{
        previousMonth: t`Mes anterior`,
        nextMonth: t`Mes siguiente`,
        previousYear: t`Año anterior`,
        nextYear: t`Año siguiente`,
        previousDecade: t`Década anterior`,
        nextDecade: t`Década siguiente`,
        monthLevelControl: t`Elegir el mes`,
        yearLevelControl: t`Elegir el año`,
      }}
    />
  );
}
