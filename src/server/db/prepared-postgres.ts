import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { CompiledQuery } from 'kysely';
import type pgModule from 'pg';
import { camel } from './column-names.js';

// PostgreSQL plans every statement Kysely sends: node-postgres sends each one unnamed, and Kysely
// has no way to name it. A named statement is parsed once per connection, and after five runs
// PostgreSQL may keep a generic plan and stop planning it (it does for the two reads below). The two hottest reads,
// a content's page and the session behind every request
// (docs/decisions/0035-content-detail-in-one-read.md), go this way, with the SQL Kysely compiled
// and its parameters bound as before; so do search's statements, three to five a query (decision
// 36, revision 3). Their rows are mapped here as Kysely's
// CamelCasePlugin maps them, and by nothing else: a plugin added to createDatabase does not reach
// them.

/** What runNamed needs of a Kysely handle (typed here so that database.ts, which keeps the pool, is
 * not imported back). */
type QueryHandle = { readonly isTransaction: boolean };

const pools = new WeakMap<object, pgModule.Pool>();

/** Kept by createDatabase: the pool behind a PostgreSQL handle. */
export function rememberPool<Handle extends object>(db: Handle, pool: pgModule.Pool): Handle {
  pools.set(db, pool);
  return db;
}

/** Whether `db` is a PostgreSQL handle outside a transaction (its statements go to the pool). */
export function hasPool(db: QueryHandle): boolean {
  return !db.isTransaction && pools.has(db);
}

const names = new Map<string, string>();

/** A statement's name is its SQL's digest: one name can never stand for two texts on a connection. */
function nameOf(sql: string): string {
  let name = names.get(sql);
  if (name === undefined) {
    name = `karada:${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`;
    names.set(sql, name);
  }
  return name;
}

/** A connection held for several statements (onOneConnection); `error` drops it when let go. */
type Held = { pool: pgModule.Pool; client: pgModule.PoolClient; error?: Error };
const held = new AsyncLocalStorage<Held>();

/**
 * Runs `work` with one of the pool's connections held for every named statement it runs: a search
 * asks three to eight, and under load each one asked apart waited again in the pool's queue
 * behind the other requests' (docs/decisions/0036-postgresql-search-walks-first.md, revision 4).
 * Outside PostgreSQL, in a transaction or within another such run on the same pool, it only runs
 * `work`.
 */
export async function onOneConnection<T>(db: QueryHandle, work: () => Promise<T>): Promise<T> {
  const pool = db.isTransaction ? undefined : pools.get(db);
  if (!pool || held.getStore()?.pool === pool) return work();
  const client = await pool.connect();
  const holding: Held = { pool, client };
  try {
    return await held.run(holding, work);
  } finally {
    client.release(holding.error);
  }
}

/** PostgreSQL's "cached plan must not change result type": a table the statement reads changed. */
const planOutdated = '0A000';

/**
 * Runs `compiled` with `values` as a named statement when `db` is a PostgreSQL handle outside a
 * transaction (a transaction holds its own connection, which the pool cannot reach); undefined
 * otherwise, for the caller to run it through Kysely.
 */
export async function runNamed<Row>(
  db: QueryHandle,
  compiled: CompiledQuery<Row>,
  values: readonly unknown[],
): Promise<Row[] | undefined> {
  const pool = db.isTransaction ? undefined : pools.get(db);
  if (!pool) return undefined;
  const holding = held.getStore()?.pool === pool ? held.getStore() : undefined;
  if (holding) return mapped(await onHeld(holding, compiled, values));
  const client = await pool.connect();
  let result: pgModule.QueryResult;
  try {
    result = await client.query({
      name: nameOf(compiled.sql),
      text: compiled.sql,
      values: values as unknown[],
    });
  } catch (error) {
    // A migration run by another process (a deploy) changed a table under this connection's
    // prepared statement: drop the connection, and the caller asks again through Kysely.
    const outdated = isPlanOutdated(error);
    client.release(outdated ? (error as Error) : undefined);
    if (outdated) return undefined;
    throw error;
  }
  client.release();
  return mapped(result);
}

/**
 * A statement on a held connection. Its answer never falls back to Kysely, which would ask the
 * pool for a second connection while this one is held: with as many searches at once as the pool
 * has connections, each would wait for one the others hold until the pool's timeout (decision 36,
 * revision 5). A plan made outdated by a migration is asked again unnamed on the same connection,
 * and so is every later statement of this hold; the connection is dropped when let go.
 */
async function onHeld(holding: Held, compiled: CompiledQuery, values: readonly unknown[]) {
  const text = compiled.sql;
  if (holding.error) return holding.client.query(text, values as unknown[]);
  try {
    return await holding.client.query({ name: nameOf(text), text, values: values as unknown[] });
  } catch (error) {
    if (!isPlanOutdated(error)) throw error;
    holding.error = error as Error;
    return holding.client.query(text, values as unknown[]);
  }
}

const isPlanOutdated = (error: unknown) => (error as { code?: unknown }).code === planOutdated;

/**
 * PostgreSQL's data exceptions (class 22: a value it refuses, such as text holding a NUL byte):
 * caused by a value a statement was given, not by the database's state.
 */
export const isDataException = (error: unknown): boolean => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('22');
};

/** Rows with their columns named as Kysely's CamelCasePlugin names them. */
function mapped<Row>(result: pgModule.QueryResult): Row[] {
  return result.rows.map((row: Record<string, unknown>) => {
    const named: Record<string, unknown> = {};
    for (const key in row) named[camel(key)] = row[key];
    return named as Row;
  });
}
