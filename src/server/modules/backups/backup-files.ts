import fs from 'node:fs';
import path from 'node:path';
import { zonedParts } from '#shared/business-time.js';

/** How many daily backups are kept, newest first; older ones are removed. */
export const keptBackups = 14;

const namePattern = /^backup-\d{4}-\d{2}-\d{2}-\d{6}\.sqlite$/;

export function backupsDir(dataDir: string): string {
  return path.join(dataDir, 'backups');
}

/** "backup-2026-11-26-040000.sqlite": the business-zone date and time, so names sort by age. */
export function backupFileName(now: Date, timeZone: string): string {
  const p = zonedParts(now, timeZone);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `backup-${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}-${pad(p.hour)}${pad(p.minute)}${pad(p.second)}.sqlite`;
}

/** The daily backups in the folder, oldest first; other files there are not ours to touch. */
export function listBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => namePattern.test(name))
    .sort();
}

/** Removes all but the newest `keptBackups`; returns the names removed. */
export function removeOldBackups(dir: string): string[] {
  const names = listBackups(dir);
  const old = names.slice(0, Math.max(0, names.length - keptBackups));
  for (const name of old) fs.rmSync(path.join(dir, name), { force: true });
  return old;
}
