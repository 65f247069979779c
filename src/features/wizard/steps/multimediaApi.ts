import {
  type AccommodationType,
  isAccommodationType,
  isThingsToDoType,
  type ThingsToDoType,
} from '../../../../machines/productTypes.ts';
import type { components } from '../../../../openapi/schema.d.ts';
import { api } from '../../../api/client.ts';
import { unwrap } from '../../../api/errors.ts';
import type { StepContext, StepSaved } from '../stepDefinition.ts';

export type Gallery = components['schemas']['Gallery'];
export type GalleryItem = components['schemas']['GalleryItem'];

/** The accommodation endpoints take types 1-5 in their path. */
export function accommodationTypeOf(request: StepContext): AccommodationType {
  const type = request.productType;
  if (!isAccommodationType(type)) throw new Error(`product type ${type} is not an accommodation`);
  return type;
}

/** The product's id: every step after the first is opened with one. */
export function productIdOf(request: StepContext): string {
  if (!request.id) throw new Error(`the ${request.step} step needs a product id`);
  return request.id;
}

const galleryPath = (request: StepContext) => ({
  params: { path: { type: accommodationTypeOf(request), id: productIdOf(request) } },
});

/** SPEC §7 "Gallery": the things to do have their own version of the gallery endpoints. */
const isThingToDo = (request: StepContext) => isThingsToDoType(request.productType);
const thingsPath = (request: StepContext) => ({
  params: { path: { type: request.productType as ThingsToDoType, id: productIdOf(request) } },
});

export async function loadGallery(request: StepContext): Promise<Gallery> {
  return isThingToDo(request)
    ? unwrap(await api.GET('/api/thingsToDo/multimedia/{type}/{id}', thingsPath(request)))
    : unwrap(await api.GET('/api/accommodation/multimedia/{type}/{id}', galleryPath(request)));
}

/**
 * Multipart uploads go as the browser's FormData; the typed body only satisfies the contract's
 * shape (as the profile picture upload does), the serializer sends the form itself.
 */
export async function uploadMainPicture(request: StepContext, file: File): Promise<Gallery> {
  const form = new FormData();
  form.append('file', file, file.name);
  const upload = { body: { file: '' }, bodySerializer: () => form };
  return isThingToDo(request)
    ? unwrap(await api.PUT('/api/thingsToDo/main-picture/{type}/{id}', { ...thingsPath(request), ...upload }))
    : unwrap(
        await api.PUT('/api/accommodation/main-picture/{type}/{id}', { ...galleryPath(request), ...upload }),
      );
}

export async function uploadGalleryFiles(request: StepContext, files: readonly File[]): Promise<Gallery> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  const upload = { body: { files: [] }, bodySerializer: () => form };
  return isThingToDo(request)
    ? unwrap(await api.POST('/api/thingsToDo/multimedia/{type}/{id}', { ...thingsPath(request), ...upload }))
    : unwrap(
        await api.POST('/api/accommodation/multimedia/{type}/{id}', { ...galleryPath(request), ...upload }),
      );
}

export async function deleteGalleryItem(request: StepContext, galleryId: string): Promise<Gallery> {
  const body = { gallery_id: galleryId };
  return isThingToDo(request)
    ? unwrap(await api.DELETE('/api/thingsToDo/multimedia/{type}/{id}', { ...thingsPath(request), body }))
    : unwrap(
        await api.DELETE('/api/accommodation/multimedia/{type}/{id}', { ...galleryPath(request), body }),
      );
}

/** Completes the step; the server answers 400 `mainPictureRequired` when the main picture is missing. */
export async function saveGalleryStep(request: StepContext): Promise<StepSaved> {
  return isThingToDo(request)
    ? unwrap(await api.PUT('/api/thingsToDo/multimedia/{type}/{id}', thingsPath(request)))
    : unwrap(await api.PUT('/api/accommodation/multimedia/{type}/{id}', galleryPath(request)));
}
