import type { Selectable } from 'kysely';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import type { FaqProvidersTable } from '../../db/schema.ts';
import { ApiError, notFound } from '../../errors.ts';

type FaqEntry = components['schemas']['FaqEntry'];
type FaqInput = components['schemas']['FaqInput'];
type Language = FaqProvidersTable['language_code'];
type FaqRow = Selectable<FaqProvidersTable>;

/** What the operator's content screen lists (the contract's maxItems). */
const LIST_LIMIT = 1000;

/** The last place of a language's list (the contract's `order` maximum). */
const LAST_PLACE = 999;

/** Postgres' "unique violation": another question of the language has the place (`faq_providers_order`). */
const UNIQUE_VIOLATION = '23505';

const QUESTION_NOT_FOUND = 'The question does not exist';
const PLACE_TAKEN = 'Another question of this language has this order';
const LIST_FULL = 'The list of this language has no place left after its last question';

/** A question as the operator writes it, checked: the columns it sets (`order` null: the last place). */
export interface FaqValues {
  language: Language;
  question: string;
  answer: string;
  category: FaqEntry['category'];
  order: number | null;
}

/** Plain text as shown: the same line ends everywhere, no blank lines or spaces around it. */
const cleanText = (text: string) => text.replace(/\r\n?/g, '\n').trim();

/**
 * The input's fields as columns, the texts trimmed (a question or answer of spaces is none: 400 naming it). The
 * answer stays plain text: the FAQ page shows it as written, a blank line between paragraphs.
 */
export function checkedFaq(input: FaqInput): FaqValues {
  const question = cleanText(input.question);
  if (!question) throw new ApiError(400, 'invalid_request', 'question is required', 'question');
  const answer = cleanText(input.answer);
  if (!answer) throw new ApiError(400, 'invalid_request', 'answer is required', 'answer');
  return {
    language: input.language,
    question,
    answer,
    category: input.category,
    order: input.order ?? null,
  };
}

function faqEntryView(row: FaqRow): FaqEntry {
  return {
    _id: row.id,
    language: row.language_code,
    question: row.question,
    answer: row.answer,
    category: row.category as FaqEntry['category'],
    order: row.sort_order,
  };
}

/** Every question, of one language when asked: by language, then by its place in the list. */
export async function allFaq(db: Db, language?: Language): Promise<FaqEntry[]> {
  let query = db.selectFrom('faq_providers').selectAll();
  if (language) query = query.where('language_code', '=', language);
  const rows = await query.orderBy('language_code').orderBy('sort_order').limit(LIST_LIMIT).execute();
  return rows.map(faqEntryView);
}

/** A write that would give two questions of a language one place is a 409 on `order`. */
async function uniquePlace<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if ((error as { code?: string }).code === UNIQUE_VIOLATION)
      throw new ApiError(409, 'order_taken', PLACE_TAKEN, 'order');
    throw error;
  }
}

/** The place after the language's last question; 409 naming `order` past the last place there is. */
async function nextPlace(db: Db, language: Language): Promise<number> {
  const row = await db
    .selectFrom('faq_providers')
    .select((eb) => eb.fn.max('sort_order').as('last'))
    .where('language_code', '=', language)
    .executeTakeFirst();
  const next = Number(row?.last ?? 0) + 1;
  if (next > LAST_PLACE) throw new ApiError(409, 'order_taken', LIST_FULL, 'order');
  return next;
}

/** The question as written, at its place or last; the public FAQ shows it at once. */
export async function createFaq(db: Db, id: string, values: FaqValues): Promise<FaqEntry> {
  const { language, order, ...texts } = values;
  const row = await uniquePlace(async () =>
    db
      .insertInto('faq_providers')
      .values({
        id,
        language_code: language,
        ...texts,
        sort_order: order ?? (await nextPlace(db, language)),
      })
      .returningAll()
      .executeTakeFirstOrThrow(),
  );
  return faqEntryView(row);
}

/**
 * The question changed. Without an `order` it keeps its place, or goes last when it moves to the other
 * language.
 */
export async function updateFaq(db: Db, id: string, values: FaqValues): Promise<FaqEntry> {
  const row = await uniquePlace(() =>
    db.transaction().execute(async (tx) => {
      const current = await tx
        .selectFrom('faq_providers')
        .selectAll()
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw notFound(QUESTION_NOT_FOUND);
      const { language, order, ...texts } = values;
      const place =
        order ?? (language === current.language_code ? current.sort_order : await nextPlace(tx, language));
      return tx
        .updateTable('faq_providers')
        .set({ language_code: language, ...texts, sort_order: place })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    }),
  );
  return faqEntryView(row);
}

/** The question gone; the others keep their places. */
export async function deleteFaq(db: Db, id: string): Promise<void> {
  const gone = await db.deleteFrom('faq_providers').where('id', '=', id).returning('id').executeTakeFirst();
  if (!gone) throw notFound(QUESTION_NOT_FOUND);
}
