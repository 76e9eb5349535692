import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { makePrivateDir, privateFileMode } from '../private-files.js';
import { isStorageKey, type Storage } from './storage.js';

const contentTypes: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
};

/** Uploads in a folder (DATA_DIR/uploads by default). */
export function localStorage(root: string): Storage {
  const fileOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await makePrivateDir(root);
      await makePrivateDir(path.dirname(file));
      // Written beside and renamed, so a reader never sees half a file.
      const partial = `${file}.partial`;
      await fsp.writeFile(partial, body, { mode: privateFileMode });
      await fsp.rename(partial, file);
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      const file = fileOf(key);
      try {
        const stat = await fsp.stat(file);
        if (!stat.isFile()) return null;
        return {
          body: fs.createReadStream(file),
          contentType: contentTypes[path.extname(file)] ?? 'application/octet-stream',
          size: stat.size,
        };
      } catch {
        return null;
      }
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
