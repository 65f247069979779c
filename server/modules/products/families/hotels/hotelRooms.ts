import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { areRequiredStepsComplete } from '../../../../../machines/completion.ts';
import type { ProductType } from '../../../../../machines/productKinds.ts';
import { isHotelType, isRoomType, roomTypeOf } from '../../../../../machines/productTypes.ts';
import type { components } from '../../../../../openapi/schema.d.ts';
import type { AccessClaims } from '../../../../auth/tokens.ts';
import type { Db } from '../../../../db/database.ts';
import type { CatalogKind, Database } from '../../../../db/schema.ts';
import { ApiError, notFound } from '../../../../errors.ts';
import { catalogOf } from '../../../catalog/catalogEntries.ts';
import {
  findOwnedProduct,
  findReadableProduct,
  PRODUCT_NOT_FOUND,
  type ProductRow,
  type StepSaved,
  sendPropertyBackToReview,
  tbGcmStatus,
  withoutMirrorFields,
} from '../../productAccess.ts';
import { assignedCatalogOf, type Language, unknownCatalogIds } from '../../productCatalogs.ts';
import { galleryUrlsOf } from '../../productMedia.ts';
import { stepOperations } from '../../stepOperations.ts';
import { requireFamily, requirePathType, upsertStepData } from '../../stepPlacement.ts';
import type { StepDb, StepDefinition } from '../../stepRegistry.ts';

type Schemas = components['schemas'];
type RoomInformation = Schemas['HotelRoomInformation'];
type StoredRoom = Omit<RoomInformation, 'ht_room_id' | 'mg_id' | 'mg_body'>;

const invalid = (code: string, message: string, field: string) => new ApiError(400, code, message, field);

/** Checks every catalogue id of the form against its catalogue: 400 naming the first unknown one's field. */
async function checkRoomCatalogues(db: StepDb, room: StoredRoom) {
  const references: { id: string; kind: CatalogKind; field: string }[] = [
    { id: room.type_of_room, kind: 'room_type', field: 'type_of_room' },
    { id: room.class_of_room, kind: 'room_class', field: 'class_of_room' },
    { id: room.bathroom_id, kind: 'bathroom', field: 'bathroom_id' },
    ...room.beds.map((bed, i) => ({
      id: bed.type_of_bed_id,
      kind: 'bed' as const,
      field: `beds.${i}.type_of_bed_id`,
    })),
  ];
  for (const { id, kind, field } of references) {
    if ((await unknownCatalogIds(db, [id], kind)).length > 0)
      throw invalid('unknown_catalog_id', `Unknown ${kind} ${id}`, field);
  }
}

/**
 * The room-information step (SPEC §3 "Hotel room"): a title, a room type and class, who and how many it sleeps, its
 * beds and bathroom, the notice a booking needs and its prices per night. A night's price is more than 0; an extra
 * person's price is kept only when extra guests are allowed, and then asked for.
 */
async function checkRoomInformation(db: StepDb, body: RoomInformation): Promise<StoredRoom> {
  const { ht_room_id: _ignored, ...form } = withoutMirrorFields(body);
  const room: StoredRoom = {
    ...form,
    title: form.title.trim(),
    before_booking: form.before_booking ?? 0,
    extra_person: form.extra_person ?? false,
  };
  if (!room.title) throw invalid('invalid_request', 'title is required', 'title');
  if (room.price_per_night <= 0)
    throw invalid('price_required', 'price_per_night must be more than 0', 'price_per_night');
  if (room.extra_person && !(room.extra_person_price !== undefined && room.extra_person_price > 0))
    throw invalid(
      'value_required',
      'extra_person_price is required when extra_person is on',
      'extra_person_price',
    );
  if (!room.extra_person) delete room.extra_person_price;
  await checkRoomCatalogues(db, room);
  return room;
}

/** The room's title is its product's name and title: its card, its calendar and its reservations say it. */
const namedAfterTitle = async (trx: Transaction<Database>, roomId: string, title: string) => {
  await trx.updateTable('products').set({ name: title, title }).where('id', '=', roomId).execute();
};

const roomInformation: StepDefinition<RoomInformation, StoredRoom, RoomInformation> = {
  step: 'room-information',
  // A room is created with this step: these stand in only for a row written without it.
  defaults: {
    title: '',
    type_of_room: '',
    class_of_room: '',
    capacity: 1,
    capacity_room: 1,
    before_booking: 0,
    price_per_night: 0,
    extra_person: false,
    beds: [],
    bathroom_id: '',
  },
  check: (form, { db }) => checkRoomInformation(db, form),
  apply: (trx, product, stored) => namedAfterTitle(trx, product.id, stored.title),
  view: (stored, { product }) => ({ ...stored, ht_room_id: product.id }),
};

/** The room's amenities: catalogue ids, read back as the whole catalogue with the room's marked. */
const roomAmenities: StepDefinition<
  Schemas['HotelRoomAmenitiesSave'],
  { assigned: string[] },
  Schemas['HotelRoomAmenities']
> = {
  step: 'room-amenities',
  defaults: { assigned: [] },
  async check(form, { db }) {
    const unknown = await unknownCatalogIds(db, form.assigned, 'room_amenity');
    if (unknown.length > 0)
      throw invalid('unknown_catalog_id', `Unknown room amenity ${unknown[0]}`, 'assigned');
    return { assigned: [...new Set(form.assigned)] };
  },
  view: async ({ assigned }, { db, language }) => ({
    amenities: await assignedCatalogOf(db, 'room_amenity', language, assigned),
  }),
};

/**
 * The steps of one room read and saved at its own id and type (14, 19). Its multimedia is the family's gallery,
 * its cancellation policy, service rules and recommendations the general steps (their `room-…` variants).
 */
