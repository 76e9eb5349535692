import type { ContentDetailRead, KeptBesideAnswers } from './content-detail-repository.js';

// On PostgreSQL every request reads its session (decision 34) and a content's page not yet shared
// then read the content: two waits in a row for one of the pool's connections, each about three
// times the statement's own millisecond under load, so a fresh page took twice as long as a shared
// one and made the tail (docs/decisions/0035-content-detail-in-one-read.md, revision of
// 27 November, morning). The route starts the page's read while the session is read; the answer is
// still built, and sent, only after the session was found valid.

type Started = {
  /** The whole second the read shows the library as of (visibleAt). */
  at: string;
  /** Every part of the read was read at or after this instant (app clock, ms). */
  readFrom: number;
  /** The shared answers' mark when the read began: a change forgotten since makes it stale. */
  mark: number;
  read: Promise<ContentDetailRead | undefined>;
};

/** Pages' reads started beside the session, each taken by the one build it was started for. */
export class PageReadsBesideSession {
  readonly #started = new Map<string, Started>();

  constructor(private readonly answers: KeptBesideAnswers) {}

  /**
   * Starts `read` of content `id` as of `at`, read from `readFrom` on, unless one is already
   * under way for them (two requests for the page at once share it).
   */
  start(id: string, at: string, readFrom: number, read: () => Promise<ContentDetailRead | undefined>): void {
    const key = `${id}\n${at}`;
    if (this.#started.has(key)) return;
    // Reads of earlier seconds that no build took (a session found ended, a build that read anew)
    // go; the map holds at most the pages asked in one second.
    for (const [old, started] of this.#started) {
      if (started.at === at) break;
      this.#started.delete(old);
    }
    const started: Started = { at, readFrom, mark: this.answers.mark, read: read() };
    // A read nobody takes must not end the process when it fails; a build that takes it sees the error.
    started.read.catch(() => {});
    this.#started.set(key, started);
  }

  /**
   * The page of `id` as of `at` for an answer whose second began at `secondBegan`: the read started
   * beside the session when it may serve (read since that second began, and nothing it shows
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
