import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';

type FaqItem = components['schemas']['FaqItem'];

/** The providers' FAQ in one language, by its order. */
export async function faqOf(db: Db, language: 'es' | 'en'): Promise<FaqItem[]> {
  const rows = await db
    .selectFrom('faq_providers')
    .selectAll()
    .where('language_code', '=', language)
    .orderBy('sort_order')
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    question: row.question,
    answer: row.answer,
    category: row.category as FaqItem['category'],
    order: row.sort_order,
  }));
}
