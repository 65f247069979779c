import AxeBuilder from '@axe-core/playwright';
import { DEMO_HOTELS } from '../server/db/demoHotels.ts';
import { say } from './catalog.ts';
import { expect, type Page, test } from './fixtures.ts';
import { signIn } from './session.ts';

/**
 * Issue 29: the hotel's, the hostel's and their rooms' screens on a 360 px phone, in a real browser against the
 * built app and the real server: each draws its form without a horizontal scroll, and axe finds nothing serious.
 */

const s = (spanish: string) => say('es', spanish);

test.use({ viewport: { width: 360, height: 780 } });

const noSideScroll = async (page: Page, path: string) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);

const axeFindings = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
};

const [HOTEL, HOSTEL] = DEMO_HOTELS;

test('the hotel, hostel and room screens fit a 360 px phone', async ({ page }) => {
  await signIn(page, 'empresa@demo.gt');
  const room = HOTEL!.rooms[1]!.id;
  const screens: [path: string, heading: string][] = [
    [`/hotel/information/${HOTEL!.id}?edit=true`, s('Información')],
    [`/hotel/service/${HOTEL!.id}?edit=true`, s('Servicios')],
    [`/hotel/booking-details/${HOTEL!.id}?edit=true`, s('Detalles de la reserva')],
    [`/rooms-hotels/${HOTEL!.id}`, s('Habitaciones')],
    [`/hotel/room-information/${HOTEL!.id}/${room}?edit=true`, s('Información de la habitación')],
    [`/hotel/room-amenities/${HOTEL!.id}/${room}?edit=true`, s('Comodidades de la habitación')],
    [`/hotel/room-information/${HOTEL!.id}`, s('Información de la habitación')],
    [`/rooms-hostels/${HOSTEL!.id}`, s('Habitaciones')],
  ];
  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    // The form has drawn (its fields, not the skeleton) before it is measured.
    await expect(page.getByRole('status', { name: s('Cargando') })).toHaveCount(0);
    await noSideScroll(page, path);
    expect(await axeFindings(page), path).toEqual([]);
  }
});
