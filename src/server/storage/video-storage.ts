import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';
import { makePrivateDir, privateFileMode } from '../private-files.js';
import { isStorageKey, type StoredObject } from './storage.js';
import { checkedKey, checkedPrefix, type VideoStorage } from './video-storage-contract.js';

const contentTypes: Record<string, string> = {
  '.ts': 'video/mp2t',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.webp': 'image/webp',
  '.vtt': 'text/vtt; charset=utf-8',
};

// Kept apart, so the S3 storage loaded on demand below does not import this file back.
export { checkedKey, checkedPrefix, type VideoStorage } from './video-storage-contract.js';

export function localVideoStorage(root: string): VideoStorage {
  const fileOf = (key: string) => path.join(root, ...checkedKey(key).split('/'));
  const prepare = async (file: string) => {
    await makePrivateDir(root);
    await makePrivateDir(path.dirname(file));
  };
  return {
    driver: 'local',
    async putFile(key, source) {
      const file = fileOf(key);
      await prepare(file);
      // Copied beside and renamed, so a reader never sees half a file.
      await fsp.copyFile(source, `${file}.partial`);
      await fsp.chmod(`${file}.partial`, privateFileMode);
      await fsp.rename(`${file}.partial`, file);
    },
    async put(key, body) {
      const file = fileOf(key);
      await prepare(file);
      await fsp.writeFile(`${file}.partial`, body, { mode: privateFileMode });
      await fsp.rename(`${file}.partial`, file);
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
    async deletePrefix(prefix) {
      await fsp.rm(path.join(root, ...checkedPrefix(prefix).split('/')), { recursive: true, force: true });
    },
    localPath: fileOf,
    close() {},
  };
}

/** The video storage STORAGE_DRIVER names; the S3 client is loaded only when used. */
export async function configuredVideoStorage(
  config: Pick<Config, 'storage' | 'dataDir'>,
): Promise<VideoStorage> {
  const settings = config.storage;
  if (settings.driver === 'local') return localVideoStorage(path.join(config.dataDir, 'videos'));
  const { s3VideoStorage } = await import('./s3-video-storage.js');
  return s3VideoStorage(settings.s3);
}
