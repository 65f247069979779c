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
  'influencers',
  'messages',
  'notifications',
  'payments',
  'products',
  'profile',
  'promotions',
  'referrals',
  'reports',
  'reservations',
  'review',
  'site',
  'team',
  'whiteLandings',
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
export const WIZARD_FAMILY_PARTS = {
  wizardHotels: 'families/hotels',
  wizardTours: 'tourSteps',
  wizardTransportation: 'families/transportation',
  wizardAttractions: 'families/attractions',
  wizardGastronomy: 'families/gastronomy',
  wizardGuides: 'families/guides',
  // The week of opening hours an attraction's and a restaurant's schedule steps share (machines/scheduleDay).
  wizardWeekSchedule: 'weekSchedule',
} as const;

export type WizardFamilyPart = keyof typeof WIZARD_FAMILY_PARTS;

/**
 * The one family catalog the entry names: the transport kinds' contact form is not a wizard step, so nothing of the
 * wizard registers it. The others come with the wizard's registries (stepCatalogs.ts), like the general steps'.
 */
export type EntryWizardPart = 'wizardTransportation';

/**
 * The wizard's general steps (src/features/wizard/steps/) with words of their own, each in a catalog of its own
 * (locales/{locale}/<catalog>.po) that loads with the step's code: the step's file and the files named after it
 * (`LocationMap`, `multimediaGallery`, `priceSeasonsFields`…). What several steps share (BedRows, moneyInput,
 * CountInput…) stays in the wizard's catalog, with the frame's words. One catalog for all of them was 5.4 KiB
 * (gzip) on every step's screen, ~4 of them other steps' words (issue 28). Named `wizard` + the step's file name.
 */
export const WIZARD_STEP_PARTS = {
  wizardInformation: 'Information',
  wizardFeature: 'Feature',
  wizardRooms: 'Rooms',
  wizardCapacity: 'Capacity',
  wizardServiceAmenities: 'ServiceAmenities',
  wizardBookingDetails: 'BookingDetails',
  wizardPriceSeasons: 'PriceSeasons',
  wizardLocation: 'Location',
  wizardMultimedia: 'Multimedia',
  wizardCancellationPolicy: 'CancellationPolicy',
  wizardServiceRules: 'ServiceRules',
  wizardAdvertisingChannels: 'AdvertisingChannels',
  wizardRecommendations: 'Recommendations',
  wizardConfirmation: 'Confirmation',
} as const;

export type WizardStepPart = keyof typeof WIZARD_STEP_PARTS;

/** The general steps' folder, from the project's root. */
export const WIZARD_STEPS_FOLDER = 'src/features/wizard/steps';

/** The files of a general step's catalog: its name, or the same with a small first letter, then anything. */
export const wizardStepPatterns = (step: string): string[] => [
  `${step}*`,
  `${step.charAt(0).toLowerCase()}${step.slice(1)}*`,
];

/** Every catalog besides the common one: a feature's, a shared piece's, a wizard family's or a general step's. */
export type Catalog = Feature | SharedPart | WizardFamilyPart | WizardStepPart;

/** Every catalog besides the common one, as a list. */
export const CATALOGS: readonly Catalog[] = [
  ...FEATURES,
  ...SHARED_PARTS,
  ...(Object.keys(WIZARD_FAMILY_PARTS) as WizardFamilyPart[]),
  ...(Object.keys(WIZARD_STEP_PARTS) as WizardStepPart[]),
];

/**
 * The catalog a source file's messages are in (its path from the project's root), or undefined for the common one:
 * lingui.config.ts says the same with globs; this is what the tests and `npm run size` read.
 */
export function catalogOfFile(file: string): Catalog | undefined {
  const folder = `${WIZARD_STEPS_FOLDER}/`;
  if (file.startsWith(folder) && !file.slice(folder.length).includes('/')) {
    const name = file.slice(folder.length);
    const step = Object.entries(WIZARD_STEP_PARTS).find(([, prefix]) =>
      wizardStepPatterns(prefix).some((pattern) => name.startsWith(pattern.slice(0, -1))),
    );
    if (step) return step[0] as WizardStepPart;
  }
  const family = Object.entries(WIZARD_FAMILY_PARTS).find(([, part]) =>
    file.startsWith(`src/features/wizard/${part}/`),
  );
  if (family) return family[0] as WizardFamilyPart;
  const match = /^src\/(?:features|ui)\/([^/]+)\//.exec(file);
  return match && (CATALOGS as readonly string[]).includes(match[1]!) ? (match[1] as Catalog) : undefined;
}
