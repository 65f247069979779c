import { emptyTickets, PRICE_TYPE, ticketProblem } from '../../../../../machines/attractionRules.ts';
import type { components } from '../../../../../openapi/schema.d.ts';
import type { CatalogKind } from '../../../../db/schema.ts';
import { ApiError } from '../../../../errors.ts';
import { unknownCatalogIds } from '../../productCatalogs.ts';
import { stepOperations } from '../../stepOperations.ts';
import type { StepDb, StepDefinition } from '../../stepRegistry.ts';
import { checkedWeekSchedule, defaultWeekSchedule } from '../../weekSchedule.ts';

type Schemas = components['schemas'];
export type AttractionAdditionalInformation = Schemas['AttractionAdditionalInformation'];
export type AttractionBringAdditional = Schemas['AttractionBringAdditional'];
export type AttractionSchedule = Schemas['AttractionSchedule'];

/**
 * The catalogues of the attraction's forms, by their name in the path: the tours' difficulty and suited-to lists
 * (the same entries, served at the family's own path).
 */
export const ATTRACTION_CATALOGS = {
  difficulty: 'tour_difficulty',
  suited_to: 'tour_suited_to',
} as const satisfies Record<string, CatalogKind>;

/** 400 naming the field when an id is not of its catalogue. */
async function requireKnown(db: StepDb, ids: readonly string[], kind: CatalogKind, field: string) {
  const unknown = await unknownCatalogIds(db, ids, kind);
  if (unknown.length > 0)
    throw new ApiError(400, 'unknown_catalog_id', `Unknown ${field} ${unknown[0]}`, field);
}

const unique = <T>(items: readonly T[]) => [...new Set(items)];
/** SPEC §5: list entries are kept only when not blank. */
const filled = (entries: readonly string[]) => entries.map((e) => e.trim()).filter(Boolean);

/** The tour's step without capacity and category (SPEC §9: type 18 hides both). */
const additionalInformation: StepDefinition<AttractionAdditionalInformation> = {
  step: 'information-additional',
  defaults: { before_booking: 1, difficulty: '', suited_to: [], languages: [] },
  async check(form, { db }) {
    await requireKnown(db, [form.difficulty], ATTRACTION_CATALOGS.difficulty, 'difficulty');
    await requireKnown(db, form.suited_to, ATTRACTION_CATALOGS.suited_to, 'suited_to');
    await requireKnown(db, form.languages, 'language', 'languages');
    if (form.languages.length === 0)
      throw new ApiError(400, 'value_required', 'At least one language is required', 'languages');
    return {
      before_booking: form.before_booking,
      difficulty: form.difficulty,
      suited_to: unique(form.suited_to),
      languages: unique(form.languages),
    };
  },
};

/** SPEC §2 spells this wizard's step `bringAdditional`. */
const bringAdditional: StepDefinition<AttractionBringAdditional> = {
  step: 'bringAdditional',
  defaults: { bring: [], you_will_see: [], additional_information: [] },
  check: (form) => ({
    bring: filled(form.bring),
    you_will_see: filled(form.you_will_see),
    additional_information: filled(form.additional_information),
  }),
};

const TICKET_WHY = {
  priceNegative: 'Ticket prices cannot be below 0',
  priceRequired: "A local adult's ticket must cost more than 0",
} as const;

/**
 * The opening hours of each weekday (the week schedule shared with gastronomy: machines/weekSchedule.ts) and the
 * tickets (machines/attractionRules.ts); each refusal is a 400 naming its field.
 */
const schedule: StepDefinition<AttractionSchedule> = {
  step: 'schedule',
  defaults: { schedule: defaultWeekSchedule(), ...emptyTickets() },
  check(form) {
    const week = checkedWeekSchedule(form.schedule, 'schedule');
    const tickets = { local_prices: form.local_prices, foreing_prices: form.foreing_prices };
    const issue = ticketProblem(tickets);
    if (issue) throw new ApiError(400, issue.problem, TICKET_WHY[issue.problem], issue.field);
    return {
      schedule: week,
      local_prices: {
        price_type: PRICE_TYPE.local,
        adult: tickets.local_prices.adult,
        child: tickets.local_prices.child,
      },
      foreing_prices: {
        price_type: PRICE_TYPE.foreign,
        adult: tickets.foreing_prices.adult,
        child: tickets.foreing_prices.child,
      },
    };
  },
};

/**
 * The attractions' own steps, each with its read and save operation. Information, location and multimedia are the
 * operations every family has (attractions.family.ts names them); cancellation policy, service rules, advertising
 * channels and recommendations are the products core's general steps (generalSteps.ts).
 */
export const ATTRACTION_STEPS = [
  stepOperations(
    'getAttractionAdditionalInformation',
    'saveAttractionAdditionalInformation',
    additionalInformation,
  ),
  stepOperations('getAttractionBringAdditional', 'saveAttractionBringAdditional', bringAdditional),
  stepOperations('getAttractionSchedule', 'saveAttractionSchedule', schedule),
] as const;
