import path from 'node:path';
import type { FastifyRequest } from 'fastify';

const serverPrefixes = ['/api/', '/uploads/'];

/**
 * A browser opening a page of the site: a GET or HEAD outside the API and the uploads, for an
 * address without a file extension. A missing script or image must stay a plain 404.
 */
export function wantsWebPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (pathname === '/api' || serverPrefixes.some((prefix) => pathname.startsWith(prefix))) return false;
  return path.extname(pathname) === '';
}
