import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiPaths, apiRoutes } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { limits } from '#shared/limits.js';
import {
  ContentDetail,
  ContentIdParams,
  ContentListQuery,
  ContentPage,
  ContentSearchPage,
  ContentSearchQuery,
  HomeFeed,
  ViewRecorded,
} from '#shared/schemas/contents.js';
import { categories } from '#shared/categories.js';
import { searchFields, searchProblem } from '#shared/checks/search-checks.js';
import { fieldErrorResponse } from '#shared/schemas/error.js';
import { businessDay } from '#server/business-day.js';
import { searchWords } from '#server/db/search-fold.js';
import { HttpError, inputError } from '#server/http-error.js';
import { answerSecond, detailKey } from '#server/plugins/content-answers.js';
import { attemptLimits } from '../attempts/attempt-limits.js';
import { toContentCard } from './content-card.js';
import type { KeepRelated } from './content-category-newest.js';
import { readContentDetail, type ContentDetailRead } from './content-detail-repository.js';
import { listContents, type ContentListQuery as ListQuery } from './content-list-repository.js';
import { isFavorite, type CardRow } from './content-repository.js';
import { searchContents, wordsThatFind } from './content-search-repository.js';
import { visibleAt } from './content-visibility.js';
import { hostedVideoFrom } from './hosted-videos.js';
import { decodeCursor, encodeCursor, keyOf, type ListKey, type SearchKey } from './list-cursor.js';
import { countView } from './view-count-repository.js';

const pageSize = 20;

const contentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cards = (rows: CardRow[], now = app.clock.now()) =>
    rows.map((row) => toContentCard(row, now, app.config.timeZone));

  /** One page, read with one row more than shown to know whether another page follows. */
  const page = (rows: (CardRow & { rank?: number })[], order: ListKey['order'], size: number) => {
    const shown = rows.slice(0, size);
    const last = shown.at(-1);
    return {
      items: cards(shown),
      nextCursor: rows.length > size && last ? encodeCursor(keyOf(order, last)) : null,
    };
  };

  /** Where `key`'s answer is kept at `now`: with its business day and the second it is in. */
  const keptAt = (key: string, now: Date) => {
    const second = answerSecond(key, now);
    return { second, key: `${key}:${businessDay(now, app.config.timeZone)}:${second}` };
  };

  /**
   * An answer every visitor shares, built at most once a second (and again at once after staff
   * change contents or someone views the content): the business day is part of the key, since
   * the 新着 badges follow it. So is the key's own second (answerSecond: each key's begins at
   * its own offset, so that the answers in use do not all come due together): the answer shows
   * what was visible at the whole second it was built in (visibleAt, and publishing times are
   * whole seconds) and is not served after its key's second, so a scheduled content shows within
   * a second of its time and never before (content-visibility.ts).
   */
  const sharedAnswer = (
    key: string,
    // `second`: when the answer's second began, and now (ms): what was read since may build it.
    build: (at: string, second: { secondBegan: number; now: number }) => Promise<unknown>,
  ) => {
    const now = app.clock.now();
    const kept = keptAt(key, now);
    return app.contentAnswers.get(kept.key, () =>
      build(visibleAt(now), { secondBegan: kept.second, now: now.getTime() }),
    );
  };
  const shared = async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    build: Parameters<typeof sharedAnswer>[1],
  ) => (await sharedAnswer(key, build)).send(request, reply);

  /** Every spelling of the same words (すとれっち, ストレッチ, ｽﾄﾚｯﾁ) is one search. */
  const searchKey = (q: string, cursor?: string) => `search:${searchWords(q).join(' ')}:${cursor ?? ''}`;

  /** A page of search results; its tags are the contents it shows, none when nothing was found. */
  const searchPage = (q: string, cursor: string | undefined, after: SearchKey | null) =>
    sharedAnswer(searchKey(q, cursor), async (at) =>
      page(await searchContents(app.db, q, pageSize + 1, at, after), 'search', pageSize),
    );

  /**
   * The answer already built for `key` in its current second, when that second began at
   * `notBefore` or later: what an answer built from it shows is then no older than its own second.
   */
  const keptAnswer = (key: string, notBefore: number) => {
    const kept = keptAt(key, app.clock.now());
    return kept.second < notBefore ? null : app.contentAnswers.peek(kept.key);
  };

  /** The position a cursor names; a cursor that is not one of ours for this list is refused. */
  const positionAfter = <Order extends ListKey['order']>(cursor: string | undefined, order: Order) => {
    if (cursor === undefined) return null;
    const key = decodeCursor(cursor, order);
    if (!key) throw new HttpError(400, copy.site.invalidInput);
    return key as Extract<ListKey, { order: Order }>;
  };

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
    async (request, reply) =>
      shared(request, reply, 'feed', async (at) => {
        const size = limits.homeSectionSize;
        const [newest, featured, popular] = await Promise.all([
          listContents(app.db, { order: 'newest', visibleAt: at, limit: size }),
          listContents(app.db, { order: 'newest', visibleAt: at, featuredOnly: true, limit: size }),
          listContents(app.db, { order: 'popular', visibleAt: at, limit: size }),
        ]);
        return { new: cards(newest), featured: cards(featured), popular: cards(popular) };
      }),
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
    async (request, reply) => {
      const { list, category, archive, cursor } = request.query;
      const order = list === 'popular' ? 'popular' : 'newest';
      const after = positionAfter(cursor, order);
      // The new list is the 20 most recent and no more (docs/product.md#limits): one page, never a second.
      if (list === 'new' && after) return { items: [], nextCursor: null };
      const size = list === 'new' ? Math.min(pageSize, limits.newListMax) : pageSize;
      const query = (at: string): ListQuery => ({
        order,
        visibleAt: at,
        category,
        featuredOnly: list === 'featured',
        liveArchiveOnly: archive === 'live',
        limit: list === 'new' ? size : size + 1,
        after,
      });
      const key = `list:${list}:${category ?? ''}:${archive ?? ''}:${cursor ?? ''}`;
      return shared(request, reply, key, async (at) =>
        page(await listContents(app.db, query(at)), order, size),
      );
    },
  );

  app.get(
    apiPaths.contentSearch,
    {
      schema: {
        summary:
          'Contents whose title, description or article text contains the words (parts of words match, kana folded), title matches first; when nothing matches, what to try',
        tags: ['contents'],
        querystring: ContentSearchQuery,
        response: { 200: ContentSearchPage, 400: fieldErrorResponse(searchFields) },
      },
      config: { access: 'visitor' },
    },
    async (request, reply) => {
      const { q, cursor } = request.query;
      const problem = searchProblem(q);
      if (problem) throw inputError(problem);
      const after = positionAfter(cursor, 'search');
      const found = await searchPage(q, cursor, after);
      if (found.tags.size > 0 || after) return found.send(request, reply);
      // Nothing found: the suggestions name shorter words as she typed them (widths folded), so
      // each spelling has an answer of its own. A shorter word someone searched in this second is
      // known from its page; the others are searched for one content each.
      const typed = q.normalize('NFKC').trim().split(/\s+/).join(' ');
      return shared(request, reply, `search-none:${typed}`, async (at, { secondBegan }) => {
        const known = (word: string) => {
          const kept = keptAnswer(searchKey(word), secondBegan);
          return kept ? kept.tags.size > 0 : null;
        };
        const words = await wordsThatFind(app.db, q, at, known);
        const message = copy.member.searchSuggestion(words.length > 0);
        return { items: [], nextCursor: null, suggestions: { message, words, categories: [...categories] } };
      });
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
    async (request, reply) => {
      const { id } = request.params;
      const { visitor } = request;
      // Her own favorite mark is the one part that differs between members: one shared answer
      // for each of null (guests), true and false.
      const favorite = visitor.kind === 'member' ? await isFavorite(app.db, visitor.user.id, id) : null;
      const detail = ({ content, readyVideo, related }: ContentDetailRead) => ({
        ...cards([content])[0]!,
        // '' for a content that plays an uploaded video (see hosted-videos.ts): no YouTube address.
        videoUrl: content.type === 'video' ? content.videoUrl || null : null,
        // Members get it once ready (the content is hidden before); a staff preview shows null meanwhile.
        hostedVideo: content.type === 'video' && readyVideo ? hostedVideoFrom(readyVideo) : null,
        body: content.type === 'article' ? content.body : null,
        isFavorite: favorite,
        related: cards(related),
      });
      // The category's newest may be kept for the second while nothing it shows changed. When the
      // request arrived (Fastify's own start, or now without a request log): on SQLite the session
      // check since then has read whether another process committed, and that reading serves. On
      // PostgreSQL, the shared answer's second decides (KeepRelated.answer).
      const keep = { answers: app.contentAnswers, askedAt: performance.now() - reply.elapsedTime };
      const read = (at: string, answer?: KeepRelated['answer']) =>
        readContentDetail(app.db, id, at, limits.relatedContents, { ...keep, answer });
      // Staff preview a draft or scheduled content on its member page, unshared and marked.
      if (visitor.kind === 'member' && visitor.user.staffRole !== null) {
        const found = await read(visibleAt(app.clock.now()));
        if (found && !found.visible) {
          const preview = { status: found.content.status, publishedAt: found.content.publishedAt };
          return reply.header('cache-control', 'no-store').send({ ...detail(found), preview });
        }
      }
      return shared(request, reply, `${detailKey(id)}${String(favorite)}`, async (at, second) => {
        const found = await read(at, second);
        // A draft, a scheduled content before its time, or one whose video is not ready yet, is as
        // missing as a deleted one.
        if (!found?.visible) throw new HttpError(404, copy.detail.notFound);
        return detail(found);
      });
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
      const { visitor } = request;
      const recorded = await countView(app.db, {
        // 'visitor' access: a guest or member session is there.
        sessionId: visitor.sessionId!,
        contentId: request.params.id,
        userId: visitor.kind === 'member' ? visitor.user.id : null,
        now: app.clock.now(),
        timeZone: app.config.timeZone,
      });
      if (recorded === undefined) throw new HttpError(404, copy.detail.notFound);
      // Before the answer leaves: the list she goes back to, and anyone's next look, show the count.
      if (recorded.counted) app.contentAnswers.forgetTagged(request.params.id);
      return { viewCount: recorded.viewCount };
    },
  );
};

export default contentRoutes;
