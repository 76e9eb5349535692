import type SQLite from 'better-sqlite3';
import type { CompiledQuery } from 'kysely';
import { camel } from './column-names.js';

// The content's page read on SQLite, run on better-sqlite3 itself, synchronously, beside Kysely
// (docs/decisions/0035-content-detail-in-one-read.md, revision of the evening). Through Kysely a
// read waits on its connection mutex, goes through the write watch and the CamelCasePlugin's
// copy of every row, and hops through several promises, for a statement that runs in a few tens
// of microseconds on the one connection anyway. The SQL is still Kysely's and its values bound.

/** What runDirect needs of a Kysely handle (typed here so that database.ts is not imported back). */
type QueryHandle = { readonly isTransaction: boolean };

type Direct = {
  sqlite: SQLite.Database;
  statements: Map<string, { statement: SQLite.Statement; keys: string[] }>;
};

const handles = new WeakMap<object, Direct>();

/**
 * The most statements kept prepared per connection. They are keyed by SQL text, which names a
 * query's shape (its values are bound), and the shapes in use are a few dozen; the cap keeps a
 * shape no longer asked for (or a caller that builds SQL text of many shapes) from holding
 * memory for the process's life. The least recently used goes first.
 */
export const keptStatementLimit = 200;

/** Kept by createDatabase: the better-sqlite3 connection behind a SQLite handle. */
export function rememberSqlite<Handle extends object>(db: Handle, sqlite: SQLite.Database): Handle {
  handles.set(db, { sqlite, statements: new Map() });
  return db;
}

/**
 * Runs the read `compiled` with `values` on the connection itself when `db` is a SQLite handle and
 * no transaction is open on it; undefined otherwise, for the caller to run it through Kysely. The
 * one connection is shared: while another request's transaction is open on it (between its
 * awaits), a read here would see what that transaction has not committed, and may roll back, so
 * such a read waits its turn through Kysely's mutex instead.
 */
export function runDirect<Row>(
  db: QueryHandle,
  compiled: CompiledQuery<Row>,
  values: readonly unknown[],
): Row[] | undefined {
  const direct = db.isTransaction ? undefined : handles.get(db);
  if (!direct || direct.sqlite.inTransaction) return undefined;
  const { statements } = direct;
  let kept = statements.get(compiled.sql);
  if (kept) {
    // A Map keeps insertion order: set again, the statement becomes the most recently used.
    statements.delete(compiled.sql);
  } else {
    // Rows as arrays, named once here: one object a row instead of SQLite's and then the plugin's.
    const statement = direct.sqlite.prepare(compiled.sql).raw(true);
    kept = { statement, keys: statement.columns().map((column) => camel(column.name)) };
    if (statements.size >= keptStatementLimit) statements.delete(statements.keys().next().value!);
  }
  statements.set(compiled.sql, kept);
  const { statement, keys } = kept;
  return (statement.all(...values) as unknown[][]).map((cells) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) row[keys[i]!] = cells[i];
    return row as Row;
  });
}

/** How many statements runDirect keeps prepared for `db` (0 for a handle it does not know). */
export function keptStatementCount(db: object): number {
  return handles.get(db)?.statements.size ?? 0;
}
