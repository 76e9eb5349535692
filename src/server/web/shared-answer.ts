import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// Answers that are the same for every visitor (the home feed) are built once, serialised once
// and compressed at most once per encoding, then sent as they are to everyone who asks within a
// short time. See docs/decisions/0007-where-the-time-goes.md.

const compressFrom = 1024;

type Encoding = 'br' | 'gzip';

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

/** A JSON answer serialised once; its compressed forms are made on first need and kept. */
export class SharedAnswer {
  readonly body: Buffer;
  readonly #compressed = new Map<Encoding, Buffer>();

  constructor(value: unknown) {
    this.body = Buffer.from(JSON.stringify(value), 'utf8');
  }

  #encoded(encoding: Encoding): Buffer {
    let compressed = this.#compressed.get(encoding);
    if (!compressed) {
      compressed =
        encoding === 'br'
          ? zlib.brotliCompressSync(this.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
          : zlib.gzipSync(this.body, { level: 9 });
      this.#compressed.set(encoding, compressed);
    }
    return compressed;
  }

  /** Sends the answer as it is: no serialisation, no compression per request. */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
    const encoding =
      this.body.length >= compressFrom ? chooseEncoding(request.headers['accept-encoding']) : null;
    if (!encoding) return reply.send(this.body);
    // With content-encoding set, the compress plugin leaves the answer alone.
    return reply.header('content-encoding', encoding).send(this.#encoded(encoding));
  }
}

/**
 * Shared answers by key, each kept for `maxAgeMs` after it was built, at most `maxEntries` of
 * them (the oldest go first). Requests that arrive while an answer is being built wait for that
 * one build. A build that fails (a 404, say) is not kept.
 */
export class SharedAnswers {
  // In the order they were built, which with one lifetime for all is the order they expire in.
  readonly #entries = new Map<string, { answer: Promise<SharedAnswer>; until: number }>();

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries = 2000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get(key: string, build: () => Promise<unknown>): Promise<SharedAnswer> {
    const now = this.now();
    const entry = this.#entries.get(key);
    if (entry && entry.until > now) return entry.answer;
    this.#entries.delete(key);
    for (const [old, { until }] of this.#entries) {
      if (until > now && this.#entries.size < this.maxEntries) break;
      this.#entries.delete(old);
    }
    const answer = build().then((value) => new SharedAnswer(value));
    const fresh = { answer, until: now + this.maxAgeMs };
    this.#entries.set(key, fresh);
    answer.catch(() => {
      if (this.#entries.get(key) === fresh) this.#entries.delete(key);
    });
    return answer;
  }

  /** Forgets the answers whose key starts with `prefix` (one content's, after a view of it). */
  forget(prefix: string): void {
    for (const key of this.#entries.keys()) if (key.startsWith(prefix)) this.#entries.delete(key);
  }

  /** Forgets every answer: the next request builds afresh (after staff change contents). */
  clear(): void {
    this.#entries.clear();
  }
}
