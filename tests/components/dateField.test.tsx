import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, i18n, type Language } from '../../src/i18n/i18n.ts';
import { DateField } from '../../src/ui/DateField.tsx';

/** A form with one date field and a button after it: what the field hands over is shown as sent. */
function Form({
  initial = null,
  minDate,
  maxDate,
  onSubmit = () => {},
}: {
  initial?: string | null;
  minDate?: string;
  maxDate?: string;
  onSubmit?: () => void;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <DateField label="Fecha" value={value} onChange={setValue} minDate={minDate} maxDate={maxDate} />
      <output aria-label="Enviado">{value ?? 'nada'}</output>
      <button type="submit">Enviar</button>
    </form>
  );
}

async function draw(language: Language, form: React.ReactNode) {
  await activateLanguage(language);
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider env="test">{form}</MantineProvider>
    </I18nProvider>,
  );
  // The real field replaces its stand-in once its code is there: the placeholder is its own.
  const field = await screen.findByPlaceholderText(language === 'es' ? 'DD/MM/AAAA' : 'DD/MM/YYYY');
  return { user: userEvent.setup(), field };
}

const sent = () => screen.getByRole('status', { name: 'Enviado' });
const calendar = () => document.querySelector('[data-dates-dropdown]');

beforeEach(async () => {
  await activateLanguage('es');
});
afterAll(async () => {
  await activateLanguage('es');
});

describe('the date field', () => {
  it('writes the day DD/MMM/YYYY in the interface language', async () => {
    const { field } = await draw('es', <Form initial="2026-12-24" />);
    expect(field).toHaveValue('24/Dic/2026');
    await act(() => activateLanguage('en'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Fecha' })).toHaveValue('24/Dec/2026'));
  });

  it.each([
    ['es', '24/12/2026'],
    ['es', '24/dic/2026'],
    ['es', '24 Dic 2026'],
    ['en', '24/12/2026'],
    ['en', '24/Dec/2026'],
  ] as const)(
    'takes a day typed in %s as %s, sends it ISO and writes it back DD/MMM/YYYY',
    async (language, typed) => {
      const { user, field } = await draw(language, <Form />);
      await user.type(field, typed);
      expect(sent()).toHaveTextContent('2026-12-24');
      await user.tab();
      expect(field).toHaveValue(language === 'es' ? '24/Dic/2026' : '24/Dec/2026');
      expect(field).not.toHaveAttribute('aria-invalid', 'true');
    },
  );

  it.each([
    ['es', /^Fecha no válida: escríbela como \d\d\/\d\d\/\d{4} o \d\d\/[A-Z][a-z]{2}\/\d{4}$/],
    ['en', /^Not a valid date: type it as \d\d\/\d\d\/\d{4} or \d\d\/[A-Z][a-z]{2}\/\d{4}$/],
  ] as const)(
    'says so (%s) when the text names no day, and keeps what was typed',
    async (language, message) => {
      const { user, field } = await draw(language, <Form initial="2026-12-24" />);
      await user.clear(field);
      await user.type(field, '31/02/2026');
      // Nothing is said while typing; what is sent is no day.
      expect(screen.queryByText(message)).toBeNull();
      expect(sent()).toHaveTextContent('nada');
      await user.tab();
      expect(field).toHaveValue('31/02/2026');
      expect(field).toHaveAccessibleDescription(message);
      // Correcting it takes the message away.
      await user.clear(field);
      await user.type(field, '28/02/2026');
      expect(screen.queryByText(message)).toBeNull();
      expect(sent()).toHaveTextContent('2026-02-28');
    },
  );

  it('refuses a typed day outside its range, naming the bound, in both languages', async () => {
    const range = { minDate: '2026-03-10', maxDate: '2026-03-20' };
    const { user, field } = await draw('es', <Form {...range} />);
    await user.type(field, '09/03/2026{Enter}');
    expect(field).toHaveAccessibleDescription('Elige el 10/Mar/2026 o una fecha posterior');
    expect(sent()).toHaveTextContent('nada');
    await user.clear(field);
    await user.type(field, '21/mar/2026');
    await user.tab();
    expect(field).toHaveAccessibleDescription('Elige el 20/Mar/2026 o una fecha anterior');
    await act(() => activateLanguage('en'));
    await user.clear(field);
    await user.type(field, '21/Mar/2026');
    await user.tab();
    expect(field).toHaveAccessibleDescription('Choose 20/Mar/2026 or an earlier date');
  });

  it('opens its calendar on focus and closes it on a picked day', async () => {
    const { user, field } = await draw('es', <Form initial="2026-12-01" />);
    await user.click(field);
    expect(calendar()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: '24 diciembre 2026' }));
    expect(calendar()).toBeNull();
    expect(sent()).toHaveTextContent('2026-12-24');
    expect(field).toHaveValue('24/Dic/2026');
    expect(field).toHaveFocus();
  });

  it('closes its calendar as soon as a day is being typed, so it covers nothing next to it', async () => {
    const { user, field } = await draw('en', <Form />);
    await user.click(field);
    expect(calendar()).not.toBeNull();
    await user.type(field, '2');
    expect(calendar()).toBeNull();
    await user.type(field, '4/12/2026');
    expect(calendar()).toBeNull();
    expect(sent()).toHaveTextContent('2026-12-24');
    await user.keyboard('{ArrowDown}');
    expect(calendar()).not.toBeNull();
  });

  it('closes its calendar with Escape and with Enter, which does not send the form while it is open', async () => {
    const submit = vi.fn();
    const { user, field } = await draw('es', <Form onSubmit={submit} />);
    await user.click(field);
    expect(calendar()).not.toBeNull();
    await user.keyboard('{Escape}');
    expect(calendar()).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(calendar()).not.toBeNull();
    await user.keyboard('{Enter}');
    expect(calendar()).toBeNull();
    expect(submit).not.toHaveBeenCalled();
    await user.type(field, '05/01/2027');
    await user.keyboard('{Enter}');
    expect(submit).toHaveBeenCalledTimes(1);
    expect(sent()).toHaveTextContent('2027-01-05');
  });

  it('sends no day once its text is emptied', async () => {
    const { user, field } = await draw('es', <Form initial="2026-12-24" />);
    await user.clear(field);
    expect(sent()).toHaveTextContent('nada');
    await user.tab();
    expect(field).toHaveValue('');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
  });
});
