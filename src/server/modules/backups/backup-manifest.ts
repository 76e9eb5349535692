import type SQLite from 'better-sqlite3';
import type { Storage } from '#server/storage/storage.js';
import { uploadedImageKeys } from '../contents/sanitize-article.js';

/*
 * The manifest lives in the backup file itself, in two tables the app never has: one file is the
 * whole backup, so copying or moving it (to the bucket, to another machine) cannot separate the
 * database from the list of files it needs, and a restore reads both from the file it has checked.
 * The restore removes the two tables again.
 */
export const backupInfoTable = 'karada_backup_info';
export const backupUploadsTable = 'karada_backup_uploads';

export type ManifestUpload = { key: string; size: number | null };

/** Every upload the copied database refers to: thumbnails, article images, covers, pending ones. */
function referencedUploadKeys(copy: SQLite.Database): string[] {
  const keys = new Set<string>();
  const column = (sql: string) => copy.prepare(sql).pluck().all() as (string | null)[];
  for (const key of column('select thumbnail from contents where thumbnail is not null')) keys.add(key!);
  for (const body of copy.prepare('select body from contents where body is not null').pluck().iterate()) {
    for (const key of uploadedImageKeys(body as string)) keys.add(key);
  }
  for (const key of column('select cover_key from programs where cover_key is not null')) keys.add(key!);
  for (const key of column('select key from pending_uploads')) keys.add(key!);
  return [...keys].sort();
}

/** The stored size of an upload, or null when storage does not have it. */
async function storedSize(storage: Storage, key: string): Promise<number | null> {
  const stored = await storage.get(key);
  if (!stored) return null;
  // Only the size is wanted: the file itself is not read.
  stored.body.destroy();
  return stored.size;
}

/** Lists in the copy every upload it refers to, with its size in storage now (null: missing). */
export async function writeManifest(
  copy: SQLite.Database,
  storage: Storage,
  madeAt: Date,
): Promise<ManifestUpload[]> {
  const uploads: ManifestUpload[] = [];
  for (const key of referencedUploadKeys(copy)) uploads.push({ key, size: await storedSize(storage, key) });
  copy.exec(`create table ${backupInfoTable} (name text primary key, value text not null)`);
  copy.exec(`create table ${backupUploadsTable} (key text primary key, size integer)`);
  copy.transaction(() => {
    copy
      .prepare(`insert into ${backupInfoTable} (name, value) values ('made_at', ?)`)
      .run(madeAt.toISOString());
    const insert = copy.prepare(`insert into ${backupUploadsTable} (key, size) values (?, ?)`);
    for (const upload of uploads) insert.run(upload.key, upload.size);
  })();
  return uploads;
}

export type Manifest = { madeAt: string; uploads: ManifestUpload[] };

/** The manifest of a backup file, or null when the file has none (then it is not our backup). */
export function readManifest(backup: SQLite.Database): Manifest | null {
  const tables = new Set(
    backup.prepare(`select name from sqlite_master where type = 'table'`).pluck().all() as string[],
  );
  if (!tables.has(backupInfoTable) || !tables.has(backupUploadsTable)) return null;
  const madeAt = backup
    .prepare(`select value from ${backupInfoTable} where name = 'made_at'`)
    .pluck()
    .get() as string | undefined;
  if (!madeAt) return null;
  const uploads = backup
    .prepare(`select key, size from ${backupUploadsTable} order by key`)
    .all() as ManifestUpload[];
  return { madeAt, uploads };
}
