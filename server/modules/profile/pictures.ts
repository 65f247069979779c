import type { FastifyRequest } from 'fastify';
import type { FileStorage } from '../../storage/files.ts';
import { STORED_IMAGE_EXTENSION } from '../../storage/images.ts';
import { readPictureUpload } from '../../storage/pictureUpload.ts';

/**
 * The multipart `file` field of a profile picture (`avatar`, filled square) or business logo (`logo`,
 * whole, padded square): a JPEG or PNG under 1 MB, decoded and stored re-encoded with its thumbnail.
 */
export async function receivePicture(
  request: FastifyRequest,
  storage: FileStorage,
  preset: 'avatar' | 'logo',
): Promise<string> {
  const { picture } = await readPictureUpload(request, preset);
  return storage.put(picture.image, STORED_IMAGE_EXTENSION, picture.thumbnail);
}
