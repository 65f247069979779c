import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isGastronomyType } from '../../../../../machines/productTypes.ts';
import type { components } from '../../../../../openapi/schema.d.ts';
import type { AccessClaims } from '../../../../auth/tokens.ts';
import type { Db } from '../../../../db/database.ts';
import { ApiError, notFound } from '../../../../errors.ts';
import type { FileStorage } from '../../../../storage/files.ts';
import { STORED_IMAGE_EXTENSION } from '../../../../storage/images.ts';
import { requireUploadBody } from '../../../../storage/uploadBody.ts';
import { catalogOf } from '../../../catalog/catalogEntries.ts';
import {
  findOwnedProduct,
  findReadableProduct,
  lockOwnedProduct,
  type StepSaved,
} from '../../productAccess.ts';
import { type Language, unknownCatalogIds } from '../../productCatalogs.ts';
import { deleteOwnedProduct } from '../../productRemoval.ts';
import { requireFamily, requirePathType, stepOf } from '../../stepPlacement.ts';
import { changeRestaurantList, type ListChange, markListStep } from './restaurantListSteps.ts';
import { MENU_PICTURE_LIMITS, type MenuItemForm, readMenuItemForm } from './restaurantMenuForm.ts';

type MenuItem = components['schemas']['RestaurantMenuItem'];

/**
 * A restaurant's menu (SPEC §3 Menu item, §5, §7 Menu): items with a category, a title, a price, a description and a
 * picture, each a row of `restaurant_menu_items` with its picture a stored file. Adding the first item completes
 * the menu step, removing the last makes it incomplete (restaurantListSteps.ts).
 */

export const MENU_ITEM_NOT_FOUND = 'El elemento del menú no existe';

const ITEM_COLUMNS = [
  'id',
  'category_id',
  'title',
  'description',
  'price_cents',
  'picture_url',
  'picture_name',
] as const;

interface ItemRow {
  id: string;
  category_id: string;
  title: string;
  description: string;
  price_cents: number;
  picture_url: string;
  picture_name: string;
}

/** Items as the contract answers them, their category named in the reader's language. */
async function asItems(db: Db, rows: readonly ItemRow[], language: Language): Promise<MenuItem[]> {
  const names = new Map((await catalogOf(db, 'menu_category', language)).map((c) => [c._id, c.name]));
  return rows.map((row) => ({
    _id: row.id,
    title: row.title,
    name: row.title,
    description: row.description,
    price: row.price_cents / 100,
    category: row.category_id,
    category_name: names.get(row.category_id) ?? '',
    mainPicture: { url_photo: row.picture_url, name: row.picture_name },
  }));
}

const itemsOf = (db: Db, productId: string) =>
  db
    .selectFrom('restaurant_menu_items')
    .select(ITEM_COLUMNS)
    .where('product_id', '=', productId)
    .orderBy('seq')
    .execute();

const countItems = async (db: Db, productId: string) =>
  Number(
    (
      await db
        .selectFrom('restaurant_menu_items')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('product_id', '=', productId)
        .executeTakeFirstOrThrow()
    ).count,
  );

/** The caller's (or, for the operator, any) restaurant, for reading its menu. */
const readableRestaurant = async (db: Db, caller: AccessClaims, id: string) =>
  requireFamily(await findReadableProduct(db, caller, id), isGastronomyType);

export async function listMenu(db: Db, caller: AccessClaims, id: string, language: Language) {
  const product = await readableRestaurant(db, caller, id);
  return asItems(db, await itemsOf(db, product.id), language);
}

export async function readMenuItem(
  db: Db,
  caller: AccessClaims,
  id: string,
  itemId: string,
  language: Language,
): Promise<MenuItem> {
  const product = await readableRestaurant(db, caller, id);
  const row = await db
    .selectFrom('restaurant_menu_items')
    .select(ITEM_COLUMNS)
    .where('id', '=', itemId)
    .where('product_id', '=', product.id)
    .executeTakeFirst();
  if (!row) throw notFound(MENU_ITEM_NOT_FOUND);
  const [item] = await asItems(db, [row], language);
  return item as MenuItem;
}

/** The urls of the pictures of a restaurant's menu, for removing them with the product. */
export async function menuPictureUrlsOf(db: Db, productId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('restaurant_menu_items')
    .select('picture_url')
    .where('product_id', '=', productId)
    .execute();
  return rows.map((row) => row.picture_url);
}

/**
 * Before a byte of the form is read: a multipart body within the picture's limits, the caller's restaurant with a
 * menu step, and, for an edit, the item of that restaurant (404 otherwise).
 */
async function admitMenuUpload(
  request: FastifyRequest,
  db: Db,
  caller: AccessClaims,
  id: string,
  itemId?: string,
) {
  requireUploadBody(request, MENU_PICTURE_LIMITS);
  const product = requireFamily(await findOwnedProduct(db, caller, id), isGastronomyType);
  stepOf(product, 'menu');
  if (itemId === undefined) return;
  const item = await db
    .selectFrom('restaurant_menu_items')
    .select('id')
    .where('id', '=', itemId)
    .where('product_id', '=', product.id)
    .executeTakeFirst();
  if (!item) throw notFound(MENU_ITEM_NOT_FOUND);
}

