import { say } from './catalog.ts';
import { expect, type Page, test } from './fixtures.ts';
import { startOwnServer } from './ownServer.ts';
import { switchOnAndApprove } from './publishing.ts';
import { signIn } from './session.ts';
import { uploadStepPhotos } from './wizardPhotos.ts';

/**
 * Issue 4's journey in Spanish, in a real browser against the built app and the real server: the demo provider
 * creates a vacation rental through every step, uploads photos, reaches 100 %, switches it on (in revision, with
 * the notice); the operator approves it from the review queue; the provider then sees it published.
 */

const s = (spanish: string, values?: Record<string, string | number>) => say('es', spanish, values);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A form field by its label as a person reads it (a required field's label ends with an asterisk). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));

async function pickOption(page: Page, label: string, option: string) {
  await field(page, label).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

/** The wizard's main button: Next on every step but the last. */
async function next(page: Page, step: string) {
  await page.getByRole('button', { name: s('Siguiente') }).click();
  await expect(page).toHaveURL(new RegExp(`/vacation-rental/${step}/`));
}

/** The status legend opens by itself 5 s after the first visit of My products; these providers have read it. */
const legendAlreadyRead = (page: Page) =>
  page.addInitScript(() => localStorage.setItem('portal.productStatusLegendSeen', '1'));

test('a provider lists a vacation rental through every step, and the operator publishes it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors = watchErrors(page);
  const name = `Casa E2E ${Date.now()}`;
  await signIn(page, 'empresa@demo.gt');
  await legendAlreadyRead(page);

  // Add product → accommodation → vacation rental → commission model 2.
  await page.goto('/add-products');
  await page
    .getByRole('button', { name: new RegExp(s('Alquiler vacacional')) })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: s('Tipo de comisión') })).toBeVisible();
  await page.getByRole('radio', { name: s('Nosotros gestionamos ({managed} %)', { managed: 15 }) }).check();
  await page.getByRole('button', { name: s('Continuar') }).click();
  await expect(page).toHaveURL(/\/vacation-rental\/information\?commission=2/);

  // 1 information (creates the product).
  await pickOption(page, s('Tipo de propiedad'), 'Casa');
  await field(page, s('Nombre del alojamiento')).fill(name);
  await field(page, s('Título del anuncio')).fill('Casa con vista al lago y a los volcanes');
  await field(page, s('Descripción')).fill(
    'Tres habitaciones, muelle propio y kayaks para recorrer el lago.',
  );
  await next(page, 'location');
  const id = /\/vacation-rental\/location\/([^/?]+)/.exec(page.url())?.[1];
  expect(id).toBeTruthy();

  // 2 location.
  await pickOption(page, s('País'), 'Guatemala');
  await pickOption(page, s('Departamento o estado'), 'Sololá');
  await pickOption(page, s('Ciudad'), 'Panajachel');
  await field(page, s('Dirección')).fill('Calle Santander, zona 2');
  await field(page, s('Latitud')).fill('14.7409');
  await field(page, s('Longitud')).fill('-91.1587');
  await next(page, 'feature');

  // 3 features.
  await page.getByLabel(s('Reserva inmediata')).check();
  await page.getByRole('radio', { name: s('Alojamiento entero') }).check();
  await next(page, 'rooms');

  // 4 rooms: the first bedroom is there already; it gets a double bed. 40 guests is over the cap: it stays as
  // typed and the step says the range, then 4.
  await field(page, s('Capacidad de huéspedes')).fill('40');
  await field(page, s('Número de baños')).fill('2');
  await pickOption(page, s('Tipo de cama'), 'Matrimonial');
  await page.getByRole('button', { name: s('Siguiente') }).click();
  await expect(
    page.getByText(s('Escribe un número entre {lowest} y {highest}', { lowest: 1, highest: 30 })),
  ).toBeVisible();
  await expect(field(page, s('Capacidad de huéspedes'))).toHaveValue('40');
  await field(page, s('Capacidad de huéspedes')).fill('4');
  await next(page, 'service-amenities');

  // 5 amenities.
  await page.getByLabel('Wifi').check();
  await page.getByLabel('Cocina').check();
  await next(page, 'multimedia');

  // 6 multimedia: nothing uploaded yet is a missing main picture, said as such; then a square main picture and
  // two gallery photos.
  await page.getByRole('button', { name: s('Siguiente') }).click();
  await expect(page.getByText(s('Falta la foto principal')).first()).toBeVisible();
  await expect(page).toHaveURL(/\/vacation-rental\/multimedia\//);
  await uploadStepPhotos(page);
  await next(page, 'booking-details');

  // 7 booking details: midnight to midnight (the defaults) is no check-in window, so the step says so and stays;
  // a window from 15:00 to 20:00, plus an extra person fee.
  await page.getByRole('button', { name: s('Siguiente') }).click();
  await expect(page.getByText(s('La hora final del check-in debe ser posterior a la inicial'))).toBeVisible();
  await expect(page).toHaveURL(/\/vacation-rental\/booking-details\//);
  await pickOption(page, s('Check-in desde'), '15:00');
  await pickOption(page, s('Check-in hasta'), '20:00');
  await page.getByLabel(s('Permitir personas adicionales')).check();
  await field(page, s('Precio por persona adicional')).fill('15');
  await next(page, 'cancellation-policy');

  // 8 cancellation policy: moderate.
  await page.getByRole('radio', { name: 'Moderada' }).check();
  await field(page, s('Porcentaje de reembolso')).fill('50');
  await next(page, 'price-seasons');

  // 9 prices: 115 a night with model 2 nets 100.
  await field(page, s('Precio por noche')).fill('115');
  await expect(page.getByText('$100.00').first()).toBeVisible();
  await next(page, 'service-rules');

  // 10 service rules.
  await field(page, s('Nueva regla')).fill('No se permiten fiestas después de las 22:00.');
  await page.getByRole('button', { name: s('Agregar regla') }).click();
  await next(page, 'advertising-channels');

  // 11 advertising channels.
  await page.getByLabel('Instagram').check();
  await next(page, 'recommendations');

  // 12 recommendations: every check.
  await page.getByLabel(s('Seleccionar todo')).check();
  await next(page, 'confirmation');

  // 13 confirmation: 100 %.
  await expect(page.getByText(s('Completaste todos los pasos.'))).toBeVisible();
  await page.getByRole('button', { name: s('Finalizar') }).click();
  await expect(page).toHaveURL(/\/my-products/);

  // My products: switched on (in revision), then approved by the operator from the review queue.
  const card = await switchOnAndApprove(page, name);

  // The provider sees it published, with its preview link.
  await page.reload();
  await page.getByLabel(s('Buscar productos')).fill(name);
  await expect(card.getByText(s('Publicado'))).toBeVisible();
  await expect(card.getByRole('link', { name: s('Vista previa') })).toHaveAttribute(
    'href',
    /\/guatemala\/accommodation\/vacation-rentals\/panajachel\/casa-e2e-/,
  );
  expect(errors).toEqual([]);
});

