import type { components } from '../openapi/schema.d.ts';
import { expect, type Page, test } from './fixtures.ts';
import { signIn } from './session.ts';

/**
 * Issue 5's decisions in Spanish, in a real browser against the built app and the real server: the demo
 * provider accepts a pending reservation (its days then show reserved in the product's availability) and
 * rejects another with a reason. GT-240103 and GT-240102 are seeded for empresa@demo.gt
 * (server/db/seedBookings.ts); no other spec of the run decides them.
 */

type Reservation = components['schemas']['Reservation'];
type AvailabilityList = components['schemas']['AvailabilityList'];

const PROVIDER = { email: 'empresa@demo.gt', password: 'Demo1234' };

/** The calendar day before a 'YYYY-MM-DD' day. */
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** The provider's API token, as the app gets it: through the real login. */
async function providerToken(page: Page): Promise<string> {
  const response = await page.request.post('/users/login', { data: PROVIDER });
  expect(response.ok()).toBe(true);
  return (await response.json()).token as string;
}

/** From the list, the reservation's detail: the whole card is its link. */
async function openReservation(page: Page, code: string): Promise<string> {
  await page.goto('/reservations');
  await page.getByRole('article', { name: code }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Reserva ${code}` })).toBeVisible();
  const id = /\/reservation\/([^/?#]+)/.exec(page.url())?.[1];
  expect(id).toBeTruthy();
  return id as string;
}

test('the provider accepts one pending reservation and rejects another with a reason', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, PROVIDER.email, PROVIDER.password);
  const token = await providerToken(page);
  const headers = { authorization: `Bearer ${token}` };

  // Accept GT-240103 (Cabaña Volcán de Agua) through the confirmation dialog.
  const acceptedId = await openReservation(page, 'GT-240103');
  await expect(page.getByRole('main').getByText('Por confirmar', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Aceptar', exact: true }).click();
  const acceptDialog = page.getByRole('dialog', { name: 'Aceptar la reserva' });
  await expect(acceptDialog).toContainText('GT-240103');
  await acceptDialog.getByRole('button', { name: 'Sí, aceptar' }).click();
  await expect(acceptDialog).toBeHidden();
  await expect(page.getByRole('main').getByText('Confirmada', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aceptar', exact: true })).toHaveCount(0);

  // Its days are now reserved in the product's availability.
  const accepted = (await (
    await page.request.get(`/api/bookings/${acceptedId}`, { headers })
  ).json()) as Reservation;
  expect(accepted.status).toBe(2);
  const availability = await page.request.get(`/api/accommodation/availability/${accepted.product._id}/es`, {
    headers,
  });
  expect(availability.ok()).toBe(true);
  const { data } = (await availability.json()) as AvailabilityList;
  expect(data).toContainEqual(
    expect.objectContaining({
      lock_type: 'reserved',
      booking_id: acceptedId,
      start_date: accepted.start_date,
      // The nights held: the departure day stays free for the next guest.
      end_date: dayBefore(accepted.end_date),
    }),
  );

  // Reject GT-240102 (Casa del Lago) with a reason; the detail then shows it rejected, with the reason.
  const reason = 'La casa está reservada para un evento familiar esas fechas.';
  const rejectedId = await openReservation(page, 'GT-240102');
  await page.getByRole('button', { name: 'Rechazar', exact: true }).click();
  const rejectDialog = page.getByRole('dialog', { name: 'Rechazar la reserva' });
  const confirm = rejectDialog.getByRole('button', { name: 'Rechazar reserva' });
  await expect(confirm).toBeDisabled();
  await rejectDialog.getByRole('textbox', { name: /Motivo del rechazo/ }).fill(reason);
  await confirm.click();
  await expect(rejectDialog).toBeHidden();
  await expect(page.getByRole('main').getByText('Rechazada', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Motivo del rechazo' })).toContainText(reason);
  await expect(page.getByRole('button', { name: 'Rechazar', exact: true })).toHaveCount(0);
  const rejected = (await (
    await page.request.get(`/api/bookings/${rejectedId}`, { headers })
  ).json()) as Reservation;
  expect(rejected).toMatchObject({ status: 0, cancelled_by: 'provider', reject_reason: reason });

  // The list says the same.
  await page.goto('/reservations');
  await expect(page.getByRole('article', { name: 'GT-240103' })).toContainText('Confirmada');
  await expect(page.getByRole('article', { name: 'GT-240102' })).toContainText('Rechazada');
  await expect(page.getByRole('article', { name: 'GT-240102' })).toContainText(
    `Motivo del rechazo: ${reason}`,
  );
  expect(errors).toEqual([]);
});
