import zlib from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

// How the server compresses what it sends, for answers kept (shared-answer.ts) and made for one
// visitor (@fastify/compress, set up with compressOptions) alike
// (docs/decisions/0044-compressing-the-long-tail.md).

/** Smaller answers go as they are: compressed, they would save less than a packet. */
export const compressFrom = 1024;

/**
 * Brotli at quality 3 in a 64 KB window (a page of cards is 2–12 KB). Most answers are built for
 * one or two phones, each of which asks for brotli, so what counts is the cost of one compression:
 * quality 9 sets up tables of several MB for every answer, and under load contents drawn from
 * 100,000 were answered 658 a second at 9 against 5,470 at 3 (a search page is 1,291 bytes at 9,
 * 1,554 at 3).
 */
const brotliParams = {
  [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
  [zlib.constants.BROTLI_PARAM_LGWIN]: 16,
};

export type Encoding = 'br' | 'gzip';

/** The encoding to send: brotli or gzip when the client accepts it (q > 0), else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.trim().split(';');
    const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const wildcard = accepted.get('*');
  const weight = (name: Encoding) => accepted.get(name) ?? wildcard ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

const gzipLevel = 6;

/**
 * `body` compressed in one call on this thread. An answer of a few kilobytes is compressed in
 * tens of microseconds, less than handing it to a stream and zlib's threads costs.
 */
export function compressBody(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, { params: brotliParams })
    : zlib.gzipSync(body, { level: gzipLevel });
}

/**
 * @fastify/compress, for the answers made for one visitor (her favorites, her history): the same
 * encodings and settings as the shared answers. Its own choice on Node 24 is zstd first, at
 * zstd's defaults; and it streams every answer over 8 KB on a two-core machine (a favorites list
 * of a few hundred cards) through zlib's threads. In one call up to 256 KB (an answer of that size
 * takes about a millisecond); larger ones (her data export) are still streamed.
 */
export const compressOptions: FastifyCompressOptions = {
  threshold: compressFrom,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: brotliParams },
  zlibOptions: { level: gzipLevel },
  syncThreshold: 256 * 1024,
};
