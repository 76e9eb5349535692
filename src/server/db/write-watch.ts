import type { CompiledQuery, DatabaseConnection, Dialect, Driver, TransactionSettings } from 'kysely';

/**
 * Counts this process's writes to some tables, and other processes' commits, so that what was read from them can be kept in
 * memory and known stale the moment one of them changes (the session cache, see
 * docs/decisions/0034-session-cache-and-request-costs.md). The count moves before and after every
 * statement that writes a watched table, and after every commit or rollback: a row read while a
 * transaction that changed it was still open is never taken for current.
 */
export class WriteWatch {
  #generation = 0;

  /**
   * @param otherProcesses how many times other connections (other processes, a command) have
   * committed to the database: SQLite's `data_version`.
   */
  constructor(
    readonly tables: RegExp,
    private readonly otherProcesses: () => number,
  ) {}

  /**
   * Changes whenever a watched table may have changed, here or in another process. Both counts
   * only ever grow, so their sum moves whenever either does.
   */
  get generation(): number {
    return this.#generation + this.#readOtherCommits();
  }

  // The last reading of otherProcesses, and the moment (performance.now()) just before it was taken.
  #otherCommits = 0;
  #otherCommitsReadAt = -Infinity;

  #readOtherCommits(): number {
    this.#otherCommitsReadAt = performance.now();
    this.#otherCommits = this.otherProcesses();
    return this.#otherCommits;
  }

  /**
   * Other connections' commits alone (SQLite's `data_version`), as read at `since` or later: what
   * is kept from tables not watched here (a category's newest contents, kept beside the shared
   * answers) is stale once it moves. Under load a reading costs about 5 µs, and every request
   * already takes one for its session (`generation`): a caller passing the moment its request
   * arrived gets that reading, which counts every commit made before the request, and a new one
   * when there was none since.
   */
  otherCommitsSince(since: number): number {
    return this.#otherCommitsReadAt >= since ? this.#otherCommits : this.#readOtherCommits();
  }

  changed(): void {
    this.#generation++;
  }

  /** Whether running this statement may change a watched table (or ends a transaction). */
  concerns(query: CompiledQuery): boolean {
    const kind = query.query.kind;
    if (kind === 'SelectQueryNode') return false;
    if (kind === 'RawNode')
      return endsOrWrites.test(query.sql) && (ends.test(query.sql) || this.tables.test(query.sql));
    return this.tables.test(query.sql);
  }
}

const ends = /^\s*(commit|rollback|release)\b/i;
// Raw SQL is checked by its words: a raw statement that only reads is left alone.
const endsOrWrites = /\b(commit|rollback|release|insert|update|delete|replace|drop|alter|truncate)\b/i;

// By database handle (a Kysely instance); keyed loosely so that database.ts alone names the schema.
const watches = new WeakMap<object, WriteWatch>();

/** The watch of a database made by createDatabase; undefined for a transaction's own handle. */
export function writeWatchOf(db: object): WriteWatch | undefined {
  return watches.get(db);
}

export function rememberWriteWatch<Handle extends object>(db: Handle, watch: WriteWatch): Handle {
  watches.set(db, watch);
  return db;
}

function watchedConnection(connection: DatabaseConnection, watch: WriteWatch): DatabaseConnection {
  return {
    async executeQuery(query) {
      if (!watch.concerns(query)) return connection.executeQuery(query);
      watch.changed();
      try {
        return await connection.executeQuery(query);
      } finally {
        watch.changed();
      }
    },
    streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
  };
}

/**
 * The driver with each connection seen through watchedConnection. Transactions begin, commit and
 * roll back through the same wrapped connection (Kysely's drivers send them as raw statements);
 * the driver's own bookkeeping gets its own connection object back.
 */
function watchedDriver(driver: Driver, watch: WriteWatch): Driver {
  const wrapped = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const own = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const ownOf = (connection: DatabaseConnection) => own.get(connection) ?? connection;
  return {
    init: () => driver.init(),
    destroy: () => driver.destroy(),
    async acquireConnection() {
      const connection = await driver.acquireConnection();
      let seen = wrapped.get(connection);
      if (!seen) {
        seen = watchedConnection(connection, watch);
        wrapped.set(connection, seen);
        own.set(seen, connection);
      }
      return seen;
    },
    releaseConnection: (connection) => driver.releaseConnection(ownOf(connection)),
    beginTransaction: (connection, settings: TransactionSettings) =>
      driver.beginTransaction(connection, settings),
    commitTransaction: (connection) => driver.commitTransaction(connection),
    rollbackTransaction: (connection) => driver.rollbackTransaction(connection),
    ...(driver.savepoint && {
      savepoint: driver.savepoint.bind(driver),
      rollbackToSavepoint: driver.rollbackToSavepoint!.bind(driver),
      releaseSavepoint: driver.releaseSavepoint!.bind(driver),
    }),
  };
}

/** The dialect whose driver reports writes to `watch`. */
export function watchedDialect(dialect: Dialect, watch: WriteWatch): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => watchedDriver(dialect.createDriver(), watch),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
  };
}