export const ROOM_STEPS = [
  stepOperations('getHotelRoom', 'updateHotelRoom', roomInformation),
  stepOperations('getHotelRoomAmenities', 'saveHotelRoomAmenities', roomAmenities),
] as const;

/** The caller's hotel or hostel named by the path (its id and type), or 404. */
const ownedProperty = async (
  db: Db | Transaction<Database>,
  caller: AccessClaims,
  id: string,
  type: number,
) => requirePathType(requireFamily(await findOwnedProduct(db, caller, id), isHotelType), type);

/** A new room in the caller's property, from its room-information step; a visible property goes back to review. */
export async function createRoom(
  db: Db,
  caller: AccessClaims,
  propertyId: string,
  propertyType: number,
  language: Language,
  body: RoomInformation,
): Promise<StepSaved> {
  return db.transaction().execute(async (trx) => {
    const property = await ownedProperty(trx, caller, propertyId, propertyType);
    const roomType = roomTypeOf(property.product_type);
    if (roomType === null) throw notFound(PRODUCT_NOT_FOUND);
    const stored = await checkRoomInformation(trx, body);
    const id = randomUUID();
    const stepValidate = { step1: true };
    await trx
      .insertInto('products')
      .values({
        id,
        provider_id: property.provider_id,
        parent_id: property.id,
        product_type: roomType,
        status: 'hidden',
        name: stored.title,
        title: stored.title,
        commission_model: property.commission_model,
        step_validate: JSON.stringify(stepValidate),
        language_code: language,
        updated_at: new Date(),
      })
      .execute();
    await upsertStepData(trx, id, 'room-information', stored);
    await sendPropertyBackToReview(trx, property.id);
    return {
      _id: id,
      product_type: roomType,
      step_validate: stepValidate,
      tb_gcm_status: tbGcmStatus('hidden'),
    };
  });
}

/** A property's rooms, oldest first, as its room list shows them: type in the reader's language, first price. */
export async function listRooms(
  db: Db,
  caller: AccessClaims,
  propertyId: string,
  propertyType: number,
  language: Language,
): Promise<Schemas['HotelRoomItem'][]> {
  const property = requirePathType(
    requireFamily(await findReadableProduct(db, caller, propertyId), isHotelType),
    propertyType,
  );
  const [rows, roomTypes] = await Promise.all([
    db
      .selectFrom('products')
      .leftJoin('product_steps', (join) =>
        join
          .onRef('product_steps.product_id', '=', 'products.id')
          .on('product_steps.step', '=', 'room-information'),
      )
      .select([
        'products.id',
        'products.name',
        'products.product_type',
        'products.step_validate',
        'products.main_picture_url',
        'products.main_picture_name',
        'product_steps.data',
      ])
      .where('products.parent_id', '=', property.id)
      .orderBy('products.created_at')
      .orderBy('products.id')
      .execute(),
    catalogOf(db, 'room_type', language),
  ]);
  const typeName = new Map(roomTypes.map((entry) => [entry._id, entry.name]));
  return rows.map((row) => {
    const room = (row.data ?? {}) as Partial<StoredRoom>;
    return {
      _id: row.id,
      ht_room_id: row.id,
      title: row.name,
      product_type: row.product_type as Schemas['HotelRoomType'],
      type_of_room: typeName.get(room.type_of_room ?? '') ?? '',
      capacity: room.capacity ?? 1,
      price_per_night: room.price_per_night ?? 0,
      step_validate: row.step_validate,
      mainPicture: row.main_picture_url
        ? { url_photo: row.main_picture_url, name: row.main_picture_name ?? '' }
        : null,
    };
  });
}

/** Whether any of a property's rooms has every one of its steps done (SPEC §4 completion, the room's set). */
async function hasCompleteRoom(db: Db | Transaction<Database>, propertyId: string): Promise<boolean> {
  const rooms = await db
    .selectFrom('products')
    .select(['product_type', 'step_validate'])
    .where('parent_id', '=', propertyId)
    .execute();
  return rooms.some((room) => areRequiredStepsComplete(room.product_type as ProductType, room.step_validate));
}

export const NO_COMPLETE_ROOM = 'Add at least one room with every step done before publishing';

/** Issue 29: a hotel or hostel goes to review only with at least one complete room to sell. */
export async function requireCompleteRoom(trx: Transaction<Database>, property: ProductRow): Promise<void> {
  if (!(await hasCompleteRoom(trx, property.id)))
    throw new ApiError(409, 'no_complete_room', NO_COMPLETE_ROOM);
}

/**
 * Deletes one of the caller's rooms with its steps and gallery, answering its files' urls for the caller to
 * remove. The property goes back to review when visible; left without a complete room, it is hidden instead,
 * since it has nothing to sell.
 */
export async function deleteRoom(
  db: Db,
  caller: AccessClaims,
  roomId: string,
  roomType: number,
): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const room = requirePathType(
      requireFamily(await findOwnedProduct(trx, caller, roomId), isRoomType),
      roomType,
    );
    if (room.parent_id === null) throw notFound(PRODUCT_NOT_FOUND);
    const gallery = await galleryUrlsOf(trx, room.id);
    await trx.deleteFrom('products').where('id', '=', room.id).execute();
    if (await hasCompleteRoom(trx, room.parent_id)) await sendPropertyBackToReview(trx, room.parent_id);
    else
      await trx
        .updateTable('products')
        .set({ status: 'hidden', updated_at: new Date() })
        .where('id', '=', room.parent_id)
        .where('status', '<>', 'hidden')
        .execute();
    return [room.main_picture_url, ...gallery].filter((url) => url !== null);
  });
}
