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

/** Every catalog besides the common one: a feature's or a shared piece's. */
export type Catalog = Feature | SharedPart;
