import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths, apiRoutes } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { limits } from '#shared/limits.js';
import { ContentIdParams } from '#shared/schemas/contents.js';
import {
  ContentProgress,
  ContinueWatching,
  ProgressList,
  ProgressReport,
  WatchProgress,
} from '#shared/schemas/keep-going.js';
import { normalisePosition, resumePosition } from '#shared/watch-progress.js';
import { HttpError } from '#server/http-error.js';
import { memberId } from '../account/member-id.js';
import { toContentCard } from '../contents/content-card.js';
import { findVisibleContent } from '../contents/content-visibility.js';
import { findProgress, inProgressVideos, listProgress, saveProgress } from './progress-repository.js';

/** Enough for every video a member has touched; the cards of older ones simply show no bar. */
const progressListCap = 500;
/** A beacon carries two numbers; anything bigger is not ours. */
const beaconBodyLimit = 1024;

// Continue watching (issue 12): where each member stopped in each video. Members only.
const progressRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    apiPaths.progress,
    {
      schema: {
        summary: "Where the member stopped in each video she watched, most recent first (the cards' bars)",
        tags: ['progress'],
        response: { 200: ProgressList },
      },
      config: { access: 'member' },
    },
    async (request) => ({ items: await listProgress(app.db, memberId(request.visitor), progressListCap) }),
  );

  app.get(
    apiPaths.continueWatching,
    {
      schema: {
        summary: '続きから見る: videos started and not finished, most recent first, up to 4',
        tags: ['progress'],
        response: { 200: ContinueWatching },
      },
      config: { access: 'member' },
    },
    async (request) => {
      const now = app.clock.now();
      const rows = await inProgressVideos(
        app.db,
        memberId(request.visitor),
        limits.homeSectionSize,
        app.clock.now(),
      );
      return {
        items: rows.map(({ content, progress }) => ({
          content: toContentCard(content, now, app.config.timeZone),
          progress,
        })),
      };
    },
  );

  app.get(
    apiRoutes.contentProgress,
    {
      schema: {
        summary: 'Where the member stopped in this video, and where 続きから再生 would start',
        tags: ['progress'],
        params: ContentIdParams,
        response: { 200: ContentProgress },
      },
      config: { access: 'member' },
    },
    async (request) => {
      const userId = memberId(request.visitor);
      if (!(await findVisibleContent(app.db, request.params.id, app.clock.now())))
        throw new HttpError(404, copy.detail.notFound);
      const progress = await findProgress(app.db, userId, request.params.id);
      return { progress: progress ?? null, resumeAt: progress ? resumePosition(progress) : null };
    },
  );

  // Its own scope: only here does a text/plain body (a beacon) get read, as JSON.
  const saveRoute: FastifyPluginAsyncTypebox = async (beaconScope) => {
    beaconScope.addContentTypeParser(
      'text/plain',
      { parseAs: 'string', bodyLimit: beaconBodyLimit },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(body as string));
        } catch {
          done(new HttpError(400, copy.site.invalidInput), undefined);
        }
      },
    );

    beaconScope.post(
      apiRoutes.contentProgress,
      {
        schema: {
          summary:
            'Save where the member is in a video (capped at its length; 90% marks it watched). JSON from the app, or a same-origin text/plain beacon when the page is hidden',
          tags: ['progress'],
          params: ContentIdParams,
          body: ProgressReport,
          response: { 200: WatchProgress },
        },
        config: { access: 'member', beacon: true },
      },
      async (request) => {
        const userId = memberId(request.visitor);
        const content = await findVisibleContent(app.db, request.params.id, app.clock.now());
        if (!content) throw new HttpError(404, copy.detail.notFound);
        if (content.type !== 'video') throw new HttpError(400, copy.keepGoing.notAVideo);
        return saveProgress(app.db, {
          userId,
          contentId: content.id,
          position: normalisePosition(request.body),
          now: app.clock.now(),
        });
      },
    );
  };
  await app.register(saveRoute);
};

export default progressRoutes;
