import fs from 'node:fs';
import fsp from 'node:fs/promises';

// The data folder holds the database, uploads and mail with reset links: for the server's own
// user only, whatever the umask. Folders an older version created open are closed again.

export const privateFileMode = 0o600;
const privateDirMode = 0o700;

export function makePrivateDirSync(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: privateDirMode });
  fs.chmodSync(dir, privateDirMode);
}

export async function makePrivateDir(dir: string): Promise<void> {
  await fsp.mkdir(dir, { recursive: true, mode: privateDirMode });
  await fsp.chmod(dir, privateDirMode);
}

/** Closes an existing folder; one not made yet is made private by whoever creates it. */
export function closeExistingDir(dir: string): void {
  if (fs.existsSync(dir)) fs.chmodSync(dir, privateDirMode);
}

/**
 * Creates the SQLite file for the server's user only before SQLite opens it. SQLite gives the
 * WAL and shared-memory files it creates later the database file's permissions; ones left by an
 * older version are closed here.
 */
export function makePrivateDatabaseFile(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', privateFileMode));
  for (const name of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) {
    if (fs.existsSync(name)) fs.chmodSync(name, privateFileMode);
  }
}
