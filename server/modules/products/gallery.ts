import type { FastifyRequest } from 'fastify';
import { MAX_GALLERY_FILES, MAX_IMAGE_BYTES, MAX_VIDEO_BYTES } from '../../../machines/uploadRules.ts';
import { ApiError } from '../../errors.ts';
import { renderImage, STORED_IMAGE_EXTENSION } from '../../storage/images.ts';
import { claimsMp4, isMp4 } from '../../storage/mp4.ts';
import { readPictureUpload } from '../../storage/pictureUpload.ts';
import { readFile, type UploadLimits, uploadParts } from '../../storage/uploadBody.ts';

/**
 * Reading a product's pictures and videos from multipart requests (SPEC §5, §8). Pictures are decoded and
 * stored re-encoded (storage/images.ts), videos must be whole MP4s (storage/mp4.ts); names and declared
 * types are never trusted. "Under 1 MB" / "under 3 MB" refuse a file of exactly the limit. Parts are read
 * one at a time and the first refused one ends the request, so nothing of a refused batch is stored.
 */

export interface ReceivedFile {
  bytes: Buffer;
  /** A picture's small copy for lists; videos have none. */
  thumbnail?: Buffer;
  kind: 'image' | 'video';
  extension: typeof STORED_IMAGE_EXTENSION | 'mp4';
  /** The name the provider's file had, for showing it back. */
  name: string;
}

const NAME_MAX = 200;
const nameOf = (raw: string | undefined, fallback: string) => raw?.trim().slice(0, NAME_MAX) || fallback;

/** Gallery batches: 400 `invalidFile`, 413 `imgSmaller` (picture), 413 `maxSize` (video or count). */
const invalidFile = () => new ApiError(400, 'invalid_file', 'invalidFile', 'files');
const imageTooLarge = () => new ApiError(413, 'image_too_large', 'imgSmaller', 'files');
const videoTooLarge = () => new ApiError(413, 'video_too_large', 'maxSize', 'files');
const tooManyFiles = () => new ApiError(413, 'too_many_files', 'maxSize', 'files');
const batchTooLarge = () => new ApiError(413, 'batch_too_large', 'maxSize', 'files');

/** A batch holds up to 15 files, each read no further than the video limit. */
export const GALLERY_LIMITS: UploadLimits = {
  fileBytes: MAX_VIDEO_BYTES,
  files: MAX_GALLERY_FILES,
  tooLarge: batchTooLarge,
  tooMany: tooManyFiles,
};

/** The main picture: multipart field `file`; optional `name` field (`multimediaGalleryId`, `key` are legacy). */
export async function receiveMainPicture(request: FastifyRequest): Promise<ReceivedFile> {
  const { picture, filename, name } = await readPictureUpload(request, 'mainPicture');
  return {
    bytes: picture.image,
    thumbnail: picture.thumbnail,
    kind: 'image',
    extension: STORED_IMAGE_EXTENSION,
    name: nameOf(name, nameOf(filename, 'main-picture')),
  };
}

/** A gallery file by what it is: a whole MP4 under 3 MB, or a JPEG/PNG under 1 MB that decodes. */
async function mediaOf(bytes: Buffer, tooLarge: boolean): Promise<Omit<ReceivedFile, 'name'>> {
  const video = claimsMp4(bytes);
  if (video) {
    if (tooLarge) throw videoTooLarge();
    if (!isMp4(bytes)) throw invalidFile();
    return { bytes, kind: 'video', extension: 'mp4' };
  }
  // Past the picture limit nothing is decoded: a body too large is answered 413 whatever it holds.
  if (tooLarge || bytes.length >= MAX_IMAGE_BYTES) throw imageTooLarge();
  const picture = await renderImage(bytes, 'gallery');
  if (!picture) throw invalidFile();
  return {
    bytes: picture.image,
    thumbnail: picture.thumbnail,
    kind: 'image',
    extension: STORED_IMAGE_EXTENSION,
  };
}

/**
 * A gallery batch: multipart field `files`, repeated. `room` is how many items the gallery can still
 * take (15 in all); the whole batch is read before anything is stored.
 */
export async function receiveGalleryFiles(request: FastifyRequest, room: number): Promise<ReceivedFile[]> {
  const received: ReceivedFile[] = [];
  for await (const part of uploadParts(request, GALLERY_LIMITS)) {
    if (part.type === 'field') continue;
    if (part.fieldname !== 'files') throw invalidFile();
    if (received.length + 1 > room) throw tooManyFiles();
    const { bytes, tooLarge } = await readFile(part, MAX_VIDEO_BYTES);
    const media = await mediaOf(bytes, tooLarge);
    received.push({ ...media, name: nameOf(part.filename, `file.${media.extension}`) });
  }
  if (received.length === 0) throw invalidFile();
  return received;
}
