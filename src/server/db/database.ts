import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CamelCasePlugin,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
} from 'kysely';
import { createRequire } from 'node:module';
import type pgModule from 'pg';
import type { Config } from '../config.js';
import { makePrivateDatabaseFile, makePrivateDirSync } from '../private-files.js';
import type { Database } from './schema.js';
import { rememberSqlite } from './direct-sqlite.js';
import { rememberPool } from './prepared-postgres.js';
import { searchTokenChanges, searchTokens } from './search-grams.js';
import { rememberWriteWatch, watchedDialect, WriteWatch } from './write-watch.js';

export type Db = Kysely<Database>;

export type DatabaseKind = Config['database']['kind'];

// Loaded only for PostgreSQL: a SQLite server does without its few megabytes.
const loadPg = () => createRequire(import.meta.url)('pg') as typeof pgModule;

// COUNT(*) and SUM() come back from PostgreSQL as int8; our counts always fit in a JS number.
const pgTypes = (pg: typeof pgModule) => ({
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as 'text'),
});

/**
 * SQLite can roll back schema changes, but Kysely's adapter says it cannot; saying so lets the
 * migrator run all pending migrations in one transaction (a fresh file's 30 at once), so a start
 * interrupted mid-migration leaves no half-built schema behind.
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class AppSqliteDialect extends SqliteDialect {
  override createAdapter(): SqliteAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}

/** Connections per process when DATABASE_POOL_SIZE is not set. */
export const defaultPoolSize = 10;

/**
 * How long a query waits for a free connection (and a new connection for the server), or for
 * SQLite's write lock, before the request is answered 503: a burst the database works through in
 * this time only waits.
 */
export const defaultWaitMs = 5_000;

// pg's and pg-pool's words for "no connection", PostgreSQL's codes for "not now" and Node's for an
// unreachable server; SQLite's for a lock held past busy_timeout.
const busyMessages =
  /timeout exceeded when trying to connect|Connection terminated due to connection timeout/;
const busyCodes = new Set([
  '53300', // too_many_connections
  '57P03', // cannot_connect_now
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'SQLITE_BUSY',
  'SQLITE_BUSY_SNAPSHOT',
  'SQLITE_LOCKED',
]);

/**
 * The database could not take the query now: every connection busy for too long, the server
 * refusing connections or unreachable, or SQLite locked by another process past busy_timeout.
 * Such a request is answered 503 with Retry-After: trying again shortly is the right thing to do.
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (typeof code === 'string' && busyCodes.has(code)) || busyMessages.test(error.message);
}

/**
 * better-sqlite3 behind Kysely with prepared statements kept: Kysely prepares every query afresh,
 * and for the small indexed reads of this site preparing costs as much as running (profiled in
 * docs/decisions/0017-where-the-time-goes.md). Bounded, oldest first out, for queries whose text
 * varies (IN lists of different lengths).
 */
function withStatementCache(sqlite: SQLite.Database, size = 300) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(source: string) {
      const kept = statements.get(source);
      // A statement still being iterated cannot run again until it is done.
      if (kept && !kept.busy) return kept;
      const statement = sqlite.prepare(source);
      if (!kept) {
        if (statements.size >= size) statements.delete(statements.keys().next().value!);
        statements.set(source, statement);
      }
      return statement;
    },
  };
}

// The tables behind a request's session (modules/auth/session-cache.ts).
const sessionTables = /\b(users|sessions)\b/i;

export function createDatabase(settings: Config['database'], log: (error: Error) => void = () => {}): Db {
  const plugins = [new CamelCasePlugin()];
  if (settings.kind === 'postgres') {
    const pg = loadPg();
    const pool = new pg.Pool({
      connectionString: settings.url,
      max: settings.poolSize ?? defaultPoolSize,
      types: pgTypes(pg),
      // Both the wait for a free connection and a new connection's handshake: an unreachable or
      // overwhelmed server is answered "busy" (503) in bounded time, not left hanging.
      connectionTimeoutMillis: settings.waitMs ?? defaultWaitMs,
      // No parallel workers: starting them costs milliseconds a query, more than the short queries
      // of a web request gain, and under load they compete with the other requests for the cores
      // (docs/decisions/0036-postgresql-search-walks-first.md).
      options: '-c max_parallel_workers_per_gather=0',
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process.
    pool.on('error', log);
    // No write watch: PostgreSQL cannot cheaply tell this process of other processes' commits, so
    // sessions are read afresh on every request (session-repository.ts).
    return rememberPool(new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins }), pool);
  }
  makePrivateDirSync(path.dirname(settings.file));
  makePrivateDatabaseFile(settings.file);
  const sqlite = new SQLite(settings.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`busy_timeout = ${Math.round(settings.waitMs ?? defaultWaitMs)}`);
  sqlite.pragma('synchronous = NORMAL');
  // Pages read through a memory map rather than a read call each: a content drawn from a large
  // library (a 500 MB file at 100,000 contents) spans several pages, most beyond the page cache
  // (docs/decisions/0033-search-at-100000.md).
  sqlite.pragma('mmap_size = 1073741824');
  // The search index's triggers spell contents' text as index tokens with this (migration
  // 20261123180000-content-search-index); every connection that writes contents needs it.
  sqlite.function('content_search_tokens', { deterministic: true }, (text) =>
    searchTokens(typeof text === 'string' ? text : ''),
  );
  // And content_search_counts' triggers (migration 20261127180000) this, for the tokens a write adds
  // or takes away.
  sqlite.function('content_search_token_changes', { deterministic: true }, (before, after) =>
    searchTokenChanges(typeof before === 'string' ? before : '', typeof after === 'string' ? after : ''),
  );
  // data_version moves when another connection (another process, a command) commits to the file:
  // a kept session row is then read again, so sign-outs elsewhere count at once here too.
  const dataVersion = sqlite.prepare('pragma data_version').pluck();
  const watch = new WriteWatch(sessionTables, () => dataVersion.get() as number);
  const dialect = watchedDialect(new AppSqliteDialect({ database: withStatementCache(sqlite) }), watch);
  return rememberSqlite(rememberWriteWatch(new Kysely<Database>({ dialect, plugins }), watch), sqlite);
}

/** Which engine a Kysely instance talks to, for the few places where SQL differs. */
export function databaseKind(db: Db): DatabaseKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
