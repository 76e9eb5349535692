import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { makePrivateDir, privateFileMode } from '../private-files.js';
import type { StoredObject } from './storage.js';

/** The folder-backed stores (uploads, videos) read and write their files the same way. */

/** A file on disk as a stored object, or null when there is none (a folder is none either). */
export async function readLocalFile(
  file: string,
  contentTypes: Record<string, string>,
): Promise<StoredObject | null> {
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
}

/** Writes beside and renames, so a reader never sees half a file; folders are the owner's only. */
export async function writeLocalFile(root: string, file: string, body: Buffer): Promise<void> {
  await makePrivateDir(root);
  await makePrivateDir(path.dirname(file));
  const partial = `${file}.partial`;
  await fsp.writeFile(partial, body, { mode: privateFileMode });
  await fsp.rename(partial, file);
}
