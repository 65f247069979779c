import type { FastifyRequest } from 'fastify';
import { MAX_IMAGE_BYTES } from '../../machines/uploadRules.ts';
import { ApiError } from '../errors.ts';
import { type ImagePresetName, type RenderedImage, renderImage } from './images.ts';
import { readFile, type UploadLimits, uploadParts } from './uploadBody.ts';

/**
 * One picture in the multipart field `file` (a product's main picture, a profile picture, a logo): SPEC §5
 * "jpeg/jpg/png under 1 MB", with the §8 answers 413 `imgSmaller` and 400 `uploadFile`.
 */
export const PICTURE_LIMITS: UploadLimits = {
  fileBytes: MAX_IMAGE_BYTES,
  files: 1,
  tooLarge: () => new ApiError(413, 'image_too_large', 'imgSmaller', 'file'),
  tooMany: () => new ApiError(400, 'too_many_files', 'Send one picture', 'file'),
};

const missingFile = () => new ApiError(400, 'missing_file', 'file is required', 'file');
const notAPicture = () => new ApiError(400, 'invalid_image', 'uploadFile', 'file');

export interface PictureUpload {
  picture: RenderedImage;
  /** The name the provider's file had. */
  filename: string;
  /** The optional `name` text field. */
  name: string | undefined;
}

/** Reads the request's picture and renders it at the preset; nothing is stored here. */
export async function readPictureUpload(
  request: FastifyRequest,
  preset: ImagePresetName,
): Promise<PictureUpload> {
  let received: Omit<PictureUpload, 'name'> | undefined;
  let name: string | undefined;
  for await (const part of uploadParts(request, PICTURE_LIMITS)) {
    if (part.type === 'field') {
      if (part.fieldname === 'name' && typeof part.value === 'string') name = part.value;
      continue;
    }
    if (part.fieldname !== 'file') throw missingFile();
    const { bytes, tooLarge } = await readFile(part, PICTURE_LIMITS.fileBytes);
    if (tooLarge) throw PICTURE_LIMITS.tooLarge();
    const picture = await renderImage(bytes, preset);
    if (!picture) throw notAPicture();
    received = { picture, filename: part.filename };
  }
  if (!received) throw missingFile();
  return { ...received, name };
}
