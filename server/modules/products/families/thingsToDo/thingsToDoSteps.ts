import { type Itinerary, itineraryProblem } from '../../../../../machines/itineraryRules.ts';
import { typeOfTourChoice } from '../../../../../machines/productTypes.ts';
import type { components } from '../../../../../openapi/schema.d.ts';
import type { CatalogKind } from '../../../../db/schema.ts';
import { ApiError } from '../../../../errors.ts';
import { unknownCatalogIds } from '../../productCatalogs.ts';
import { commissionModelOfPrices } from '../../productCommission.ts';
import { stepOperations } from '../../stepOperations.ts';
import type { StepDb, StepDefinition } from '../../stepRegistry.ts';

type Schemas = components['schemas'];
export type TourAdditionalInformation = Schemas['TourAdditionalInformation'];
export type TourBringAdditional = Schemas['TourBringAdditional'];
export type TourAvailability = Schemas['TourAvailability'];
export type TourItinerary = Schemas['TourItinerary'];
export type TourPrices = Schemas['TourPrices'];
type ItineraryDay = TourItinerary['days'][number];

/** 400 naming the field when an id is not of its catalogue. */
async function requireKnown(db: StepDb, ids: readonly string[], kind: CatalogKind, field: string) {
  const unknown = await unknownCatalogIds(db, ids, kind);
  if (unknown.length > 0)
    throw new ApiError(400, 'unknown_catalog_id', `Unknown ${field} ${unknown[0]}`, field);
}

const unique = <T>(items: readonly T[]) => [...new Set(items)];
const sortedDays = (days: readonly number[]) => unique(days).sort((a, b) => a - b);
/** SPEC §5: list entries are kept only when not blank. */
const filled = (entries: readonly string[]) => entries.map((e) => e.trim()).filter(Boolean);

const additionalInformation: StepDefinition<TourAdditionalInformation> = {
  step: 'information-additional',
  defaults: { capacity: 1, before_booking: 1, category: '', difficulty: '', suited_to: [], languages: [] },
  async check(form, { db }) {
    await requireKnown(db, [form.category], 'tour_category', 'category');
    await requireKnown(db, [form.difficulty], 'tour_difficulty', 'difficulty');
    await requireKnown(db, form.suited_to, 'tour_suited_to', 'suited_to');
    await requireKnown(db, form.languages, 'language', 'languages');
    if (form.languages.length === 0)
      throw new ApiError(400, 'value_required', 'At least one language is required', 'languages');
    return {
      capacity: form.capacity,
      before_booking: form.before_booking,
      category: form.category,
      difficulty: form.difficulty,
      suited_to: unique(form.suited_to),
      languages: unique(form.languages),
    };
  },
};

const bringAdditional: StepDefinition<TourBringAdditional> = {
  step: 'bring-additional',
  defaults: { bring: [], you_will_see: [], additional_information: [] },
  check: (form) => ({
    bring: filled(form.bring),
    you_will_see: filled(form.you_will_see),
    additional_information: filled(form.additional_information),
  }),
};

/** All year on some weekdays, or month ranges (both ends required by the contract) each on some weekdays. */
const availability: StepDefinition<TourAvailability> = {
  step: 'availability',
  defaults: { available_all_year: true, year_days: [], months: [] },
  check(form) {
    if (form.available_all_year) {
      if (form.year_days.length === 0)
        throw new ApiError(400, 'daysRequired', 'Choose at least one day', 'year_days');
      return { available_all_year: true, year_days: sortedDays(form.year_days), months: [] };
    }
    if (form.months.length === 0)
      throw new ApiError(400, 'monthsRequired', 'Choose at least one month range', 'months');
    if (form.months.some((range) => range.days.length === 0))
      throw new ApiError(400, 'daysRequired', 'Each month range needs at least one day', 'months');
    const months = form.months.map((range) => ({ ...range, days: sortedDays(range.days) }));
    return { available_all_year: false, year_days: [], months };
  },
};

/** Days numbered 1..n in order, activities 1..n within each day, blank activities and times dropped. */
const tidyDays = (days: readonly ItineraryDay[]): ItineraryDay[] =>
  days.map((day, i) => ({
    no_day: i + 1,
    activities: day.activities
      .map((a) => ({ ...a, description: a.description.trim() }))
      .filter((a) => a.description)
      .map((a, n) => ({ ...a, number: n + 1 })),
    start_times_flexible: sortedTimes(day.start_times_flexible),
  }));
const sortedTimes = (times: readonly string[]) => unique(times).sort();

/** The shared rule of machines/itineraryRules.ts decides; its problem is the 400's code. */
const itinerary: StepDefinition<TourItinerary> = {
  step: 'itinerary',
  defaults: { duration_type: null, time_duration: null, flexible_schedules: false, days: [] },
  check(form) {
    const days = tidyDays(form.days);
    const type = form.duration_type;
    const timeDuration =
      type === 0 ? form.time_duration : type === 3 ? (form.time_duration ?? days.length) : null;
    const candidate: Itinerary & TourItinerary = {
      duration_type: type as Itinerary['duration_type'],
      time_duration: timeDuration,
      flexible_schedules: form.flexible_schedules,
      days: form.flexible_schedules ? days : days.map((d) => ({ ...d, start_times_flexible: [] })),
    };
    const problem = itineraryProblem(candidate);
    if (problem) throw new ApiError(400, problem, `The itinerary is not valid: ${problem}`, 'days');
    return candidate;
  },
};

/** SPEC §3 type_of_tour: 0 private, 1 collective, 2 both; each kind offered needs its price. */
const PRICE_KINDS = [
  ['price_private', [0, 2]],
  ['price_collective', [1, 2]],
] as const;

const prices: StepDefinition<TourPrices> = {
  step: 'prices',
  defaults: { type_of_tour: 0, included: [], commission_model: 1 },
  async check(form, { db }) {
    await requireKnown(db, form.included, 'tour_included', 'included');
    const stored: TourPrices = {
      type_of_tour: form.type_of_tour,
      included: unique(form.included),
      commission_model: form.commission_model,
    };
    for (const [field, offeredFor] of PRICE_KINDS) {
      if (!(offeredFor as readonly number[]).includes(form.type_of_tour)) continue;
      const price = form[field];
      if (!price) throw new ApiError(400, 'value_required', `${field} is required`, field);
      stored[field] = { min_pax: price.min_pax ?? 1, adult: price.adult, child: price.child };
    }
    return stored;
  },
  ...commissionModelOfPrices,
  // Private or collective is the choice made here (issue 26), by the kinds table.
  typeAfter: (product, stored) => typeOfTourChoice(product.product_type, stored.type_of_tour),
};

/**
 * The things-to-do family's own steps (tours 11 and 12, community tourism 13 and 17, tourist package 71), each
 * with its read and save operation. Information, location and multimedia are the operations every family has
 * (thingsToDo.family.ts names them); the general steps (cancellation policy, service rules, advertising channels,
 * recommendations) are the products core's (generalSteps.ts).
 */
export const THINGS_TO_DO_STEPS = [
  stepOperations('getTourAdditionalInformation', 'saveTourAdditionalInformation', additionalInformation),
  stepOperations('getTourBringAdditional', 'saveTourBringAdditional', bringAdditional),
  stepOperations('getTourAvailability', 'saveTourAvailability', availability),
  stepOperations('getTourItinerary', 'saveTourItinerary', itinerary),
  stepOperations('getTourPrices', 'saveTourPrices', prices),
] as const;
