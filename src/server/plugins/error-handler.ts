import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { copy } from '#shared/copy.js';
import { isDatabaseBusy } from '../db/database.js';
import { HttpError } from '../http-error.js';

/** Seconds a client is asked to wait when the database is busy (a full pool drains in about that). */
export const busyRetryAfterSeconds = 2;

// Fastify's own 4xx messages are English and technical; people get these instead.
const frameworkMessages: Record<number, string> = {
  400: copy.site.invalidInput,
  404: copy.site.notFound,
  413: copy.site.payloadTooLarge,
  415: copy.site.invalidInput,
  429: copy.site.tooManyRequests,
};

function statusOf(error: FastifyError): number {
  const status = error.statusCode ?? 500;
  return status >= 400 && status <= 599 ? status : 500;
}

/** The one error handler: our 4xx messages pass through, 5xx become a generic message and are logged. */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (isDatabaseBusy(error)) {
        request.log.warn({ err: { message: error.message, code: error.code } }, 'database busy');
        return reply
          .status(503)
          .header('retry-after', String(busyRetryAfterSeconds))
          .send({ message: copy.site.tooManyRequests });
      }
      const status = error.validation ? 400 : statusOf(error);
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.status(status).send({ message: copy.site.genericError(copy.site.unknownError) });
      }
      request.log.info({ err: { message: error.message, code: error.code }, status }, 'request refused');
      if (error instanceof HttpError)
        return reply.status(status).send({ message: error.message, ...error.extra });
      const fromFramework = error.validation !== undefined || error.code?.startsWith('FST_');
      const message = fromFramework ? (frameworkMessages[status] ?? copy.site.invalidInput) : error.message;
      return reply.status(status).send({ message });
    });
  },
  { name: 'error-handler' },
);
