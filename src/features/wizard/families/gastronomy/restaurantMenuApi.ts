import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { components } from '../../../../../openapi/schema.d.ts';
import { api } from '../../../../api/client.ts';
import { unwrap } from '../../../../api/errors.ts';
import type { Language } from '../../../../i18n/i18n.ts';
import type { ProductSummary } from '../../stepDefinition.ts';
import { applyStepSaved } from '../../wizardQueries.ts';

type Schemas = components['schemas'];
export type MenuItem = Schemas['RestaurantMenuItem'];
export type MenuItemSaved = Schemas['RestaurantMenuItemSaved'];
/** The text fields of a menu item's multipart form (SPEC §7 Menu), as the contract names them. */
export type MenuItemText = Pick<
  Schemas['RestaurantMenuItemForm'],
  'title' | 'description' | 'price' | 'tb_gcm_ct_category' | 'language_code'
>;

const HOUR = 60 * 60 * 1000;

/** The menu's categories (starters, soups, main courses…) in the interface language. */
export const menuCategoriesQuery = (language: Language) =>
  queryOptions({
    queryKey: ['food-establishment', 'catalogs', 'menu_category', language],
    queryFn: async () =>
      unwrap(
        await api.GET('/api/food-establishment/catalogs/{kind}', {
          params: { path: { kind: 'menu_category' }, query: { language_code: language } },
        }),
      ),
    staleTime: HOUR,
  });

/** The restaurant's menu, oldest dish first, its categories named in `language`. */
export const listMenu = async (id: string, language: Language): Promise<MenuItem[]> =>
  unwrap(
    await api.GET('/api/food-establishment/menu/{id}', {
      params: { path: { id }, query: { language_code: language } },
    }),
  );

/** The multipart body: the texts, and the picture when one was chosen (an edit without one keeps its picture). */
const multipart = (text: MenuItemText, picture: File | null) => () => {
  const form = new FormData();
  for (const [name, value] of Object.entries(text)) if (value !== undefined) form.append(name, value);
  if (picture) form.append('image', picture, picture.name);
  return form;
};

/**
 * Adds a dish (`itemId` null) or changes one. The answer's `saved` is the product after it (its menu step complete,
 * a visible product back to review): the wizard's copy of the product takes it at once.
 */
export async function saveMenuItem(
  queryClient: QueryClient,
  id: string,
  itemId: string | null,
  text: MenuItemText,
  picture: File | null,
): Promise<MenuItem> {
  const answer: MenuItemSaved =
    itemId === null
      ? unwrap(
          await api.POST('/api/food-establishment/menu/{id}', {
            params: { path: { id } },
            body: text,
            bodySerializer: multipart(text, picture),
          }),
        )
      : unwrap(
          await api.PUT('/api/food-establishment/menu/{id}/{itemId}', {
            params: { path: { id, itemId } },
            body: text,
            bodySerializer: multipart(text, picture),
          }),
        );
  applyStepSaved(queryClient, answer.saved);
  return answer.item;
}

/** Removes a dish and its picture; the last one gone, the server marks the menu step incomplete. */
export async function removeMenuItem(queryClient: QueryClient, id: string, itemId: string): Promise<void> {
  const removed = unwrap(
    await api.DELETE('/api/food-establishment/menu/{id}/{itemId}', { params: { path: { id, itemId } } }),
  );
  applyStepSaved(queryClient, removed.saved);
}

/** The product as its card shows it, with its `step_validate` as the server holds it now. */
export const readProduct = async (id: string): Promise<ProductSummary> =>
  unwrap(await api.GET('/api/products/{id}', { params: { path: { id } } }));
