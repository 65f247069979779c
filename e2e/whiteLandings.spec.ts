import { expect, test } from './fixtures.ts';
import { watch } from './pageWatch.ts';
import { signIn } from './session.ts';

/**
 * White landings (issue 31; SPEC §2) in a real browser against the built app and the real server, as an influencer
 * uses them: from the side menu, create a landing (with the captcha), choose a tourist hub and its segments, assign
 * the hub's published products with select-all, publish it; then a visitor — and a plain request, as a link preview
 * or a search engine makes it — reads the public page with the chosen products.
 */

const ANTIGUA = 'Antigua Guatemala';

test('an influencer builds a landing of Antigua’s stays and publishes it; a visitor reads it', async ({
  page,
  browser,
  request,
}) => {
  const { problems } = watch(page);
  const title = `Lo mejor para dormir en Antigua ${Date.now()}`;
  await signIn(page, 'influencer@demo.gt');
  await page.goto('/qr');
  await page.getByRole('link', { name: 'Mis landings' }).first().click();
  await expect(page).toHaveURL(/\/white-landing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Landings' })).toBeVisible();

  await page.getByRole('button', { name: 'Crear landing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear landing' });
  await dialog.getByRole('textbox', { name: /^Título/ }).fill(title);
  await dialog
    .getByRole('textbox', { name: /^Descripción/ })
    .fill('Los hoteles y cabañas donde mandaría a mi familia, a pasos del Arco de Santa Catalina.');
  await dialog.getByRole('checkbox', { name: 'No soy un robot' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Verificado' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Crear landing' }).click();

  // The new landing's page: no location yet, then Antigua with its stays.
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('No has seleccionado ninguna ubicación')).toBeVisible();
  const antigua = page.getByRole('button', { name: ANTIGUA });
  await antigua.click();
  await expect(antigua).toHaveAttribute('aria-pressed', 'true');
  await page
    .getByRole('group', { name: `Segmentos en ${ANTIGUA}` })
    .getByRole('checkbox', { name: 'Alojamiento' })
    .check();
  await page.getByRole('button', { name: 'Guardar ubicaciones' }).click();
  await page.getByRole('link', { name: `Asignar productos en ${ANTIGUA}` }).click();

  // Every published stay of the hub, chosen at once.
  await expect(
    page.getByRole('heading', { level: 1, name: `Asignar productos en ${ANTIGUA}` }),
  ).toBeVisible();
  const stays = page.getByRole('region', { name: 'Productos de Alojamiento' });
  const boxes = stays.getByRole('checkbox', { name: /^Asignar (?!todos)/ });
  await expect(boxes.first()).toBeVisible();
  const count = await boxes.count();
  expect(count).toBeGreaterThan(0);
  const firstName = (await boxes.first().getAttribute('aria-label'))!.replace(/^Asignar /, '');
  await stays.getByRole('checkbox', { name: 'Asignar todos' }).check();
  for (let index = 0; index < count; index++) await expect(boxes.nth(index)).toBeChecked();
  await page.getByRole('button', { name: 'Guardar Alojamiento' }).click();
  await expect(page.getByText(`${count} de ${count} asignados`)).toBeVisible();

  // Published from its page.
  await page.getByRole('link', { name: 'Volver a la landing' }).click();
  const data = page.getByRole('region', { name: 'Datos de la landing' });
  await data.getByRole('radio', { name: 'Publicada' }).check();
  await data.getByRole('button', { name: 'Guardar' }).click();
  const publicLink = page.getByRole('link', { name: /Ver página pública/ });
  await expect(publicLink).toBeVisible();
  const address = await publicLink.getAttribute('href');
  expect(address).toMatch(/^\/landing\/[^/]+$/);
  expect(problems).toEqual([]);

  // A visitor (signed out) reads it: the hub and its stays.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(address!);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2, name: ANTIGUA })).toBeVisible();
  await expect(visitor.getByText(firstName).first()).toBeVisible();

  // And so does a plain request: the page's HTML holds it, with its Open Graph tags.
  const html = await (await request.get(address!, { headers: { accept: '*/*' } })).text();
  expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
  expect(html).toContain(`<meta property="og:title" content="${title}" />`);
  expect(html).toContain(ANTIGUA);
  // It is listed for search engines.
  expect(await (await request.get('/sitemap.xml')).text()).toContain(address!);
});
