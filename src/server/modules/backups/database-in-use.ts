import fs from 'node:fs';
import SQLite from 'better-sqlite3';

/**
 * Whether a running server (any process) has the SQLite database open. In WAL mode, which the
 * server always sets, every open connection keeps a shared lock on the file, so an exclusive
 * lock is refused exactly while one is open. The operating system drops the lock with the process:
 * no stale PID file after a crash, and no guess at which port the server listens on.
 */
export function isDatabaseInUse(file: string): boolean {
  if (!fs.existsSync(file)) return false;
  const probe = new SQLite(file, { fileMustExist: true });
  try {
    probe.pragma('busy_timeout = 0');
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('BEGIN EXCLUSIVE');
    probe.exec('COMMIT');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) return true;
    throw error;
  } finally {
    probe.close();
  }
}
