import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { copy } from '#shared/copy.js';
import { securityHeadersFor } from './plugins/security-headers.js';

/**
 * How long a client may take: the whole request (a slow upload included), its headers, and a
 * connection that has gone silent. A request that never finishes is cut off with 408.
 */
export type Timeouts = { requestMs: number; headersMs: number; idleMs: number };
export const defaultTimeouts: Timeouts = { requestMs: 60_000, headersMs: 15_000, idleMs: 120_000 };

function answerOf(code: string | undefined): [number, string] {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, copy.gate.timeout];
  if (code === 'HPE_HEADER_OVERFLOW') return [431, copy.site.payloadTooLarge];
  return [400, copy.site.invalidInput];
}

/**
 * Node answers a request it cannot parse, whose headers are too large, or that took too long
 * before any of our code runs, in English. This answers the same cases in Japanese JSON, with
 * the security headers, and closes the connection once the answer is out.
 */
export function japaneseClientErrors(publicUrl: string) {
  const headers = Object.entries(securityHeadersFor(publicUrl))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return function clientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
    // A reset connection is gone; there is nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, message] = answerOf(error.code);
    this.log.info({ err: { message: error.message, code: error.code }, status }, 'client error');
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const body = JSON.stringify({ message });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'content-type: application/json; charset=utf-8\r\n' +
        `content-length: ${Buffer.byteLength(body)}\r\n` +
        'connection: close\r\n' +
        headers +
        `\r\n${body}`,
      () => socket.destroy(),
    );
  };
}
