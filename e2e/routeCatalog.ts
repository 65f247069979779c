import { CONTACT_TYPES, isContactWizard, WIZARD_OF_TYPE } from '../machines/productTypes.ts';
import { WIZARD_ROOM_STEPS, WIZARD_STEPS, type Wizard } from '../machines/wizardSteps.ts';
import { DEMO_ATTRACTIONS } from '../server/db/demoAttractions.ts';
import { DEMO_GUIDES } from '../server/db/demoGuides.ts';
import { DEMO_HOTELS } from '../server/db/demoHotels.ts';
import { DEMO_PRODUCTS } from '../server/db/demoProducts.ts';
import { DEMO_RESTAURANTS } from '../server/db/demoRestaurants.ts';
import { DEMO_TOURS } from '../server/db/demoTours.ts';
import { DEMO_LANDING_HUB, DEMO_LANDING_ID } from '../server/db/demoWhiteLandings.ts';
import { DEMO_BOOKINGS } from '../server/db/seedBookings.ts';
import { SITE_BLOG } from '../server/db/siteSeedContent.ts';
import { familyOfWizard, isBuiltWizard } from '../src/features/wizard/builtWizards.ts';
import { type Page, test } from './fixtures.ts';
import { signIn } from './session.ts';

/**
 * Every built route of SPEC §2 with a sample address, in one place: routes.spec.ts loads each one once, and
 * checks the distinct screens among them (ACCESSIBILITY_SCREENS) for WCAG 2.2 AA and sideways overflow too.
 * The onboarding, provider, profile and wizard routes are visited signed in as empresa@demo.gt, the operator's
 * as soporte@demo.gt.
 */

export const PUBLIC_ROUTES = [
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
  `/blog/${SITE_BLOG[0]!.slug}`,
  '/terms',
  '/terms/privacy',
  '/terms/conditions/payments',
  `/landing/${DEMO_LANDING_ID}`,
  '/404',
  '/500',
  '/error',
  '/error?status=403&text=Acceso%20denegado',
  '/dev/outbox',
  '/team/join?token=not-a-real-token',
];

export const ONBOARDING_ROUTES = [
  '/option-initial?redirect=/my-products',
  '/account-type',
  '/config-initial',
  '/bussines-information',
  '/bussines-agent',
  '/personal-information',
];

/**
 * The influencer's own screens (influencer@demo.gt, role 6, with the demo's profile): the profile form in its two
 * routes, and their panel, My QR (issue 31). No one else has an influencer profile to open.
 */
export const INFLUENCER_ROUTES = [
  '/influencer-information?profile=true',
  '/influencer-form',
  '/qr',
  '/results-qr',
  // Their white landings (issue 31): the demo's published one and its hub's products.
  '/white-landing',
  `/white-landing/${DEMO_LANDING_ID}`,
  `/white-landing/${DEMO_LANDING_ID}/${DEMO_LANDING_HUB}`,
];

/** A demo vacation rental that travelers can see (published or in revision): its offers and surcharges load. */
const OFFERS_PRODUCT = DEMO_PRODUCTS.find(
  (product) => product.type === 1 && (product.status === 'published' || product.status === 'revision'),
)!;

export const PROVIDER_ROUTES = [
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
  `/rooms-hotels/${DEMO_HOTELS[0]!.id}`,
  `/rooms-hostels/${DEMO_HOTELS[1]!.id}`,
  '/calendar',
  `/calendar/${DEMO_PRODUCTS[0]!.id}/${DEMO_PRODUCTS[0]!.type}`,
  `/offers/${OFFERS_PRODUCT.id}?type=${OFFERS_PRODUCT.type}`,
  `/increases/${OFFERS_PRODUCT.id}`,
  `/special-prices/${DEMO_PRODUCTS[0]!.id}?type=${DEMO_PRODUCTS[0]!.type}`,
  // Issue 32: the reports and the company's team.
  '/reports',
  '/team',
  '/team/activity',
];

/**
 * The operator's own screens (soporte@demo.gt, role 1): the review queue and a product's review preview, the
 * statecharts, support's inbox, and the page that refuses another role's entry.
 */
export const OPERATOR_ROUTES = [
  '/dashboard',
  '/review',
  `/review/${DEMO_PRODUCTS[0]!.id}`,
  '/message',
  '/frequent-questions',
  '/support',
  '/dev/statecharts',
  '/not-allowed?entry=qr',
];

export const PROFILE_ROUTES = [
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
  '/settings/notifications',
];

/**
 * The first step alone (creation), every step with a product id, room steps with a room id too. Built wizards
 * open a seeded product of the demo provider of their type; the others do not read the product yet.
 */
