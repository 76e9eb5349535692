import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { makePrivateDir, privateFileMode } from '../private-files.js';
import type { StoredObject } from './storage.js';

/** The folder-backed stores (uploads, videos) read and write their files the same way. */

/** Reads of at most 1 MB: a video segment (up to about 1 MB) in one read, one write to the socket. */
const largestRead = 1024 * 1024;

/**
 * The whole file in reads of its own size (up to 1 MB) rather than Node's 64 KB: a 700 KB segment
 * is then one read and one socket write instead of eleven of each. `end` keeps the read exact, so
 * Node neither asks for more nor copies a short read into a smaller buffer.
 */
function fileReadOptions(size: number) {
  if (size === 0) return {};
  return { start: 0, end: size - 1, highWaterMark: Math.min(size, largestRead) };
}

/** A file on disk as a stored object, or null when there is none (a folder is none either). */
export async function readLocalFile(
  file: string,
  contentTypes: Record<string, string>,
): Promise<StoredObject | null> {
  try {
    const stat = await fsp.stat(file);
    if (!stat.isFile()) return null;
    return {
      body: fs.createReadStream(file, fileReadOptions(stat.size)),
      contentType: contentTypes[path.extname(file)] ?? 'application/octet-stream',
      size: stat.size,
    };
  } catch {
    return null;
  }
}

/** Writes beside and renames, so a reader never sees half a file; folders are the owner's only. */
export async function writeLocalFile(root: string, file: string, body: Buffer): Promise<void> {
  await makePrivateDir(root);
  await makePrivateDir(path.dirname(file));
  const partial = `${file}.partial`;
  await fsp.writeFile(partial, body, { mode: privateFileMode });
  await fsp.rename(partial, file);
}
