import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../errors.ts';
import { type FileStorage, MAX_IMAGE_BYTES, sniffImage } from '../../storage/files.ts';

/** Reads the multipart `file` field: a JPEG or PNG under 1 MB, judged by its bytes. */
export async function receivePicture(request: FastifyRequest, storage: FileStorage): Promise<string> {
  const part = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
  if (part?.fieldname !== 'file') throw new ApiError(400, 'missing_file', 'file is required', 'file');
  const bytes = await part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ApiError(413, 'image_too_large', 'imgSmaller', 'file');
    throw error;
  });
  const kind = sniffImage(bytes);
  if (!kind) throw new ApiError(400, 'invalid_image', 'uploadFile', 'file');
  return storage.put(bytes, kind === 'jpeg' ? 'jpg' : 'png');
}
