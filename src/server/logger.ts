import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import pino, { type DestinationStream } from 'pino';
import type { LogLevel } from './config.js';

let stdout: DestinationStream | undefined;

/**
 * Standard output, written asynchronously in blocks of up to 8 KB, and at least twice a second
 * (a write per request line was a fifth of a cached request's cost). Pino writes out what is
 * left when the process exits; a process killed outright loses at most half a second of lines.
 */
function asyncStdout(): DestinationStream {
  if (!stdout) {
    const destination = pino.destination({ dest: 1, sync: false, minLength: 8192 });
    // A quiet server's last lines must not wait for the buffer to fill.
    setInterval(() => destination.flush(() => {}), 500).unref();
    stdout = destination;
  }
  return stdout;
}

/** A hosted video rendition's grant `<expiry>.<signature>`, in its playlist's and segments' path. */
const videoGrant = /^(\/api\/videos\/[^/]+\/[^/]+\/)[0-9]+\.[\w-]+(?=\/)/;

/**
 * Query strings can hold secrets (reset and setup links carry their token there), so the
 * request log keeps only the path; a video address's signature in the path is left out too
 * (docs/decisions/0040-video-delivery-figures.md).
 */
function requestForLog(request: FastifyRequest) {
  const [whole, query] = request.url.split('?');
  const path = whole!.startsWith('/api/videos/') ? whole!.replace(videoGrant, '$1[redacted]') : whole;
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
    stream: asyncStdout(),
  };
}

/**
 * One line per request, when it is answered, with what was asked (Fastify's default writes two:
 * on arrival and on answer; with redaction on every line, the first was a measurable part of a
 * cheap request's cost). Fastify's other lines (errors, 404s) stay as they are.
 */
export class OneLinePerRequest extends LogController {
  /** Per server: its logger without redaction, for the line whose every field we choose. */
  readonly #plainLogs = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const entry = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) {
      reply.log.error({ ...entry, err: error }, 'request errored');
      return;
    }
    // Redaction walked this line on every request, a third of a cached answer's cost; the line
    // holds only the method, the path (query dropped), the address, the status and the time.
    const root = request.server.log;
    let plain = this.#plainLogs.get(root);
    if (!plain) {
      plain = root.child({}, { redact: { paths: [] } });
      this.#plainLogs.set(root, plain);
    }
    plain.info({ reqId: request.id, ...entry }, 'request completed');
  }
}
