import { DESKTOP, screenFindings } from './accessibilityChecks.ts';
import { expect, type Page, test } from './fixtures.ts';
import { watch } from './pageWatch.ts';
import { ACCESSIBILITY_SCREENS, testEveryRouteGroup } from './routeCatalog.ts';
import { signIn } from './session.ts';

/**
 * Every route of SPEC §2 loads in a real browser against the built app and the real server: no console
 * error, no page error, a visible main content with text, and the address it was asked for. Unknown
 * paths land on /404. The routes are listed in routeCatalog.ts. Each distinct screen is also checked for
 * accessibility on the same page load (accessibilityChecks.ts), so the suite loads each route once (issue 27).
 */

const UNKNOWN_ROUTES = [
  '/no-such-page',
  '/hotel/no-such-step',
  '/tour/information/a/b',
  '/blog/a/b/c',
  '/x/y/z/w/v',
];

/** Screens whose sample address the API is meant to refuse, and the call that refuses it. */
const EXPECTED_REFUSALS: Record<string, string> = {
  '/users/verify-account?secret=not-a-real-secret': '/users/verify-account',
  '/confirm-email?secret=not-a-real-secret': '/users/confirm-email',
  // The team's join link (issue 32): a link that is not valid is a 404 the page explains.
  '/team/join?token=not-a-real-token': '/api/team/join/not-a-real-token',
};

/**
 * Loads each path in turn in one page at desktop width (the browser cache keeps the reloads quick) and checks
 * it; a distinct screen's accessibility is checked too, with axe at 390 px on the group's first one. The checks
 * are soft and the accessibility findings gathered, so one broken screen does not hide the next.
 */
async function expectScreens(page: Page, paths: readonly string[]) {
  const accessible = paths.filter((path) => ACCESSIBILITY_SCREENS.has(path));
  // A group loads up to ~25 pages: its time grows with them, and with the screens checked for accessibility (the
  // allowances routes.spec and accessibility.spec had, added up: 6 s a load, 8 s a screen's checks).
  test.setTimeout(30_000 + paths.length * 6_000 + accessible.length * 8_000);
  const { problems, refusals, settled } = watch(page);
  const findings: string[] = [];
  for (const path of paths) {
    await test.step(path, async () => {
      problems.length = 0;
      refusals.length = 0;
      await page.setViewportSize(DESKTOP);
      const response = await page.goto(path);
      expect.soft(response?.ok(), `${path} answers the app`).toBe(true);
      if (!response?.ok()) return;
      const main = page.locator('main');
      await expect.soft(main, `${path} shows its main content`).toBeVisible();
      await expect.soft(main, `${path} main content has text`).toHaveText(/\S/);
      await settled();
      expect.soft(new URL(page.url()).pathname, `${path} stays where it was asked`).toBe(path.split('?')[0]);
      expect.soft(problems, `${path} has no errors`).toEqual([]);
      // The census of SPEC §2's routes (issues 30 and 31): none is a placeholder any more.
      await expect.soft(page.getByText('En construcción'), `${path} is built`).toHaveCount(0);
      const unexpected = refusals.filter((call) => call !== EXPECTED_REFUSALS[path]);
      expect.soft(unexpected, `${path} makes no call the API refuses`).toEqual([]);
      if (ACCESSIBILITY_SCREENS.has(path))
        findings.push(...(await screenFindings(page, path, { phoneAxe: path === accessible[0] })));
    });
  }
  expect(findings, findings.join('\n')).toEqual([]);
}

// The spec only reads: its route groups spread over the workers instead of queueing in one.
test.describe.configure({ mode: 'parallel' });

testEveryRouteGroup(expectScreens);

test('unknown paths land on /404', async ({ page, baseURL }) => {
  const { problems } = watch(page);
  for (const path of UNKNOWN_ROUTES) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect.soft(page).toHaveURL(`${baseURL}/404`);
      await expect
        .soft(page.getByRole('heading', { name: 'Lo sentimos, página no encontrada' }))
        .toBeVisible();
    });
  }
  expect(problems).toEqual([]);
});

test('a signed-out visitor of a portal page is asked to sign in first', async ({ page, baseURL }) => {
  await page.goto('/reservations');
  await expect(page).toHaveURL(`${baseURL}/login?redirect=%2Freservations`);
});

test.describe('the portal shell on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('keeps the menu in a drawer opened by the burger', async ({ page, baseURL }) => {
    await signIn(page);
    const { problems } = watch(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Hola, Ana' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeHidden();

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
    await expect(drawer.getByTestId('profile-block')).toContainText('Hotel Lago Atitlán');
    await drawer.getByRole('link', { name: 'Mis productos' }).click();

    await expect(page).toHaveURL(`${baseURL}/my-products`);
    await expect(page.getByRole('dialog')).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  });
});
