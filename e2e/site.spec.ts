import { expect, test } from './fixtures.ts';
import { watch } from './pageWatch.ts';
import { signIn } from './session.ts';
import { field } from './signup.ts';

/**
 * The public site (issue 31) in a real browser against the built app and the real server, acting as people: a
 * visitor of the providers' landing sends its contact form and the operator finds it in the support inbox; the
 * operator writes a blog post in the content screen, publishes it, and it shows in the blog and in the sitemap.
 */

test('a visitor asks to join from the providers landing and the operator sees it in the inbox', async ({
  page,
  browser,
}) => {
  const { problems } = watch(page);
  const name = `Hostal Lago ${Date.now()}`;
  await page.goto('/providers');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Contáctanos' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('radio', { name: 'Proveedores' })).toBeChecked();
  await field(page, 'Nombre completo').fill(name);
  await field(page, 'Correo electrónico').fill('hostal.lago@example.gt');
  await field(page, 'Mensaje').fill('Tenemos un hostal en San Marcos La Laguna y queremos publicarlo.');
  await dialog.getByRole('checkbox', { name: 'No soy un robot' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'Verificado' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(dialog.getByText('¡Gracias! Te escribiremos pronto.')).toBeVisible();
  expect(problems).toEqual([]);

  const operator = await (await browser.newContext()).newPage();
  await signIn(operator, 'soporte@demo.gt');
  await operator.goto('/support');
  await operator.getByRole('tab', { name: /^Solicitudes para unirse/ }).click();
  await expect(operator.getByText(name)).toBeVisible();
});

test('the operator publishes a blog post: it shows in the blog and in the sitemap', async ({
  page,
  request,
}) => {
  const { problems } = watch(page);
  const title = `Temporada de lluvias en Petén ${Date.now()}`;
  await signIn(page, 'soporte@demo.gt');
  await page.goto('/support');
  await page.getByRole('link', { name: 'Contenido del sitio' }).click();
  await expect(page).toHaveURL(/\/site-content$/);
  await page.getByRole('button', { name: 'Nueva página' }).click();
  const form = page.getByRole('dialog');
  await form.getByRole('textbox', { name: /^Título/ }).fill(title);
  await form
    .getByRole('textbox', { name: /^Descripción/ })
    .fill('Qué cambia para los tours cuando llegan las lluvias.');
  const body = form.getByRole('textbox', { name: /^Texto de la página/ });
  await body.click();
  await body.pressSequentially('## Antes de salir');
  await body.press('Enter');
  await body.press('Enter');
  await body.pressSequentially('Revisa los caminos y avisa a tus viajeros.');
  await expect(body).toHaveValue('## Antes de salir\n\nRevisa los caminos y avisa a tus viajeros.');
  await form.getByRole('tab', { name: 'Vista previa' }).click();
  await expect(form.getByRole('heading', { name: 'Antes de salir' })).toBeVisible();
  await form.getByRole('switch', { name: /^Publicada/ }).check();
  await form.getByRole('button', { name: 'Guardar página' }).click();
  await expect(page.getByRole('article', { name: title })).toBeVisible();

  await page.goto('/blog');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Antes de salir' })).toBeVisible();
  const slug = new URL(page.url()).pathname.split('/').at(-1)!;

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.ok()).toBe(true);
  expect(await sitemap.text()).toContain(`/blog/${slug}</loc>`);
  expect(problems).toEqual([]);
});
