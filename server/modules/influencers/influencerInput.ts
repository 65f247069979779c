import { type InfluencerProblem, influencerProblems } from '../../../machines/influencerRules.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../errors.ts';
import { statesOf } from '../catalog/places.ts';
import { isForeignKeyViolation, isOwnPicture } from './influencerPictures.ts';

type InfluencerInput = components['schemas']['InfluencerInput'];

/**
 * The influencer form's checks beyond the contract's shapes (SPEC §5), each a 400 naming its field, the first wrong
 * one in the form's order: names not blank, the shared rules (machines/influencerRules.ts), the department one of
 * the country's in the places catalogue, one description per language, the photo one the caller uploaded.
 */

const NAMES = ['firstName', 'lastName', 'publicName'] as const;

/** The form's fields top to bottom (SPEC §5), the ones these checks can name. */
const FORM_ORDER = [...NAMES, 'state', 'activeSince', 'influencers_categories', 'descriptions', 'photo'];

const formOrder = (field: string | undefined): number => FORM_ORDER.indexOf(field ?? '');

/** The photo is not a picture the caller uploaded (or a newer upload replaced it meanwhile). */
const unknownPhoto = () =>
  new ApiError(400, 'invalid_photo', 'photo must be a picture you uploaded', 'photo');

const PROBLEM_MESSAGES: Record<InfluencerProblem['field'], string> = {
  influencers_categories: 'Tick a category or type another',
  activeSince: 'activeSince must be a year from 2014 to the current one',
  descriptions: 'The service description is required',
};

const PROBLEM_CODES: Record<InfluencerProblem['problem'], string> = {
  required: 'required',
  out_of_range: 'out_of_range',
};

/** The first problem of the shared rules as the contract's 400. */
function problemError(problem: InfluencerProblem): ApiError {
  return new ApiError(400, PROBLEM_CODES[problem.problem], PROBLEM_MESSAGES[problem.field], problem.field);
}

/** Whether the department is one of the country's (Guatemala's 22, El Salvador's 14). */
async function isStateOf(db: Db, country: string, state: string): Promise<boolean> {
  const states = await statesOf(db, country);
  return states.some((row) => row._id === state);
}

/** Names typed as spaces only: the contract's minimum length counts them. */
const blankNames = (input: InfluencerInput): ApiError[] =>
  NAMES.filter((field) => input[field].trim() === '').map(
    (field) => new ApiError(400, 'required', `${field} is required`, field),
  );

/** Two descriptions in one language: the second would hide the first. */
function repeatedLanguages(input: InfluencerInput): ApiError[] {
  const codes = input.descriptions.map((entry) => entry.code);
  return new Set(codes).size === codes.length
    ? []
    : [new ApiError(400, 'duplicate_language', 'One description per language', 'descriptions')];
}

/** Throws the 400 of the first wrong field in the form's order; the input is then fit to store (influencerValuesOf). */
export async function requireValidInfluencer(
  db: Db,
  userId: string,
  input: InfluencerInput,
  currentYear: number,
): Promise<void> {
  const problems = [
    ...blankNames(input),
    ...influencerProblems(input, currentYear).map(problemError),
    ...repeatedLanguages(input),
    ...((await isStateOf(db, input.country, input.state))
      ? []
      : [new ApiError(400, 'invalid_place', 'state must be a department of country', 'state')]),
    ...((await isOwnPicture(db, userId, input.photo)) ? [] : [unknownPhoto()]),
  ];
  const [first] = problems.sort((a, b) => formOrder(a.field) - formOrder(b.field));
  if (first) throw first;
}

/**
 * The save, its photo deleted by a newer upload between the check and the write turned into the same 400 as an
 * unknown photo: the person uploads again, nothing fails.
 */
export async function withPhotoStillThere<T>(save: Promise<T>): Promise<T> {
  try {
    return await save;
  } catch (error) {
    throw isForeignKeyViolation(error) ? unknownPhoto() : error;
  }
}
