import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { normalizeEmail } from '../../shared/email.js';
import { HttpError } from '../http-error.js';

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
 * Attempt limits for sign-in, registration, the gate and password reset. Counters live in memory,
 * or in Redis when REDIS_URL is set so that several app processes share them.
 */
export default fp(
  async function rateLimits(app: FastifyInstance) {
    // Loaded only when several processes share limits through Redis.
    const redis = app.config.redisUrl
      ? new (await import('ioredis')).Redis(app.config.redisUrl, { lazyConnect: false })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, { global: false, ...(redis ? { redis } : {}) });

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
      // IPv6 clients hold a whole /64: counting each address apart would let one client rotate.
      limiter(`${name}-ip`, limits.perIp, (request) => normalizeIP(request.ip, 64)),
      ...(limits.perEmail ? [limiter(`${name}-email`, limits.perEmail, emailOf)] : []),
    ]);
  },
  { name: 'rate-limits', dependencies: ['app-context'] },
);
