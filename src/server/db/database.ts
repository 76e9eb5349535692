import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresAdapter, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

export type DatabaseKind = Config['database']['kind'];

// COUNT(*) and SUM() come back from PostgreSQL as int8; our counts always fit in a JS number.
const pgTypes = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as 'text'),
};

export function createDatabase(settings: Config['database']): Db {
  const plugins = [new CamelCasePlugin()];
  if (settings.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: settings.url, max: 10, types: pgTypes });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
  }
  fs.mkdirSync(path.dirname(settings.file), { recursive: true });
  const sqlite = new SQLite(settings.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins });
}

/** Which engine a Kysely instance talks to, for the few places where SQL differs. */
export function databaseKind(db: Db): DatabaseKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
