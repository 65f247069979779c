import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRICE_TYPE } from '../../machines/attractionRules.ts';
import { ATTRACTION_TYPES, GASTRONOMY_TYPES } from '../../machines/productTypes.ts';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession } from '../../src/api/session.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { signedInNewAccount } from './authHarness.tsx';
import { renderWizardApp } from './wizardHarness.tsx';

beforeEach(async () => {
  clearSession();
  await activateLanguage('es');
});
afterEach(() => clearSession());

const attractionType = ATTRACTION_TYPES[0]!;
const restaurantType = GASTRONOMY_TYPES[0]!;

const DAYS = ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'] as const;
type DayName = (typeof DAYS)[number];

type User = ReturnType<typeof userEvent.setup>;

const next = () => screen.getByRole('button', { name: 'Siguiente' });
const day = (name: DayName) => screen.getByRole('group', { name });
const opening = (name: DayName) => within(day(name)).getByRole('combobox', { name: /^Apertura/ });
const closing = (name: DayName) => within(day(name)).getByRole('combobox', { name: /^Cierre/ });
const money = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

const open = (opening_time: string, closing_time: string) => ({
  always_open: false,
  closed: false,
  opening_time,
  closing_time,
});
const closed = { always_open: false, closed: true, opening_time: null, closing_time: null };

