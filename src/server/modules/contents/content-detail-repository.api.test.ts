import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { testDatabaseKind } from '#tests/support/test-database.js';
import { buildContent } from './content-factory.js';
import { detailQuery, readContentDetail } from './content-detail-repository.js';
import { insertContents } from './content-repository.js';

// A content's page is one statement, on PostgreSQL a named one that the server plans once per
// connection and, after its first few runs, keeps a generic plan for (prepared-postgres.ts). What
// it finds must not depend on how often it has run, nor on whether it runs inside a transaction.

describe('a content page’s read', () => {
  let testApp: TestApp;
  const scheduledAt = '2026-12-01T00:00:00.000Z';
  const ids = { page: '', older: '', scheduled: '', draft: '' };

  beforeAll(async () => {
    testApp = await createTestApp();
    const published = 'published' as const;
    const rows = await insertContents(testApp.app.db, [
      {
        ...buildContent({ title: 'ページの記事', category: 'beauty', date: '2026-11-20' }),
        status: published,
      },
      { ...buildContent({ title: '前の記事', category: 'beauty', date: '2026-11-10' }), status: published },
      // Dated after the others: once public, the first of the page's related contents.
      {
        ...buildContent({ title: '予約の記事', category: 'beauty', date: '2026-11-30' }),
        status: published,
        publishedAt: scheduledAt,
      },
      { ...buildContent({ title: '下書きの記事', category: 'beauty', date: '2026-11-29' }), status: 'draft' },
    ]);
    const [page, older, scheduled, draft] = rows.map((row) => row.id);
    Object.assign(ids, { page, older, scheduled, draft });
  });
  afterAll(() => testApp.close());

  const relatedAt = async (at: string) =>
    (await readContentDetail(testApp.app.db, ids.page, at, 2))!.related.map((row) => row.id);

  it('shows a scheduled content among the related ones from its second on, however often it ran before', async () => {
    // Twelve runs a second apart before its time: past the point where a generic plan is kept.
    for (let second = 12; second > 0; second--) {
      const at = new Date(Date.parse(scheduledAt) - second * 1000).toISOString();
      expect(await relatedAt(at)).toEqual([ids.older]);
    }
    expect(await relatedAt(scheduledAt)).toEqual([ids.scheduled, ids.older]);
    // The draft never shows, whatever the time.
    expect(await relatedAt('2027-01-01T00:00:00.000Z')).not.toContain(ids.draft);
  });

  it('sees a content written in the same transaction, which nobody outside it sees', async () => {
    const db = testApp.app.db;
    const fresh = buildContent({ title: '取り消される記事', category: 'beauty', date: '2026-11-25' });
    const rolledBack = new Error('rolled back on purpose');
    await expect(
      db.transaction().execute(async (trx) => {
        await insertContents(trx, [fresh]);
        const inside = await readContentDetail(trx, fresh.id, '2027-01-01T00:00:00.000Z', 2);
        expect(inside?.content.title).toBe('取り消される記事');
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(await readContentDetail(db, fresh.id, '2027-01-01T00:00:00.000Z', 2)).toBeUndefined();
  });

  it('never shows another request’s change before it is committed, nor a change rolled back', async () => {
    // On SQLite the read runs on the one connection beside Kysely (direct-sqlite.ts): while a
    // transaction is open on that connection, it must wait for its end rather than read into it.
    const db = testApp.app.db;
    const at = '2027-01-01T00:00:00.000Z';
    const rolledBack = new Error('rolled back on purpose');
    let asked: ReturnType<typeof readContentDetail> | undefined;
    await expect(
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('contents')
          .set({ title: '取り消される題名' })
          .where('id', '=', ids.page)
          .execute();
        // Another request, not this transaction, asks for the page meanwhile.
        asked = readContentDetail(db, ids.page, at, 2);
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect((await asked)?.content.title).toBe('ページの記事');
  });

  it('plans the statement as it runs, its values bound, by the content’s key and the category index', async () => {
    const db = testApp.app.db;
    const compiled = detailQuery(db, ids.page, scheduledAt, 2).compile();
    const plan =
      testDatabaseKind() === 'sqlite'
        ? (
            await db.executeQuery<{ detail: string }>(
              CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
            )
          ).rows.map((row) => row.detail)
        : // The generic plan, the one a named statement keeps after its first runs.
          await db.connection().execute(async (connection) => {
            await sql`set plan_cache_mode = force_generic_plan`.execute(connection);
            await sql`set enable_seqscan = off`.execute(connection);
            await sql.raw(`prepare detail_plan as ${compiled.sql}`).execute(connection);
            const values = compiled.parameters.map((value) => `'${String(value)}'`).join(', ');
            const result = await sql<{
              'QUERY PLAN': string;
            }>`explain execute ${sql.raw(`detail_plan(${values})`)}`.execute(connection);
            await sql`deallocate detail_plan`.execute(connection);
            await sql`reset all`.execute(connection);
            return result.rows.map((row) => row['QUERY PLAN']);
          });
    const text = plan.join('\n');
    expect(text).toContain('contents_category_date_idx');
    expect(text).toMatch(testDatabaseKind() === 'sqlite' ? /sqlite_autoindex_contents_1/ : /contents_pkey/);
    expect(text).not.toMatch(/SCAN contents\b|SCAN c\b|Seq Scan/);
  });
});
