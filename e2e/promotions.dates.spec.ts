import AxeBuilder from '@axe-core/playwright';
import { DEMO_PRODUCTS } from '../server/db/demoProducts.ts';
import { datePopup, monthName, pickDay, shown, typed } from './dateField.ts';
import { expect, type Page, test } from './fixtures.ts';
import { watch } from './pageWatch.ts';
import { signIn } from './session.ts';

/**
 * Issue 26: every date of the promotion and special-price forms is one field (src/ui/DateField.tsx), in Spanish
 * and in English, on a 390 px phone: typed DD/MM/YYYY or DD/MMM/YYYY and written back DD/MMM/YYYY, picked in the
 * calendar under it (which then closes), a text that names no day refused in words and kept as typed, and the
 * calendar never left open over the −5/−10/−20 % choices. axe passes with the calendar open.
 */

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const STAY = DEMO_PRODUCTS.find(
  (p) => p.status === 'published' && p.type === 1 && p.id !== DEMO_PRODUCTS[0]!.id,
)!;

const isoDay = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

const WORDS = {
  es: {
    create: 'Crear promoción',
    title: 'Título',
    start: /^Fecha de inicio/,
    end: /^Fecha de fin/,
    status: 'Programada',
    showFrom: /^Mostrar desde/,
    invalid: /^Fecha no válida: escríbela como \d\d\/\d\d\/\d{4} o \d\d\/\w{3}\/\d{4}\b/,
    percent: /^Porcentaje de descuento/,
    addSpecial: 'Agregar precio especial',
    special: 'Nuevo precio especial',
    first: /^Primera noche/,
    last: /^Última noche/,
    beforeMin: (day: string) => `Elige el ${day} o una fecha posterior`,
  },
  en: {
    create: 'Create promotion',
    title: 'Title',
    start: /^Start date/,
    end: /^End date/,
    status: 'Scheduled',
    showFrom: /^Show from/,
    invalid: /^Not a valid date: type it as \d\d\/\d\d\/\d{4} or \d\d\/\w{3}\/\d{4}\b/,
    percent: /^Discount percentage/,
    addSpecial: 'Add special price',
    special: 'New special price',
    first: /^First night/,
    last: /^Last night/,
    beforeMin: (day: string) => `Choose ${day} or a later date`,
  },
} as const;

async function openAs(page: Page, language: 'es' | 'en', path: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await page.addInitScript((value) => localStorage.setItem('portal.language', value), language);
  await page.goto(path);
}

for (const language of ['es', 'en'] as const) {
  const w = WORDS[language];

  test(`a promotion's dates are typed and picked in one kind of field (${language}, 390 px)`, async ({
    page,
  }) => {
    const { problems } = watch(page);
    const start = isoDay(10);
    const end = isoDay(16);
    const showFrom = isoDay(3);
    await openAs(page, language, '/promote?tab=2');
    await page.getByRole('button', { name: w.create }).click();
    const form = page.getByRole('dialog', { name: w.create });

    // Typed DD/MM/YYYY: the calendar makes way while typing, the day is written DD/MMM/YYYY once left.
    const startField = form.getByRole('textbox', { name: w.start });
    await startField.click();
    await expect(datePopup(page)).toHaveCount(1);
    await startField.pressSequentially(typed(start));
    await expect(datePopup(page)).toHaveCount(0);
    await startField.press('Tab');
    await expect(startField).toHaveValue(shown(start, language));

    // Typed with the month's name in the interface language, lowercase.
    const endField = form.getByRole('textbox', { name: w.end });
    await endField.fill(`${end.slice(8, 10)}/${monthName(end, language).toLowerCase()}/${end.slice(0, 4)}`);
    // Nothing covers the choices next to the field: a click on −20 % lands.
    await form.getByText('−20 %', { exact: true }).click();
    await expect(form.getByRole('textbox', { name: w.percent })).toHaveValue('20 %');
    await expect(endField).toHaveValue(shown(end, language));

    // A text that names no day is refused in words and kept as typed.
    await form.getByText(w.status, { exact: true }).click();
    const showField = form.getByRole('textbox', { name: w.showFrom });
    await showField.fill('31/02/2027');
    await showField.press('Tab');
    await expect(showField).toHaveValue('31/02/2027');
    await expect(showField).toHaveAccessibleDescription(w.invalid);

    // Picked in the calendar with the mouse: it closes, and the day is written in the field.
    await showField.clear();
    await pickDay(page, showField, showFrom, language);
    await expect(showField).toHaveValue(shown(showFrom, language));
    await expect(showField).not.toHaveAttribute('aria-invalid', 'true');

    // Keyboard: Escape closes the calendar (not the dialog), ArrowDown opens it again.
    await form.getByRole('textbox', { name: w.title }).click();
    await showField.click();
    await expect(datePopup(page)).toHaveCount(1);
    await showField.press('Escape');
    await expect(datePopup(page)).toHaveCount(0);
    await expect(form).toBeVisible();
    await showField.press('ArrowDown');
    await expect(datePopup(page)).toHaveCount(1);
    // Checked once it has faded in, as a person reads it: mid-fade its days measure as too faint (CI flaked on it).
    await expect(datePopup(page)).toHaveCSS('opacity', '1');
    const axe = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
    await showField.press('Escape');
    await expect(datePopup(page)).toHaveCount(0);
    await expect(form).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no sideways scrolling at 390 px').toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  });

  test(`a special price's nights are typed and picked in the same field (${language}, 390 px)`, async ({
    page,
  }) => {
    const { problems } = watch(page);
    const first = isoDay(40);
    const last = isoDay(42);
    await openAs(page, language, `/special-prices/${STAY.id}?type=1`);
    await page.getByRole('button', { name: w.addSpecial }).click();
    const dialog = page.getByRole('dialog', { name: w.special });
    const firstField = dialog.getByRole('textbox', { name: w.first });
    const lastField = dialog.getByRole('textbox', { name: w.last });
    await firstField.fill(`${first.slice(8, 10)}/${monthName(first, language)}/${first.slice(0, 4)}`);
    await firstField.press('Enter');
    await expect(datePopup(page)).toHaveCount(0);
    await expect(dialog).toBeVisible();
    // A last night before the first is refused by the field, naming the first it takes.
    await lastField.fill(typed(isoDay(39)));
    await lastField.press('Tab');
    await expect(lastField).toHaveAccessibleDescription(w.beforeMin(shown(first, language)));
    await lastField.clear();
    await pickDay(page, lastField, last, language);
    await expect(firstField).toHaveValue(shown(first, language));
    await expect(lastField).toHaveValue(shown(last, language));
    await expect(lastField).not.toHaveAttribute('aria-invalid', 'true');
    expect(problems).toEqual([]);
  });
}
