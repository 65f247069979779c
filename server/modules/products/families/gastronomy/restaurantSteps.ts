import type { components } from '../../../../../openapi/schema.d.ts';
import type { CatalogKind } from '../../../../db/schema.ts';
import { ApiError } from '../../../../errors.ts';
import { withoutMirrorFields } from '../../productAccess.ts';
import { assignedCatalogOf, unknownCatalogIds } from '../../productCatalogs.ts';
import { stepOperations } from '../../stepOperations.ts';
import type { StepDb, StepDefinition } from '../../stepRegistry.ts';
import { checkedWeekSchedule, defaultWeekSchedule } from '../../weekSchedule.ts';

type Schemas = components['schemas'];
type FeaturesSave = Schemas['RestaurantFeaturesSave'];
type AdditionalInformation = Schemas['RestaurantAdditionalInformation'];
type RestaurantSchedule = Schemas['RestaurantSchedule'];

/** SPEC §3 "Amenity groups for gastronomy", each a catalogue of its own (migration 0020), in the step's order. */
export const FEATURE_GROUPS = [
  'cuisine',
  'feature',
  'suit_to',
  'special_diet',
  'service',
  'category',
] as const;
type FeatureGroup = (typeof FEATURE_GROUPS)[number];
type StoredFeatures = Record<FeatureGroup, string[]>;

export const featureKindOf = (group: FeatureGroup): CatalogKind => `gastronomy:${group}`;

/** 400 naming the field when an id is not of its catalogue. */
async function requireKnown(db: StepDb, ids: readonly string[], kind: CatalogKind, field: string) {
  const unknown = await unknownCatalogIds(db, ids, kind);
  if (unknown.length > 0)
    throw new ApiError(400, 'unknown_catalog_id', `Unknown ${field} ${unknown[0]}`, field);
}

const unique = <T>(items: readonly T[]) => [...new Set(items)];

const noFeatures = (): StoredFeatures =>
  Object.fromEntries(FEATURE_GROUPS.map((group) => [group, []])) as unknown as StoredFeatures;

/** The features step: ids of each group's catalogue, at least one cuisine; read back as the whole catalogues. */
const features: StepDefinition<FeaturesSave, StoredFeatures, Schemas['RestaurantFeatures']> = {
  step: 'features',
  defaults: noFeatures(),
  async check(form, { db }) {
    const stored = noFeatures();
    for (const group of FEATURE_GROUPS) {
      await requireKnown(db, form[group], featureKindOf(group), group);
      stored[group] = unique(form[group]);
    }
    if (stored.cuisine.length === 0)
      throw new ApiError(400, 'value_required', 'Choose at least one cuisine', 'cuisine');
    return stored;
  },
  async view(stored, { db, language }) {
    const groups = await Promise.all(
      FEATURE_GROUPS.map((group) => assignedCatalogOf(db, featureKindOf(group), language, stored[group])),
    );
    return Object.fromEntries(
      FEATURE_GROUPS.map((group, i) => [group, groups[i]]),
    ) as unknown as Schemas['RestaurantFeatures'];
  },
};

/** Designed (SPEC names the step only): the seats, the average spend per person, the languages spoken. */
const additionalInformation: StepDefinition<AdditionalInformation> = {
  step: 'information-additional',
  defaults: { capacity: 1, average_price: 0, languages: [] },
  async check(form, { db }) {
    const { capacity, average_price, languages } = withoutMirrorFields(form);
    await requireKnown(db, languages, 'language', 'languages');
    if (languages.length === 0)
      throw new ApiError(400, 'value_required', 'At least one language is required', 'languages');
    return { capacity, average_price, languages: unique(languages) };
  },
};

/** Opening hours per weekday (SPEC §3 schedule day), checked by the rule attractions share; no prices. */
const schedule: StepDefinition<RestaurantSchedule> = {
  step: 'schedule',
  defaults: { schedule: defaultWeekSchedule() },
  check: (form) => ({ schedule: checkedWeekSchedule(form.schedule, 'schedule') }),
};

/**
 * The gastronomy family's own form steps, each with its read and save operation. Information, location and
 * multimedia are the operations every family has (gastronomy.family.ts names them), the menu and the locations
 * list steps of their own (restaurantMenu.ts, restaurantLocations.ts), recommendations a general step.
 */
export const GASTRONOMY_STEPS = [
  stepOperations('getRestaurantFeatures', 'saveRestaurantFeatures', features),
  stepOperations(
    'getRestaurantAdditionalInformation',
    'saveRestaurantAdditionalInformation',
    additionalInformation,
  ),
  stepOperations('getRestaurantSchedule', 'saveRestaurantSchedule', schedule),
] as const;
