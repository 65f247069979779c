import type { FastifyMultipartBaseOptions, Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors.ts';
import { isSafeText } from '../http/textSafety.ts';

/**
 * Reading an upload's multipart body with its limits held while it streams. Fastify's `bodyLimit` does not
 * apply here (the multipart parser hands the raw stream on), so each upload operation names its own
 * limits: a declared length that cannot fit is refused before a byte is read, a file is never buffered
 * past its limit, and a refused request is drained unread so the connection stays usable.
 */

export interface UploadLimits {
  /** A file of this many bytes or more is refused ("under 1 MB"). */
  fileBytes: number;
  files: number;
  tooLarge: () => ApiError;
  tooMany: () => ApiError;
}

/** The legacy text fields (`name`, `key`, `multimediaGalleryId`) are short. */
const MAX_FIELDS = 10;
const FIELD_BYTES = 4 * 1024;
/** Part headers, boundaries and the text fields, on top of the files themselves. */
const FORM_OVERHEAD_BYTES = MAX_FIELDS * FIELD_BYTES + 24 * 1024;

const notMultipart = () =>
  new ApiError(415, 'unsupported_media_type', 'Send the file as multipart/form-data');
const malformed = () => new ApiError(400, 'invalid_multipart', 'The multipart body is malformed');

/** 415 unless the body is multipart; 413 when its declared length cannot hold what the limits allow. */
export function requireUploadBody(request: FastifyRequest, limits: UploadLimits): void {
  if (!request.isMultipart()) throw notMultipart();
  const declared = Number(request.headers['content-length']);
  if (declared > limits.fileBytes * limits.files + FORM_OVERHEAD_BYTES) throw limits.tooLarge();
}

/** Whatever the client still sends after a refusal is read and dropped, never parsed or kept. */
function discardRest(request: FastifyRequest) {
  if (request.raw.readableEnded) return;
  request.raw.unpipe();
  request.raw.resume();
}

/** The parts of the body, the multipart plugin's failures turned into the catalogue's answers. */
export async function* uploadParts(request: FastifyRequest, limits: UploadLimits): AsyncGenerator<Multipart> {
  requireUploadBody(request, limits);
  const options: FastifyMultipartBaseOptions = {
    limits: {
      fileSize: limits.fileBytes,
      files: limits.files,
      fields: MAX_FIELDS,
      fieldSize: FIELD_BYTES,
      parts: limits.files + MAX_FIELDS,
    },
    // Sizes are checked by `readFile`: the plugin's own check races the end of the stream.
    throwFileSizeLimit: false,
  };
  try {
    for await (const part of request.parts(options)) {
      // A file's name and the text fields reach the database: NUL or a lone surrogate is the client's error.
      const text = part.type === 'file' ? part.filename : part.value;
      if (typeof text === 'string' && !isSafeText(text)) {
        const field = part.type === 'file' ? `${part.fieldname}.filename` : part.fieldname;
        throw new ApiError(400, 'invalid_text', `${field} is not valid text`, field);
      }
      yield part;
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw limits.tooMany();
    // Busboy's own errors (no boundary, a part cut short, bad headers) carry no code: the client's body.
    throw malformed();
  } finally {
    discardRest(request);
  }
}

/**
 * A file part's bytes, reading no further than the limit: `tooLarge` when it reached it, with the bytes
 * read so far (enough to tell what the file claimed to be).
 */
export async function readFile(
  part: MultipartFile,
  limit: number,
): Promise<{ bytes: Buffer; tooLarge: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      size += chunk.length;
      // Leaving the loop destroys the part's stream: the rest of the file is never read into memory.
      if (size >= limit) return { bytes: Buffer.concat(chunks, size), tooLarge: true };
    }
  } catch {
    // The part ended before its boundary: the body was cut short or is not multipart at all.
    throw malformed();
  }
  return { bytes: Buffer.concat(chunks, size), tooLarge: part.file.truncated };
}
