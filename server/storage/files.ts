import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export type ImageKind = 'jpeg' | 'png';

export const MAX_IMAGE_BYTES = 1024 * 1024;

/** The kind of image by its first bytes, never by its name or declared type. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  return null;
}

export interface FileStorage {
  /** Stores the bytes and answers the public URL path they are served from. */
  put(bytes: Uint8Array, extension: string): Promise<string>;
  root: string;
}

/** Files under DATA_DIR/files, served at /files/. The same interface would front an S3 bucket. */
export function createDiskStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, 'files');
  return {
    root,
    async put(bytes, extension) {
      await fs.mkdir(root, { recursive: true });
      const name = `${randomUUID()}.${extension}`;
      await fs.writeFile(path.join(root, name), bytes);
      return `/files/${name}`;
    },
  };
}
