type Waiter<Row> = { resolve: (row: Row | undefined) => void; reject: (error: unknown) => void };

/**
 * Reads asked in the same turn of the event loop, sent to the database as one statement.
 *
 * Under load many requests arrive together (every socket that became readable in one poll); each
 * asked its own statement, and on PostgreSQL each statement is a round trip that wakes a backend
 * on the same few cores. Gathering the keys until the turn ends (`setImmediate`) and reading them
 * with one `= any(…)` keeps every read after its request arrived, so nothing is served from an
 * earlier moment: the answer is as exact as one read per request
 * (docs/decisions/0043-reads-gathered-in-one-turn.md).
 */
export class ReadBatch<Key, Row> {
  #waiting = new Map<Key, Waiter<Row>[]>();
  #scheduled = false;

  /**
   * `readMany` reads every key given (at most `maxKeys`) and returns the rows found by key.
   * `isKeyProblem` tells an error that one key can cause (text the database refuses) from one of
   * the database itself (busy, gone), which asking again key by key would only multiply.
   */
  constructor(
    private readonly readMany: (keys: Key[]) => Promise<Map<Key, Row>>,
    private readonly isKeyProblem: (error: unknown) => boolean = () => false,
    private readonly maxKeys = 200,
  ) {}

  read(key: Key): Promise<Row | undefined> {
    return new Promise((resolve, reject) => {
      const waiting = this.#waiting.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else this.#waiting.set(key, [{ resolve, reject }]);
      if (!this.#scheduled) {
        this.#scheduled = true;
        setImmediate(() => this.#flush());
      }
    });
  }

  #flush(): void {
    this.#scheduled = false;
    const all = this.#waiting;
    this.#waiting = new Map();
    const keys = [...all.keys()];
    for (let start = 0; start < keys.length; start += this.maxKeys) {
      void this.#readPart(keys.slice(start, start + this.maxKeys), all);
    }
  }

  /**
   * Reads `part` and settles its waiters. A statement of several keys that fails on a key problem
   * is asked again key by key, so that one visitor's bad key fails her read only, not the reads of
   * everyone who asked in the same turn; any other failure fails them all at once.
   */
  async #readPart(part: Key[], all: Map<Key, Waiter<Row>[]>): Promise<void> {
    const settle = (key: Key, outcome: { row: Row | undefined } | { error: unknown }) => {
      for (const waiter of all.get(key)!) {
        if ('row' in outcome) waiter.resolve(outcome.row);
        else waiter.reject(outcome.error);
      }
    };
    try {
      const rows = await this.readMany(part);
      for (const key of part) settle(key, { row: rows.get(key) });
    } catch (error) {
      if (part.length === 1 || !this.isKeyProblem(error)) {
        for (const key of part) settle(key, { error });
        return;
      }
      await Promise.all(part.map((key) => this.#readPart([key], all)));
    }
  }
}
