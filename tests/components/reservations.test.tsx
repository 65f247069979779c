import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { commissionPercent, netAmount } from '../../machines/netAmount.ts';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession } from '../../src/api/session.ts';
import { formatDate } from '../../src/i18n/dates.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { fileCast } from './demoCastHarness.ts';
import { installIntersectionObserver } from './productsHarness.tsx';
import { renderApp, signInAs } from './shellHarness.tsx';

// The seeded reservations (server/db/seedBookings.ts) of this file's own copy of empresa@demo.gt, under its
// cast's numbers (GT-240101 → RESERVATIONS-240101): this file alone decides them, against a server that
// starts from a fresh database each run.
const cast = fileCast();
const code = cast.reservation;
const PENDING = [code('GT-240101'), code('GT-240102'), code('GT-240103')];
const DECIDED = [code('GT-240094'), code('GT-240071'), code('GT-240088')];
/** The beginning of the decided ones' numbers, as a person would type it. */
const DECIDED_PREFIX = code('GT-2400').toLowerCase();

async function bookingOf(number: string) {
  const list = unwrap(
    await api.GET('/api/bookings', { params: { query: { code: number, page: 1, results: 12 } } }),
  );
  const booking = list.data.find((item) => item.reservation_no === number);
  if (!booking) throw new Error(`No booking ${number}`);
  return unwrap(await api.GET('/api/bookings/{id}', { params: { path: { id: booking._id } } }));
}

beforeAll(async () => {
  await activateLanguage('es');
  installIntersectionObserver();
});
beforeEach(async () => {
  localStorage.clear();
  await signInAs(cast.company);
});
afterEach(() => clearSession());

describe('/reservations', () => {
  it('lists the seeded reservations and filters the pending ones', async () => {
    await renderApp('/reservations');
    for (const code of [...PENDING, ...DECIDED]) {
      expect(await screen.findByRole('article', { name: code })).toBeInTheDocument();
    }
    const first = screen.getByRole('article', { name: code('GT-240101') });
    const booking = await bookingOf(code('GT-240101'));
    expect(first).toHaveTextContent(booking.product.name);
    expect(first).toHaveTextContent(formatDate(booking.start_date, 'es'));
    expect(first).toHaveTextContent('2 adultos, 1 niño');
    expect(first).toHaveTextContent(booking.subtotal_formated);
    expect(first).toHaveTextContent('Por confirmar');
    expect(first).toHaveTextContent(/Quedan \d+ h \d+ min para responder/);

    await userEvent.setup().click(screen.getByRole('radio', { name: 'Pendientes' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: code('GT-240094') })).not.toBeInTheDocument(),
    );
    for (const code of PENDING) expect(screen.getByRole('article', { name: code })).toBeInTheDocument();
    for (const code of DECIDED) expect(screen.queryByRole('article', { name: code })).not.toBeInTheDocument();
  });

  it('keeps the filter and the searched code in the URL', async () => {
    const { router } = await renderApp(`/reservations?filter=cancelled&code=${DECIDED_PREFIX}`);
    const rejected = await screen.findByRole('article', { name: code('GT-240088') });
    // The provider rejected it: "Rechazada" with the reason given, not a traveler's "Cancelada".
    expect(rejected).toHaveTextContent('Rechazada');
    expect(rejected).not.toHaveTextContent('Cancelada');
    expect(rejected).toHaveTextContent('Motivo del rechazo: La cabaña está en mantenimiento esas fechas.');
    expect(rejected).toHaveTextContent('1 adulto, 0 niños');
    expect(screen.getByRole('radio', { name: 'Canceladas' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Buscar por código' })).toHaveValue(DECIDED_PREFIX);
    expect(screen.queryByRole('article', { name: code('GT-240101') })).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('radio', { name: 'Pendientes' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ filter: 'pending', code: DECIDED_PREFIX }),
    );
  });

  it('searches by code', async () => {
    const { router } = await renderApp('/reservations');
    await screen.findByRole('article', { name: code('GT-240102') });
    await userEvent
      .setup()
      .type(screen.getByRole('textbox', { name: 'Buscar por código' }), code('GT-240101'));
    // The search waits for a pause in typing, then for the server.
    expect(await screen.findByText('Mostrando 1 de 1', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: code('GT-240101') })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: code('GT-240102') })).not.toBeInTheDocument();
    expect(router.state.location.search).toEqual({ code: code('GT-240101') });
  });
});

