import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession } from '../../src/api/session.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { signedInNewAccount } from './authHarness.tsx';
import { choose, createStay, renderWizardApp } from './wizardHarness.tsx';

beforeEach(async () => {
  clearSession();
  await activateLanguage('es');
});
afterEach(() => clearSession());

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const field = (name: RegExp) => screen.queryByRole('textbox', { name });

describe('the booking-details step', () => {
  it('reveals each fee with its switch, requires a revealed fee, and keeps check-in in order', async () => {
    await signedInNewAccount('reserva');
    const id = await createStay(1, 'Casa Reserva', 2);
    const { router } = await renderWizardApp(`/vacation-rental/booking-details/${id}`);
    const user = userEvent.setup({ delay: null });
    const notice = await screen.findByRole('textbox', { name: /^Días de anticipación/ });
    expect(notice).toHaveValue('1');
    expect(screen.getByRole('combobox', { name: /^Check-in desde/ })).toHaveValue('00:00');
    expect(field(/^Precio por persona adicional/)).toBeNull();
    expect(field(/^Cargo por llegada anticipada/)).toBeNull();
    expect(field(/^Cargo por salida tardía/)).toBeNull();

    await user.click(screen.getByRole('switch', { name: /^Permitir personas adicionales/ }));
    expect(textbox(/^Precio por persona adicional/)).toBeVisible();
    await user.click(screen.getByRole('switch', { name: /^Permitir personas adicionales/ }));
    expect(field(/^Precio por persona adicional/)).toBeNull();

    // The untouched window, midnight to midnight, is no window: the provider is told to choose one.
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(
      await screen.findByText('La hora final del check-in debe ser posterior a la inicial'),
    ).toBeVisible();

    await user.click(screen.getByRole('switch', { name: /^Llegada anticipada/ }));
    await user.click(screen.getByRole('switch', { name: /^Salida tardía/ }));
    await choose(user, /^Check-in desde/, '15:00');
    await choose(user, /^Check-in hasta/, '14:30');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(2);
    expect(screen.getByText('La hora final del check-in debe ser posterior a la inicial')).toBeVisible();

    await choose(user, /^Check-in hasta/, '20:00');
    await choose(user, /^Hora de check-out/, '11:00');
    // Prices include the commission (model 2: 15 %); the provider sees what it receives.
    await user.type(textbox(/^Cargo por llegada anticipada/), '23');
    expect(screen.getByText(/Recibes \$20\.00/)).toBeVisible();
    await user.type(textbox(/^Cargo por salida tardía/), '11.5');
    await user.type(textbox(/^Cargo por check-in tardío/), '5');
    await user.clear(notice);
    await user.type(notice, '3');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/vacation-rental/cancellation-policy/${id}`),
    );
    const saved = unwrap(
      await api.GET('/api/accommodation/booking/{id}/{type}', { params: { path: { id, type: 1 } } }),
    );
    expect(saved).toEqual({
      before_booking: 3,
      check_in_time_start: '15:00',
      check_in_time_end: '20:00',
      check_out_time: '11:00',
      late_check_in_fee: 5,
      extra_person: false,
      early_arrival_time: true,
      early_arrival_time_value: 23,
      late_arrival_time: true,
      late_arrival_time_value: 11.5,
    });
  });

  it('shows the stored fees with the net of commission model 1', async () => {
    await signedInNewAccount('neto');
    const id = await createStay(4, 'Cuarto Neto', 1);
    unwrap(
      await api.PUT('/api/accommodation/booking/{id}/{type}', {
        params: { path: { id, type: 4 } },
        body: {
          before_booking: 0,
          check_in_time_start: '14:00',
          check_in_time_end: '18:00',
          check_out_time: '10:00',
          extra_person: true,
          extra_person_price: 22,
          early_arrival_time: false,
          late_arrival_time: false,
        },
      }),
    );
    await renderWizardApp(`/room/booking-details/${id}?edit`);
    const price = await screen.findByRole('textbox', { name: /^Precio por persona adicional/ });
    expect(price).toHaveValue('$ 22');
    expect(screen.getByText(/Recibes \$20\.00/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Días de anticipación/ })).toHaveValue('0');
    expect(screen.getByRole('combobox', { name: /^Hora de check-out/ })).toHaveValue('10:00');
  });
});
