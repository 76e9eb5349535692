import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from './config.js';

/** Pino settings: JSON lines, and never a cookie, token or password in the log. */
export function loggerOptions(level: LogLevel): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.passphrase',
        '*.token',
      ],
      censor: '[redacted]',
    },
  };
}
