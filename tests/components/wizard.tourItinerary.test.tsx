import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession } from '../../src/api/session.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { signedInNewAccount } from './authHarness.tsx';
import { createThingToDo, renderWizardApp, stepConnection } from './wizardHarness.tsx';

beforeEach(async () => {
  clearSession();
  await activateLanguage('es');
});
afterEach(() => clearSession());

const readItinerary = async (id: string, type: 11 | 13 | 71) =>
  unwrap(
    await api.GET('/api/thingsToDo/itinerary/{id}/{languageCode}/{type}', {
      params: { path: { id, languageCode: 'es', type } },
    }),
  );

async function addActivity(
  user: UserEvent,
  day: HTMLElement,
  description: string,
  time: [string, string, string],
) {
  await user.type(within(day).getByRole('textbox', { name: 'Nueva actividad' }), description);
  const add = within(day).getByRole('button', { name: 'Agregar actividad' });
  // An activity needs its time before it can be added (SPEC §5).
  expect(add).toBeDisabled();
  await pickTimeIn(user, day, 'Hora de la actividad', time);
  await user.click(add);
}

/** Picks a time on a day's 12-hour selector: hour, minutes, AM/PM. */
async function pickTimeIn(
  user: UserEvent,
  day: HTMLElement,
  label: string,
  [hour, minute, meridiem]: [string, string, string],
) {
  const pick = async (piece: string, option: string) => {
    await user.selectOptions(within(day).getByRole('combobox', { name: `${label}: ${piece}` }), option);
  };
  await pick('hora', hour);
  await pick('minutos', minute);
  await pick('AM/PM', meridiem);
}

describe('the itinerary step', () => {
  it('builds a flexible tour of some hours and saves it', async () => {
    await signedInNewAccount('itinerario');
    const id = await createThingToDo(11, 'Amanecer en Tikal');
    const { router } = await renderWizardApp(`/tour/itinerary/${id}`);
    const user = userEvent.setup({ delay: null });
    // Nothing stored yet: only the duration shows, and a submit asks for it.
    await screen.findByRole('radio', { name: 'Por horas' });
    expect(screen.queryByRole('switch', { name: /^Horario flexible/ })).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Siguiente' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Elige la duración del tour')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'Por horas' }));
    const hours = screen.getByRole('textbox', { name: /^Cantidad de horas/ });
    await user.type(hours, '30');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('El valor está fuera del rango permitido')).toBeVisible();
    await user.clear(hours);
    // Half hours count (SPEC §5 allows fractions), written with the Spanish decimal comma.
    await user.type(hours, '4,5');

    const day = screen.getByRole('region', { name: 'Itinerario' });
    await addActivity(user, day, 'Caminata al Templo IV', ['04', '30', 'AM']);
    expect(within(day).getByText('Caminata al Templo IV')).toBeVisible();
    expect(within(day).getByText('04:30 AM')).toBeVisible();

    await user.click(screen.getByRole('switch', { name: /^Horario flexible/ }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Agrega al menos una hora de inicio a cada día')).toBeVisible();
    await pickTimeIn(user, day, 'Hora de inicio', ['03', '00', 'AM']);
    await user.click(within(day).getByRole('button', { name: 'Agregar hora de inicio' }));
    expect(within(day).getByText('03:00 AM')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/tour/cancellation-policy/${id}`));
    expect(await readItinerary(id, 11)).toMatchObject({
      duration_type: 0,
      time_duration: 4.5,
      flexible_schedules: true,
      days: [
        {
          no_day: 1,
          activities: [{ description: 'Caminata al Templo IV', start_time: '04:30', number: 1 }],
          start_times_flexible: ['03:00'],
        },
      ],
    });
  });

  it('adds and removes day blocks with the day count, asks before a new duration clears them, and keeps them when a save fails', async () => {
    await signedInNewAccount('varios-dias');
    const id = await createThingToDo(71, 'Paquete Atitlán');
    await renderWizardApp(`/tourist-package/itinerary/${id}`);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('radio', { name: 'Varios días' }));
    const count = screen.getByRole('textbox', { name: /^Cantidad de días/ });
    // A multi-day tour opens on its two-day minimum, and the count says so.
    expect(count).toHaveValue('2');
    expect(screen.getAllByRole('region', { name: /^Día \d$/ })).toHaveLength(2);
    await user.clear(count);
    await user.type(count, '3');
    expect(screen.getAllByRole('region', { name: /^Día \d$/ })).toHaveLength(3);
    await user.clear(count);
    await user.type(count, '2');
    expect(screen.getAllByRole('region', { name: /^Día \d$/ })).toHaveLength(2);

    await addActivity(user, screen.getByRole('region', { name: 'Día 1' }), 'Lancha a San Juan', [
      '08',
      '00',
      'AM',
    ]);
    await addActivity(user, screen.getByRole('region', { name: 'Día 2' }), 'Mercado de Sololá', [
      '10',
      '30',
      'AM',
    ]);

    // A new duration clears the itinerary, after asking.
    await user.click(screen.getByRole('radio', { name: 'Día completo' }));
    const ask = await screen.findByRole('dialog', { name: '¿Cambiar la duración?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByText('Lancha a San Juan')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Varios días' })).toBeChecked();

    // A save that cannot reach the server keeps everything typed.
    const connection = stepConnection();
    try {
      await user.click(screen.getByRole('button', { name: 'Siguiente' }));
      await connection.waitFor('saveStep');
      connection.fail('saveStep');
      const failure = await screen.findByRole('dialog', { name: 'Lo sentimos, algo salió mal' });
      await user.click(within(failure).getByRole('button', { name: 'Entendido' }));
    } finally {
      connection.dispose();
    }
    expect(screen.getByText('Lancha a San Juan')).toBeVisible();
    expect(screen.getByText('Mercado de Sololá')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Varios días' })).toBeChecked();
    // …and it can be changed again.
    await user.click(screen.getByRole('radio', { name: 'Día completo' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '¿Cambiar la duración?' })).getByRole('button', {
        name: 'Cambiar y borrar',
      }),
    );
    expect(screen.queryByText('Lancha a San Juan')).toBeNull();
    expect(screen.queryByRole('region', { name: /^Día \d$/ })).toBeNull();
    expect((await readItinerary(id, 71)).duration_type).toBeNull();
  });
});
