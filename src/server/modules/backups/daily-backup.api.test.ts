import fs from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { monthKey } from '#shared/business-time.js';
import { buildApp } from '#server/app.js';
import type { Config } from '#server/config.js';
import { setPassphrase } from '#tests/support/accounts.js';
import { startS3TestServer, type S3TestServer } from '#tests/support/s3-test-server.js';
import { signedInGuest } from '#tests/support/signed-in.js';
import { apiOnlyWebRoot, createTestConfig, fixedClock } from '#tests/support/test-app.js';
import { testDatabaseKind } from '#tests/support/test-database.js';
import { serverZoneForAllTests } from '#tests/support/server-zone.js';
import { backupsDir, listBackups } from './backup-files.js';
import { backupPrefix } from './backup-s3-copy.js';

const cleanUps: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanUp of cleanUps.splice(0).reverse()) await cleanUp();
});

async function settings(env: Record<string, string> = {}): Promise<Config> {
  const { config, cleanUp } = await createTestConfig(env);
  cleanUps.push(cleanUp);
  return config;
}

async function appOn(config: Config, clock: ReturnType<typeof fixedClock>): Promise<FastifyInstance> {
  const app = await buildApp({ config, clock, logger: false, webRoot: apiOnlyWebRoot(config) });
  cleanUps.push(() => app.close());
  return app;
}

const backupsOf = (config: Config) => listBackups(backupsDir(config.dataDir));
const sqlite = testDatabaseKind() === 'sqlite';

describe.each(['UTC', 'America/Los_Angeles'])('the daily backup, server process in %s', (zone) => {
  serverZoneForAllTests(zone);

  it('is made once at 04:00 Tokyo time by one of two app instances sharing the database', async () => {
    const config = await settings();
    // 03:59 on 27 November in Tokyo.
    const clock = fixedClock('2026-11-26T18:59:00Z');
    const apps = [await appOn(config, clock), await appOn(config, clock)];
    const runBoth = async () => (await Promise.all(apps.map((app) => app.runDailyBackup()))).filter(Boolean);

    expect(await runBoth()).toHaveLength(0);
    clock.set('2026-11-26T18:59:59.999Z');
    expect(await runBoth()).toHaveLength(0);
    clock.set('2026-11-26T19:00:00Z');
    expect(await runBoth()).toHaveLength(sqlite ? 1 : 0);
    clock.set('2026-11-27T10:00:00Z');
    expect(await runBoth()).toHaveLength(0);
    clock.set('2026-11-27T19:00:30Z');
    expect(await runBoth()).toHaveLength(sqlite ? 1 : 0);
    // On PostgreSQL pg_dump does this; the site writes no backup of its own.
    expect(backupsOf(config)).toEqual(
      sqlite ? ['backup-2026-11-27-040000.sqlite', 'backup-2026-11-28-040030.sqlite'] : [],
    );
  });
});

if (sqlite) {
  describe('daily backups on SQLite', () => {
    it('keeps the newest 14 and removes older ones', async () => {
      const config = await settings({ BACKUP_TIME: '02:30' });
      const clock = fixedClock('2026-11-01T00:00:00Z');
      const app = await appOn(config, clock);
      expect(await app.runDailyBackup()).toBeNull();
      const days: string[] = [];
      for (let day = 1; day <= 16; day++) {
        // 02:30 in Tokyo is 17:30 UTC the day before.
        clock.set(new Date(Date.UTC(2026, 10, day, 17, 30)));
        const made = await app.runDailyBackup();
        expect(made, `day ${day}`).not.toBeNull();
        days.push(path.basename(made!.file));
      }
      expect(days[0]).toBe('backup-2026-11-02-023000.sqlite');
      expect(backupsOf(config)).toEqual(days.slice(2));
      // Files that are not daily backups are left alone.
      fs.writeFileSync(path.join(backupsDir(config.dataDir), 'by-hand.sqlite'), 'mine');
      clock.set(new Date(Date.UTC(2026, 10, 17, 17, 30)));
      await app.runDailyBackup();
      expect(backupsOf(config)).toHaveLength(14);
      expect(fs.existsSync(path.join(backupsDir(config.dataDir), 'by-hand.sqlite'))).toBe(true);
    }, 60_000);

    it('tries a backup that could not be made again an hour later, not the next day', async () => {
      const config = await settings();
      const clock = fixedClock('2026-11-26T18:00:00Z');
      const app = await appOn(config, clock);
      await app.runDailyBackup();
      // A file where the backups folder should be: nothing can be written there.
      fs.writeFileSync(backupsDir(config.dataDir), 'not a folder');
      clock.set('2026-11-26T19:00:00Z');
      await expect(app.runDailyBackup()).rejects.toThrow();
      fs.rmSync(backupsDir(config.dataDir));
      clock.set('2026-11-26T19:59:00Z');
      expect(await app.runDailyBackup()).toBeNull();
      clock.set('2026-11-26T20:00:00Z');
      expect(await app.runDailyBackup()).not.toBeNull();
      expect(backupsOf(config)).toEqual(['backup-2026-11-27-050000.sqlite']);
    });

    it('makes none with BACKUP_TIME=off', async () => {
      const config = await settings({ BACKUP_TIME: 'off' });
      const clock = fixedClock('2026-11-26T18:00:00Z');
      const app = await appOn(config, clock);
      clock.set('2026-11-28T19:00:00Z');
      expect(await app.runDailyBackup()).toBeNull();
      expect(backupsOf(config)).toEqual([]);
    });

    describe('copied to the S3 bucket', () => {
      let s3: S3TestServer;
      beforeAll(async () => {
        s3 = await startS3TestServer();
      });
      afterAll(async () => {
        await s3?.close();
      });

      const remote = async (bucket: string) =>
        ((await s3.client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map(
          (object) => object.Key,
        );

      it('keeps the local backup when the copy fails and sends it with the next one; members never get it', async () => {
        const bucket = 'backup-copies';
        const config = await settings({ ...s3.env(bucket), BACKUP_TO_S3: 'true' });
        const clock = fixedClock('2026-11-26T18:00:00Z');
        const app = await appOn(config, clock);
        await app.runDailyBackup();

        // The bucket is not there yet: the copy fails, the backup stays.
        clock.set('2026-11-26T19:00:00Z');
        expect(await app.runDailyBackup()).not.toBeNull();
        expect(backupsOf(config)).toEqual(['backup-2026-11-27-040000.sqlite']);

        await s3.createBucket(bucket);
        clock.set('2026-11-27T19:00:00Z');
        expect(await app.runDailyBackup()).not.toBeNull();
        expect(await remote(bucket)).toEqual([
          `${backupPrefix}backup-2026-11-27-040000.sqlite`,
          `${backupPrefix}backup-2026-11-28-040000.sqlite`,
        ]);

        await setPassphrase(app.db, monthKey(clock.now(), config.timeZone), 'もみじ-2026');
        const guest = await signedInGuest(app, 'もみじ-2026');
        const response = await guest.get(`/uploads/${backupPrefix}backup-2026-11-28-040000.sqlite`);
        expect(response.statusCode).toBe(404);
      }, 60_000);
    });
  });
}
