import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect, SqliteAdapter, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import { makePrivateDatabaseFile, makePrivateDirSync } from '../private-files.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

// COUNT(*) and SUM() come back from PostgreSQL as int8; our counts always fit in a JS number.
const pgTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as 'text'),
};

/**
 * SQLite can roll back schema changes, but Kysely's adapter says it cannot; saying so lets the
 * migrator run each migration in a transaction, so a start interrupted mid-migration leaves
 * no half-built schema behind.
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

export function createDatabase(settings: Config['database'], log: (error: Error) => void = () => {}): Db {
  const plugins = [new CamelCasePlugin()];
  if (settings.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: settings.url,
      max: 10,
      types: pgTypes,
      // An unreachable server must answer "unavailable" quickly, not hang start-up or /api/health.
      connectionTimeoutMillis: 5_000,
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process.
    pool.on('error', log);
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
  }
  makePrivateDirSync(path.dirname(settings.file));
  makePrivateDatabaseFile(settings.file);
  const sqlite = new SQLite(settings.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new AppSqliteDialect({ database: sqlite }), plugins });
}
