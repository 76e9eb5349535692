import {
  CompiledQuery,
  DummyDriver,
  Kysely,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from './schema.js';
import { WriteWatch } from './write-watch.js';

// Queries compiled as the app compiles them, never run.
const db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new SqliteIntrospector(kysely),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});
const watch = new WriteWatch(/\b(users|sessions)\b/i, () => 0);

describe('WriteWatch', () => {
  it('counts writes to the watched tables and the end of every transaction', () => {
    expect(watch.concerns(db.deleteFrom('sessions').where('id', '=', 'x').compile())).toBe(true);
    expect(watch.concerns(db.updateTable('users').set({ displayName: 'はな' }).compile())).toBe(true);
    expect(watch.concerns(sql`update users set display_name = ${'はな'}`.compile(db))).toBe(true);
    expect(watch.concerns(CompiledQuery.raw('commit'))).toBe(true);
    expect(watch.concerns(CompiledQuery.raw('rollback'))).toBe(true);
  });

  it('leaves reads and writes to other tables alone', () => {
    expect(watch.concerns(db.selectFrom('sessions').selectAll().compile())).toBe(false);
    expect(watch.concerns(sql`select * from users`.compile(db))).toBe(false);
    expect(watch.concerns(db.deleteFrom('favorites').where('userId', '=', 'x').compile())).toBe(false);
    expect(watch.concerns(CompiledQuery.raw('begin'))).toBe(false);
  });

  it('gives a reading of other processes’ commits taken since a moment, and reads again for an earlier one', () => {
    let commits = 0;
    let readings = 0;
    const others = new WriteWatch(/\bsessions\b/i, () => {
      readings++;
      return commits;
    });
    const arrived = performance.now();
    // The session check of a request that arrived at `arrived` reads once; the page's read of the
    // same request takes that reading.
    expect(others.generation).toBe(0);
    expect(others.otherCommitsSince(arrived)).toBe(0);
    expect(readings).toBe(1);
    // Another process commits; a request arriving after it gets a new reading.
    commits = 1;
    expect(others.otherCommitsSince(performance.now() + 1)).toBe(1);
    expect(readings).toBe(2);
  });
});
