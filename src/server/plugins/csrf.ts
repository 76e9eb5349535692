import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { csrfHeader } from '../../shared/csrf.js';
import { copy } from '../../shared/copy.js';
import { HttpError } from '../http-error.js';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API requests that a page on another site could have sent:
 * they must carry our custom header, and an Origin header, when present, must be ours.
 */
export default fp(
  async function csrf(app: FastifyInstance) {
    const publicOrigin = new URL(app.config.publicUrl).origin;
    // Browsers send text/plain bodies cross-site without a preflight; no route of ours reads one.
    app.removeContentTypeParser('text/plain');
    app.addHook('onRequest', async (request) => {
      // The matched route, not the raw URL: /%61pi/… reaches the same route as /api/….
      const route = request.routeOptions.url ?? '';
      if (safeMethods.has(request.method) || !route.startsWith('/api/')) return;
      if (request.headers[csrfHeader.name] !== csrfHeader.value) {
        throw new HttpError(403, copy.site.forbiddenRequest);
      }
      const origin = request.headers.origin;
      if (origin && origin !== publicOrigin && origin !== `${request.protocol}://${request.host}`) {
        throw new HttpError(403, copy.site.forbiddenRequest);
      }
    });
  },
  { name: 'csrf', dependencies: ['app-context'] },
);
