import type { CompiledQuery } from 'kysely';
import type pgModule from 'pg';

// PostgreSQL plans every statement Kysely sends: node-postgres sends each one unnamed, and Kysely
// has no way to name it. A named statement is parsed and planned once per connection, and after
// a few runs PostgreSQL keeps a generic plan and stops planning it at all. The two hottest reads,
// a content's page and the session behind every request
// (docs/decisions/0035-content-detail-in-one-read.md), go this way, with the SQL Kysely compiled
// and its parameters bound as before; nothing else does.

/** What runNamed needs of a Kysely handle (typed here so that database.ts, which keeps the pool, is
 * not imported back). */
type QueryHandle = { readonly isTransaction: boolean };

const pools = new WeakMap<object, pgModule.Pool>();

/** Kept by createDatabase: the pool behind a PostgreSQL handle. */
export function rememberPool<Handle extends object>(db: Handle, pool: pgModule.Pool): Handle {
  pools.set(db, pool);
  return db;
}

const camelKeys = new Map<string, string>();

/** snake_case to camelCase, as Kysely's CamelCasePlugin maps a result's columns. */
function camel(key: string): string {
  let mapped = camelKeys.get(key);
  if (mapped === undefined) {
    mapped = key.replace(/_([a-z0-9])/g, (_match, next: string) => next.toUpperCase());
    camelKeys.set(key, mapped);
  }
  return mapped;
}

/**
 * Runs `compiled` with `values` as the named statement `name` when `db` is a PostgreSQL handle
 * outside a transaction (a transaction holds its own connection, which the pool cannot reach);
 * undefined otherwise, for the caller to run it through Kysely. `name` must stay with one SQL text.
 */
export async function runNamed<Row>(
  db: QueryHandle,
  name: string,
  compiled: CompiledQuery<Row>,
  values: readonly unknown[],
): Promise<Row[] | undefined> {
  const pool = db.isTransaction ? undefined : pools.get(db);
  if (!pool) return undefined;
  const result = await pool.query({
    name: `karada:${name}`,
    text: compiled.sql,
    values: values as unknown[],
  });
  return result.rows.map((row: Record<string, unknown>) => {
    const mapped: Record<string, unknown> = {};
    for (const key in row) mapped[camel(key)] = row[key];
    return mapped as Row;
  });
}
