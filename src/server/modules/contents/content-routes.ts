import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths, apiRoutes } from '../../../shared/api-paths.js';
import { copy } from '../../../shared/copy.js';
import { limits } from '../../../shared/limits.js';
import {
  ContentDetail,
  ContentIdParams,
  ContentListQuery,
  ContentPage,
  ContentSearchQuery,
  HomeFeed,
  ViewRecorded,
} from '../../../shared/schemas/contents.js';
import { HttpError } from '../../http-error.js';
import { isFavorite } from '../favorites/favorite-repository.js';
import { attemptLimits } from '../auth/attempt-limits.js';
import { recordHistory } from '../history/history-repository.js';
import { toContentCard } from './content-card.js';
import {
  findContentById,
  listContents,
  relatedContents,
  searchContents,
  type ContentListQuery as ListQuery,
  type ContentRow,
} from './content-repository.js';
import { countView } from './view-count-repository.js';

const pageSize = 20;

const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cards = (rows: ContentRow[]) => {
    const now = app.clock.now();
    return rows.map((row) => toContentCard(row, now, app.config.timeZone));
  };

  /** One page, asking for one row more than shown to know whether another page follows. */
  const page = (rows: ContentRow[], offset: number, size: number) => ({
    items: cards(rows.slice(0, size)),
    nextOffset: rows.length > size ? offset + size : null,
  });

  app.get(
    apiPaths.feed,
    {
      schema: {
        summary: 'Home feed: newest, featured and most viewed, four each',
        tags: ['contents'],
        response: { 200: HomeFeed },
      },
      config: { access: 'visitor' },
    },
    async () => {
      const size = limits.homeSectionSize;
      const [newest, featured, popular] = await Promise.all([
        listContents(app.db, { order: 'newest', limit: size }),
        listContents(app.db, { order: 'newest', featuredOnly: true, limit: size }),
        listContents(app.db, { order: 'popular', limit: size }),
      ]);
      return { new: cards(newest), featured: cards(featured), popular: cards(popular) };
    },
  );

  app.get(
    apiPaths.contents,
    {
      schema: {
        summary: 'A list: new (the 20 most recent), featured, or popular (by views), optionally one category',
        tags: ['contents'],
        querystring: ContentListQuery,
        response: { 200: ContentPage },
      },
      config: { access: 'visitor' },
    },
    async (request) => {
      const { list, category, archive } = request.query;
      const offset = request.query.offset ?? 0;
      // The new list is the 20 most recent and no more (docs/product.md#limits).
      const size = list === 'new' ? Math.max(0, Math.min(pageSize, limits.newListMax - offset)) : pageSize;
      const query: ListQuery = {
        order: list === 'popular' ? 'popular' : 'newest',
        category,
        featuredOnly: list === 'featured',
        liveArchiveOnly: archive === 'live',
        limit: size + 1,
        offset,
      };
      const rows = size === 0 ? [] : await listContents(app.db, query);
      const result = page(rows, offset, size);
      if (list === 'new' && offset + size >= limits.newListMax) result.nextOffset = null;
      return result;
    },
  );

  app.get(
    apiPaths.contentSearch,
    {
      schema: {
        summary: 'Contents whose title or description contains the words (parts of words match)',
        tags: ['contents'],
        querystring: ContentSearchQuery,
        response: { 200: ContentPage },
      },
      config: { access: 'visitor' },
    },
    async (request) => {
      const offset = request.query.offset ?? 0;
      const rows = await searchContents(app.db, request.query.q, pageSize + 1, offset);
      return page(rows, offset, pageSize);
    },
  );

  app.get(
    apiRoutes.content,
    {
      schema: {
        summary: 'One content with up to two related contents of its category',
        tags: ['contents'],
        params: ContentIdParams,
        response: { 200: ContentDetail },
      },
      config: { access: 'visitor' },
    },
    async (request) => {
      const row = await findContentById(app.db, request.params.id);
      if (!row) throw new HttpError(404, copy.detail.notFound);
      const { visitor } = request;
      const [related, favorite] = await Promise.all([
        relatedContents(app.db, row, limits.relatedContents),
        visitor.kind === 'member' ? isFavorite(app.db, visitor.user.id, row.id) : Promise.resolve(null),
      ]);
      return {
        ...cards([row])[0]!,
        videoUrl: row.type === 'video' ? row.videoUrl : null,
        body: row.type === 'article' ? row.body : null,
        isFavorite: favorite,
        related: cards(related),
      };
    },
  );

  app.post(
    apiRoutes.contentViews,
    {
      schema: {
        summary:
          "Count a view (guests too), once per session and content in 30 minutes; a member's view also goes to the front of her history",
        tags: ['contents'],
        params: ContentIdParams,
        response: { 200: ViewRecorded },
      },
      config: { access: 'visitor' },
      preHandler: app.attemptLimits('views', attemptLimits.views),
    },
    async (request) => {
      const now = app.clock.now();
      const { visitor } = request;
      const viewCount = await countView(app.db, {
        // 'visitor' access: a guest or member session is there.
        sessionId: visitor.sessionId!,
        contentId: request.params.id,
        now,
        timeZone: app.config.timeZone,
      });
      if (viewCount === undefined) throw new HttpError(404, copy.detail.notFound);
      const userId = visitor.kind === 'member' ? visitor.user.id : null;
      if (userId) await recordHistory(app.db, userId, request.params.id, now);
      return { viewCount };
    },
  );
};

export default contentRoutes;
