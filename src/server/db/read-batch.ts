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
  #waiting = new Map<Key, { resolve: (row: Row | undefined) => void; reject: (error: unknown) => void }[]>();
  #scheduled = false;

  /** `readMany` reads every key given (at most `maxKeys`) and returns the rows found by key. */
  constructor(
    private readonly readMany: (keys: Key[]) => Promise<Map<Key, Row>>,
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
      const part = keys.slice(start, start + this.maxKeys);
      this.readMany(part).then(
        (rows) => {
          for (const key of part) for (const waiter of all.get(key)!) waiter.resolve(rows.get(key));
        },
        (error: unknown) => {
          for (const key of part) for (const waiter of all.get(key)!) waiter.reject(error);
        },
      );
    }
  }
}
