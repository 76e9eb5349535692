import type { Readable } from 'node:stream';

export type StoredObject = { body: Readable; contentType: string; size: number };

/**
 * Where uploads live (docs/decisions/0003-where-uploads-live.md). Keys are ours, e.g.
 * `thumbnails/3f2a….webp`; the database stores keys, never URLs.
 */
export type Storage = {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** Every key stored, in no particular order (a restore looks for files its database lost track of). */
  list(): Promise<string[]>;
};

const keyPattern = /^[a-z0-9-]+(\/[a-zA-Z0-9_-]+)*\.[a-z0-9]+$/;

/** Keys are made by the server; anything else (../, absolute paths, odd characters) is refused. */
export function isStorageKey(key: string): boolean {
  return keyPattern.test(key) && !key.includes('..');
}

export function uploadUrl(key: string): string {
  return `/uploads/${key}`;
}
