import type { WriteWatch } from '#server/db/write-watch.js';

/**
 * How long a session read from the database answers the same cookie again without asking. A page
 * asks several addresses at once (feed, notices, her own state); they share one lookup. A session
 * ended or a member disabled on another app process keeps its access here for at most this long;
 * on this process any write to sessions or users makes every kept row stale at once
 * (docs/decisions/0034-session-cache-and-request-costs.md).
 */
export const sessionCacheMs = 2_000;

const maxEntries = 10_000;

type Entry<Row> = { row: Row; generation: number; until: number };

/** Session rows by cookie token, kept for sessionCacheMs and only while the watched tables are unchanged. */
export class SessionCache<Row> {
  // One lifetime for all: insertion order is expiry order, so the oldest go first when full.
  readonly #entries = new Map<string, Entry<Row>>();

  constructor(
    private readonly watch: WriteWatch,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The kept row, or undefined when there is none still current. */
  get(token: string): Row | undefined {
    const entry = this.#entries.get(token);
    if (!entry) return undefined;
    if (entry.generation === this.watch.generation && entry.until > this.now()) return entry.row;
    this.#entries.delete(token);
    return undefined;
  }

  /**
   * Reads through `read` and keeps the row, unless a watched table changed while it was read (the
   * row may then be older than the change).
   */
  async read(token: string, read: () => Promise<Row | undefined>): Promise<Row | undefined> {
    const kept = this.get(token);
    if (kept) return kept;
    const generation = this.watch.generation;
    const row = await read();
    if (row && generation === this.watch.generation) {
      if (this.#entries.size >= maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
      this.#entries.set(token, { row, generation, until: this.now() + sessionCacheMs });
    }
    return row;
  }
}
