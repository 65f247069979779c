import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { clearSession } from '../../src/api/session.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { fileCast } from './demoCastHarness.ts';
import { connected, freshTraveler, simulateBooking } from './messagesHarness.tsx';
import { installIntersectionObserver } from './productsHarness.tsx';
import { renderApp, signInAs } from './shellHarness.tsx';

const cast = fileCast();

beforeAll(async () => {
  await activateLanguage('es');
  installIntersectionObserver();
});
beforeEach(async () => {
  localStorage.clear();
  await signInAs(cast.company);
});
afterEach(() => clearSession());

/** The reservations list, with the live connection up (opened from the messages, where it connects). */
async function liveReservations() {
  const rendered = await renderApp('/message');
  await connected();
  await rendered.router.navigate({ to: '/reservations' });
  await screen.findByRole('article', { name: cast.reservation('GT-240094') });
  return rendered;
}

it('shows a reservation made on the marketplace at once: a toast, and the list without reloading', async () => {
  const user = userEvent.setup();
  const { router } = await liveReservations();

  // Far ahead, a fresh traveler: nothing another test decides about overlaps this booking.
  const booking = await simulateBooking({
    provider_email: cast.company,
    traveler_email: freshTraveler('reserva'),
    start_in_days: 300,
    nights: 1,
  });
  const code = booking.reservation_no;
  const toast = (await screen.findByText(`Nueva reserva ${code}`)).closest('[role="alert"]') as HTMLElement;
  expect(toast).toHaveTextContent(booking.product.name);
  const card = await screen.findByRole('article', { name: code });
  expect(card).toHaveTextContent('Por confirmar');
  expect(router.state.location.pathname).toBe('/reservations');

  await user.click(within(toast).getByRole('link', { name: 'Ver reserva' }));
  await waitFor(() => expect(router.state.location.pathname).toBe(`/reservation/${booking._id}`));
  expect(await screen.findByRole('heading', { level: 1, name: `Reserva ${code}` })).toBeInTheDocument();
});

it('names a booked room with its hotel: in the toast, the list and the reservation', async () => {
  // The demo hotel's first room (server/db/demoHotels.ts).
  const room = cast.product('6b2e9f41-3c7a-4d85-a1e0-7f4c2d9b1a11');
  const booked = 'Hotel Casa del Arco · Doble estándar con patio';
  const user = userEvent.setup();
  await liveReservations();

  const booking = await simulateBooking({
    provider_email: cast.company,
    traveler_email: freshTraveler('habitacion'),
    product_id: room,
    start_in_days: 310,
    nights: 2,
  });
  const code = booking.reservation_no;
  const toast = (await screen.findByText(`Nueva reserva ${code}`)).closest('[role="alert"]') as HTMLElement;
  expect(toast).toHaveTextContent(booked);
  expect(await screen.findByRole('article', { name: code })).toHaveTextContent(booked);

  await user.click(within(toast).getByRole('link', { name: 'Ver reserva' }));
  const detail = await screen.findByRole('region', { name: 'Reserva' });
  expect(within(detail).getByText('Hotel Casa del Arco')).toBeInTheDocument();
  expect(within(detail).getByText('Habitación: Doble estándar con patio')).toBeInTheDocument();
});
