import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { normalizeEmail } from '#shared/email.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { HttpError } from '../http-error.js';
import { countAttempt } from '../modules/attempts/attempt-counter-repository.js';
import { clientAddress } from '../modules/attempts/client-address.js';

export type AttemptLimit = { max: number; minutes: number; message: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** A hook limiting attempts per client address and, when the body has one, per e-mail address. */
    attemptLimits(
      name: string,
      limits: { perIp: AttemptLimit; perEmail?: AttemptLimit },
    ): preHandlerAsyncHookHandler[];
  }
}

function emailOf(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? normalizeEmail(email) : undefined;
}

/**
 * Counters in the database: shared by every app process, and kept until their window ends (the
 * library's in-memory store forgot a key once 5,000 others had come after it).
 */
function databaseStore(db: Db, clock: Clock): FastifyRateLimitStoreCtor {
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number) {
      const now = clock.now();
      countAttempt(db, `limit:${key}`, { now, windowMs: timeWindow }).then(
        (counted) =>
          callback(null, { current: counted.count, ttl: Date.parse(counted.expiresAt) - now.getTime() }),
        (error: Error) => callback(error),
      );
    }
    child() {
      return this;
    }
  };
}

/**
 * Attempt limits for sign-in, registration, the gate and password reset. Counters live in the
 * database, or in Redis when REDIS_URL is set.
 */
export default fp(
  async function rateLimits(app: FastifyInstance) {
    // Loaded only when several processes share limits through Redis.
    const redis = app.config.redisUrl
      ? new (await import('ioredis')).Redis(app.config.redisUrl, { lazyConnect: false })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis } : { store: databaseStore(app.db, app.clock) }),
    });

    const limiter = (
      name: string,
      limit: AttemptLimit,
      key: (request: FastifyRequest) => string | undefined,
    ) => {
      const check = app.createRateLimit({
        max: limit.max,
        timeWindow: limit.minutes * 60 * 1000,
        // Requests without the key (no e-mail given) are not counted by this limit.
        allowList: (request) => key(request) === undefined,
        keyGenerator: (request) => `${name}:${key(request) ?? ''}`,
      });
      const hook: preHandlerAsyncHookHandler = async (request, reply) => {
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) {
          reply.header('retry-after', String(result.ttlInSeconds));
          throw new HttpError(429, limit.message);
        }
      };
      return hook;
    };

    app.decorate('attemptLimits', (name, limits) => [
      limiter(`${name}-ip`, limits.perIp, clientAddress),
      ...(limits.perEmail ? [limiter(`${name}-email`, limits.perEmail, emailOf)] : []),
    ]);
  },
  { name: 'rate-limits', dependencies: ['app-context', 'database'] },
);
