import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { copy } from '#shared/copy.js';
import { badAddressPage } from './web/bad-address-page.js';
import { compressOptions } from './web/compression.js';
import { wantsWebPage } from './web/wants-web-page.js';
import { defaultTimeouts, japaneseClientErrors, type Timeouts } from './client-errors.js';
import { systemClock, type Clock } from './clock.js';
import type { Config } from './config.js';
import { loggerOptions, OneLinePerRequest } from './logger.js';
import { fetchImageOverHttp, type FetchImage } from './images/youtube-thumbnails.js';
import type { Mailer } from './mail/mailer.js';
import accountRoutes from './modules/account/account-routes.js';
import activityRoutes from './modules/activity/activity-routes.js';
import adminRoutes from './modules/admin-routes.js';
import emailChangeRoutes from './modules/account/email-change-routes.js';
import leavingRoutes from './modules/account/leaving-routes.js';
import commentRoutes from './modules/comments/comment-routes.js';
import contentRoutes from './modules/contents/content-routes.js';
import favoriteRoutes from './modules/favorites/favorite-routes.js';
import historyRoutes from './modules/history/history-routes.js';
import liveRoutes from './modules/live/live-routes.js';
import progressRoutes from './modules/progress/progress-routes.js';
import programRoutes from './modules/programs/program-routes.js';
import settingsRoutes from './modules/settings/settings-routes.js';
import uploadRoutes from './modules/uploads/upload-routes.js';
import authRoutes from './modules/auth/auth-routes.js';
import registerRoutes from './modules/auth/register-routes.js';
import healthRoutes from './modules/health/health-routes.js';
import legalRoutes from './modules/legal/legal-routes.js';
import newsRoutes from './modules/news/news-routes.js';
import videoPlaybackRoutes from './modules/videos/video-playback-routes.js';
import noticeRoutes from './modules/notices/notice-routes.js';
import passwordResetRoutes from './modules/password-reset/password-reset-routes.js';
import setupRoutes from './modules/setup/setup-routes.js';
import staffInvitationRoutes from './modules/staff/staff-invitation-routes.js';
import appContext from './plugins/app-context.js';
import backgroundWork from './plugins/background-work.js';
import contentAnswers from './plugins/content-answers.js';
import csrf from './plugins/csrf.js';
import dailyBackup from './plugins/daily-backup.js';
import database from './plugins/database.js';
import errorHandler from './plugins/error-handler.js';
import fairTurns from './plugins/fair-turns.js';
import formChecks from './plugins/form-checks.js';
import gracefulClose from './plugins/graceful-close.js';
import housekeeping from './plugins/housekeeping.js';
import legalPages from './plugins/legal-pages.js';
import liveReminders from './plugins/live-reminders.js';
import pushReminders from './plugins/push-reminders.js';
import newsSends from './plugins/news-sends.js';
import type { PushTransport } from './modules/push/push-reminders.js';
import pushRoutes from './modules/push/push-routes.js';
import mail from './plugins/mail.js';
import openapi from './plugins/openapi.js';
import rateLimits from './plugins/rate-limits.js';
import routeAccess from './plugins/route-access.js';
import securityHeaders, { securityHeadersFor } from './plugins/security-headers.js';
import session from './plugins/session.js';
import siteSettings from './plugins/site-settings.js';
import storage from './plugins/storage.js';
import videoStorage from './plugins/video-storage.js';
import videoConversion from './plugins/video-conversion.js';
import type { Storage } from './storage/storage.js';
import { acceptOnlyValidJsonText, serializerFactory, validatorCompiler } from './validation.js';
import webApp from './plugins/web-app.js';

export type AppOptions = {
  config: Config;
  clock?: Clock;
  /** Write the sample contents into an empty database (on for real starts, off in most tests). */
  seedSamples?: boolean;
  /** The built web app; defaults to dist/web beside the compiled server. */
  webRoot?: string;
  /** Tests catch mail here instead of the outbox. */
  mailer?: Mailer;
  /** Defaults to the driver STORAGE_DRIVER names. */
  storage?: Storage;
  /** Tests stand in for YouTube here; the real one fetches over HTTPS. */
  fetchImage?: FetchImage;
  /** Tests route Web Push to a stand-in push service here; the real one posts over HTTPS. */
  pushTransport?: PushTransport;
};

