import { expect, type Page, test } from '@playwright/test';
import { WIZARD_OF_TYPE } from '../machines/productTypes.ts';
import { WIZARD_ROOM_STEPS, WIZARD_STEPS, type Wizard } from '../machines/wizardSteps.ts';
import { DEMO_PRODUCTS } from '../server/db/demoProducts.ts';
import { DEMO_BOOKINGS } from '../server/db/seedBookings.ts';
import { signIn } from './session.ts';

/**
 * Every route of SPEC §2 loads in a real browser against the built app and the real server: no console
 * error, no page error, a visible main content with text, and the address it was asked for. Unknown
 * paths land on /404.
 */

const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/register?role=2',
  '/verify-account',
  '/users/verify-account?secret=not-a-real-secret',
  '/forgot-password',
  '/reset-password?secret=not-a-real-secret',
  '/confirm-email?secret=not-a-real-secret',
  '/influencers',
  '/providers',
  '/advertising',
  '/become-an-agent',
  '/blog',
  '/blog/sample-post',
  '/terms',
  '/terms/privacy',
  '/terms/privacy/cookies',
  '/404',
  '/500',
  '/error',
  '/error?status=403&text=Acceso%20denegado',
  '/dev/outbox',
];

const ONBOARDING_ROUTES = [
  '/option-initial?redirect=/my-products',
  '/account-type',
  '/config-initial',
  '/bussines-information',
  '/bussines-agent',
  '/personal-information',
  '/influencer-information?profile=true',
  '/influencer-form',
];

const PROVIDER_ROUTES = [
  '/dashboard',
  '/select-segment',
  '/select-products',
  '/select-accommodation',
  '/select-things-to-do',
  '/select-transportation',
  '/add-products',
  '/my-products',
  '/message',
  '/reservations',
  `/reservation/${DEMO_BOOKINGS[0]!.id}`,
  '/promote',
  '/frequent-questions',
  '/qr',
  '/results-qr',
  '/rooms-hotels/hotel-1',
  '/rooms-hostels/hostel-1',
  '/calendar/abc/1',
  '/offers/abc?type=1',
  '/increases/abc',
  '/special-prices/abc?type=2',
  '/white-landing',
  '/white-landing/landing-1',
  '/white-landing/landing-1/location-1',
];

const PROFILE_ROUTES = [
  '/profile',
  '/edit-profile',
  '/edit-business-account',
  '/edit-acount',
  '/edit-payments-and-collections',
  '/setting',
  '/edit-information-payment',
  '/edit-information-transfer',
  '/tax-setup',
  '/edit-taxpayer-information',
  '/edit-non-taxpayer-information',
  '/settings',
  '/settings/profile',
  '/settings/profile-business',
  '/settings/security-acount',
  '/settings/language-location',
  '/settings/collection-info',
  '/settings/billing-info',
];

/**
 * The first step alone (creation), every step with a product id, room steps with a room id too. Built wizards
 * open a seeded product of the demo provider of their type; the others do not read the product yet.
 */
function wizardRoutes(wizard: Wizard): string[] {
  const steps: readonly string[] = WIZARD_STEPS[wizard];
  const roomSteps: readonly string[] =
    wizard === 'hotel' || wizard === 'hostel' ? WIZARD_ROOM_STEPS[wizard] : [];
  const id = DEMO_PRODUCTS.find((product) => WIZARD_OF_TYPE[product.type] === wizard)?.id ?? 'product-1';
  return [
    `/${wizard}/${steps[0]}?commission=1`,
    ...[...steps, ...roomSteps].map((step) => `/${wizard}/${step}/${id}?edit=true`),
    ...roomSteps.map((step) => `/${wizard}/${step}/${id}/room-1`),
  ];
}

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
};

/** Chromium reports every refused request as a console error; API answers are checked on their own. */
const REFUSED_RESOURCE = /^Failed to load resource: the server responded with a status of 4\d\d/;

/**
 * Watches a page for console errors, uncaught errors and refused or failed API calls from the first
 * byte, and counts requests in flight so a check can wait for the page to settle.
 */
function watch(page: Page) {
  const problems: string[] = [];
  const refusals: string[] = [];
  let inFlight = 0;
  page.on('console', (message) => {
    // The map's tiles come from the internet, which this machine does not reach; the location step says so.
    const fromMapTiles = message.location().url.startsWith('https://tile.openstreetmap.org/');
    if (message.type() === 'error' && !REFUSED_RESOURCE.test(message.text()) && !fromMapTiles) {
      problems.push(`console: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', () => inFlight++);
  page.on('requestfinished', () => inFlight--);
  page.on('requestfailed', () => inFlight--);
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.status() >= 500) problems.push(`server ${response.status()}: ${pathname}`);
    else if (response.status() >= 400) refusals.push(pathname);
  });
  /** Resolves once no request has been in flight for 200 ms (late API errors show up by then). */
  const settled = async () => {
    for (let quiet = 0; quiet < 4; ) {
      await page.waitForTimeout(50);
      quiet = inFlight === 0 ? quiet + 1 : 0;
    }
  };
  return { problems, refusals, settled };
}

/**
 * Loads each path in turn in one page (the browser cache keeps the reloads quick) and checks it. The
 * checks are soft, so one broken screen does not hide the next.
 */
async function expectScreens(page: Page, paths: readonly string[]) {
  const { problems, refusals, settled } = watch(page);
  for (const path of paths) {
    await test.step(path, async () => {
      problems.length = 0;
      refusals.length = 0;
      const response = await page.goto(path);
      expect.soft(response?.ok(), `${path} answers the app`).toBe(true);
      if (!response?.ok()) return;
      const main = page.locator('main');
      await expect.soft(main, `${path} shows its main content`).toBeVisible();
      await expect.soft(main, `${path} main content has text`).toHaveText(/\S/);
      await settled();
      expect.soft(new URL(page.url()).pathname, `${path} stays where it was asked`).toBe(path.split('?')[0]);
      expect.soft(problems, `${path} has no errors`).toEqual([]);
      const unexpected = refusals.filter((call) => call !== EXPECTED_REFUSALS[path]);
      expect.soft(unexpected, `${path} makes no call the API refuses`).toEqual([]);
    });
  }
}

test('public and auth routes, signed out', async ({ page }) => {
  await expectScreens(page, PUBLIC_ROUTES);
});

test.describe('signed in as empresa@demo.gt', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('onboarding routes', async ({ page }) => expectScreens(page, ONBOARDING_ROUTES));
  test('provider routes', async ({ page }) => expectScreens(page, PROVIDER_ROUTES));
  test('profile and settings routes', async ({ page }) => expectScreens(page, PROFILE_ROUTES));
  for (const wizard of Object.keys(WIZARD_STEPS) as Wizard[]) {
    test(`/${wizard} wizard routes`, async ({ page }) => expectScreens(page, wizardRoutes(wizard)));
  }
});

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
