import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { dayKey, zonedInstant } from '#shared/business-time.js';
import { addDays } from '#shared/live-schedule.js';
import type { Config } from '#server/config.js';
import type { Db } from '#server/db/database.js';
import { makePrivateDir } from '#server/private-files.js';
import type { Storage } from '#server/storage/storage.js';
import { claimJob } from '../jobs/job-claim-repository.js';
import { backupFileName, backupsDir, removeOldBackups } from './backup-files.js';
import { makeBackup, type MadeBackup } from './make-backup.js';

export type DailyBackupContext = { db: Db; config: Config; storage: Storage; log: FastifyBaseLogger };

const jobName = 'daily-backup';
const retryAfterMs = 60 * 60 * 1000;

/** The next instant after `now` at which the business-zone clock shows `time`. */
export function nextBackupAt(now: Date, time: string, timeZone: string): Date {
  const today = dayKey(now, timeZone);
  const todays = zonedInstant(today, time, timeZone);
  return todays > now ? todays : zonedInstant(addDays(today, 1), time, timeZone);
}

/**
 * Makes the day's backup once its time has come, in whichever process claims it first: the claim
 * is held until the next day's time, so however many processes share the database there is one
 * backup a day, and a site that was down at the time makes it when it is back. Returns the backup
 * this call made, or null.
 */
export async function runDailyBackup(context: DailyBackupContext, now: Date): Promise<MadeBackup | null> {
  const { db, config, storage, log } = context;
  const time = config.backup.time;
  if (config.database.kind !== 'sqlite' || time === null) return null;
  const next = nextBackupAt(now, time, config.timeZone);
  // A database that never had one waits for the first time to come: starting the site (or a
  // test's app) does not make a backup.
  await db
    .insertInto('jobClaims')
    .values({ name: jobName, claimedUntil: next.toISOString() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  // Read first: the minute's look costs no write while the claim holds.
  const claim = await db
    .selectFrom('jobClaims')
    .select('claimedUntil')
    .where('name', '=', jobName)
    .executeTakeFirst();
  if (claim && claim.claimedUntil > now.toISOString()) return null;
  if (!(await claimJob(db, jobName, now, next.getTime() - now.getTime()))) return null;

  const dir = backupsDir(config.dataDir);
  const started = Date.now();
  let made: MadeBackup;
  try {
    await makePrivateDir(dir);
    made = await makeBackup({
      databaseFile: config.database.file,
      out: path.join(dir, backupFileName(now, config.timeZone)),
      storage,
      now,
    });
  } catch (error) {
    // Not made (a full disk, a folder that cannot be written): tried again in an hour, not tomorrow.
    await db
      .updateTable('jobClaims')
      .set({ claimedUntil: new Date(now.getTime() + retryAfterMs).toISOString() })
      .where('name', '=', jobName)
      .execute();
    throw error;
  }
  const removed = removeOldBackups(dir);
  log.info(
    {
      file: made.file,
      bytes: made.bytes,
      ms: Date.now() - started,
      uploads: made.uploads.length,
      uploadsMissing: made.uploads.filter((upload) => upload.size === null).length,
      removed,
    },
    'daily backup made',
  );
  if (config.backup.copyToS3 && config.storage.driver === 's3') {
    try {
      // Loaded only when used, like the S3 storage driver.
      const { copyBackupsToS3 } = await import('./backup-s3-copy.js');
      const copied = await copyBackupsToS3(config.storage.s3, dir);
      log.info(copied, 'backups copied to S3');
    } catch (error) {
      // The local backup stays; every local one the bucket lacks goes up with the next backup.
      log.error(
        { reason: (error as Error).message },
        'backup not copied to S3; will try again with the next one',
      );
    }
  }
  return made;
}
