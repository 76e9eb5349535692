import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '#server/db/database.js';
import type { Mailer } from './mailer.js';

/** What one round of scheduled mail (live reminders, news) needs from the app. */
export type ScheduledMailContext = {
  db: Db;
  mailer: Mailer;
  timeZone: string;
  publicUrl: string;
  siteName: string;
  log: FastifyBaseLogger;
};

/**
 * The context for a round about to run: the site name is read now, so mails carry the name staff
 * set last, not the one at start.
 */
export async function scheduledMailContext(app: FastifyInstance): Promise<ScheduledMailContext> {
  return {
    db: app.db,
    mailer: app.mailer,
    timeZone: app.config.timeZone,
    publicUrl: app.config.publicUrl,
    siteName: (await app.siteSettings.get()).siteName,
    log: app.log,
  };
}
