import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { apiPaths, apiRoutes } from '../../shared/api-paths.js';
import { SharedAnswers } from '../web/shared-answer.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers built from contents that every visitor shares (the home feed). */
    contentAnswers: SharedAnswers;
  }
}

/**
 * How long a shared answer (home feed, list and search pages, a content) is kept. View counts in
 * lists may lag by this much; a change staff make through this process shows at once, through
 * another app process within this time.
 */
export const contentAnswerMaxAgeMs = 1000;

/** The start of the keys of one content's shared answers. */
export const detailKey = (contentId: string) => `detail:${contentId}:`;

export default fp(
  async function contentAnswers(app: FastifyInstance) {
    const answers = new SharedAnswers(contentAnswerMaxAgeMs);
    app.decorate('contentAnswers', answers);
    // Before the answer leaves: whoever saw "saved" and reloads sees the change.
    app.addHook('onSend', async (request, reply) => {
      if (request.method === 'GET' || reply.statusCode >= 400) return;
      const route = request.routeOptions.url ?? '';
      if (route.startsWith(apiPaths.adminContents)) answers.clear();
      // Whoever counted a view sees the new count on reload; lists catch up within the second.
      if (route === apiRoutes.contentViews) answers.forget(detailKey((request.params as { id: string }).id));
    });
  },
  { name: 'content-answers' },
);
