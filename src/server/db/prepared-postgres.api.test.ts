import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { CompiledQueries } from './compiled-queries.js';
import { defaultPoolSize, defaultWaitMs } from './database.js';
import { onOneConnection } from './prepared-postgres.js';

// On PostgreSQL the hottest reads are named statements kept on each pooled connection
// (prepared-postgres.ts). A deploy whose migration changes a table they read must not leave the
// processes still running failing every request until their connections close.

describe('a named read after its table changed', () => {
  let testApp: TestApp;
  const queries = new CompiledQueries();
  // The read runs on the app's own handle: the pool is kept for that handle only.
  const probe = () =>
    queries.run(
      testApp.app.db,
      'probe',
      [],
      () =>
        testApp.app.db
          .withTables<{ planProbe: { id: number; label: string | number } }>()
          .selectFrom('planProbe')
          .select(['id', 'label']),
      { named: true },
    );
  // As many at once as the pool has connections, so that every connection prepares the statement.
  const probeOnEveryConnection = () => Promise.all(Array.from({ length: defaultPoolSize }, probe));

  beforeAll(async () => {
    testApp = await createTestApp();
    await sql`create table plan_probe (id integer primary key, label varchar(40))`.execute(testApp.app.db);
    await sql`insert into plan_probe (id, label) values (1, 'ストレッチ')`.execute(testApp.app.db);
  });
  afterAll(async () => {
    await sql`drop table if exists plan_probe`.execute(testApp.app.db);
    await testApp.close();
  });

  it('reads the table’s new shape instead of failing', async () => {
    for (const rows of await probeOnEveryConnection()) expect(rows).toEqual([{ id: 1, label: 'ストレッチ' }]);
    // The label becomes a number: the statements kept on the connections now return another type.
    await sql`drop table plan_probe`.execute(testApp.app.db);
    await sql`create table plan_probe (id integer primary key, label integer)`.execute(testApp.app.db);
    await sql`insert into plan_probe (id, label) values (1, 42)`.execute(testApp.app.db);
    for (const rows of await probeOnEveryConnection()) expect(rows).toEqual([{ id: 1, label: 42 }]);
  });

  it('answers on a held connection, with more holders than the pool has connections', async () => {
    const db = testApp.app.db;
    const table = async (type: string, label: string | number) => {
      await sql`drop table plan_probe`.execute(db);
      await sql`create table plan_probe (id integer primary key, label ${sql.raw(type)})`.execute(db);
      await sql`insert into plan_probe (id, label) values (1, ${label})`.execute(db);
    };
    // Two reads on one connection, as a search asks several; twice as many at once as connections.
    const holders = () =>
      Promise.all(
        Array.from({ length: defaultPoolSize * 2 }, () =>
          onOneConnection(db, async () => [await probe(), await probe()]),
        ),
      );
    await table('integer', 7);
    for (const answers of await holders())
      expect(answers).toEqual([[{ id: 1, label: 7 }], [{ id: 1, label: 7 }]]);
    await table('varchar(40)', '肩');
    // Each holder's first read finds its statement outdated. Asking the pool for another connection
    // then would wait for one the other holders keep, each until the pool gives up (a 503).
    const started = performance.now();
    for (const answers of await holders()) {
      expect(answers).toEqual([[{ id: 1, label: '肩' }], [{ id: 1, label: '肩' }]]);
    }
    expect(performance.now() - started).toBeLessThan(defaultWaitMs);
  });
});
