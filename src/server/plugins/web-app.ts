import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { copy } from '../../shared/copy.js';

export type WebAppOptions = { root: string };

const serverPrefixes = ['/api/', '/uploads/'];

function wantsWebPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (pathname === '/api' || serverPrefixes.some((prefix) => pathname.startsWith(prefix))) return false;
  // A missing script or image must stay a 404, not turn into the HTML page.
  return path.extname(pathname) === '' || pathname.endsWith('.html');
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html for every client
 * route, JSON 404s for the API.
 */
export default fp<WebAppOptions>(
  async function webApp(app: FastifyInstance, options) {
    const indexFile = path.join(options.root, 'index.html');
    const hasWebApp = fs.existsSync(indexFile);
    if (!hasWebApp) app.log.warn({ root: options.root }, 'web app not built; serving the API only');

    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root: options.root,
        index: 'index.html',
        preCompressed: true,
        cacheControl: false,
        setHeaders(response, filePath) {
          const relative = path.relative(options.root, filePath);
          const cacheControl = relative.startsWith(`assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : relative === 'index.html'
              ? 'no-cache'
              : 'public, max-age=3600';
          response.setHeader('cache-control', cacheControl);
        },
      });
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      if (hasWebApp && wantsWebPage(request)) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply.status(404).send({ message: copy.site.notFound });
    });
  },
  { name: 'web-app' },
);
