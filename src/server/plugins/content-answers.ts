import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { apiPaths } from '../../shared/api-paths.js';
import { SharedAnswers } from '../web/shared-answer.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers built from contents that every visitor shares (the home feed). */
    contentAnswers: SharedAnswers;
  }
}

/**
 * How long a shared answer is kept. View counts in it may lag by this much; a change staff make
 * through this process shows at once, through another app process within this time.
 */
export const contentAnswerMaxAgeMs = 1000;

export default fp(
  async function contentAnswers(app: FastifyInstance) {
    const answers = new SharedAnswers(contentAnswerMaxAgeMs);
    app.decorate('contentAnswers', answers);
    // Before the answer leaves: whoever saw "saved" and reloads sees the change.
    app.addHook('onSend', async (request, reply) => {
      if (request.method === 'GET' || reply.statusCode >= 400) return;
      if (request.routeOptions.url?.startsWith(apiPaths.adminContents)) answers.clear();
    });
  },
  { name: 'content-answers' },
);
