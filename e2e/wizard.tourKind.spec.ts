import { say } from './catalog.ts';
import { expect, test } from './fixtures.ts';
import { signIn } from './session.ts';
import { field, watchErrors } from './signup.ts';
import { sidebarStep, startTour } from './tourStart.ts';

/**
 * Issue 26, as the provider met it: a tour whose prices step says "Colectivo" is a collective tour. The demo
 * provider starts a tour from its card on Add product, goes to its prices through the step list, chooses
 * "Colectivo", and finds it under "Tour colectivo" in My products (not "Tour privado"); the wizard speaks of a
 * meeting point, and the last step congratulates a tour that is still hidden.
 */

const s = (spanish: string, values?: Record<string, string | number>) => say('es', spanish, values);

test('a tour priced "Colectivo" is listed as a collective tour, and its confirmation speaks of a tour', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  const name = `Tour colectivo E2E ${Date.now()}`;
  await signIn(page, 'empresa@demo.gt');
  await page.addInitScript(() => localStorage.setItem('portal.productStatusLegendSeen', '1'));

  // Add product → Activities → tours and experiences → commission model 1; the information step creates it.
  await startTour(
    page,
    name,
    'Amanecer desde el volcán Acatenango',
    'Salidas en grupo con guía y transporte desde Antigua.',
  );

  // The location step speaks of a meeting point, not of lodging.
  await sidebarStep(page, s('Ubicación')).click();
  await expect(page).toHaveURL(/\/tour\/location\//);
  await expect(
    page.getByText(s('Haz clic en el mapa o arrastra el marcador al punto de encuentro.')),
  ).toBeVisible();
  await expect(page.getByText(/alojamiento/)).toHaveCount(0);

  // The prices step: collective, its minimum of people and prices.
  await sidebarStep(page, s('Precios')).click();
  await expect(page).toHaveURL(/\/tour\/prices\//);
  await page.getByRole('radio', { name: s('Colectivo') }).check();
  await field(page, s('Mínimo de personas')).fill('4');
  await field(page, s('Precio por adulto')).fill('65');
  await field(page, s('Precio por niño')).fill('35');
  await page.getByRole('button', { name: s('Siguiente') }).click();
  await expect(page).toHaveURL(/\/tour\/service-rules\//);
  await expect(page.getByText(/huéspedes|silencio|mascotas/)).toHaveCount(0);

  // The confirmation names a tour, hidden until it is switched on.
  await sidebarStep(page, s('Confirmación')).click();
  await expect(page).toHaveURL(/\/tour\/confirmation\//);
  await expect(page.getByRole('heading', { name: s('¡Felicidades! Tu tour está listo') })).toBeVisible();
  await expect(
    page.getByText(
      s(
        'Tu anuncio está oculto hasta que lo actives en Mis productos; luego nuestro equipo lo revisará antes de publicarlo.',
      ),
    ),
  ).toBeVisible();
  await expect(page.getByText(/alquiler vacacional/)).toHaveCount(0);

  // My products: under "Tour colectivo", not under "Tour privado".
  await page.goto('/my-products');
  const tab = (label: string) => page.getByRole('tab', { name: new RegExp(`^${s(label)}`) });
  await tab('Tour colectivo').click();
  await expect(page.getByRole('article').filter({ hasText: name })).toBeVisible();
  // The private tours' tab shows only while the provider has some (other specs may have made one).
  if ((await tab('Tour privado').count()) > 0) {
    await tab('Tour privado').click();
    await expect(tab('Tour privado')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('article').filter({ hasText: name })).toHaveCount(0);
  }
  expect(errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
});
