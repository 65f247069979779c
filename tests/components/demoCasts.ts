import { castCode, castEmail, castId, type DemoCast, demoCast } from '../../server/db/seedCast.ts';

/**
 * The component test files that act as the demo's people (the company, the personal provider, the operator,
 * the influencer, the traveler) or on its products, reservations and chats. Each gets a cast of its own,
 * seeded by globalSetup.ts with the server's own seed before it listens, so no file sees another's writes.
 * A file that signs up its own accounts (productsHarness.tsx, authHarness.tsx) needs none.
 */
export const FILES_WITH_A_DEMO_CAST = [
  'auth.login.test.tsx',
  'calendar.departures.test.tsx',
  'calendar.overview.test.tsx',
  'calendar.sync.test.tsx',
  'messages.test.tsx',
  'messages.reservations.test.tsx',
  'products.myProducts.test.tsx',
  'products.myProductsMenu.test.tsx',
  'reservations.test.tsx',
  'review.test.tsx',
  'review.attractions.test.tsx',
  'review.gastronomy.test.tsx',
  'review.guides.test.tsx',
  'shell.menu.test.tsx',
  'shell.pages.test.tsx',
  'shell.session.test.tsx',
  'shell.unreadBadge.test.tsx',
  'products.stepGrid.test.tsx',
  'promotions.test.tsx',
  'promotions.formPaths.test.tsx',
  'wizard.page.test.tsx',
  'help.dialogPaths.test.tsx',
  'help.test.tsx',
  'help.joins.test.tsx',
  'help.content.test.tsx',
  'site.content.test.tsx',
  'whiteLandings.test.tsx',
] as const;

/** A file's cast: `shell.unreadBadge.test.tsx` → `shell-unread-badge`. */
export function castOfFile(file: string): DemoCast {
  const base = file.replace(/\.test\.tsx$/, '');
  return demoCast(
    base
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .replace(/\./g, '-')
      .toLowerCase(),
  );
}

/** The demo's people, products and reservations as one cast has them. */
export function castData(cast: DemoCast) {
  return {
    tag: cast.tag,
    /** empresa@demo.gt: the company, complete profile, owner of the demo products, reservations and chats. */
    company: castEmail(cast, 'empresa@demo.gt'),
    /** personal@demo.gt: a personal provider whose profile is incomplete. */
    personal: castEmail(cast, 'personal@demo.gt'),
    /** soporte@demo.gt: the operator (role 1). */
    operator: castEmail(cast, 'soporte@demo.gt'),
    influencer: castEmail(cast, 'influencer@demo.gt'),
    traveler: castEmail(cast, 'viajero@demo.gt'),
    /** The cast's id of a demo product (server/db/demoProducts.ts). */
    product: (demoId: string) => castId(cast, demoId),
    /** The cast's number of a demo reservation (server/db/seedBookings.ts): GT-240101 → TAG-240101. */
    reservation: (demoCode: string) => castCode(cast, demoCode),
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** File name (under tests/components) → the tag of the demo cast seeded for it. */
    demoCasts: Record<string, string>;
  }
}
