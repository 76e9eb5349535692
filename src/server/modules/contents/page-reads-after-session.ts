import type { ContentDetailRead, KeptBesideAnswers } from './content-detail-repository.js';

// On PostgreSQL every request reads its session (decision 34), and a content's page not shared yet
// then read the content: two waits in a row for one of the pool's connections, each about three
// times the statement's own millisecond under load, so a fresh page took twice as long as a shared
// one and made the tail. The session plugin now runs the page's read right after the session's, on
// the same connection (readAfterSession), and the answer's build takes it from here
// (docs/decisions/0035-content-detail-in-one-read.md, revision of 27 November, morning). The answer
// is still built and sent only after the route's access was checked.

type Started = {
  /** The whole second the read shows the library as of (visibleAt). */
  at: string;
  /** Every part of the read was read at or after this instant (app clock, ms). */
  readFrom: number;
  /** The shared answers' mark when the read began: a change forgotten since makes it stale. */
  mark: number;
  read: Promise<ContentDetailRead | undefined>;
};

/** Pages read after their request's session, each taken by the one build it was read for. */
export class PageReadsAfterSession {
  readonly #started = new Map<string, Started>();

  constructor(private readonly answers: KeptBesideAnswers) {}

  /**
   * Runs `read` of content `id` as of `at`, read from `readFrom` on, unless one is already under
   * way for them (two requests for the page at once share it). Settles when it has, never rejects:
   * the build that takes the read sees its error.
   */
  start(id: string, at: string, readFrom: number, read: () => Promise<ContentDetailRead | undefined>): Promise<void> {
    const key = `${id}\n${at}`;
    if (this.#started.has(key)) return Promise.resolve();
    // Reads of earlier seconds that no build took (the request failed later, a build read anew)
    // go; the map holds at most the pages asked in one second.
    for (const [old, started] of this.#started) {
      if (started.at === at) break;
      this.#started.delete(old);
    }
    const started: Started = { at, readFrom, mark: this.answers.mark, read: read() };
    this.#started.set(key, started);
    return started.read.then(
      () => {},
      () => {},
    );
  }

  /**
   * The page of `id` as of `at` for an answer whose second began at `secondBegan`: the read made
   * after the session when it may serve (read since that second began, and nothing it shows
   * forgotten since: a staff change, a view counted), else `readNow()`.
   */
  async take(
    id: string,
    at: string,
    secondBegan: number,
    readNow: () => Promise<ContentDetailRead | undefined>,
  ): Promise<ContentDetailRead | undefined> {
    const key = `${id}\n${at}`;
    const started = this.#started.get(key);
    if (!started || started.readFrom < secondBegan) return readNow();
    this.#started.delete(key);
    const found = await started.read;
    const shown = found ? [id, ...found.related.map((card) => card.id)] : [id];
    return this.answers.forgotSince(started.mark, shown) ? readNow() : found;
  }
}
