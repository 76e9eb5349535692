import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '#server/http-error.js';

/**
 * The visitor's address as every attempt counter sees it. An IPv6 client holds a whole /64, so
 * counting each of its addresses apart would let one client rotate through them.
 */
export function clientAddress(request: FastifyRequest): string {
  return normalizeIP(request.ip, 64);
}

/** A 429 that says in Retry-After how many seconds to wait. */
export function waitError(reply: FastifyReply, seconds: number, message: string): HttpError {
  reply.header('retry-after', String(Math.max(1, Math.ceil(seconds))));
  return new HttpError(429, message);
}
