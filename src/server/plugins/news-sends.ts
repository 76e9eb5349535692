import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { everyMinute } from './background-work.js';
import { scheduledMailContext } from '../mail/scheduled-mail-context.js';
import { sendDueNews } from '../modules/news/news-sends.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** One round of news (notices, new contents, the weekly digest) now; resolves with how many this process sent. */
    sendDueNews(): Promise<number>;
  }
}

/**
 * Looks for news to send at start and every minute: a 予約 is sent within a minute of appearing,
 * with nothing scheduled for its moment. Every process does this; only the claims in the database
 * (see sendDueNews) make each mail and push go out once.
 */
export default fp(
  async function newsSends(app: FastifyInstance) {
    const run = async () =>
      sendDueNews({ ...(await scheduledMailContext(app)), push: app.pushContext }, app.clock.now());
    app.decorate('sendDueNews', run);

    app.repeatInBackground('news', everyMinute, run);
  },
  {
    name: 'news-sends',
    dependencies: ['database', 'mail', 'site-settings', 'background-work', 'push-reminders'],
  },
);
