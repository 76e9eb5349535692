import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { chooseEncoding, compressBody, compressFrom } from '../web/compression.js';

const compressible = /^(?:application\/json|text\/)/i;

/**
 * An answer made for one visitor (her favorites, her history, a page of comments) is compressed
 * here in one call, as the shared answers are, before @fastify/compress would pipe it through a
 * stream and zlib's threads: a browser asks for brotli on every request, and that piping cost a
 * quarter of the mixed load's answers a second and about 40 MB more memory (docs/decisions/0044-
 * compressing-the-long-tail.md). Streams (files, exports) are still left to @fastify/compress.
 */
export default fp(
  async function answerCompression(app: FastifyInstance) {
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (reply.hasHeader('content-encoding')) return payload;
      // A part of a body (its range counts bytes as they are), or a client that asked for none.
      if (reply.statusCode === 206 || reply.hasHeader('content-range')) return payload;
      if (request.headers['x-no-compression'] !== undefined) return payload;
      const type = reply.getHeader('content-type');
      if (typeof type !== 'string' || !compressible.test(type)) return payload;
      const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
      if (body.length < compressFrom) return payload;
      const vary = reply.getHeader('vary');
      if (!vary) reply.header('vary', 'accept-encoding');
      else if (!/accept-encoding/i.test(String(vary)))
        reply.header('vary', `${String(vary)}, accept-encoding`);
      const encoding = chooseEncoding(request.headers['accept-encoding']);
      if (!encoding) return payload;
      reply.header('content-encoding', encoding);
      return compressBody(body, encoding);
    });
  },
  { name: 'answer-compression' },
);
