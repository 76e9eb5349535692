import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database.js';
import { runDirect } from './direct-sqlite.js';
import { runNamed } from './prepared-postgres.js';

/**
 * Queries on the hottest paths (the session behind every request, the lists) compiled once per
 * shape and then run with each call's values: Kysely otherwise rebuilds, transforms and compiles
 * the query tree on every call, which profiling showed costing more than SQLite running it.
 *
 * `shape` names everything that changes the SQL text (which filters are present); the builder is
 * only called on the first use of a shape. The values passed each time must be the ones the
 * builder's query binds, in the same order; the first compilation checks this, so a shape key
 * that forgets a variation fails loudly instead of running the wrong query.
 */
export class CompiledQueries {
  readonly #byDb = new WeakMap<Db, Map<string, CompiledQuery>>();
  readonly #defaults: { named?: boolean; direct?: boolean };

  /** `defaults`: the options of every run of this instance (search names all its statements). */
  constructor(defaults: { named?: boolean; direct?: boolean } = {}) {
    this.#defaults = defaults;
  }

  /**
   * `named`: on PostgreSQL, run as a named statement planned once per connection
   * (prepared-postgres.ts), for the few reads where planning costs more than running.
   * `direct`: on SQLite, run on the connection itself, outside Kysely, when no transaction is open
   * (direct-sqlite.ts), for the one read where Kysely's steps around it cost as much as running it.
   */
  async run<Row>(
    db: Db,
    shape: string,
    values: readonly unknown[],
    build: () => Compilable<Row>,
    options: { named?: boolean; direct?: boolean } = {},
  ): Promise<Row[]> {
    const { named = false, direct = false } = { ...this.#defaults, ...options };
    const compiled = this.#compiled(db, shape, values, build);
    const rows =
      (direct ? runDirect(db, compiled, values) : undefined) ??
      (named ? await runNamed(db, compiled, values) : undefined);
    return rows ?? (await db.executeQuery<Row>({ ...compiled, parameters: values })).rows;
  }

  #compiled<Row>(db: Db, shape: string, values: readonly unknown[], build: () => Compilable<Row>) {
    let shapes = this.#byDb.get(db);
    if (!shapes) {
      shapes = new Map();
      this.#byDb.set(db, shapes);
    }
    let compiled = shapes.get(shape) as CompiledQuery<Row> | undefined;
    if (!compiled) {
      compiled = build().compile();
      if (!sameValues(compiled.parameters, values)) {
        throw new Error(
          `compiled query "${shape}" binds ${JSON.stringify(compiled.parameters)}, not ${JSON.stringify(values)}`,
        );
      }
      shapes.set(shape, compiled);
    }
    return compiled;
  }
}

function sameValues(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}
