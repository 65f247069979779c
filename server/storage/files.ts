import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface FileStorage {
  /**
   * Stores the bytes (and the picture's thumbnail, when given) and answers the public URL path they are
   * served from. What comes in has been checked already: pictures re-encoded (images.ts), videos walked (mp4.ts).
   */
  put(bytes: Uint8Array, extension: string, thumbnail?: Uint8Array): Promise<string>;
  /** Removes a stored file, and its thumbnail, by the URL `put` answered; a file already gone is not an error. */
  remove(url: string): Promise<void>;
  root: string;
}

const PUBLIC_PREFIX = '/files/';
/** The names `put` gives: a UUID and an extension. Anything else is not ours to delete. */
const STORED_NAME = /^[0-9a-f-]{36}\.[a-z0-9]{1,5}$/;

/** The stored file's name (the gallery's `key`) from its public URL. */
export const storedNameOf = (url: string): string => url.slice(url.lastIndexOf('/') + 1);

/** A picture's thumbnail sits next to it: `<uuid>.webp` has `<uuid>.thumb.webp`, served the same way. */
const thumbnailNameOf = (name: string): string => name.replace(/\.([a-z0-9]+)$/, '.thumb.$1');

/** Files under DATA_DIR/files, served at /files/. The same interface would front an S3 bucket. */
export function createDiskStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, 'files');
  return {
    root,
    async put(bytes, extension, thumbnail) {
      await fs.mkdir(root, { recursive: true });
      const name = `${randomUUID()}.${extension}`;
      await fs.writeFile(path.join(root, name), bytes);
      if (thumbnail) {
        await fs.writeFile(path.join(root, thumbnailNameOf(name)), thumbnail).catch(async (error) => {
          await fs.rm(path.join(root, name), { force: true });
          throw error;
        });
      }
      return `${PUBLIC_PREFIX}${name}`;
    },
    async remove(url) {
      const name = storedNameOf(url);
      // Only names this storage made, so a stored URL can never reach outside the folder.
      if (!url.startsWith(PUBLIC_PREFIX) || !STORED_NAME.test(name)) return;
      await fs.rm(path.join(root, name), { force: true });
      await fs.rm(path.join(root, thumbnailNameOf(name)), { force: true });
    },
  };
}
