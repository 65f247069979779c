import { guideFeesProblem, isGuideGroupSize, keptGuideFees } from '../../../../../machines/guideRules.ts';
import type { components } from '../../../../../openapi/schema.d.ts';
import type { CatalogKind } from '../../../../db/schema.ts';
import { ApiError } from '../../../../errors.ts';
import { withoutMirrorFields } from '../../productAccess.ts';
import { unknownCatalogIds } from '../../productCatalogs.ts';
import { commissionModelOfPrices } from '../../productCommission.ts';
import { stepOperations } from '../../stepOperations.ts';
import type { StepDb, StepDefinition } from '../../stepRegistry.ts';

type Schemas = components['schemas'];
export type GuideAdditionalInformation = Schemas['GuideAdditionalInformation'];
export type GuideFees = Schemas['GuideFees'];

/** 400 naming the field when an id is not of its catalogue. */
async function requireKnown(db: StepDb, ids: readonly string[], kind: CatalogKind, field: string) {
  const unknown = await unknownCatalogIds(db, ids, kind);
  if (unknown.length > 0)
    throw new ApiError(400, 'unknown_catalog_id', `Unknown ${field} ${unknown[0]}`, field);
}

const unique = <T>(items: readonly T[]) => [...new Set(items)];

/** SPEC §3 Guide extras: catalogue checklists (at least one category and one language), notice, group size. */
const additionalInformation: StepDefinition<GuideAdditionalInformation> = {
  step: 'information-additional',
  defaults: {
    vehicle: false,
    before_booking: 1,
    max_traveler: 1,
    expertise: [],
    categories: [],
    languages: [],
  },
  async check(form, { db }) {
    await requireKnown(db, form.expertise, 'guide_expertise', 'expertise');
    await requireKnown(db, form.categories, 'guide_category', 'categories');
    await requireKnown(db, form.languages, 'language', 'languages');
    if (form.categories.length === 0)
      throw new ApiError(400, 'value_required', 'At least one category is required', 'categories');
    if (form.languages.length === 0)
      throw new ApiError(400, 'value_required', 'At least one language is required', 'languages');
    // The contract says the same; the rule is the one the form shares.
    if (!isGuideGroupSize(form.max_traveler))
      throw new ApiError(400, 'invalid_request', 'max_traveler must be 1 to 30', 'max_traveler');
    return {
      vehicle: form.vehicle,
      before_booking: form.before_booking,
      max_traveler: form.max_traveler,
      expertise: unique(form.expertise),
      categories: unique(form.categories),
      languages: unique(form.languages),
    };
  },
};

/** What each problem of machines/guideRules.ts answers, as the other steps' 400s name them. */
const FEE_ERRORS = {
  required: ['value_required', 'is required'],
  not_positive: ['price_not_positive', 'must be more than 0'],
  off_step: ['price_step', 'must be in whole cents (step 0.01)'],
} as const;

/** SPEC §3 Guide fees: the prices the price type offers, each more than 0 in cents; the other is not kept. */
const fees: StepDefinition<GuideFees> = {
  step: 'price',
  defaults: { price_type: 0, commission_model: 1 },
  check(form) {
    const body = withoutMirrorFields(form);
    const found = guideFeesProblem(body);
    if (found) {
      const [code, words] = FEE_ERRORS[found.problem];
      throw new ApiError(400, code, `${found.field} ${words}`, found.field);
    }
    return keptGuideFees({
      price_type: body.price_type,
      price_per_hour: body.price_per_hour,
      price_per_day: body.price_per_day,
      commission_model: body.commission_model,
    });
  },
  // The step sets the product's commission model, as the stays' and tours' prices do.
  ...commissionModelOfPrices,
};

/**
 * The guides family's own steps (book-a-guide 16), each with its read and save operation. Information, location and
 * multimedia are the operations every family has (guides.family.ts names them); the general steps (cancellation
 * policy, service rules, advertising channels, recommendations) are the products core's (generalSteps.ts).
 */
export const GUIDE_STEPS = [
  stepOperations('getGuideAdditionalInformation', 'saveGuideAdditionalInformation', additionalInformation),
  stepOperations('getGuideFees', 'saveGuideFees', fees),
] as const;
