import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendDueLiveReminders } from '../modules/live/live-reminders.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** One round of live-lesson reminders now; resolves with how many mails this process sent. */
    sendDueLiveReminders(): Promise<number>;
  }
}

const everyMinute = 60_000;

/**
 * Looks for live-lesson reminders to send at start and every minute. Every process does this;
 * only the claim in the database (see sendDueLiveReminders) makes each mail go out once.
 */
export default fp(
  async function liveReminders(app: FastifyInstance) {
    const run = async () =>
      sendDueLiveReminders(
        {
          db: app.db,
          mailer: app.mailer,
          timeZone: app.config.timeZone,
          publicUrl: app.config.publicUrl,
          siteName: (await app.siteSettings.get()).siteName,
          log: app.log,
        },
        app.clock.now(),
      );
    app.decorate('sendDueLiveReminders', run);

    let running = false;
    const tick = () => {
      // A slow round (a slow mail server) is not overtaken by the next one.
      if (running) return;
      running = true;
      app.inBackground('live reminders', () => run().finally(() => (running = false)));
    };
    const timer = setInterval(tick, everyMinute);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
    app.addHook('onReady', async () => tick());
  },
  { name: 'live-reminders', dependencies: ['database', 'mail', 'site-settings', 'background-work'] },
);
