import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { convertClaimedVideo, type ConversionContext } from '../modules/videos/video-conversion.js';
import { findVideoTools } from '../modules/videos/video-conversion-tools.js';
import { claimNextVideo, releaseVideo } from '../modules/videos/video-jobs.js';

declare module 'fastify' {
  interface FastifyInstance {
    videoConversion: {
      /** ffmpeg and ffprobe were found: this process can convert. */
      readonly available: boolean;
      /**
       * Converts waiting videos one after another until none is left; resolves with how many this
       * process took. A call while a run is going joins it: one conversion at a time per process.
       */
      convertWaiting(): Promise<number>;
    };
  }
}

/** Renewed every quarter: a process killed mid-conversion holds its video a minute at most. */
const leaseMs = 60_000;
const lookEveryMs = 5_000;

export type VideoConversionOptions = { loop?: boolean };

/**
 * Hosted-video conversion (docs/product.md#hosted-videos-conversion). With VIDEO_WORKER=in-process (the
 * default) this app looks for waiting videos at start and every 5 s; `npm run worker` runs the
 * same loop in a process of its own, and VIDEO_WORKER=off leaves a web process without it.
 */
export default fp<VideoConversionOptions>(
  async function videoConversion(app: FastifyInstance, options) {
    const settings = app.config.video;
    const tools = findVideoTools(settings);
    const shutdown = new AbortController();
    const context: ConversionContext | null = tools && {
      db: app.db,
      storage: app.videoStorage,
      clock: app.clock,
      log: app.log,
      tools,
      threads: settings.threads,
      preset: settings.preset,
      workDir: path.join(app.config.dataDir, 'video-work'),
      workerId: `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
      leaseMs,
    };
    let running: Promise<number> | null = null;
    const convertAll = async (work: ConversionContext) => {
      let taken = 0;
      while (!shutdown.signal.aborted) {
        const claimed = await claimNextVideo(app.db, work.workerId, app.clock.now(), leaseMs);
        if (!claimed) break;
        taken += 1;
        try {
          const outcome = await convertClaimedVideo(work, claimed, shutdown.signal);
          app.log.info({ videoId: claimed.id, attempt: claimed.attempt, outcome }, 'video conversion');
          // A ready video shows its content: at once here, like a staff change made through this
          // process. (Its own commit does not move SQLite's data_version, which only tells of other
          // connections' commits, so without this a category's kept newest could lag a second more.)
          // The worker process (`npm run worker`) serves no pages and keeps no answers.
          if (app.hasDecorator('contentAnswers')) app.contentAnswers.clear();
        } catch (error) {
          // Storage or database trouble mid-way: counted like a crash, tried again up to 3 times.
          app.log.error({ err: error, videoId: claimed.id }, 'video conversion failed');
          await releaseVideo(app.db, claimed.id, work.workerId, app.clock.now(), {
            countAttempt: true,
            attempt: claimed.attempt,
          });
        }
      }
      return taken;
    };
    const convertWaiting = () => {
      if (!context) return Promise.resolve(0);
      running ??= convertAll(context).finally(() => (running = null));
      return running;
    };
    app.decorate('videoConversion', {
      available: tools !== null,
      convertWaiting,
    });
    if (!tools) {
      app.log.warn('ffmpeg / ffprobe not found: uploaded videos wait until FFMPEG_PATH is set (README)');
      return;
    }
    // Stops ffmpeg before the database closes; the video goes back to waiting for the next start.
    app.addHook('preClose', async () => shutdown.abort());
    if (options.loop ?? settings.worker === 'in-process') {
      app.repeatInBackground('video conversion', lookEveryMs, convertWaiting);
    }
  },
  {
    name: 'video-conversion',
    dependencies: ['app-context', 'database', 'video-storage', 'background-work'],
  },
);
