import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export type ImageKind = 'jpeg' | 'png';

// One limit for the browser's checks and the server's (SPEC §5: images under 1 MB).
export { MAX_IMAGE_BYTES } from '../../machines/uploadRules.ts';

/** The kind of image by its first bytes, never by its name or declared type. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  return null;
}

/** An MP4 (ISO base media) file opens with its `ftyp` box: the box type sits at byte 4. */
export function isMp4(bytes: Uint8Array): boolean {
  const ftyp = [0x66, 0x74, 0x79, 0x70];
  return bytes.length >= 8 && ftyp.every((b, i) => bytes[4 + i] === b);
}

export type MediaKind = { kind: 'image'; extension: 'jpg' | 'png' } | { kind: 'video'; extension: 'mp4' };

/** A gallery file by its first bytes: a JPEG or PNG picture, an MP4 video, or null. */
export function sniffMedia(bytes: Uint8Array): MediaKind | null {
  const image = sniffImage(bytes);
  if (image) return { kind: 'image', extension: image === 'jpeg' ? 'jpg' : 'png' };
  if (isMp4(bytes)) return { kind: 'video', extension: 'mp4' };
  return null;
}

export interface FileStorage {
  /** Stores the bytes and answers the public URL path they are served from. */
  put(bytes: Uint8Array, extension: string): Promise<string>;
  /** Removes a stored file by the URL `put` answered; a file already gone is not an error. */
  remove(url: string): Promise<void>;
  root: string;
}

const PUBLIC_PREFIX = '/files/';
/** The names `put` gives: a UUID and an extension. Anything else is not ours to delete. */
const STORED_NAME = /^[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

/** The stored file's name (the gallery's `key`) from its public URL. */
export const storedNameOf = (url: string): string => url.slice(url.lastIndexOf('/') + 1);

/** Files under DATA_DIR/files, served at /files/. The same interface would front an S3 bucket. */
export function createDiskStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, 'files');
  return {
    root,
    async put(bytes, extension) {
      await fs.mkdir(root, { recursive: true });
      const name = `${randomUUID()}.${extension}`;
      await fs.writeFile(path.join(root, name), bytes);
      return `${PUBLIC_PREFIX}${name}`;
    },
    async remove(url) {
      const name = storedNameOf(url);
      // Only names this storage made, so a stored URL can never reach outside the folder.
      if (!url.startsWith(PUBLIC_PREFIX) || !STORED_NAME.test(name)) return;
      await fs.rm(path.join(root, name), { force: true });
    },
  };
}
