import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { apiPaths } from '#shared/api-paths.js';
import { SharedAnswers } from '../web/shared-answer.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers built from contents that every visitor shares (the home feed). */
    contentAnswers: SharedAnswers;
  }
}

/**
 * How long a shared answer (home feed, list and search pages, a content) is kept. A change staff
 * make, or a view counted, through this process shows at once (the answers showing it are
 * forgotten); through another app process within this time. The order of the popular list may
 * lag by this much after a view of a content it does not show yet.
 */
export const contentAnswerMaxAgeMs = 1000;

/** The start of the keys of one content's shared answers. */
export const detailKey = (contentId: string) => `detail:${contentId}:`;

/**
 * The contents an answer shows with their view counts (cards in the feed, lists and search, a
 * content and its related ones): the tags a counted view forgets.
 */
export function contentsShownIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) contentsShownIn(item, found);
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (typeof record.id === 'string' && typeof record.viewCount === 'number') found.add(record.id);
    for (const inner of Object.values(record)) contentsShownIn(inner, found);
  }
  return found;
}

export default fp(
  async function contentAnswers(app: FastifyInstance) {
    const answers = new SharedAnswers(contentAnswerMaxAgeMs, undefined, undefined, contentsShownIn);
    app.decorate('contentAnswers', answers);
    // Before the answer leaves: whoever saw "saved" and reloads sees the change.
    app.addHook('onSend', async (request, reply) => {
      if (request.method === 'GET' || reply.statusCode >= 400) return;
      const route = request.routeOptions.url ?? '';
      if (route.startsWith(apiPaths.adminContents) || route === apiPaths.adminSamples) answers.clear();
    });
  },
  { name: 'content-answers' },
);
