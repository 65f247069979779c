import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from './fixtures.ts';
import { signIn } from './session.ts';

/**
 * Issue 13's import in a real browser against the built app and the real server: the provider adds a feed served
 * by this test (node:http on 127.0.0.1, which the e2e server allows through CALENDAR_FEED_ALLOW_LOOPBACK), syncs
 * it now and sees its nights blocked in the product's calendar and in the calendar of all products. The Domo
 * (a demo glamping, type 5) has no reservations; no other spec imports into it.
 */

const DOMO = { id: '9f174df1-13cd-4ad6-9c2d-510b73bbe19d', type: 5 };

const addDays = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);
const compact = (day: string) => day.replaceAll('-', '');

/** An Airbnb-style export: one stay, all-day dates, DTEND the departure day (exclusive). */
function airbnbIcs(start: string, departure: string) {
  return [
    'BEGIN:VCALENDAR',
    'PRODID:-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
    'BEGIN:VEVENT',
    'DTSTAMP:20261124T120000Z',
    `DTSTART;VALUE=DATE:${compact(start)}`,
    `DTEND;VALUE=DATE:${compact(departure)}`,
    'UID:1418fb94e984-e2e-domo@airbnb.com',
    'SUMMARY:Reserved',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

async function serveFeed(body: string) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/domo.ics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The product calendar's day, moving month by month until it shows. */
async function productDay(page: Page, day: string) {
  const cell = page.locator(`button.cal-day[data-date="${day}"]`).first();
  for (let i = 0; i < 4 && !(await cell.isVisible()); i++) {
    await page.getByRole('button', { name: 'Mes siguiente' }).click();
  }
  return cell;
}

test('a feed added through the panel and synced now blocks its nights in the calendars', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const today = new Date().toISOString().slice(0, 10);
  const arrival = addDays(today, 40);
  const departure = addDays(arrival, 3);
  const feed = await serveFeed(airbnbIcs(arrival, departure));
  try {
    await signIn(page);
    await page.goto(`/calendar/${DOMO.id}/${DOMO.type}`);
    const panel = page.getByRole('region', { name: 'Sincronizar con otros calendarios' });
    await expect(panel.getByRole('textbox', { name: 'Enlace de exportación (.ics)' })).toHaveValue(
      /\/api\/ical\/[A-Za-z0-9_-]{20,100}\.ics$/,
    );
    const form = panel.getByRole('form', { name: 'Importar un calendario' });
    await form.getByRole('textbox', { name: 'Nombre' }).fill('Airbnb');
    await form.getByRole('textbox', { name: 'Enlace del calendario (.ics)' }).fill(feed.url);
    await form.getByRole('button', { name: 'Agregar calendario' }).click();

    const item = panel.getByRole('article', { name: 'Airbnb' });
    await expect(item).toContainText(feed.url);
    const sync = item.getByRole('button', { name: 'Sincronizar ahora' });
    await sync.click();
    await expect(item).toContainText('Eventos importados: 1');
    await expect(item).toContainText('Última importación correcta:');
    await expect(sync).toBeEnabled();

    // The three nights (arrival to the day before departure) show imported in the product's calendar.
    for (const night of [arrival, addDays(arrival, 2)]) {
      await expect(await productDay(page, night)).toHaveAccessibleName(/importado de Airbnb/);
    }
    await expect(await productDay(page, departure)).toHaveAccessibleName(/libre/);

    // And in the calendar of all products, after a reload.
    await page.goto(`/calendar?start=${arrival}`);
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: 'Domo Estrellado Tecpán' }) });
    await expect(row.getByRole('cell', { name: /: Importado \(Airbnb\)$/ })).toHaveCount(3);
    expect(errors).toEqual([]);
  } finally {
    await feed.close();
  }
});
