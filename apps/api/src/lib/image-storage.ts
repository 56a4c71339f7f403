import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded images' renditions live: one folder of files per image. Local disk by default;
 * an object store would implement the same three calls.
 */
export interface ImageStorage {
  put(key: string, file: string, bytes: Buffer): Promise<void>;
  /** The file's bytes, or null when there is no such image or file. */
  get(key: string, file: string): Promise<Buffer | null>;
  /** Removes the image and all its files; nothing happens when there is none. */
  delete(key: string): Promise<void>;
}

// Both end up in a file path: nothing but these shapes may, so no `..` or `/` gets through.
const KEY = /^[a-z0-9-]{1,64}$/;
const FILE = /^\d{1,5}\.webp$/;

export function isImageKey(key: string): boolean {
  return KEY.test(key);
}

function checked(key: string, file?: string) {
  if (!KEY.test(key)) throw new Error(`not an image key: ${JSON.stringify(key)}`);
  if (file !== undefined && !FILE.test(file)) {
    throw new Error(`not an image file name: ${JSON.stringify(file)}`);
  }
}

/** Images as files under `rootDir`/<key>/<file> (rootDir is DATA_DIR/images in production). */
export function createDiskImageStorage(rootDir: string): ImageStorage {
  return {
    async put(key, file, bytes) {
      checked(key, file);
      const dir = path.join(rootDir, key);
      await mkdir(dir, { recursive: true });
      // Written beside its final name and renamed into place: a reader never sees half a file,
      // and a crash leaves at worst a stray .tmp, never a truncated image.
      const temporary = path.join(dir, `.${file}.${randomBytes(6).toString('hex')}.tmp`);
      const handle = await open(temporary, 'wx');
      try {
        await handle.writeFile(bytes);
        await handle.sync();
      } catch (error) {
        await handle.close();
        await rm(temporary, { force: true });
        throw error;
      }
      await handle.close();
      try {
        await rename(temporary, path.join(dir, file));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key, file) {
      checked(key, file);
      try {
        return await readFile(path.join(rootDir, key, file));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async delete(key) {
      checked(key);
      await rm(path.join(rootDir, key), { recursive: true, force: true });
    },
  };
}
