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
