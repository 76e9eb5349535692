import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { readLocalFile, writeLocalFile } from './local-files.js';
import { isStorageKey, type Storage } from './storage.js';

const imageTypes: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
};

/** Uploads in a folder (DATA_DIR/uploads by default); `contentTypes` by file extension. */
export function localStorage(root: string, contentTypes = imageTypes): Storage {
  const fileOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, body) {
      await writeLocalFile(root, fileOf(key), body);
    },
    async get(key) {
      return isStorageKey(key) ? readLocalFile(fileOf(key), contentTypes) : null;
    },
    async delete(key) {
      await fsp.rm(fileOf(key), { force: true });
    },
    async list() {
      if (!fs.existsSync(root)) return [];
      const entries = await fsp.readdir(root, { recursive: true, withFileTypes: true });
      return (
        entries
          .filter((entry) => entry.isFile())
          .map((entry) =>
            path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
          )
          // A half-written `.partial` is not an upload.
          .filter(isStorageKey)
      );
    },
  };
}
