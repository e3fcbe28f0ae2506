// Where stored files (resized previews, icons, snapshots) live. A small interface on purpose: the
// PostgreSQL deployment adds a second implementation; this one keeps files under DATA_DIR/files.
import fs from 'node:fs/promises';
import path from 'node:path';

export interface StoredFile {
  data: Buffer;
  contentType: string;
}

export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

/** Keys are random hex plus an extension we chose; anything else is refused before touching the disk. */
export const FILE_KEY = /^[a-f0-9]{32}\.(webp|png)$/;
const TYPES: Record<string, string> = { webp: 'image/webp', png: 'image/png' };

export function createDiskStorage(dir: string): FileStorage {
  const fileOf = (key: string) => {
    if (!FILE_KEY.test(key)) throw new Error(`invalid file key ${key}`);
    return path.join(dir, key.slice(0, 2), key);
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      await fs.writeFile(tmp, data);
      await fs.rename(tmp, file);
    },
    async get(key) {
      if (!FILE_KEY.test(key)) return null;
      try {
        const data = await fs.readFile(fileOf(key));
        return { data, contentType: TYPES[key.split('.').pop()!]! };
      } catch {
        return null;
      }
    },
    async delete(key) {
      if (FILE_KEY.test(key)) await fs.rm(fileOf(key), { force: true });
    },
  };
}
