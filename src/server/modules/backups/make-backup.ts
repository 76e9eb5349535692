import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { privateFileMode } from '#server/private-files.js';
import type { Storage } from '#server/storage/storage.js';
import { writeManifest, type ManifestUpload } from './backup-manifest.js';
import { vacuumInto } from './vacuum-into.js';

export type MadeBackup = { file: string; bytes: number; uploads: ManifestUpload[] };

/**
 * A backup of the SQLite database at `databaseFile` into `out` (replaced if it exists), made while
 * the site runs: the copy (see vacuumInto), then the list of uploads it refers to written into it.
 * Written beside `out` and renamed, so a half-made backup never carries a backup's name.
 */
export async function makeBackup(options: {
  databaseFile: string;
  out: string;
  storage: Storage;
  now: Date;
}): Promise<MadeBackup> {
  const { databaseFile, out, storage, now } = options;
  const partial = path.join(path.dirname(out), `.${path.basename(out)}.partial`);
  fs.rmSync(partial, { force: true });
  try {
    // Made first, empty, for the server's user only: the copy holds every account and passphrase.
    fs.closeSync(fs.openSync(partial, 'wx', privateFileMode));
    await vacuumInto(databaseFile, partial);
    const copy = new SQLite(partial, { fileMustExist: true });
    let uploads: ManifestUpload[];
    try {
      uploads = await writeManifest(copy, storage, now);
    } finally {
      copy.close();
    }
    fs.renameSync(partial, out);
    return { file: out, bytes: fs.statSync(out).size, uploads };
  } finally {
    fs.rmSync(partial, { force: true });
  }
}
