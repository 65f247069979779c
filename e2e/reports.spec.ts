import fs from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { screenFindings } from './accessibilityChecks.ts';
import { typed } from './dateField.ts';
import { expect, type Page, test } from './fixtures.ts';
import { watch } from './pageWatch.ts';
import { signIn } from './session.ts';

/**
 * Reports (issue 32) in a real browser against the built app and the real server, acting as a person: the demo
 * company opens Reports from the side menu, reads its figures, changes the range, downloads the bookings table as
 * CSV (read back: byte order mark, header row), and the screen passes axe and fits a 390 px phone.
 */

/** A card of the totals, by what it counts (each card is an article named by its label). */
const card = (page: Page, label: string) => page.getByRole('article', { name: label });

test('the demo company reads its reports, changes the range and downloads a CSV', async ({ page }) => {
  const { problems } = watch(page);
  await signIn(page, 'empresa@demo.gt');
  await page.goto('/dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'Reportes' }).click();
  await expect(page).toHaveURL(/\/reports/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reportes' })).toBeVisible();
  // The demo's six reservations were all asked within the last two months: the default year holds them (other
  // specs may add requests to the demo company; none takes one away).
  await expect(card(page, 'Solicitudes')).toContainText(/\d/);
  const requested = Number((await card(page, 'Solicitudes').innerText()).replace(/\D/g, ''));
  expect(requested).toBeGreaterThanOrEqual(6);
  await expect(page.getByRole('table', { name: 'Reservas por mes' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Motivos de rechazo' })).toContainText('mantenimiento');

  // A range long before the demo: nothing to report.
  await page.getByLabel('Desde').fill(typed('2020-01-01'));
  await page.getByLabel('Hasta').fill(typed('2020-12-31'));
  await page.getByLabel('Hasta').press('Tab');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page).toHaveURL(/from=2020-01-01/);
  await expect(page.getByText('Aún no hay reservas en este periodo')).toBeVisible();
  await page.goBack();
  await expect(card(page, 'Solicitudes')).toContainText(String(requested));

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV de reservas' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^reservas-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await fs.readFile(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = parse(bytes, { bom: true }) as string[][];
  expect(header).toEqual([
    'Mes',
    'Solicitadas',
    'Por confirmar',
    'Confirmadas',
    'Completadas',
    'Rechazadas',
    'Canceladas por el viajero',
  ]);
  // The file's months add up to the card's total.
  expect(rows.reduce((sum, row) => sum + Number(row[1]), 0)).toBe(requested);
  expect(problems).toEqual([]);
});

test('the reports screen passes axe and fits a 390 px phone', async ({ page }) => {
  await signIn(page, 'empresa@demo.gt');
  await page.goto('/reports');
  await expect(page.getByRole('table', { name: 'Reservas por mes' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Gráfico de barras de las reservas/ })).toBeVisible();
  expect(await screenFindings(page, '/reports', { phoneAxe: true })).toEqual([]);
});
