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
});
