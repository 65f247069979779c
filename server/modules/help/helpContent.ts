import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';

type HelpContent = components['schemas']['HelpContent'];
type Language = 'es' | 'en';

/**
 * The help of a wizard step: the text written for the product type, else the step's generic text (type 0); in
 * the language asked, else in Spanish (the fallback language). 404 when the step has none.
 */
export async function helpContentOf(
  db: Db,
  typeProduct: number,
  step: string,
  language: Language,
): Promise<HelpContent> {
  const rows = await db
    .selectFrom('help_contents')
    .selectAll()
    .where('step', '=', step)
    .where('type_product', 'in', [...new Set([typeProduct, 0])])
    .where('language_code', 'in', [...new Set([language, 'es' as const])])
    .execute();
  const rank = (row: (typeof rows)[number]) =>
    (row.type_product === typeProduct ? 0 : 2) + (row.language_code === language ? 0 : 1);
  const best = rows.sort((a, b) => rank(a) - rank(b))[0];
  if (!best) throw notFound('No help for this step');
  return { typeProduct: best.type_product, step: best.step, title: best.title, body: best.body };
}
