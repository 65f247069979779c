import type { Selectable } from 'kysely';
import { isProductType } from '../../../machines/productKinds.ts';
import { WIZARD_ROOM_STEPS, WIZARD_STEPS } from '../../../machines/wizardSteps.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import type { HelpContentsTable } from '../../db/schema.ts';
import { ApiError, notFound } from '../../errors.ts';

type HelpContentEntry = components['schemas']['HelpContentEntry'];
type HelpContentInput = components['schemas']['HelpContentInput'];
type HelpContentUpdate = components['schemas']['HelpContentUpdate'];
type Language = HelpContentsTable['language_code'];
type HelpRow = Selectable<HelpContentsTable>;

/** What the operator's content screen lists (the contract's maxItems). */
const LIST_LIMIT = 2000;

/** Postgres' "unique violation": the step, type and language has a text already (`help_contents_pk`). */
const UNIQUE_VIOLATION = '23505';

/** The type of a step's generic text, which every type reads unless one was written for it. */
export const GENERIC_TYPE = 0;

/** The language every other falls back to (helpContent.ts): its generic text is the step's last resort. */
const FALLBACK_LANGUAGE: Language = 'es';

const TEXT_NOT_FOUND = 'The help text does not exist';
const TEXT_EXISTS = 'This step has a help text for this product type and language already';
const LAST_FALLBACK = "The step's generic Spanish text is every other text's fallback: change it instead";

/** Every step of every wizard (machines/wizardSteps.ts): what a help text can be written for. */
const WIZARD_STEP_NAMES: ReadonlySet<string> = new Set<string>(
  [...Object.values(WIZARD_STEPS), ...Object.values(WIZARD_ROOM_STEPS)].flat(),
);

/** The key of a text — its type, language and step — as one id: `0-es-location`. */
export const helpContentId = (row: Pick<HelpRow, 'type_product' | 'language_code' | 'step'>) =>
  `${row.type_product}-${row.language_code}-${row.step}`;

const ID = /^(\d{1,3})-(es|en)-([A-Za-z][A-Za-z0-9-]*)$/;

/** The key an id names; a malformed id names no text (404). */
function keyOf(id: string): { type_product: number; language_code: Language; step: string } {
  const match = ID.exec(id);
  if (!match) throw notFound(TEXT_NOT_FOUND);
  const [, type, language, step] = match;
  return { type_product: Number(type), language_code: language as Language, step: step as string };
}

function helpContentView(row: HelpRow): HelpContentEntry {
  return {
    id: helpContentId(row),
    typeProduct: row.type_product,
    step: row.step,
    language: row.language_code,
    title: row.title,
    body: row.body,
  };
}

/** Plain text as shown: the same line ends everywhere, no blank lines or spaces around it. */
const cleanText = (text: string) => text.replace(/\r\n?/g, '\n').trim();

/** A title and text, trimmed: one of spaces is none (400 naming it). The text stays plain, as the wizard shows it. */
export function checkedHelpText(input: HelpContentUpdate): HelpContentUpdate {
  const title = cleanText(input.title);
  if (!title) throw new ApiError(400, 'invalid_request', 'title is required', 'title');
  const body = cleanText(input.body);
  if (!body) throw new ApiError(400, 'invalid_request', 'body is required', 'body');
  return { title, body };
}

/** A new text's key is a product type (or 0) and a step some wizard has; its title and text as for a change. */
export function checkedHelpContent(input: HelpContentInput): HelpContentInput {
  if (input.typeProduct !== GENERIC_TYPE && !isProductType(input.typeProduct))
    throw new ApiError(400, 'invalid_request', 'typeProduct is no product type', 'typeProduct');
  if (!WIZARD_STEP_NAMES.has(input.step))
    throw new ApiError(400, 'invalid_request', 'step is no step of a wizard', 'step');
  return { ...input, ...checkedHelpText(input) };
}

/** Every text, by step, then type (the generic one first), then language. */
export async function allHelpContents(db: Db): Promise<HelpContentEntry[]> {
  const rows = await db
    .selectFrom('help_contents')
    .selectAll()
    .orderBy('step')
    .orderBy('type_product')
    .orderBy('language_code', 'desc')
    .limit(LIST_LIMIT)
    .execute();
  return rows.map(helpContentView);
}

/** The text as written; providers read it at once. 409 when its step, type and language has one. */
export async function createHelpContent(db: Db, input: HelpContentInput): Promise<HelpContentEntry> {
  try {
    const row = await db
      .insertInto('help_contents')
      .values({
        type_product: input.typeProduct,
        step: input.step,
        language_code: input.language,
        title: input.title,
        body: input.body,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return helpContentView(row);
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION)
      throw new ApiError(409, 'help_content_exists', TEXT_EXISTS);
    throw error;
  }
}

/** The text's title and body changed; its key stays. */
export async function updateHelpContent(
  db: Db,
  id: string,
  text: HelpContentUpdate,
): Promise<HelpContentEntry> {
  const key = keyOf(id);
  const row = await db
    .updateTable('help_contents')
    .set(text)
    .where('type_product', '=', key.type_product)
    .where('language_code', '=', key.language_code)
    .where('step', '=', key.step)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound(TEXT_NOT_FOUND);
  return helpContentView(row);
}

/** The text gone, providers reading the next in the fallback order; the step's last resort stays (409). */
export async function deleteHelpContent(db: Db, id: string): Promise<void> {
  const key = keyOf(id);
  const lastResort = key.type_product === GENERIC_TYPE && key.language_code === FALLBACK_LANGUAGE;
  const row = await db
    .selectFrom('help_contents')
    .select('step')
    .where('type_product', '=', key.type_product)
    .where('language_code', '=', key.language_code)
    .where('step', '=', key.step)
    .executeTakeFirst();
  if (!row) throw notFound(TEXT_NOT_FOUND);
  if (lastResort) throw new ApiError(409, 'last_fallback', LAST_FALLBACK);
  await db
    .deleteFrom('help_contents')
    .where('type_product', '=', key.type_product)
    .where('language_code', '=', key.language_code)
    .where('step', '=', key.step)
    .execute();
}
