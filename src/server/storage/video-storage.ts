import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { makePrivateDir, privateFileMode } from '../private-files.js';
import { isStorageKey, type StoredObject } from './storage.js';

/**
 * Hosted videos' files (issue 24): originals, HLS segments and playlists, posters, captions.
 * Keys start with the video's id (`<videoId>/original.mp4`, `<videoId>/a1/720p/seg-00001.ts`).
 * Locally they live in DATA_DIR/videos, outside every static root; with STORAGE_DRIVER=s3 under
 * `videos/` in the bucket, and members fetch segments from short-lived presigned addresses.
 */
export type VideoStorage = {
  readonly driver: 'local' | 's3';
  /** Streams a file from disk into storage: memory does not grow with its size. */
  putFile(key: string, file: string, contentType: string): Promise<void>;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  /** Removes one file (replaced captions); nothing happens when it is not there. */
  delete(key: string): Promise<void>;
  /** Removes every file under `<prefix>/` (a video's id, or one conversion attempt). */
  deletePrefix(prefix: string): Promise<void>;
  /** S3 only: an address the browser may fetch the object from for `seconds`. */
  presignedUrl?(key: string, seconds: number): Promise<string>;
  /** Local only: the file's path on disk (ffmpeg reads originals in place). */
  localPath?(key: string): string;
  close(): void;
};

const contentTypes: Record<string, string> = {
  '.ts': 'video/mp2t',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.webp': 'image/webp',
  '.vtt': 'text/vtt; charset=utf-8',
};

export function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`invalid video storage key: ${JSON.stringify(key)}`);
  return key;
}

export function checkedPrefix(prefix: string): string {
  if (!/^[a-z0-9-]+(\/[a-zA-Z0-9_-]+)*$/.test(prefix)) throw new Error(`invalid video prefix: ${prefix}`);
  return prefix;
}

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
