import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { retryMissingYoutubeThumbnails } from '../images/youtube-thumbnails.js';
import { deleteOldEmailChangeTokens } from '../modules/account/email-change-token-repository.js';
import { deleteExpiredAttemptCounters } from '../modules/attempts/attempt-counter-repository.js';
import { deleteStaleSessions } from '../modules/auth/session-repository.js';
import { forgetCountedViews } from '../modules/contents/view-count-repository.js';

const everyHour = 60 * 60 * 1000;

/**
 * Forgets ended sessions, spent reset links and expired attempt counters, and tries again to fetch the YouTube
 * thumbnails that could not be fetched before: at start and every hour.
 */
export default fp(
  async function housekeeping(app: FastifyInstance) {
    const sweep = async () => {
      const now = app.clock.now();
      await deleteStaleSessions(app.db, now);
      const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
      await app.db.deleteFrom('passwordResetTokens').where('expiresAt', '<', dayAgo).execute();
      await deleteExpiredAttemptCounters(app.db, now);
      await deleteOldEmailChangeTokens(app.db, now);
      await forgetCountedViews(app.db, now);
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
