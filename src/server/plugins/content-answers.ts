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

/**
 * Where the second in which `key`'s shared answer is kept begins, as ms since the epoch (`now`
 * from the app clock). Each key's seconds begin at its own offset within the clock's second
 * (0–999 ms, a hash of the key, the same in every process): with one boundary for all, every
 * answer in use came due at the same instant and their rebuilds, one after another on the one
 * thread, held every other request back (decision 37's revision). An answer is still built and
 * served within one such second, so it is never more than a second old.
 */
export function answerSecond(key: string, now: Date): number {
  // FNV-1a: cheap, and different keys' offsets spread evenly over the second.
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  const offset = (hash >>> 0) % contentAnswerMaxAgeMs;
  return Math.floor((now.getTime() - offset) / contentAnswerMaxAgeMs) * contentAnswerMaxAgeMs + offset;
}

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
