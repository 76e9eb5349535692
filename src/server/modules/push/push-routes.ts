import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths } from '#shared/api-paths.js';
import { pushSubscriptionProblem } from '#shared/checks/push-subscription-checks.js';
import { copy } from '#shared/copy.js';
import { Message } from '#shared/schemas/auth.js';
import { fieldErrorResponse } from '#shared/schemas/error.js';
import {
  PushPublicKey,
  PushSubscriptionInput,
  PushSubscriptionRemoval,
  PushSubscriptionState,
} from '#shared/schemas/push.js';
import { HttpError } from '#server/http-error.js';
import { attemptLimits } from '../attempts/attempt-limits.js';
import { memberId } from '../account/member-id.js';
import { deleteSubscription, hasSubscription, saveSubscription } from './push-subscription-repository.js';

/**
 * ライブの前にスマホに通知する: members only (a device belongs to an account, so logout can end
 * it); guests have nothing to tie a device to.
 */
const pushRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    apiPaths.pushPublicKey,
    {
      schema: {
        summary: "This site's VAPID public key, for PushManager.subscribe",
        tags: ['push'],
        response: { 200: PushPublicKey },
      },
      config: { access: 'member' },
    },
    async () => ({ publicKey: app.pushKeys.publicKey }),
  );

  app.get(
    apiPaths.myPushSubscription,
    {
      schema: {
        summary: 'Whether this device (its endpoint) gets live-lesson push reminders',
        tags: ['push'],
        querystring: PushSubscriptionRemoval,
        response: { 200: PushSubscriptionState },
      },
      config: { access: 'member' },
    },
    async (request) => {
      return { subscribed: await hasSubscription(app.db, memberId(request.visitor), request.query.endpoint) };
    },
  );

  app.post(
    apiPaths.myPushSubscription,
    {
      schema: {
        summary: 'Turn on live-lesson push reminders for this device',
        tags: ['push'],
        body: PushSubscriptionInput,
        response: { 200: Message, 400: fieldErrorResponse(['endpoint', 'keys']), 409: Message },
      },
      config: { access: 'member' },
      preHandler: app.attemptLimits('push-subscribe', attemptLimits.pushSubscribe),
    },
    async (request) => {
      const userId = memberId(request.visitor);
      const problem = pushSubscriptionProblem(request.body, app.config.pushServiceHosts);
      if (problem) throw new HttpError(400, problem.message, { field: problem.field });
      const { endpoint, keys } = request.body;
      const saved = await saveSubscription(
        app.db,
        { userId, endpoint, p256dh: keys.p256dh, auth: keys.auth },
        app.clock.now(),
      );
      if (!saved) throw new HttpError(409, copy.pwa.pushDeviceTaken);
      return { message: copy.pwa.pushSaved };
    },
  );

  app.delete(
    apiPaths.myPushSubscription,
    {
      schema: {
        summary: 'Turn off push reminders for this device (also sent at logout)',
        tags: ['push'],
        body: PushSubscriptionRemoval,
        response: { 200: Message },
      },
      config: { access: 'member' },
    },
    async (request) => {
      await deleteSubscription(app.db, memberId(request.visitor), request.body.endpoint);
      return { message: copy.pwa.pushRemoved };
    },
  );
};

export default pushRoutes;
