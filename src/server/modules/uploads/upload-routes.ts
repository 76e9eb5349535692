import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { copy } from '#shared/copy.js';
import { HttpError } from '#server/http-error.js';

/**
 * Uploaded images, only for guest and member sessions: members-only media must not leak to
 * anyone who has the link (Ghost's private mode served them to everyone).
 */
const uploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/uploads/*',
    {
      schema: {
        hide: true,
        params: Type.Object({ '*': Type.String({ maxLength: 300 }) }),
      },
      config: { access: 'visitor' },
    },
    async (request, reply) => {
      const stored = await app.storage.get(request.params['*']);
      if (!stored) throw new HttpError(404, copy.site.notFound);
      // Names are random and never reused, so a browser may keep the file; shared caches may not.
      return reply
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('content-length', String(stored.size))
        .type(stored.contentType)
        .send(stored.body);
    },
  );
};

export default uploadRoutes;
