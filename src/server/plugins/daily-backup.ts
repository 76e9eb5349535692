import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { everyMinute } from './background-work.js';
import { runDailyBackup } from '../modules/backups/daily-backup.js';
import type { MadeBackup } from '../modules/backups/make-backup.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The day's backup now if its time has come and no process has made it; tests move the clock. */
    runDailyBackup(): Promise<MadeBackup | null>;
  }
}

/**
 * Looks every minute whether the day's SQLite backup is due (BACKUP_TIME, business zone); the
 * claim in the database makes it once across processes. On PostgreSQL the database's own tools
 * do this (README: pg_dump).
 */
export default fp(
  async function dailyBackup(app: FastifyInstance) {
    const run = () =>
      runDailyBackup({ db: app.db, config: app.config, storage: app.storage, log: app.log }, app.clock.now());
    app.decorate('runDailyBackup', run);
    const { database, backup } = app.config;
    if (database.kind !== 'sqlite') {
      app.addHook('onReady', async () =>
        app.log.info('no daily backup on PostgreSQL: back up with pg_dump (see README, Backups)'),
      );
      return;
    }
    if (backup.time === null) return;

    app.repeatInBackground('daily backup', everyMinute, run);
  },
  { name: 'daily-backup', dependencies: ['database', 'storage', 'background-work'] },
);