export type BuildOptions = AppOptions & { logger?: boolean; timeouts?: Timeouts };

const defaultWebRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web');

/** The whole application as one plugin: settings, database, error handling, routes, web app. */
export const appPlugin: FastifyPluginAsync<AppOptions> = async (app, options) => {
  // First: a request waiting for its turn has not yet read its session or anything else.
  await app.register(fairTurns);
  await app.register(appContext, {
    config: options.config,
    clock: options.clock ?? systemClock,
    fetchImage: options.fetchImage ?? fetchImageOverHttp,
  });
  await app.register(errorHandler);
  await app.register(gracefulClose);
  await app.register(backgroundWork);
  await app.register(securityHeaders);
  await app.register(compress, compressOptions);
  await app.register(database, { seedSamples: options.seedSamples ?? false });
  await app.register(session);
  await app.register(csrf);
  await app.register(routeAccess);
  await app.register(rateLimits);
  await app.register(formChecks);
  await app.register(storage, options.storage ? { storage: options.storage } : {});
  await app.register(videoStorage);
  await app.register(siteSettings);
  await app.register(legalPages);
  await app.register(mail, options.mailer ? { mailer: options.mailer } : {});
  await app.register(contentAnswers);
  await app.register(housekeeping);
  await app.register(dailyBackup);
  await app.register(liveReminders);
  await app.register(pushReminders, options.pushTransport ? { transport: options.pushTransport } : {});
  await app.register(newsSends);
  await app.register(videoConversion);
  await app.register(openapi);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(registerRoutes);
  await app.register(passwordResetRoutes);
  await app.register(setupRoutes);
  await app.register(contentRoutes);
  await app.register(favoriteRoutes);
  await app.register(historyRoutes);
  await app.register(progressRoutes);
  await app.register(activityRoutes);
  await app.register(accountRoutes);
  await app.register(leavingRoutes);
  await app.register(emailChangeRoutes);
  await app.register(uploadRoutes);
  await app.register(settingsRoutes);
  await app.register(liveRoutes);
  await app.register(programRoutes);
  await app.register(pushRoutes);
  await app.register(legalRoutes);
  await app.register(commentRoutes);
  await app.register(staffInvitationRoutes);
  await app.register(noticeRoutes);
  await app.register(newsRoutes);
  await app.register(videoPlaybackRoutes);
  // Every staff route, from each feature's module: staff only (some オーナー only), under /api/admin.
  await app.register(adminRoutes);

  await app.register(webApp, { root: options.webRoot ?? defaultWebRoot });
};

/** Builds a ready app without listening: server.ts listens, tests use inject(). */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const timeouts = options.timeouts ?? defaultTimeouts;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(options.config.logLevel),
    logController: new OneLinePerRequest(),
    trustProxy: options.config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    http: {
      headersTimeout: timeouts.headersMs,
      // How often Node looks for requests past their time; its default of 30 s would let one
      // overstay by that much.
      connectionsCheckingInterval: Math.min(1000, timeouts.headersMs),
    },
    clientErrorHandler: japaneseClientErrors(options.config.publicUrl),
    // Requests already running finish on close; idle keep-alive sockets are dropped.
    forceCloseConnections: 'idle',
    // Response writers made at a route's first answer, not at start (validation.ts).
    schemaController: { compilersFactory: { buildSerializer: serializerFactory } },
    // A malformed address (bad percent-encoding) gets our Japanese answer, not Fastify's English one:
    // a page for a browser opening it, JSON for the API. It is answered before any route or hook
    // runs, so it gets the security headers here.
    frameworkErrors: (_error, request, reply) => {
      const answer = (reply as FastifyReply)
        .status(400)
        .headers(securityHeadersFor(options.config.publicUrl));
      if (wantsWebPage(request)) {
        void answer.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(badAddressPage);
      } else {
        void answer.send({ message: copy.site.invalidInput });
      }
    },
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler());
  acceptOnlyValidJsonText(app);
  // Unwrapped so tests and server.ts see the decorators (db, config, clock) on the instance.
  await app.register(fp(appPlugin), options);
  await app.ready();
  return app;
}
