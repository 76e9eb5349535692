import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { everyMinute } from './background-work.js';
import { ensureVapidKeys, type VapidKeys } from '../modules/push/push-key-repository.js';
import {
  pushOverHttps,
  sendDuePushReminders,
  type PushContext,
  type PushTransport,
} from '../modules/push/push-reminders.js';
import { pushToMember, type PushMessage } from '../modules/push/push-to-member.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This install's VAPID keys (the private one never leaves the server). */
    pushKeys: VapidKeys;
    /** One round of live-lesson push reminders now; resolves with how many this process sent. */
    sendDuePushReminders(): Promise<number>;
    /** What any sender of pushes needs (keys, transport, allowed hosts), for the news too. */
    pushContext: PushContext;
    /** One message to every device of one member (claimed by the caller); resolves with how many went. */
    pushToMember(userId: string, message: PushMessage): Promise<number>;
  }
}

export type PushRemindersOptions = { transport?: PushTransport };

/**
 * Makes the VAPID keys at the first start, then looks for push reminders to send at start and
 * every minute. Every process does this; only the claim in the database makes each go out once.
 */
export default fp<PushRemindersOptions>(
  async function pushReminders(app: FastifyInstance, options) {
    const keys = await ensureVapidKeys(app.db, app.clock.now());
    app.decorate('pushKeys', keys);
    const { publicUrl, mailFrom, timeZone } = app.config;
    const subject = publicUrl.startsWith('https://') ? publicUrl : `mailto:${mailFrom}`;
    const context: PushContext = {
      db: app.db,
      keys,
      subject,
      timeZone,
      log: app.log,
      transport: options.transport ?? pushOverHttps,
      allowedHosts: app.config.pushServiceHosts,
    };
    app.decorate('pushContext', context);
    const run = () => sendDuePushReminders(context, app.clock.now());
    app.decorate('sendDuePushReminders', run);
    app.decorate('pushToMember', (userId: string, message: PushMessage) =>
      pushToMember(context, userId, message),
    );

    app.repeatInBackground('push reminders', everyMinute, run);
  },
  { name: 'push-reminders', dependencies: ['database', 'background-work'] },
);
