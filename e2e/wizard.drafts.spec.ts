import { say } from './catalog.ts';
import { expect, type Page, test } from './fixtures.ts';
import { signIn } from './session.ts';

/**
 * Issue 11, unsaved changes in the wizards, in a real browser against the built app and the real server:
 * leaving a step with changes asks to save, discard or stay (the sidebar, the browser's back), and what was
 * typed survives a reload as a draft offered back until it is saved.
 */

const s = (spanish: string, values?: Record<string, string | number>) => say('es', spanish, values);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A form field by its label as a person reads it (a required field's label ends with an asterisk). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));
const title = (page: Page) => field(page, s('Título del anuncio'));
const leaveDialog = (page: Page) => page.getByRole('dialog', { name: s('Tienes cambios sin guardar') });
const sidebarStep = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: s('Pasos del asistente') })
    .first()
    .getByRole('link', { name });

/** A new vacation rental of the demo provider, created on its first step; answers its id on step 2. */
async function newStay(page: Page, name: string): Promise<string> {
  await signIn(page, 'empresa@demo.gt');
  await page.goto('/vacation-rental/information?commission=1');
  await field(page, s('Tipo de propiedad')).first().click();
  await page.getByRole('option', { name: 'Casa', exact: true }).click();
  await field(page, s('Nombre del alojamiento')).fill(name);
  await title(page).fill('Casa junto al lago');
  await field(page, s('Descripción')).fill('Dos habitaciones y un muelle propio.');
  await page.getByRole('button', { name: s('Siguiente') }).click();
  await expect(page).toHaveURL(/\/vacation-rental\/location\/[^/?]+/);
  return /\/vacation-rental\/location\/([^/?]+)/.exec(page.url())![1]!;
}

/** Back to the first step through the sidebar (nothing changed on step 2, so nothing is asked). */
async function openInformation(page: Page, id: string) {
  await sidebarStep(page, `1. ${s('Información')}`).click();
  await expect(page).toHaveURL(new RegExp(`/vacation-rental/information/${id}$`));
  await expect(title(page)).toBeEditable();
}

/** Retypes the title as a person does: a click into the field, then the keyboard. */
async function retype(page: Page, text: string) {
  await title(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await expect(title(page)).toHaveValue(text);
}

test('leaving a step with changes asks to save, discard or stay', async ({ page }) => {
  const id = await newStay(page, `Casa aviso ${Date.now()}`);
  await openInformation(page, id);

  // Discard: the sidebar asks, and the step is left unsaved.
  await retype(page, 'Título que se descarta');
  await sidebarStep(page, `2. ${s('Ubicación')}`).click();
  await expect(leaveDialog(page)).toBeVisible();
  await leaveDialog(page)
    .getByRole('button', { name: s('Salir sin guardar') })
    .click();
  await expect(page).toHaveURL(new RegExp(`/vacation-rental/location/${id}$`));
  await openInformation(page, id);
  await expect(title(page)).toHaveValue('Casa junto al lago');

  // Save: the sidebar asks, the step is saved, then the other step opens.
  await retype(page, 'Título guardado al salir');
  await sidebarStep(page, `2. ${s('Ubicación')}`).click();
  await leaveDialog(page)
    .getByRole('button', { name: s('Guardar y salir') })
    .click();
  await expect(page).toHaveURL(new RegExp(`/vacation-rental/location/${id}$`));
  await openInformation(page, id);
  await page.reload();
  await expect(title(page)).toHaveValue('Título guardado al salir');
  await expect(page.getByText(s('Recuperar lo que escribiste'))).toHaveCount(0);

  // The browser's back asks too; staying keeps the page and the typing.
  await retype(page, 'Título antes de volver atrás');
  await page.goBack();
  await expect(leaveDialog(page)).toBeVisible();
  await leaveDialog(page)
    .getByRole('button', { name: s('Quedarme') })
    .click();
  await expect(leaveDialog(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/vacation-rental/information/${id}$`));
  await expect(title(page)).toHaveValue('Título antes de volver atrás');

  // Back again, by keyboard this time: the focused "Guardar y salir" saves and the way back goes on.
  await page.goBack();
  await expect(leaveDialog(page)).toBeVisible();
  await expect(leaveDialog(page).getByRole('button', { name: s('Guardar y salir') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/vacation-rental/location/${id}$`));
  await openInformation(page, id);
  await expect(title(page)).toHaveValue('Título antes de volver atrás');
});

test('what was typed survives a reload and is offered back until it is saved', async ({ page }) => {
  const id = await newStay(page, `Casa borrador ${Date.now()}`);
  await openInformation(page, id);
  await retype(page, 'Lo que escribí antes de recargar');

  // The browser asks before the reload throws the page away; the draft is kept either way.
  const asked = page.waitForEvent('dialog');
  const reloaded = page.reload();
  const question = await asked;
  expect(question.type()).toBe('beforeunload');
  await question.accept();
  await reloaded;

  const notice = page.getByRole('alert').filter({ hasText: s('Recuperar lo que escribiste') });
  await expect(notice).toBeVisible();
  await expect(title(page)).toHaveValue('Casa junto al lago');
  await notice.getByRole('button', { name: s('Recuperar') }).click();
  await expect(title(page)).toHaveValue('Lo que escribí antes de recargar');
  await expect(notice).toBeHidden();

  await page.getByRole('button', { name: s('Siguiente') }).click();
  await expect(page).toHaveURL(new RegExp(`/vacation-rental/location/${id}$`));
  await openInformation(page, id);
  await page.reload();
  await expect(title(page)).toHaveValue('Lo que escribí antes de recargar');
  await expect(page.getByText(s('Recuperar lo que escribiste'))).toHaveCount(0);
});
