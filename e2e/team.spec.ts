import { screenFindings } from './accessibilityChecks.ts';
import { expect, type Page, test } from './fixtures.ts';
import { watch } from './pageWatch.ts';
import { signIn } from './session.ts';

/**
 * A company's team (issue 32) in a real browser against the built app and the real server. The demo company invites a
 * new address as staff from its Team screen; the invitee opens the mailed link (the development outbox stands in for
 * the mailbox) in a browser of their own, creates their account and lands signed in, with only reservations and
 * messages in the menu; they accept a reservation the marketplace just made, and the payouts screen refuses them.
 * The owner then sees the answer in the team's activity, removes the member, and the member's next step sends them
 * to sign in. The three team screens pass axe and fit a 390 px phone.
 */

const COMPANY = 'Hotel Lago Atitlán';

type OutboxMail = { to: string; link?: string };

/** The newest mailed link to `email`, as the page's own origin serves it. */
async function mailedLink(page: Page, email: string): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const outbox = (await (await page.request.get('/api/dev/outbox')).json()) as OutboxMail[];
      link = outbox.find((mail) => mail.to === email && mail.link)?.link;
      return link;
    })
    .toBeTruthy();
  return new URL(link!);
}

/** A pending reservation of the demo company, made as the marketplace makes one (the operator's simulation). */
async function newPendingReservation(page: Page): Promise<string> {
  const login = await page.request.post('/users/login', {
    data: { email: 'soporte@demo.gt', password: 'Demo1234' },
  });
  expect(login.ok()).toBe(true);
  const operator = (await login.json()).token as string;
  const made = await page.request.post('/api/simulate/bookings', {
    headers: { authorization: `Bearer ${operator}` },
    data: { provider_email: 'empresa@demo.gt', start_in_days: 260, traveler_email: 'e2e.equipo@correo.gt' },
  });
  expect(made.status()).toBe(201);
  return (await made.json()).reservation_no as string;
}

test('the owner invites a staff member, who joins through the mailed link, answers a reservation and cannot open payouts; removed, they are signed out', async ({
  page,
  browser,
}) => {
  const owner = watch(page);
  const email = `recepcion.${Date.now()}@correo.gt`;
  await signIn(page, 'empresa@demo.gt');
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Equipo' })
    .click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Equipo' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tabla de miembros del equipo' })).toContainText('Tú');
  await owner.settled();
  expect(await screenFindings(page, '/team', { phoneAxe: true })).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The invitation, as staff.
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
  await page.getByRole('radio', { name: 'Personal: reservas y mensajes' }).check();
  await page.getByRole('button', { name: 'Enviar invitación' }).click();
  await expect(page.getByText(`Invitación enviada a ${email}.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tabla de invitaciones pendientes' })).toContainText(email);

  // The invitee, in a browser of their own, follows the link.
  const link = await mailedLink(page, email);
  expect(link.pathname).toBe('/team/join');
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  const memberWatch = watch(member);
  await member.goto(`${link.pathname}${link.search}`);
  await expect(
    member.getByRole('heading', { level: 1, name: `Únete al equipo de ${COMPANY}` }),
  ).toBeVisible();
  await expect(member.getByText(`${COMPANY} te invita a su equipo como Personal.`)).toBeVisible();
  await memberWatch.settled();
  expect(await screenFindings(member, '/team/join', { phoneAxe: true })).toEqual([]);
  await member.setViewportSize({ width: 1280, height: 800 });
  await member.getByRole('textbox', { name: 'Nombre' }).fill('Rosa');
  await member.getByRole('textbox', { name: 'Apellido' }).fill('Cux');
  await member.getByLabel(/^Contraseña/).fill('Recepcion2026');
  await member.getByRole('button', { name: 'Aceptar la invitación' }).click();

  // Signed in, acting for the company, at the reservations: the only entries are reservations and messages.
  await expect(member).toHaveURL(/\/reservations$/);
  const menu = member.getByRole('navigation', { name: 'Menú principal' });
  await expect(menu.getByTestId('profile-block')).toContainText('Rosa Cux');
  await expect(menu.getByTestId('profile-block')).toContainText(`Personal de ${COMPANY}`);
  await expect(menu.getByRole('link', { name: /^Reservas/ })).toBeVisible();
  await expect(menu.getByRole('link', { name: /^Mensajes/ })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Términos y condiciones' })).toBeVisible();
  for (const name of ['Panel de control', 'Mis productos', 'Reportes', 'Equipo', 'Preguntas frecuentes']) {
    await expect(menu.getByRole('link', { name })).toHaveCount(0);
  }

  // A reservation the marketplace just made, answered by the member.
  const code = await newPendingReservation(page);
  await member.reload();
  await member.getByRole('article', { name: code }).click();
  await expect(member.getByRole('heading', { level: 1, name: `Reserva ${code}` })).toBeVisible();
  await member.getByRole('button', { name: 'Aceptar', exact: true }).click();
  const accept = member.getByRole('dialog', { name: 'Aceptar la reserva' });
  await accept.getByRole('button', { name: 'Sí, aceptar' }).click();
  await expect(accept).toBeHidden();
  await expect(member.getByRole('main').getByText('Confirmada', { exact: true })).toBeVisible();

  // The payouts are the owner's: opened by address, the screen says so.
  await member.goto('/edit-payments-and-collections');
  await expect(member.getByRole('heading', { name: 'No tienes acceso a esta página' })).toBeVisible();
  await expect(member).toHaveURL(/\/not-allowed/);
  await member.goto('/team');
  await expect(member.getByRole('heading', { name: 'No tienes acceso a esta página' })).toBeVisible();

  // The owner reads who answered it.
  await page.goto('/team/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Actividad del equipo' })).toBeVisible();
  const activity = page.getByRole('region', { name: 'Tabla de actividad del equipo' });
  const answer = activity.getByRole('row').filter({ hasText: 'Rosa Cux' }).filter({ hasText: 'Reservas' });
  await expect(answer.first()).toContainText('Cambió un elemento en Reservas');
  await expect(answer.first()).toContainText('Personal');
  await owner.settled();
  expect(await screenFindings(page, '/team/activity', { phoneAxe: true })).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The owner removes the member; the member's next step sends them to sign in.
  await page.goto('/team');
  await page.getByRole('button', { name: 'Quitar a Rosa Cux del equipo' }).click();
  const removal = page.getByRole('dialog', { name: 'Quitar del equipo' });
  await expect(removal).toContainText('Sus sesiones se cierran al momento');
  await removal.getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(page.getByText('La persona ya no es parte del equipo.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tabla de miembros del equipo' })).not.toContainText(
    'Rosa Cux',
  );

  await member.goto('/reservations');
  await expect(member).toHaveURL(/\/login/);
  await expect(member.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();

  expect(owner.problems).toEqual([]);
  expect(memberWatch.problems).toEqual([]);
  await memberContext.close();
});