/** Monday 08:00–17:00 by hand, copied onto the whole week through Monday's copy button, then Sunday closed. */
async function fillWeek(user: User) {
  const monday = await screen.findByRole('group', { name: 'Lunes' });
  expect(within(monday).getByRole('radio', { name: 'Con horario' })).toBeChecked();
  await user.selectOptions(opening('Lunes'), '08:00');
  await user.selectOptions(closing('Lunes'), '17:00');

  const copy = within(monday).getByRole('button', { name: 'Copiar a otros días' });
  await user.click(copy);
  const dialog = await screen.findByRole('dialog', { name: 'Copiar el horario del lunes' });
  // The weekday group starts with every day, its "every day" box ticked.
  expect(within(dialog).getByRole('checkbox', { name: 'Todos los días' })).toBeChecked();
  for (const name of DAYS) expect(within(dialog).getByRole('checkbox', { name })).toBeChecked();
  await user.click(within(dialog).getByRole('button', { name: 'Copiar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(copy).toHaveFocus());
  expect(screen.getByRole('status')).toHaveTextContent(
    'Se copió el horario del lunes a: martes, miércoles, jueves, viernes, sábado y domingo.',
  );
  for (const name of DAYS) {
    expect(opening(name)).toHaveValue('08:00');
    expect(closing(name)).toHaveValue('17:00');
  }

  await user.click(within(day('Domingo')).getByRole('radio', { name: 'Cerrado' }));
  expect(within(day('Domingo')).queryByRole('combobox')).toBeNull();
  expect(within(day('Domingo')).getByText('Cerrado todo el día')).toBeVisible();
}

/** The week as saved: Monday to Saturday 08:00–17:00, Sunday closed. */
const savedWeek = [
  ...([1, 2, 3, 4, 5, 6] as const).map((d) => ({ day: d, ...open('08:00', '17:00') })),
  { day: 7 as const, ...closed },
];

/** Wednesday closes before it opens: refused on Wednesday's closing time, with what was chosen kept. */
async function refuseBackwardsDay(user: User, path: () => string) {
  const before = path();
  await user.selectOptions(opening('Miércoles'), '17:00');
  await user.selectOptions(closing('Miércoles'), '08:00');
  await waitFor(() => expect(next()).toBeEnabled());
  await user.click(next());
  expect(
    await within(day('Miércoles')).findByText('La hora de cierre debe ser posterior a la de apertura'),
  ).toBeVisible();
  expect(closing('Miércoles')).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(closing('Miércoles')).toHaveFocus());
  expect(opening('Miércoles')).toHaveValue('17:00');
  expect(closing('Miércoles')).toHaveValue('08:00');
  expect(path()).toBe(before);
  // Changing the day takes its message away.
  await user.selectOptions(closing('Miércoles'), '20:30');
  expect(
    within(day('Miércoles')).queryByText('La hora de cierre debe ser posterior a la de apertura'),
  ).toBeNull();
}

/** An attraction of the signed-in provider with its information step saved, through the API. */
async function createAttraction(): Promise<string> {
  const created = unwrap(
    await api.POST('/api/attractions', {
      params: { query: { product_type: attractionType, language_code: 'es' } },
      body: {
        name: 'Museo del Ferrocarril',
        title: 'Trenes de la Antigua Guatemala',
        description: 'Locomotoras y vagones restaurados en la vieja estación.',
      },
    }),
  );
  return created._id;
}

describe('the attraction schedule step', () => {
  it('saves a week copied from Monday with Sunday closed and the tickets, and reads them back', async () => {
    await signedInNewAccount('atraccion-horario');
    const id = await createAttraction();
    const { router, unmount } = await renderWizardApp(`/attractions/schedule/${id}`);
    const user = userEvent.setup({ delay: null });
    await fillWeek(user);

    // Before the first save a local adult's ticket is empty and the others read 0.
    expect(money('Adulto local')).toHaveValue('');
    expect(money('Niño local')).toHaveValue('$ 0');
    await user.type(money('Adulto local'), '0');
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    expect(
      await screen.findByText('El precio de la entrada de un adulto local debe ser mayor que 0'),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe(`/attractions/schedule/${id}`);

    await user.clear(money('Adulto local'));
    await user.type(money('Adulto local'), '12.50');
    await user.clear(money('Niño local'));
    await user.type(money('Niño local'), '5');
    await user.clear(money('Adulto extranjero'));
    await user.type(money('Adulto extranjero'), '25');
    await user.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/attractions/service-rules/${id}`));

    const saved = unwrap(
      await api.GET('/api/attractions/schedule/{id}/{type}', {
        params: { path: { id, type: attractionType } },
      }),
    );
    expect(saved.schedule).toEqual(savedWeek);
    expect(saved.local_prices).toMatchObject({ adult: 12.5, child: 5 });
    expect(saved.foreing_prices).toMatchObject({ adult: 25, child: 0 });

    // Opened again, as after a reload: the stored week and tickets are on screen.
    unmount();
    await renderWizardApp(`/attractions/schedule/${id}`);
    await screen.findByRole('group', { name: 'Lunes' });
    for (const name of DAYS.slice(0, 6)) {
      expect(opening(name as DayName)).toHaveValue('08:00');
      expect(closing(name as DayName)).toHaveValue('17:00');
    }
    expect(within(day('Domingo')).getByRole('radio', { name: 'Cerrado' })).toBeChecked();
    expect(money('Adulto local')).toHaveValue('$ 12.5');
    expect(money('Niño local')).toHaveValue('$ 5');
    expect(money('Adulto extranjero')).toHaveValue('$ 25');
    expect(money('Niño extranjero')).toHaveValue('$ 0');
  });

  it('refuses a day that closes before it opens on that day, keeping what was chosen', async () => {
    await signedInNewAccount('atraccion-al-reves');
    const id = await createAttraction();
    unwrap(
      await api.PUT('/api/attractions/schedule/{id}/{type}', {
        params: { path: { id, type: attractionType } },
        body: {
          schedule: savedWeek,
          local_prices: { price_type: PRICE_TYPE.local, adult: 10, child: 0 },
          foreing_prices: { price_type: PRICE_TYPE.foreign, adult: 0, child: 0 },
        },
      }),
    );
    const { router } = await renderWizardApp(`/attractions/schedule/${id}`);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('group', { name: 'Miércoles' });
    await refuseBackwardsDay(user, () => router.state.location.pathname);
  });
});

describe('the restaurant schedule step', () => {
  it('saves a week copied from Monday with Sunday closed, reads it back, and refuses a day closing before it opens', async () => {
    await signedInNewAccount('restaurante-horario');
    const { _id: id } = unwrap(
      await api.POST('/api/food-establishment', {
        params: { query: { product_type: restaurantType, language_code: 'es' } },
        body: {
          name: 'Fonda de la Calle Real',
          title: 'Cocina antigüeña de siempre',
          description: 'Pepián, jocón y chocolate caliente a media cuadra del parque.',
        },
      }),
    );
    const { router, unmount } = await renderWizardApp(`/gastronomy/schedule/${id}`);
    const user = userEvent.setup({ delay: null });

    // Nothing chosen yet: every day asks for its two times.
    await screen.findByRole('group', { name: 'Lunes' });
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(14);
    await waitFor(() => expect(opening('Lunes')).toHaveFocus());

    await fillWeek(user);
    expect(screen.queryByText('Este campo es obligatorio')).toBeNull();
    // Saturday open around the clock instead.
    await user.click(within(day('Sábado')).getByRole('radio', { name: '24 horas' }));
    await user.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/gastronomy/menu/${id}`));

    const saved = unwrap(
      await api.GET('/api/food-establishment/schedule/{id}/{type}', {
        params: { path: { id, type: restaurantType } },
      }),
    );
    const week = savedWeek.map((entry) =>
      entry.day === 6
        ? { day: 6, always_open: true, closed: false, opening_time: null, closing_time: null }
        : entry,
    );
    expect(saved.schedule).toEqual(week);

    unmount();
    const again = await renderWizardApp(`/gastronomy/schedule/${id}`);
    await screen.findByRole('group', { name: 'Lunes' });
    expect(opening('Lunes')).toHaveValue('08:00');
    expect(closing('Viernes')).toHaveValue('17:00');
    expect(within(day('Sábado')).getByRole('radio', { name: '24 horas' })).toBeChecked();
    expect(within(day('Domingo')).getByRole('radio', { name: 'Cerrado' })).toBeChecked();

    await refuseBackwardsDay(user, () => again.router.state.location.pathname);
  });

  it('copies only to the days ticked, and keeps a day without hours from being copied', async () => {
    await signedInNewAccount('restaurante-copia');
    const { _id: id } = unwrap(
      await api.POST('/api/food-establishment', {
        params: { query: { product_type: restaurantType, language_code: 'es' } },
        body: {
          name: 'Café Barista',
          title: 'Café de altura',
          description: 'Café de Acatenango recién tostado.',
        },
      }),
    );
    await renderWizardApp(`/gastronomy/schedule/${id}`);
    const user = userEvent.setup({ delay: null });
    const friday = await screen.findByRole('group', { name: 'Viernes' });

    // Friday has no hours yet: nothing to copy.
    await user.click(within(friday).getByRole('button', { name: 'Copiar a otros días' }));
    let dialog = await screen.findByRole('dialog', { name: 'Copiar el horario del viernes' });
    expect(within(dialog).getByText(/antes de copiarlo/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Copiar' })).toBeDisabled();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(friday).getByRole('radio', { name: '24 horas' }));
    await user.click(within(friday).getByRole('button', { name: 'Copiar a otros días' }));
    dialog = await screen.findByRole('dialog', { name: 'Copiar el horario del viernes' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Todos los días' }));
    expect(within(dialog).getByRole('button', { name: 'Copiar' })).toBeDisabled();
    expect(within(dialog).getByText('Marca al menos otro día.')).toBeVisible();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sábado' }));
    await user.click(within(dialog).getByRole('button', { name: 'Copiar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(within(day('Sábado')).getByRole('radio', { name: '24 horas' })).toBeChecked();
    expect(within(day('Domingo')).getByRole('radio', { name: 'Con horario' })).toBeChecked();
    expect(within(day('Jueves')).getByRole('radio', { name: 'Con horario' })).toBeChecked();
  });
});
