import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDatabase, type Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { closeExistingDir } from '../private-files.js';
import { seedSamplesIntoEmptyDatabase } from '../modules/samples/seed-samples.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

export type DatabasePluginOptions = { seedSamples: boolean };

/** Opens the database, brings the schema up to date, and closes it when the app closes. */
export default fp<DatabasePluginOptions>(
  async function database(app: FastifyInstance, options) {
    // Uploads and the mail outbox live there too, with PostgreSQL as well.
    closeExistingDir(app.config.dataDir);
    const db = createDatabase(app.config.database, (error) =>
      app.log.error({ err: error }, 'database connection lost'),
    );
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      // Work started by a request (a mail, a thumbnail) finishes its writes first.
      await app.drainBackgroundWork();
      await db.destroy();
    });
    const applied = await migrateToLatest(db);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
    if (options.seedSamples) {
      const seeded = await seedSamplesIntoEmptyDatabase(db, app.clock.now(), app.config.timeZone);
      if (seeded.length > 0) app.log.info({ count: seeded.length }, 'sample contents written');
    }
  },
  { name: 'database', dependencies: ['app-context', 'background-work'] },
);
