import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { csrfHeader } from '#shared/csrf.js';
import { copy } from '#shared/copy.js';
import { HttpError } from '../http-error.js';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route also takes navigator.sendBeacon, which cannot add our header: a text/plain body
     * whose Origin is ours and which the browser itself says comes from our own pages.
     */
    beacon?: boolean;
    /**
     * RFC 8058 one-click unsubscribe: a mail service POSTs to the address in the mail's
     * List-Unsubscribe header, without our header. The secret token in the address is the key, and
     * all such a POST can do is stop that mail; an Origin, when sent, must still be ours.
     */
    oneClickUnsubscribe?: boolean;
  }
}

/**
 * A beacon from one of our own pages. Browsers set Origin and Sec-Fetch-Site themselves and no
 * page can forge them; Origin is required (every browser sends it on a POST), Sec-Fetch-Site is
 * checked when sent (older Safari does not), so a sibling site on the same domain is refused too.
 */
function isOwnBeacon(request: FastifyRequest, ownOrigins: readonly string[]): boolean {
  const contentType = request.headers['content-type'] ?? '';
  const fetchSite = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  return (
    request.routeOptions.config.beacon === true &&
    request.method === 'POST' &&
    /^text\/plain\s*(;|$)/i.test(contentType) &&
    origin !== undefined &&
    ownOrigins.includes(origin) &&
    (fetchSite === undefined || fetchSite === 'same-origin')
  );
}

/**
 * Refuses state-changing API requests that a page on another site could have sent:
 * they must carry our custom header, and an Origin header, when present, must be ours.
 */
export default fp(
  async function csrf(app: FastifyInstance) {
    const publicOrigin = new URL(app.config.publicUrl).origin;
    // Browsers send text/plain bodies cross-site without a preflight; only a beacon route reads one,
    // in its own scope, after the checks below.
    app.removeContentTypeParser('text/plain');
    app.addHook('onRequest', async (request) => {
      // The matched route, not the raw URL: /%61pi/… reaches the same route as /api/….
      const route = request.routeOptions.url ?? '';
      if (safeMethods.has(request.method) || !route.startsWith('/api/')) return;
      const ownOrigins = [publicOrigin, `${request.protocol}://${request.host}`];
      const exempt =
        isOwnBeacon(request, ownOrigins) ||
        (request.routeOptions.config.oneClickUnsubscribe === true && request.method === 'POST');
      if (request.headers[csrfHeader.name] !== csrfHeader.value && !exempt) {
        throw new HttpError(403, copy.site.forbiddenRequest);
      }
      const origin = request.headers.origin;
      if (origin && !ownOrigins.includes(origin)) {
        throw new HttpError(403, copy.site.forbiddenRequest);
      }
    });
  },
  { name: 'csrf', dependencies: ['app-context'] },
);
