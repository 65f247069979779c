/**
 * The feature folders (src/features/<name>) with a translation catalog of their own, locales/{locale}/<name>.po,
 * loaded by the screens that use them (lingui.config.ts, i18n.ts `loadCatalogs`). `shell` and `errors` are in
 * the common catalog (locales/{locale}/common.po): every layout draws them.
 */
export const FEATURES = [
  'addProducts',
  'auth',
  'calendar',
  'dashboard',
  'dev',
  'help',
  'home',
  'messages',
  'payments',
  'products',
  'profile',
  'promotions',
  'reservations',
  'review',
  'wizard',
] as const;

export type Feature = (typeof FEATURES)[number];

/**
 * Shared pieces (src/ui/<name>/) with words of their own, in a catalog of their own (locales/{locale}/<name>.po)
 * that loads with the screens or the lazy code that draw the piece, rather than with every first visit in the
 * common one: the date field, the captcha (registration, beneficiary, meeting request), the password rules
 * (password reset, account security) and the payout checklist (payments, profile hub).
 */
export const SHARED_PARTS = ['captcha', 'dateField', 'passwordRules', 'payoutChecklist'] as const;

export type SharedPart = (typeof SHARED_PARTS)[number];

/**
 * The wizard's families whose step forms have words of their own, each in a catalog of its own
 * (locales/{locale}/<catalog>.po) that loads with those steps' code: the wizard's catalog is on every wizard
 * screen, and a family's forms would grow it for every other family. Named `wizard` + the family, each with its
 * forms' folder under src/features/wizard/.
 */
export const WIZARD_FAMILY_PARTS = { wizardHotels: 'families/hotels', wizardTours: 'tourSteps' } as const;

export type WizardFamilyPart = keyof typeof WIZARD_FAMILY_PARTS;

/** Every catalog besides the common one: a feature's, a shared piece's or a wizard family's. */
export type Catalog = Feature | SharedPart | WizardFamilyPart;

/** Every catalog besides the common one, as a list. */
export const CATALOGS: readonly Catalog[] = [
  ...FEATURES,
  ...SHARED_PARTS,
  ...(Object.keys(WIZARD_FAMILY_PARTS) as WizardFamilyPart[]),
];