export function wizardRoutes(wizard: Wizard): string[] {
  const steps: readonly string[] = WIZARD_STEPS[wizard];
  const roomSteps: readonly string[] =
    wizard === 'hotel' || wizard === 'hostel' ? WIZARD_ROOM_STEPS[wizard] : [];
  const product = [
    ...DEMO_PRODUCTS,
    ...DEMO_TOURS,
    ...DEMO_HOTELS,
    ...DEMO_ATTRACTIONS,
    ...DEMO_GUIDES,
    ...DEMO_RESTAURANTS,
  ].find((candidate) => WIZARD_OF_TYPE[candidate.type] === wizard);
  const id = product?.id ?? 'product-1';
  const room = DEMO_HOTELS.find((hotel) => hotel.id === id)?.rooms[0]?.id ?? 'room-1';
  // A transport kind's two screens are its contact form's own routes (SPEC §2 /transportation), the kind in ?type.
  if (isContactWizard(wizard)) {
    const type = CONTACT_TYPES.find((kind) => WIZARD_OF_TYPE[kind] === wizard);
    return [`/${wizard}/${steps[0]}?type=${type}`, `/${wizard}/${steps.at(-1)}/${id}?type=${type}`];
  }
  // With the property's id alone, a room step adds a room: a built wizard starts it at the room's first step.
  const addingRoom = isBuiltWizard(wizard) ? roomSteps.slice(0, 1) : roomSteps;
  return [
    `/${wizard}/${steps[0]}?commission=1`,
    ...[...steps, ...addingRoom].map((step) => `/${wizard}/${step}/${id}?edit=true`),
    ...roomSteps.map((step) => `/${wizard}/${step}/${id}/${room}`),
  ];
}

/** The wizards, each of which routes.spec visits in a test of its own. */
export const WIZARDS = Object.keys(WIZARD_STEPS) as Wizard[];

/**
 * The screens the wizards draw, each once (issue 27): a built family's wizards share their steps' screens (a
 * tour's information step is the community tourism's and the package's), so a step is visited in the first
 * wizard of its family that has it, with the family's creation page once. A wizard not built yet draws the
 * same notice on every step, beside its own list of steps: its creation page and one room step stand for it.
 */
export function distinctWizardScreens(): { family: string; paths: string[] }[] {
  const seen = new Set<string>();
  const families = new Map<string, string[]>();
  for (const wizard of WIZARDS) {
    const family = isBuiltWizard(wizard)
      ? familyOfWizard(wizard)
      : isContactWizard(wizard)
        ? 'contact form'
        : 'not built yet';
    const paths = families.get(family) ?? [];
    families.set(family, paths);
    const [create, ...steps] = wizardRoutes(wizard);
    // A transport kind's contact form and its confirmation (SPEC §2 /transportation): its two screens.
    if (isContactWizard(wizard)) {
      paths.push(create!, ...steps);
      continue;
    }
    if (!isBuiltWizard(wizard)) {
      const room = steps.find((path) => path.split('/').length === 5);
      paths.push(create!, ...(room ? [room] : []));
      continue;
    }
    if (!seen.has(`${family} create`)) paths.push(create!);
    seen.add(`${family} create`);
    for (const path of steps) {
      const step = `${family} ${path.split('/')[2]}`;
      if (!seen.has(step)) paths.push(path);
      seen.add(step);
    }
  }
  return [...families].map(([family, paths]) => ({ family, paths }));
}

const NOT_WIZARD_ROUTES = [
  ...PUBLIC_ROUTES,
  ...OPERATOR_ROUTES,
  ...ONBOARDING_ROUTES,
  ...INFLUENCER_ROUTES,
  ...PROVIDER_ROUTES,
  ...PROFILE_ROUTES,
];

/**
 * The routes whose screens are checked for accessibility: every screen once. A wizard's step screen is checked in
 * the first wizard of its family that has it, not once per wizard that shares it (issue 27).
 */
export const ACCESSIBILITY_SCREENS: ReadonlySet<string> = new Set([
  ...NOT_WIZARD_ROUTES,
  ...distinctWizardScreens().flatMap(({ paths }) => paths),
]);

/**
 * Declares one test per group of routes, each signed in as the account the group belongs to, and hands the
 * group's paths to `check`; every wizard's routes are a group of their own.
 */
export function testEveryRouteGroup(check: (page: Page, paths: readonly string[]) => Promise<void>) {
  test('public and auth routes, signed out', async ({ page }) => check(page, PUBLIC_ROUTES));

  test.describe('signed in as soporte@demo.gt, the operator', () => {
    test.beforeEach(async ({ page }) => signIn(page, 'soporte@demo.gt'));

    test('operator routes', async ({ page }) => check(page, OPERATOR_ROUTES));
  });

  test.describe('signed in as influencer@demo.gt', () => {
    test.beforeEach(async ({ page }) => signIn(page, 'influencer@demo.gt'));

    test('influencer routes', async ({ page }) => check(page, INFLUENCER_ROUTES));
  });

  test.describe('signed in as empresa@demo.gt', () => {
    test.beforeEach(async ({ page }) => signIn(page));

    test('onboarding routes', async ({ page }) => check(page, ONBOARDING_ROUTES));
    test('provider routes', async ({ page }) => check(page, PROVIDER_ROUTES));
    test('profile and settings routes', async ({ page }) => check(page, PROFILE_ROUTES));
    for (const wizard of WIZARDS) {
      test(`/${wizard} wizard routes`, async ({ page }) => check(page, wizardRoutes(wizard)));
    }
  });
}
