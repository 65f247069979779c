import type { components } from '../../../../openapi/schema.d.ts';
import { callsOfType } from '../../../families/familyList.ts';
import { productIdOf, type StepContext, type StepSaved } from '../stepDefinition.ts';

export type Gallery = components['schemas']['Gallery'];
export type GalleryItem = components['schemas']['GalleryItem'];

/** SPEC §7 "Gallery": each family keeps its products' gallery under its own path (the family list's calls). */
const galleryOf = async (request: StepContext) => {
  const calls = (await callsOfType(request.productType)).gallery;
  return { calls, type: request.productType, id: productIdOf(request) };
};

export async function loadGallery(request: StepContext): Promise<Gallery> {
  const { calls, type, id } = await galleryOf(request);
  return calls.load(type, id);
}

export async function uploadMainPicture(request: StepContext, file: File): Promise<Gallery> {
  const form = new FormData();
  form.append('file', file, file.name);
  const { calls, type, id } = await galleryOf(request);
  return calls.uploadMain(type, id, form);
}

export async function uploadGalleryFiles(request: StepContext, files: readonly File[]): Promise<Gallery> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  const { calls, type, id } = await galleryOf(request);
  return calls.upload(type, id, form);
}

export async function deleteGalleryItem(request: StepContext, galleryId: string): Promise<Gallery> {
  const { calls, type, id } = await galleryOf(request);
  return calls.remove(type, id, galleryId);
}

/** Completes the step; the server answers 400 `mainPictureRequired` when the main picture is missing. */
export async function saveGalleryStep(request: StepContext): Promise<StepSaved> {
  const { calls, type, id } = await galleryOf(request);
  return calls.save(type, id);
}
