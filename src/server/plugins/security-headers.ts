import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';

// Our own origin; article images may come from any https address (docs/product.md#contents-and-the-admin-checks);
// the YouTube player loads only after the member presses play. It is driven by the YouTube IFrame
// Player API (issue 12): /iframe_api loads /s/player/<version>/www-widgetapi.vflset/www-widgetapi.js,
// which frames the player on youtube-nocookie.com and talks to it by postMessage. Only those two
// paths of www.youtube.com may run scripts here. Uploaded videos (issue 24) play from our own
// playlists; hls.js hands the video element a blob: address of its MediaSource.
function contentSecurityPolicy(videoOrigin: string | null): string {
  const video = videoOrigin ? ` ${videoOrigin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self' https://www.youtube.com/iframe_api https://www.youtube.com/s/player/",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `media-src 'self' blob:${video}`,
    `connect-src 'self'${video}`,
    'frame-src https://www.youtube-nocookie.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * With STORAGE_DRIVER=s3 the player fetches segments from the bucket (a presigned redirect), so
 * its origin may be fetched and played; null with local storage, where everything is our own.
 */
export function videoStorageOrigin(storage: Config['storage']): string | null {
  if (storage.driver !== 's3') return null;
  const { endpoint, bucket, region } = storage.s3;
  // A custom endpoint is addressed path-style (s3-storage.ts); AWS by the bucket's own host name.
  return endpoint ? new URL(endpoint).origin : `https://${bucket}.s3.${region}.amazonaws.com`;
}

/**
 * The headers every answer carries, for the site served at `publicUrl`; `videoOrigin` is where
 * uploaded videos' segments come from when not from us (see videoStorageOrigin).
 */
export function securityHeadersFor(
  publicUrl: string,
  videoOrigin: string | null = null,
): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(videoOrigin),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    ...(publicUrl.startsWith('https://')
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

/**
 * An answer of the API. Decided by the route the router matched, not the raw URL: /%61pi/me
 * reaches the same route as /api/me. Only when no route matched (a 404, which shows nothing
 * personal) is the address as sent used.
 */
function isApiAnswer(request: FastifyRequest): boolean {
  return (request.routeOptions.url ?? request.url).startsWith('/api/');
}

export default fp(
  async function securityHeaders(app: FastifyInstance) {
    const headers = securityHeadersFor(app.config.publicUrl, videoStorageOrigin(app.config.storage));
    app.addHook('onSend', async (request, reply) => {
      reply.headers(headers);
      // API answers are personal and change with every view: no browser or proxy may keep one,
      // unless the route said otherwise itself.
      if (isApiAnswer(request) && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
    });
  },
  { name: 'security-headers', dependencies: ['app-context'] },
);
