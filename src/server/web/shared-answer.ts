import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, compressBody, compressFrom, type Encoding } from './compression.js';

// Answers that are the same for every visitor (the home feed) are built once, serialised once
// and compressed at most once per encoding, then sent as they are to everyone who asks within a
// short time. See docs/decisions/0017-where-the-time-goes.md.

/** A JSON answer serialised once; its compressed forms are made on first need and kept. */
export class SharedAnswer {
  readonly body: Buffer;
  /** What the answer shows (contents' ids), so that a change to one of them can forget it. */
  readonly tags: ReadonlySet<string>;
  readonly #compressed = new Map<Encoding, Buffer>();

  constructor(value: unknown, tags: Iterable<string> = []) {
    this.body = Buffer.from(JSON.stringify(value), 'utf8');
    this.tags = new Set(tags);
  }

  #encoded(encoding: Encoding): Buffer {
    let compressed = this.#compressed.get(encoding);
    if (!compressed) {
      compressed = compressBody(this.body, encoding);
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

type Entry = { answer: Promise<SharedAnswer>; until: number; built: SharedAnswer | null };

/**
 * How many answers are kept at most, and how many bytes of serialised answers (their compressed
 * forms, made only for a client that asks, come on top: a fraction of that). A library of
 * 100,000 contents asked at random builds several thousand pages a second; with room for fewer,
 * a page was dropped before its second ended and built again (decision 43). Bytes bound the
 * memory whatever the size of the articles.
 */
export type SharedAnswerRoom = { entries: number; bytes: number };
const defaultRoom: SharedAnswerRoom = { entries: 10_000, bytes: 16 * 1024 * 1024 };

/**
 * Shared answers by key, each kept for `maxAgeMs` after it was built, within `room` (the oldest
 * go first). Requests that arrive while an answer is being built wait for that one build. A build
 * that fails (a 404, say) is not kept. `tagsOf` names what an answer shows, for `forgetTagged`.
 */
export class SharedAnswers {
  // In the order they were built, which with one lifetime for all is the order they expire in.
  readonly #entries = new Map<string, Entry>();
  /** Serialised bytes of the built answers kept. */
  #bytes = 0;
  #forgets = 0;
  /** `#forgets` at the last clear. */
  #clearedAt = 0;
  /**
   * Each tag's last forget (its `#forgets` and time), oldest first. Records older than maxAgeMs
   * are let go (a hundred thousand contents viewed would otherwise all stay); `#letGoUpTo` says up
   * to which mark nothing is known any more.
   */
  readonly #forgotten = new Map<string, { forgets: number; at: number }>();
  #letGoUpTo = 0;

  /**
   * A mark to keep something read now beside these answers by (the kept related contents of a
   * content's page): `forgotSince(mark, …)` later tells whether it went stale.
   */
  get mark(): number {
    return this.#forgets;
  }

  /** Serialised bytes of the answers kept (what the room's `bytes` bounds). */
  get bytes(): number {
    return this.#bytes;
  }

  /**
   * Whether, since `mark`, everything was forgotten or an answer showing one of `tags` was: what
   * was kept at `mark` and shows those tags is stale then. A counted view forgets its content
   * only, so a list of other contents stays (docs/decisions/0035-content-detail-in-one-read.md).
   */
  forgotSince(mark: number, tags: Iterable<string>): boolean {
    if (this.#clearedAt > mark || this.#letGoUpTo > mark) return true;
    for (const tag of tags) if ((this.#forgotten.get(tag)?.forgets ?? 0) > mark) return true;
    return false;
  }

  constructor(
    private readonly maxAgeMs: number,
    private readonly room: SharedAnswerRoom = defaultRoom,
    private readonly now: () => number = () => performance.now(),
    private readonly tagsOf: (value: unknown) => Iterable<string> = () => [],
  ) {}

  get(key: string, build: () => Promise<unknown>): Promise<SharedAnswer> {
    const now = this.now();
    const entry = this.#entries.get(key);
    if (entry && entry.until > now) return entry.answer;
    if (entry) this.#drop(key, entry);
    for (const [old, kept] of this.#entries) {
      const expired = kept.until <= now;
      const tooMany = this.#entries.size >= this.room.entries;
      if (!expired && !tooMany && this.#bytes <= this.room.bytes) break;
      // Over the bytes only: an answer still being built holds none, and dropping it frees nothing.
      if (!expired && !tooMany && !kept.built) continue;
      this.#drop(old, kept);
    }
    const fresh: Entry = {
      answer: build().then((value) => new SharedAnswer(value, this.tagsOf(value))),
      until: now + this.maxAgeMs,
      built: null,
    };
    this.#entries.set(key, fresh);
    fresh.answer.then(
      (built) => {
        fresh.built = built;
        // Counted only while kept: one dropped while it was built holds no room.
        if (this.#entries.get(key) === fresh) this.#bytes += built.body.length;
      },
      () => {
        if (this.#entries.get(key) === fresh) this.#entries.delete(key);
      },
    );
    return fresh.answer;
  }

  /** The answer kept for `key` when it is built and still fresh; never builds one. */
  peek(key: string): SharedAnswer | null {
    const entry = this.#entries.get(key);
    return entry?.built && entry.until > this.now() ? entry.built : null;
  }

  #drop(key: string, entry: Entry): void {
    this.#entries.delete(key);
    if (entry.built) this.#bytes -= entry.built.body.length;
  }

  /**
   * Forgets every answer that shows `tag`, and every answer still being built (it may have read
   * what just changed): the next request builds afresh.
   */
  forgetTagged(tag: string): void {
    this.#forgets++;
    const now = this.now();
    // Put last, so the map stays in the order of forgetting; then let go what is too old to matter.
    this.#forgotten.delete(tag);
    this.#forgotten.set(tag, { forgets: this.#forgets, at: now });
    for (const [old, { forgets, at }] of this.#forgotten) {
      if (at > now - this.maxAgeMs) break;
      this.#forgotten.delete(old);
      this.#letGoUpTo = forgets;
    }
    for (const [key, entry] of this.#entries) {
      if (!entry.built || entry.built.tags.has(tag)) this.#drop(key, entry);
    }
  }

  /** Forgets every answer: the next request builds afresh (after staff change contents). */
  clear(): void {
    this.#forgets++;
    this.#clearedAt = this.#forgets;
    this.#forgotten.clear();
    this.#letGoUpTo = 0;
    this.#entries.clear();
    this.#bytes = 0;
  }
}
