import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { everyMinute } from './background-work.js';
import { scheduledMailContext } from '../mail/scheduled-mail-context.js';
import { sendDueLiveReminders } from '../modules/live/live-reminders.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** One round of live-lesson reminders now; resolves with how many mails this process sent. */
    sendDueLiveReminders(): Promise<number>;
  }
}

/**
 * Looks for live-lesson reminders to send at start and every minute. Every process does this;
 * only the claim in the database (see sendDueLiveReminders) makes each mail go out once.
 */
export default fp(
  async function liveReminders(app: FastifyInstance) {
    const run = async () => sendDueLiveReminders(await scheduledMailContext(app), app.clock.now());
    app.decorate('sendDueLiveReminders', run);

    app.repeatInBackground('live reminders', everyMinute, run);
  },
  { name: 'live-reminders', dependencies: ['database', 'mail', 'site-settings', 'background-work'] },
);
