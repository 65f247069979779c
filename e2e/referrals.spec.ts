import fs from 'node:fs/promises';
import { PDFDocument } from 'pdf-lib';
import { expect, type Page, test } from './fixtures.ts';
import { watch } from './pageWatch.ts';
import { decodeQrPng, imagePlacement, pageContent, pointsToMm } from './qrReading.ts';
import { signIn } from './session.ts';

/**
 * My QR (issue 31) in a real browser against the built app and the real server, acting as a person: the demo
 * influencer downloads their QR image through its visible button, a phone reads it (jsQR), a visitor opens the
 * address it holds and lands on the portal, and the scan shows in the results; the PDF they download is one A4
 * page with the QR drawn 100 mm wide (read back with pdf-lib).
 */

/** The figure a card of My QR shows, by its label (each card is an article named by what it counts). */
const figure = (page: Page, label: string) => page.getByRole('article', { name: label });

/** The bytes of the file a visible button or link downloads. */
async function downloadOf(page: Page, name: string): Promise<{ file: string; bytes: Buffer }> {
  const downloading = page.waitForEvent('download');
  await page
    .getByRole('main')
    .getByRole('button', { name })
    .or(page.getByRole('main').getByRole('link', { name }))
    .click();
  const download = await downloading;
  const path = await download.path();
  return { file: download.suggestedFilename(), bytes: await fs.readFile(path) };
}

test('the QR code a person downloads takes a visitor to the portal, and the scan is counted', async ({
  page,
  browser,
}) => {
  const { problems } = watch(page);
  await signIn(page, 'influencer@demo.gt');
  await page.goto('/results-qr');
  const scans = figure(page, 'Escaneos');
  await expect(scans).toBeVisible();
  const before = Number((await scans.innerText()).replace(/\D/g, ''));

  await page.goto('/qr');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi QR' })).toBeVisible();
  const code = await page.getByLabel('Código de promoción').inputValue();
  const image = await downloadOf(page, 'Descargar imagen');
  expect(image.file).toBe(`mi-qr-${code}.png`);
  const address = decodeQrPng(image.bytes);
  expect(address).toMatch(new RegExp(`/api/referrals/scan/${code}$`));

  // A visitor's phone, with nothing of the influencer's session.
  const visitor = await browser.newContext();
  const phone = await visitor.newPage();
  await phone.goto(address!);
  await expect(phone).toHaveURL(new RegExp(`/\\?ref=${code}$`));
  await expect(phone.getByRole('heading', { level: 1 })).toBeVisible();
  await visitor.close();

  await page.getByRole('link', { name: 'Ver resultados' }).click();
  await expect(page).toHaveURL(/\/results-qr$/);
  await expect(figure(page, 'Escaneos')).toContainText(String(before + 1));
  expect(problems).toEqual([]);
});

test('the PDF of My QR is one A4 page with the QR code 100 mm wide (SPEC §9)', async ({ page }) => {
  await signIn(page, 'influencer@demo.gt');
  await page.goto('/qr');
  const code = await page.getByLabel('Código de promoción').inputValue();
  const pdf = await downloadOf(page, 'Descargar PDF');
  expect(pdf.file).toBe(`mi-qr-${code}.pdf`);
  const doc = await PDFDocument.load(pdf.bytes);
  expect(doc.getPageCount()).toBe(1);
  const size = doc.getPage(0).getSize();
  expect(pointsToMm(size.width)).toBeCloseTo(210, 0);
  expect(pointsToMm(size.height)).toBeCloseTo(297, 0);
  const qr = imagePlacement(pageContent(doc));
  expect(qr?.turned).toBe(false);
  expect(pointsToMm(qr!.width)).toBeCloseTo(100, 1);
  expect(pointsToMm(qr!.height)).toBeCloseTo(100, 1);
});
