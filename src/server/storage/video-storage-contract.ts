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

/** A video storage key as the server makes them (`<videoId>/a1/720p/seg-00001.ts`), or an error. */
export function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`invalid video storage key: ${JSON.stringify(key)}`);
  return key;
}

export function checkedPrefix(prefix: string): string {
  if (!/^[a-z0-9-]+(\/[a-zA-Z0-9_-]+)*$/.test(prefix)) throw new Error(`invalid video prefix: ${prefix}`);
  return prefix;
}