/** Signs in through the API of `origin` and stores the session where the app keeps it; answers the token. */
async function signInAt(page: Page, origin: string, email: string): Promise<string> {
  const response = await page.request.post(`${origin}/users/login`, {
    data: { email, password: 'Demo1234' },
  });
  expect(response.ok()).toBe(true);
  const session = await response.json();
  await page.addInitScript((value) => localStorage.setItem('portal.session', value), JSON.stringify(session));
  return session.token as string;
}

test('a provider with an incomplete profile is asked to complete it before switching a product on', async ({
  page,
  baseURL,
}) => {
  const token = await signInAt(page, baseURL!, 'personal@demo.gt');
  await legendAlreadyRead(page);
  const name = `Cabaña incompleta ${Date.now()}`;
  const created = await page.request.post(`${baseURL}/api/accommodation?product_type=5&language_code=es`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      type_of_property: 'property_type:5:dome',
      name,
      title: 'Domo en el bosque',
      description: 'Un domo.',
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/my-products');
  await page.getByRole('tab', { name: new RegExp(s('Estancia única')) }).click();
  const card = page.getByRole('article').filter({ hasText: name });
  await card.getByRole('switch', { name: s('Visibilidad de {0}', { 0: name }) }).click({ force: true });
  const warning = page.getByRole('dialog', { name: s('Completa tu perfil') });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('link', { name: s('Completar perfil') })).toBeVisible();
  await expect(card.getByRole('switch')).not.toBeChecked();
});

test('a save that fails because the server stopped keeps what the provider typed', async ({ page }) => {
  const server = await startOwnServer();
  try {
    await signInAt(page, server.url, 'empresa@demo.gt');
    await page.goto(`${server.url}/vacation-rental/information?commission=1`);
    await pickOption(page, s('Tipo de propiedad'), 'Cabaña');
    await field(page, s('Nombre del alojamiento')).fill('Cabaña sin conexión');
    await field(page, s('Título del anuncio')).fill('Cabaña entre pinos');
    await field(page, s('Descripción')).fill('Chimenea, terraza y un sendero hasta el río.');

    await server.kill();
    await page.getByRole('button', { name: s('Siguiente') }).click();
    const failure = page.getByRole('dialog', { name: s('Lo sentimos, algo salió mal') });
    await expect(failure).toBeVisible();
    await failure.getByRole('button', { name: s('Entendido') }).click();

    await expect(page).toHaveURL(/\/vacation-rental\/information\?commission=1/);
    await expect(field(page, s('Nombre del alojamiento'))).toHaveValue('Cabaña sin conexión');
    await expect(field(page, s('Título del anuncio'))).toHaveValue('Cabaña entre pinos');
    await expect(field(page, s('Descripción'))).toHaveValue('Chimenea, terraza y un sendero hasta el río.');
  } finally {
    await server.kill();
  }
});