describe('/reservation/$id', () => {
  it('shows the reservation, its client and the net under the commission model', async () => {
    const booking = await bookingOf(code('GT-240101'));
    await renderApp(`/reservation/${booking._id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: `Reserva ${code('GT-240101')}` }),
    ).toBeInTheDocument();
    const client = screen.getByRole('heading', { level: 2, name: 'Cliente' }).closest('section')!;
    expect(client).toHaveTextContent('María José Cifuentes');
    expect(client).toHaveTextContent('mjcifuentes@correo.gt');
    expect(within(client).getByRole('link', { name: 'Ir al chat' })).toHaveAttribute(
      'href',
      `/message?to=${booking.info_user.user_id}`,
    );
    const { net, fee } = netAmount(booking.subtotal, booking.commission_model);
    expect(booking.net).toBe(net);
    expect(booking.commission).toBe(fee);
    expect(screen.getByTestId('reservation-net')).toHaveTextContent(`${booking.currency} ${net.toFixed(2)}`);
    // The commission line names its base, and its amount is the subtotal less the net.
    const percent = commissionPercent(booking.commission_model);
    const line = screen.getByText(`Comisión de la plataforma: ${percent} % sobre tu neto`).parentElement!;
    expect(line).toHaveTextContent(`− ${booking.currency} ${fee.toFixed(2)}`);
    expect(Math.round((net + fee) * 100)).toBe(Math.round(booking.subtotal * 100));
  });

  it('says so when the reservation does not exist', async () => {
    await renderApp('/reservation/no-such-booking');
    expect(await screen.findByText('El detalle de la reserva no existe')).toBeInTheDocument();
  });

  it('accepts a reservation; the overlapping one then shows the server refusal', async () => {
    const user = userEvent.setup();
    const first = await bookingOf(code('GT-240101'));
    const view = await renderApp(`/reservation/${first._id}`);
    await user.click(await screen.findByRole('button', { name: 'Aceptar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aceptar la reserva' });
    await user.click(within(dialog).getByRole('button', { name: 'Sí, aceptar' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Aceptar' })).not.toBeInTheDocument());
    expect(screen.getByText('Confirmada')).toBeInTheDocument();
    expect((await bookingOf(code('GT-240101'))).status).toBe(2);
    view.unmount();

    const second = await bookingOf(code('GT-240102'));
    await renderApp(`/reservation/${second._id}`);
    await user.click(await screen.findByRole('button', { name: 'Aceptar' }));
    const again = await screen.findByRole('dialog', { name: 'Aceptar la reserva' });
    await user.click(within(again).getByRole('button', { name: 'Sí, aceptar' }));
    expect(
      await within(again).findByText('Las fechas de esta reserva ya están ocupadas en el producto'),
    ).toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect((await bookingOf(code('GT-240102'))).status).toBe(1);
  });

  it('rejects only with a reason', async () => {
    const user = userEvent.setup();
    const booking = await bookingOf(code('GT-240103'));
    await renderApp(`/reservation/${booking._id}`);
    await user.click(await screen.findByRole('button', { name: 'Rechazar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar la reserva' });
    const confirm = within(dialog).getByRole('button', { name: 'Rechazar reserva' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo del rechazo/ }), '   ');
    expect(confirm).toBeDisabled();
    await user.type(
      within(dialog).getByRole('textbox', { name: /Motivo del rechazo/ }),
      'Sin disponibilidad',
    );
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Rechazar' })).not.toBeInTheDocument());
    expect(screen.getByText('Rechazada')).toBeInTheDocument();
    expect(screen.queryByText('Cancelada')).not.toBeInTheDocument();
    const reason = await screen.findByRole('alert');
    expect(reason).toHaveTextContent('Motivo del rechazo');
    expect(reason).toHaveTextContent('Sin disponibilidad');
    const rejected = await bookingOf(code('GT-240103'));
    expect(rejected.status).toBe(0);
    expect(rejected.cancelled_by).toBe('provider');
    expect(rejected.reject_reason).toBe('Sin disponibilidad');
  });
});
