import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { retryMissingYoutubeThumbnails } from '../images/youtube-thumbnails.js';
import { deleteStaleSessions } from '../modules/auth/session-repository.js';
import { claimJob } from '../modules/jobs/job-claim-repository.js';

const everyHour = 60 * 60 * 1000;
// A little under the hour, so that whichever process's timer comes round first takes the next one.
const claimFor = 50 * 60 * 1000;

/**
 * Forgets ended sessions and spent reset links, and tries again to fetch the YouTube
 * thumbnails that could not be fetched before: at start and every hour, by one app process
 * of however many share the database (the first to claim the hour's sweep).
 */
export default fp(
  async function housekeeping(app: FastifyInstance) {
    const sweep = async () => {
      const now = app.clock.now();
      if (!(await claimJob(app.db, 'housekeeping', now, claimFor))) return;
      app.log.info('housekeeping');
      await deleteStaleSessions(app.db, now);
      const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
      await app.db.deleteFrom('passwordResetTokens').where('expiresAt', '<', dayAgo).execute();
      await retryMissingYoutubeThumbnails({
        db: app.db,
        storage: app.storage,
        fetchImage: app.fetchImage,
        log: app.log,
      });
    };
    const sweepInBackground = () => app.inBackground('housekeeping', sweep);
    const timer = setInterval(sweepInBackground, everyHour);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
    // In the background: a slow network must not hold up the start.
    app.addHook('onReady', async () => sweepInBackground());
  },
  { name: 'housekeeping', dependencies: ['database', 'storage', 'background-work'] },
);
