import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { LogLevel } from './config.js';

/**
 * Query strings can hold secrets (reset and setup links carry their token there), so the
 * request log keeps only the path.
 */
function requestForLog(request: FastifyRequest) {
  const [path, query] = request.url.split('?');
  return {
    method: request.method,
    url: query === undefined ? path : `${path}?[redacted]`,
    remoteAddress: request.ip,
  };
}

/** Pino settings: JSON lines, and never a cookie, token, passphrase or password in the log. */
export function loggerOptions(level: LogLevel): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: { req: requestForLog },
    // For objects our own code logs: a field with one of these names is never written out.
    redact: { paths: ['*.password', '*.passphrase', '*.token', '*.cookie'], censor: '[redacted]' },
  };
}

/**
 * One line per request, when it is answered (Fastify's own logging writes two: on arrival and on
 * answer; with redaction on every line, the second line was a measurable part of a cheap
 * request's cost). Used with Fastify's `disableRequestLogging`.
 */
export function logEachRequestOnce(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}
