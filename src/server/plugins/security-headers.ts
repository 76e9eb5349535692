import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Our own origin; article images may come from any https address (decisions.md, "Content");
// the YouTube player loads only after the member presses play.
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self'",
  "connect-src 'self'",
  'frame-src https://www.youtube-nocookie.com',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export default fp(
  async function securityHeaders(app: FastifyInstance) {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('content-security-policy', contentSecurityPolicy);
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
      reply.header('x-frame-options', 'DENY');
      reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
      if (app.config.publicUrl.startsWith('https://')) {
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      }
    });
  },
  { name: 'security-headers', dependencies: ['app-context'] },
);
