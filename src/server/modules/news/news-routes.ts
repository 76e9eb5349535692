import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { Message } from '#shared/schemas/auth.js';
import { NewsPreferences, NewsPreferencesSaved, NewsUnsubscribeQuery } from '#shared/schemas/notices.js';
import { HttpError } from '#server/http-error.js';
import { memberId } from '../account/member-id.js';
import { readNewsPreferences, saveNewsPreferences } from './news-preference-repository.js';
import { mailOfStopToken } from './news-send-repository.js';

/** My page's news choices, and the unsubscribe link of every news mail (docs/product.md#notices-and-news). */
const newsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    apiPaths.myNews,
    {
      schema: {
        summary: "The member's news choices (all off until she turns them on)",
        tags: ['news'],
        response: { 200: NewsPreferences },
      },
      config: { access: 'member' },
    },
    async (request) => readNewsPreferences(app.db, memberId(request.visitor)),
  );

  app.put(
    apiPaths.myNews,
    {
      schema: {
        summary: 'Save her news choices: notices by mail, a push per new content, the weekly digest',
        tags: ['news'],
        body: NewsPreferences,
        response: { 200: NewsPreferencesSaved },
      },
      config: { access: 'member' },
    },
    async (request) => {
      const preferences = await saveNewsPreferences(
        app.db,
        memberId(request.visitor),
        request.body,
        app.clock.now(),
      );
      return { message: copy.news.saved, preferences };
    },
  );

  const oneClickRoutes: FastifyPluginAsyncTypebox = async (oneClick) => {
    // A mail service's one-click POST carries `List-Unsubscribe=One-Click` as a form (RFC 8058);
    // only the token in the address counts, so the body is read and set aside.
    oneClick.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, _body, done) => done(null, undefined),
    );
    oneClick.post(
      apiPaths.newsUnsubscribe,
      {
        schema: {
          summary: 'Stop the news mail the link came in (no sign-in; RFC 8058 one-click too)',
          tags: ['news'],
          querystring: NewsUnsubscribeQuery,
          response: { 200: Message, 400: Message },
        },
        config: { access: 'public', oneClickUnsubscribe: true },
      },
      async (request) => {
        const mail = await mailOfStopToken(app.db, request.query.token);
        if (!mail) throw new HttpError(400, copy.news.unsubscribe.invalid);
        const now = app.clock.now();
        if (mail.kind === 'digest')
          await saveNewsPreferences(app.db, mail.userId, { weeklyDigest: false }, now);
        else await saveNewsPreferences(app.db, mail.userId, { noticeMail: false }, now);
        return { message: copy.news.unsubscribe.done };
      },
    );
  };
  await app.register(oneClickRoutes);
};

export default newsRoutes;
