import AxeBuilder from '@axe-core/playwright';
import { Temporal } from 'temporal-polyfill';
import { DEMO_PRODUCTS } from '../server/db/demoProducts.ts';
import { typed } from './dateField.ts';
import { expect, type Page, test } from './fixtures.ts';
import { watch } from './pageWatch.ts';

/**
 * Special prices (issue 14) in a real browser against the built app and the real server, acting as a person:
 * the demo provider opens a published stay's special prices from My products' manage menu, adds one for next
 * weekend, sees what the traveler pays before saving, saves, and finds those nights in the product calendar's
 * price strip with the server's own amounts. The page fits a 390 px phone and axe finds no serious or critical
 * WCAG A/AA violation.
 */

/** The Spanish interface's regional locale (src/i18n/i18n.ts REGIONAL_LOCALES). */
const LOCALE = 'es-GT';
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PRODUCT = DEMO_PRODUCTS.find(
  (p) => p.status === 'published' && p.type === 1 && p.id !== DEMO_PRODUCTS[0]!.id,
)!;
const money = (amount: number) =>
  new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD' }).format(amount);

/** The next Friday and Saturday nights after today. */
function nextWeekend() {
  const today = Temporal.Now.plainDateISO();
  const friday = today.add({ days: (5 - today.dayOfWeek + 7) % 7 || 7 });
  return { friday: friday.toString(), saturday: friday.add({ days: 1 }).toString() };
}

/** The demo company signed in in the page; answers its token for reading the server's preview. */
async function signIn(page: Page): Promise<string> {
  const login = await page.request.post('/users/login', {
    data: { email: 'empresa@demo.gt', password: 'Demo1234' },
  });
  expect(login.ok()).toBe(true);
  const session = await login.json();
  await page.addInitScript(
    (value) => {
      localStorage.setItem('portal.session', value);
      localStorage.setItem('portal.productStatusLegendSeen', '1');
    },
    JSON.stringify({ token: session.token, user: session.user }),
  );
  return session.token;
}

interface Night {
  date: string;
  traveler_pays: number | null;
  you_receive: number | null;
  source: string;
}

async function serverNights(page: Page, token: string, start: string, days: number): Promise<Night[]> {
  const response = await page.request.get(
    `/api/promotions-new/price-preview/${PRODUCT.id}?start=${start}&days=${days}`,
    {
      headers: { Authorization: `Bearer ${token}` },
    },
  );
  expect(response.ok()).toBe(true);
  return (await response.json()).nights;
}

test('a provider adds a special price for next weekend and sees it in the calendar’s price strip', async ({
  page,
}) => {
  const { problems } = watch(page);
  const token = await signIn(page);
  const { friday, saturday } = nextWeekend();
  const note = `Fin de semana ${Date.now()}`;

  await page.goto('/my-products');
  await page.getByLabel('Buscar productos').fill(PRODUCT.name);
  // The search settles into the address first: a later update of it would undo the menu's navigation.
  await expect(page).toHaveURL(/[?&]query=/);
  await expect(page.getByRole('article')).toHaveCount(1);
  const card = page.getByRole('article').filter({ hasText: PRODUCT.name });
  await card.getByRole('button', { name: `Gestionar ${PRODUCT.name}` }).click();
  await page.getByRole('menuitem', { name: 'Precios especiales' }).click();
  await expect(page).toHaveURL(new RegExp(`/special-prices/${PRODUCT.id}\\?type=1$`));
  await expect(page.getByRole('heading', { name: 'Precios especiales', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: PRODUCT.name, level: 2 })).toBeVisible();

  await page.getByRole('button', { name: 'Agregar precio especial' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo precio especial' });
  await dialog.getByLabel(/^Nota/).fill(note);
  await dialog.getByLabel(/^Primera noche/).fill(typed(friday));
  await dialog.getByLabel(/^Última noche/).fill(typed(saturday));
  await dialog.getByLabel(/^Precio por noche/).fill('160.5');
  const preview = dialog.getByTestId('special-price-preview').getByTestId('traveler-pays');
  await expect(preview).toBeVisible();
  const previewed = await preview.textContent();

  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('listitem', { name: note })).toContainText(`${money(160.5)} por noche`);

  // The form's preview was the server's price of that night once saved.
  const nights = await serverNights(page, token, friday, 2);
  expect(nights.map((n) => n.source)).toEqual(['special', 'special']);
  expect(previewed).toBe(
    `El viajero paga ${money(nights[0]!.traveler_pays!)} · Tú recibes ${money(nights[0]!.you_receive!)}`,
  );

  // The product calendar's strip shows those nights with the server's amounts.
  await page.goto(`/calendar/${PRODUCT.id}/1`);
  const strip = page.getByRole('region', { name: 'Precios de las próximas 60 noches' });
  await expect(strip).toBeVisible();
  for (const night of nights) {
    const button = strip.locator(`button[data-date="${night.date}"]`);
    await expect(button).toContainText(money(night.traveler_pays!));
    await expect(button).toContainText(money(night.you_receive!));
    await expect(button).toHaveAccessibleName(/precio especial/);
  }
  // Chosen with the keyboard, Friday's amounts read in full under the strip.
  await strip.focus();
  const firstDate = await strip.locator('button').first().getAttribute('data-date');
  const steps = Temporal.PlainDate.from(firstDate!).until(friday).days;
  for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('price-strip-night').getByTestId('traveler-pays')).toHaveText(previewed!);
  expect(problems).toEqual([]);
});

test('on a 390 px phone the special prices page and the price strip fit the screen and pass axe', async ({
  page,
}) => {
  await signIn(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/special-prices/${PRODUCT.id}?type=1`);
  await expect(page.getByRole('heading', { name: 'Precios especiales', level: 1 })).toBeVisible();
  const check = async () => {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const { violations } = await new AxeBuilder({ page }).setLegacyMode().withTags(WCAG_AA).analyze();
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
  };
  await check();
  await page.getByRole('button', { name: 'Agregar precio especial' }).click();
  await expect(page.getByRole('dialog', { name: 'Nuevo precio especial' })).toBeVisible();
  await check();
  // The calendar's price strip scrolls inside itself; the page does not.
  await page.goto(`/calendar/${PRODUCT.id}/1`);
  await expect(page.getByRole('region', { name: 'Precios de las próximas 60 noches' })).toBeVisible();
  await check();
});