/** The form checked, its category one of the menu's (400 naming `tb_gcm_ct_category` otherwise). */
async function checkedForm(request: FastifyRequest, db: Db): Promise<MenuItemForm> {
  const form = await readMenuItemForm(request);
  if ((await unknownCatalogIds(db, [form.fields.category], 'menu_category')).length > 0)
    throw new ApiError(
      400,
      'unknown_catalog_id',
      `Unknown tb_gcm_ct_category ${form.fields.category}`,
      'tb_gcm_ct_category',
    );
  return form;
}

/** Stores the new picture, runs the change, and takes the stored file back when the change fails. */
async function withStoredPicture<T>(
  storage: FileStorage,
  form: MenuItemForm,
  change: (picture: { url: string; name: string } | null) => Promise<T>,
): Promise<T> {
  const { picture } = form;
  const url = picture
    ? await storage.put(picture.image.image, STORED_IMAGE_EXTENSION, picture.image.thumbnail)
    : null;
  try {
    return await change(url && picture ? { url, name: picture.name } : null);
  } catch (error) {
    if (url) await storage.remove(url);
    throw error;
  }
}

const columnsOf = ({ fields }: MenuItemForm) => ({
  category_id: fields.category,
  title: fields.title,
  description: fields.description,
  price_cents: Math.round(fields.price * 100),
  updated_at: new Date(),
});

type ItemSaved = components['schemas']['RestaurantMenuItemSaved'];

const savedItem = async (change: ListChange, row: ItemRow, language: Language): Promise<ItemSaved> => {
  const saved: StepSaved = await markListStep(change, await countItems(change.trx, change.product.id));
  const [item] = await asItems(change.trx, [row], language);
  return { item: item as MenuItem, saved };
};

/** Adds an item with its picture (required: 400 `picture_required`); the menu step is complete. */
export async function addMenuItem(
  request: FastifyRequest,
  { db, storage }: { db: Db; storage: FileStorage },
  caller: AccessClaims,
  id: string,
): Promise<ItemSaved> {
  await admitMenuUpload(request, db, caller, id);
  const form = await checkedForm(request, db);
  if (!form.picture) throw new ApiError(400, 'picture_required', 'A menu item needs its picture', 'image');
  return withStoredPicture(storage, form, (picture) =>
    changeRestaurantList(db, caller, id, 'menu', async (change) => {
      const row = await change.trx
        .insertInto('restaurant_menu_items')
        .values({
          id: randomUUID(),
          product_id: change.product.id,
          ...columnsOf(form),
          picture_url: picture?.url ?? '',
          picture_name: picture?.name ?? '',
        })
        .returning(ITEM_COLUMNS)
        .executeTakeFirstOrThrow();
      return savedItem(change, row, form.language);
    }),
  );
}

/** Changes an item; a new picture replaces the old one (whose file is removed), none keeps it. */
export async function updateMenuItem(
  request: FastifyRequest,
  { db, storage }: { db: Db; storage: FileStorage },
  caller: AccessClaims,
  id: string,
  itemId: string,
): Promise<ItemSaved> {
  await admitMenuUpload(request, db, caller, id, itemId);
  const form = await checkedForm(request, db);
  const { saved, replaced } = await withStoredPicture(storage, form, (picture) =>
    changeRestaurantList(db, caller, id, 'menu', async (change) => {
      const before = await change.trx
        .selectFrom('restaurant_menu_items')
        .select('picture_url')
        .where('id', '=', itemId)
        .where('product_id', '=', change.product.id)
        .executeTakeFirst();
      if (!before) throw notFound(MENU_ITEM_NOT_FOUND);
      const row = await change.trx
        .updateTable('restaurant_menu_items')
        .set({
          ...columnsOf(form),
          ...(picture ? { picture_url: picture.url, picture_name: picture.name } : {}),
        })
        .where('id', '=', itemId)
        .returning(ITEM_COLUMNS)
        .executeTakeFirstOrThrow();
      return {
        saved: await savedItem(change, row, form.language),
        replaced: picture ? before.picture_url : null,
      };
    }),
  );
  if (replaced) await storage.remove(replaced);
  return saved;
}

/** Removes an item and its picture (SPEC §7: `Ok!`); the last one gone, the menu step is incomplete. */
export async function removeMenuItem(
  { db, storage }: { db: Db; storage: FileStorage },
  caller: AccessClaims,
  id: string,
  itemId: string,
) {
  const { url, saved } = await changeRestaurantList(db, caller, id, 'menu', async (change) => {
    const removed = await change.trx
      .deleteFrom('restaurant_menu_items')
      .where('id', '=', itemId)
      .where('product_id', '=', change.product.id)
      .returning('picture_url')
      .executeTakeFirst();
    if (!removed) throw notFound(MENU_ITEM_NOT_FOUND);
    const remaining = await countItems(change.trx, change.product.id);
    return { url: removed.picture_url, saved: await markListStep(change, remaining) };
  });
  await storage.remove(url);
  return { message: 'Ok!', saved };
}

/**
 * Deletes the caller's restaurant (productRemoval.ts: its steps, gallery, menu and locations go with it) and answers
 * the urls of every file nothing points at any more, its menu's pictures with its gallery's. The product is locked
 * first, so an item being added waits and then finds no product.
 */
export function deleteRestaurant(db: Db, caller: AccessClaims, id: string, type?: number): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const product = requireFamily(await lockOwnedProduct(trx, caller, id), isGastronomyType);
    if (type !== undefined) requirePathType(product, type);
    const pictures = await menuPictureUrlsOf(trx, product.id);
    return [...(await deleteOwnedProduct(trx, caller, product)), ...pictures];
  });
}
