import type { FastifyMultipartBaseOptions, Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { MAX_GALLERY_FILES, MAX_IMAGE_BYTES, MAX_VIDEO_BYTES } from '../../../machines/uploadRules.ts';
import { ApiError } from '../../errors.ts';
import { sniffImage, sniffMedia } from '../../storage/files.ts';

/**
 * Reading a product's pictures and videos from multipart requests (SPEC §5, §8). Files are judged by
 * their bytes, never by name or declared type; "under 1 MB" / "under 3 MB" refuse a file of exactly
 * the limit. Parts are read one at a time and the first refused one ends the request, so a huge or
 * wrong upload is cut off early and nothing of the batch is stored.
 */

export interface ReceivedFile {
  bytes: Buffer;
  kind: 'image' | 'video';
  extension: 'jpg' | 'png' | 'mp4';
  /** The name the provider's file had, for showing it back. */
  name: string;
}

const NAME_MAX = 200;
const nameOf = (raw: string | undefined, fallback: string) => raw?.trim().slice(0, NAME_MAX) || fallback;

/** The main picture is one JPEG or PNG under 1 MB: 400 `uploadFile`, 413 `imgSmaller`. */
const invalidPicture = () => new ApiError(400, 'invalid_image', 'uploadFile', 'file');
const pictureTooLarge = () => new ApiError(413, 'image_too_large', 'imgSmaller', 'file');

/** Gallery batches: 400 `invalidFile`, 413 `imgSmaller` (picture), 413 `maxSize` (video or count). */
const invalidFile = () => new ApiError(400, 'invalid_file', 'invalidFile', 'files');
const imageTooLarge = () => new ApiError(413, 'image_too_large', 'imgSmaller', 'files');
const videoTooLarge = () => new ApiError(413, 'video_too_large', 'maxSize', 'files');
const tooManyFiles = () => new ApiError(413, 'too_many_files', 'maxSize', 'files');

/** A file's bytes as far as the limit let them in, and whether it went past the limit. */
async function bytesOf(part: Extract<Multipart, { type: 'file' }>) {
  const bytes = await part.toBuffer();
  return { bytes, truncated: part.file.truncated };
}

/** Turns the multipart plugin's own failures into the catalogue's answers. */
function partsOf(request: FastifyRequest, fileSize: number, files: number, onTooMany: () => ApiError) {
  if (!request.isMultipart())
    throw new ApiError(400, 'not_multipart', 'Send the file as multipart/form-data');
  // Past the size limit a file is cut short rather than failing, so its first bytes still say what it was.
  const options: FastifyMultipartBaseOptions = {
    limits: { fileSize, files, fields: 10 },
    throwFileSizeLimit: false,
  };
  const parts = request.parts(options);
  return (async function* () {
    try {
      yield* parts;
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw onTooMany();
      throw error;
    }
  })();
}

/** The main picture: multipart field `file`; optional `name` field (`multimediaGalleryId`, `key` are legacy). */
export async function receiveMainPicture(request: FastifyRequest): Promise<ReceivedFile> {
  let picture: { bytes: Buffer; extension: 'jpg' | 'png'; filename: string } | undefined;
  let givenName: string | undefined;
  const tooMany = () => new ApiError(400, 'too_many_files', 'Send one picture', 'file');
  for await (const part of partsOf(request, MAX_IMAGE_BYTES, 1, tooMany)) {
    if (part.type === 'field') {
      if (part.fieldname === 'name' && typeof part.value === 'string') givenName = part.value;
      continue;
    }
    if (part.fieldname !== 'file') throw new ApiError(400, 'missing_file', 'file is required', 'file');
    const { bytes, truncated } = await bytesOf(part);
    const kind = sniffImage(bytes);
    if (!kind) throw invalidPicture();
    if (truncated || bytes.length >= MAX_IMAGE_BYTES) throw pictureTooLarge();
    picture = { bytes, extension: kind === 'jpeg' ? 'jpg' : 'png', filename: part.filename };
  }
  if (!picture) throw new ApiError(400, 'missing_file', 'file is required', 'file');
  const { bytes, extension, filename } = picture;
  return {
    bytes,
    kind: 'image',
    extension,
    name: nameOf(givenName, nameOf(filename, `main-picture.${extension}`)),
  };
}

/**
 * A gallery batch: multipart field `files`, repeated. `room` is how many items the gallery can still
 * take (15 in all); the whole batch is read before anything is stored.
 */
export async function receiveGalleryFiles(request: FastifyRequest, room: number): Promise<ReceivedFile[]> {
  const received: ReceivedFile[] = [];
  for await (const part of partsOf(request, MAX_VIDEO_BYTES, MAX_GALLERY_FILES, tooManyFiles)) {
    if (part.type === 'field') continue;
    if (part.fieldname !== 'files') throw invalidFile();
    if (received.length + 1 > room) throw tooManyFiles();
    const { bytes, truncated } = await bytesOf(part);
    const media = sniffMedia(bytes);
    if (!media) throw invalidFile();
    if (media.kind === 'image' && (truncated || bytes.length >= MAX_IMAGE_BYTES)) throw imageTooLarge();
    if (media.kind === 'video' && (truncated || bytes.length >= MAX_VIDEO_BYTES)) throw videoTooLarge();
    received.push({ bytes, ...media, name: nameOf(part.filename, `file.${media.extension}`) });
  }
  if (received.length === 0) throw invalidFile();
  return received;
}
