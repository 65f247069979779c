import * as schemaLimits from '../openapi/limits.ts';

/**
 * A restaurant's menu item (SPEC §3 Menu item, §5 "category, title (max 25), price numeric, description (max 200),
 * picture required"): the rule the server's menu calls and the wizard's menu form share. Pure TypeScript; the limits
 * are the contract's (openapi/limits.ts), not retyped.
 */

const FORM = schemaLimits.RestaurantMenuItemForm;
export const MENU_TITLE_MAX = FORM.title.maxLength;
export const MENU_DESCRIPTION_MAX = FORM.description.maxLength;
/** Dollars with at most two decimals, up to 999999.99. */
const PRICE = new RegExp(FORM.price.pattern);

/** A menu item's texts as typed (a multipart form's fields are text). */
export interface MenuItemText {
  title?: string;
  description?: string;
  price?: string;
  category?: string;
}

/** A menu item ready to store: texts trimmed, the price a number of dollars. */
export interface MenuItemFields {
  title: string;
  description: string;
  price: number;
  category: string;
}

/** Which field is wrong and why, in the form's order. */
export interface MenuItemProblem {
  field: 'tb_gcm_ct_category' | 'title' | 'price' | 'description';
  problem: 'required' | 'tooLong' | 'invalidPrice';
}

/** The first problem of the item's texts, or its fields ready to store. */
export function checkMenuItem(
  text: MenuItemText,
): { ok: true; fields: MenuItemFields } | { ok: false; issue: MenuItemProblem } {
  const category = text.category?.trim() ?? '';
  const title = text.title?.trim() ?? '';
  const price = text.price?.trim() ?? '';
  const description = text.description?.trim() ?? '';
  const fail = (field: MenuItemProblem['field'], problem: MenuItemProblem['problem']) =>
    ({ ok: false, issue: { field, problem } }) as const;
  if (!category) return fail('tb_gcm_ct_category', 'required');
  if (!title) return fail('title', 'required');
  if (title.length > MENU_TITLE_MAX) return fail('title', 'tooLong');
  if (!price) return fail('price', 'required');
  if (!PRICE.test(price)) return fail('price', 'invalidPrice');
  if (!description) return fail('description', 'required');
  if (description.length > MENU_DESCRIPTION_MAX) return fail('description', 'tooLong');
  return { ok: true, fields: { title, description, price: Number(price), category } };
}
