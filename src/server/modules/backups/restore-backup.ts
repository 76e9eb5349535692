import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { migrationNames } from '#server/db/migrate.js';
import { privateFileMode } from '#server/private-files.js';
import type { Storage } from '#server/storage/storage.js';
import { backupInfoTable, backupUploadsTable, readManifest, type Manifest } from './backup-manifest.js';
import { isDatabaseInUse } from './database-in-use.js';

/** A restore that did not start; the message says why, for staff, and nothing was changed. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

export type RestoreCounts = {
  members: number;
  admins: number;
  contents: number;
  programs: number;
  activity: number;
};

export type RestoreReport = {
  madeAt: string;
  counts: RestoreCounts;
  /**
   * present/missing: the uploads the backup lists, in storage now or not. untracked: files in
   * storage the backup does not list (uploaded after it was made), handed to the unused-upload sweep.
   */
  uploads: { present: number; missing: string[]; untracked: number };
  /** Where the database that was there before now is (renamed, not deleted); null: there was none. */
  keptAside: string | null;
};

const sqliteHeader = Buffer.from('SQLite format 3\0', 'latin1');

/** Refuses a file that is not a whole SQLite database, from its 100-byte header and its size. */
function checkSqliteFile(file: string): void {
  const header = Buffer.alloc(100);
  const fd = fs.openSync(file, 'r');
  let read: number;
  try {
    read = fs.readSync(fd, header, 0, 100, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (read < 100 || !header.subarray(0, 16).equals(sqliteHeader)) {
    throw new RestoreRefused(
      `バックアップのファイルではありません（SQLite のデータベースではありません）: ${file}`,
    );
  }
  const pageSize = header.readUInt16BE(16) === 1 ? 65536 : header.readUInt16BE(16);
  const pageCount = header.readUInt32BE(28);
  // The header's page count holds only when it was written with the last change (SQLite's rule).
  const countIsCurrent = header.readUInt32BE(92) === header.readUInt32BE(24);
  const size = fs.statSync(file).size;
  if (countIsCurrent && size < pageSize * pageCount) {
    throw new RestoreRefused(
      `バックアップのファイルが途中で切れています（${pageSize * pageCount} バイトのはずが ${size} バイトです）: ${file}`,
    );
  }
}

function checkIntegrity(backup: SQLite.Database, file: string): void {
  const problems = backup.pragma('integrity_check', { simple: false }) as { integrity_check: string }[];
  const lines = problems.map((row) => row.integrity_check);
  if (lines.length !== 1 || lines[0] !== 'ok') {
    throw new RestoreRefused(
      `バックアップのファイルが壊れています（integrity_check: ${lines.slice(0, 3).join(' / ')}）: ${file}`,
    );
  }
}

/** This site's backup: our manifest, and only migrations this version knows. */
function checkOurs(backup: SQLite.Database, file: string): Manifest {
  const notOurs = new RestoreRefused(
    `このサイトのバックアップではありません（npm run cli -- backup か毎日のバックアップで作ったファイルを指定してください）: ${file}`,
  );
  const manifest = readManifest(backup);
  const hasMigrations = backup
    .prepare(`select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'`)
    .get();
  if (!manifest || !hasMigrations) throw notOurs;
  const applied = backup.prepare('select name from kysely_migration').pluck().all() as string[];
  if (!applied.includes(migrationNames[0]!)) throw notOurs;
  const unknown = applied.filter((name) => !migrationNames.includes(name));
  if (unknown.length > 0) {
    throw new RestoreRefused(
      `このバックアップはこの版より新しい版で作られています（${unknown.join(', ')}）。新しい版で戻してください: ${file}`,
    );
  }
  return manifest;
}

function countsOf(backup: SQLite.Database): RestoreCounts {
  const count = (sql: string) => backup.prepare(sql).pluck().get() as number;
  return {
    members: count('select count(*) from users'),
    admins: count('select count(*) from users where staff_role is not null'),
    contents: count('select count(*) from contents'),
    programs: count('select count(*) from programs'),
    activity: count('select count(*) from activity_log'),
  };
}

/** Renames the database and its WAL files out of the way; returns the new name of the database. */
function keepAside(databaseFile: string, stamp: string): string | null {
  if (!fs.existsSync(databaseFile)) return null;
  const aside = `${databaseFile}.before-restore-${stamp}`;
  for (const suffix of ['-wal', '-shm']) {
    if (fs.existsSync(databaseFile + suffix)) fs.renameSync(databaseFile + suffix, aside + suffix);
  }
  fs.renameSync(databaseFile, aside);
  return aside;
}

/**
 * Puts the backup `from` in place of the SQLite database `databaseFile` while no server runs.
 * Every check comes before anything changes: a refused restore leaves everything as it was.
 */
export async function restoreBackup(options: {
  from: string;
  databaseFile: string;
  storage: Storage;
  now: Date;
}): Promise<RestoreReport> {
  const { from, databaseFile, storage, now } = options;
  if (isDatabaseInUse(databaseFile)) {
    throw new RestoreRefused(
      `サーバーが動いています。サーバーを止めてからもう一度実行してください（使用中: ${databaseFile}）`,
    );
  }
  if (!fs.existsSync(from) || !fs.statSync(from).isFile()) {
    throw new RestoreRefused(`--from のファイルが見つかりません: ${from}`);
  }
  checkSqliteFile(from);

  let manifest: Manifest;
  let counts: RestoreCounts;
  let backup: SQLite.Database | undefined;
  try {
    backup = new SQLite(from, { readonly: true, fileMustExist: true });
    checkIntegrity(backup, from);
    manifest = checkOurs(backup, from);
    counts = countsOf(backup);
  } catch (error) {
    if (error instanceof RestoreRefused) throw error;
    // SQLite's own words (SQLITE_CORRUPT, SQLITE_NOTADB…) for a file it cannot read.
    throw new RestoreRefused(`バックアップのファイルが読めません（${(error as Error).message}）: ${from}`);
  } finally {
    backup?.close();
  }

  const stored = new Set(await storage.list());
  const listed = new Set(manifest.uploads.map((upload) => upload.key));
  const missing = [...listed].filter((key) => !stored.has(key));
  const untracked = [...stored].filter((key) => !listed.has(key));

  // Made complete beside the database first, then put in place by renaming.
  const restoring = `${databaseFile}.restoring`;
  fs.rmSync(restoring, { force: true });
  fs.copyFileSync(from, restoring);
  fs.chmodSync(restoring, privateFileMode);
  const copy = new SQLite(restoring, { fileMustExist: true });
  try {
    copy.exec(`drop table ${backupInfoTable}; drop table ${backupUploadsTable}`);
    // Every stored file stays tracked (upload-repository.ts): one the restored database does not
    // know becomes a pending upload, which the hourly sweep removes once its grace period is over.
    const pending = copy.prepare(
      'insert into pending_uploads (key, created_at) values (?, ?) on conflict do nothing',
    );
    copy.transaction(() => {
      for (const key of untracked) pending.run(key, now.toISOString());
    })();
  } finally {
    copy.close();
  }
  const keptAside = keepAside(
    databaseFile,
    now
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d+Z$/, 'Z'),
  );
  fs.renameSync(restoring, databaseFile);

  return {
    madeAt: manifest.madeAt,
    counts,
    uploads: { present: listed.size - missing.length, missing, untracked: untracked.length },
    keptAside,
  };
}
