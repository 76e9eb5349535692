import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { retryMissingYoutubeThumbnails } from '../modules/contents/youtube-thumbnails.js';
import { deleteAuditEntriesBefore } from '../modules/audit/audit-repository.js';
import { deleteOldEmailChangeTokens } from '../modules/account/email-change-token-repository.js';
import { deleteExpiredAttemptCounters } from '../modules/attempts/attempt-counter-repository.js';
import { deleteStaleSessions } from '../modules/auth/session-repository.js';
import { deleteOldReminderClaims } from '../modules/live/live-reminder-repository.js';
import { deleteOldNewsSends } from '../modules/news/news-send-repository.js';
import { forgetCountedViews } from '../modules/contents/view-count-repository.js';
import { claimJob } from '../modules/jobs/job-claim-repository.js';
import { deleteResetTokensExpiredBefore } from '../modules/password-reset/reset-token-repository.js';
import { sweepUnusedUploads } from '../modules/uploads/sweep-unused-uploads.js';
import { sweepAbandonedUploads } from '../modules/videos/sweep-abandoned-uploads.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * One housekeeping sweep now, whoever holds the hour's claim (it also runs at start and every
     * hour); tests call it after moving the clock.
     */
    runHousekeeping(): Promise<void>;
  }
}

const everyHour = 60 * 60 * 1000;
const auditKeptDays = 400;
// A little under the hour, so that whichever process's timer comes round first takes the next one.
const claimFor = 50 * 60 * 1000;

/**
 * Forgets ended sessions, spent reset links, expired attempt counters and audit entries older than
 * 400 days, removes uploads no content took and video uploads abandoned for a day, and tries again
 * to fetch the YouTube thumbnails that could not be fetched before: at start and every hour, by
 * one app process of however many share the database (the first to claim the hour's sweep).
 */
export default fp(
  async function housekeeping(app: FastifyInstance) {
    const sweep = async () => {
      const now = app.clock.now();
      await deleteStaleSessions(app.db, now);
      await deleteResetTokensExpiredBefore(app.db, new Date(now.getTime() - 24 * 60 * 60 * 1000));
      // Half a year on, a reminder's claim (and the stop link in its mail) has done its work.
      await deleteOldReminderClaims(app.db, new Date(now.getTime() - 180 * 24 * 60 * 60 * 1000));
      // News is sent within days of its item; half a year on, its claim and stop link are spent.
      await deleteOldNewsSends(app.db, new Date(now.getTime() - 180 * 24 * 60 * 60 * 1000));
      await deleteExpiredAttemptCounters(app.db, now);
      await deleteOldEmailChangeTokens(app.db, now);
      await forgetCountedViews(app.db, now);
      // The audit log keeps 400 days (docs/product.md#the-audit-log).
      await deleteAuditEntriesBefore(app.db, new Date(now.getTime() - auditKeptDays * 24 * 60 * 60 * 1000));
      await sweepUnusedUploads({ db: app.db, storage: app.storage, log: app.log }, now);
      await sweepAbandonedUploads(
        { db: app.db, videoStorage: app.videoStorage, dataDir: app.config.dataDir, log: app.log },
        now,
      );
      await retryMissingYoutubeThumbnails({
        db: app.db,
        storage: app.storage,
        fetchImage: app.fetchImage,
        clock: app.clock,
        log: app.log,
      });
    };
    const claimedSweep = async () => {
      if (!(await claimJob(app.db, 'housekeeping', app.clock.now(), claimFor))) return;
      app.log.info('housekeeping');
      await sweep();
    };
    app.decorate('runHousekeeping', sweep);
    const sweepInBackground = () => app.inBackground('housekeeping', claimedSweep);
    const timer = setInterval(sweepInBackground, everyHour);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
    // In the background: a slow network must not hold up the start.
    app.addHook('onReady', async () => sweepInBackground());
  },
  { name: 'housekeeping', dependencies: ['database', 'storage', 'video-storage', 'background-work'] },
);
