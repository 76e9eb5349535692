import { sql, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { testDatabaseKind } from '#tests/support/test-database.js';
import type { Db } from '#server/db/database.js';
import { favoritesQuery } from '../favorites/favorite-repository.js';
import { historyQuery } from '../history/history-repository.js';
import { buildContent } from './content-factory.js';
import { categoryNewestQuery } from './content-category-newest.js';
import { detailQuery } from './content-detail-repository.js';
import { contentListQuery, type ContentListQuery } from './content-list-repository.js';
import { insertContents } from './content-repository.js';
import { titleGrams, wordGrams } from '#server/db/search-grams.js';
import { indexArgument } from './content-search-candidates.js';
import { searchPageQuery } from './content-search-page-query.js';
import { walkPageQuery } from './content-search-postgres-walk.js';
import { sqliteGrams } from './content-search-sqlite.js';
import type { ListKey } from './list-cursor.js';
import { viewsPerDayQuery } from './view-count-repository.js';

// EXPLAIN cannot take bound parameters, so the test inlines them (test data only).
function inlineParameters(text: string, parameters: readonly unknown[]): string {
  let index = 0;
  return text.replace(/\?|\$\d+/g, () => {
    const value = parameters[index++];
    if (Array.isArray(value)) return `'{${value.map((item) => `"${String(item)}"`).join(',')}}'`;
    return typeof value === 'number' ? String(value) : `'${String(value)}'`;
  });
}

// The plan must read an index in the requested order: no full scan, no separate sort step.
async function planOf(db: Db, query: Compilable): Promise<string> {
  const compiled = query.compile();
  const statement = sql.raw(inlineParameters(compiled.sql, compiled.parameters));
  if (testDatabaseKind() === 'sqlite') {
    const result = await sql<{ detail: string }>`explain query plan ${statement}`.execute(db);
    return result.rows.map((row) => row.detail).join('\n');
  }
  // With a handful of rows PostgreSQL would rightly prefer a scan; forbid it to see the index choice.
  return db.connection().execute(async (connection) => {
    await sql`set enable_seqscan = off`.execute(connection);
    await sql`set enable_sort = off`.execute(connection);
    const result = await sql<{ 'QUERY PLAN': string }>`explain ${statement}`.execute(connection);
    await sql`reset all`.execute(connection);
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

/** Members' lists only show what is visible by now (content-visibility.ts). */
const now = new Date().toISOString();

const listShapes: Array<[string, ContentListQuery, string]> = [
  // Either date index: the one with the search title also holds the visibility columns.
  ['new list', { order: 'newest', visibleAt: now, limit: 20 }, 'contents_date_'],
  [
    'new list by category',
    { order: 'newest', visibleAt: now, category: 'meals', limit: 20 },
    'contents_category_date_idx',
  ],
  [
    'featured list',
    { order: 'newest', visibleAt: now, featuredOnly: true, limit: 20 },
    'contents_featured_date_idx',
  ],
  ['popular list', { order: 'popular', visibleAt: now, limit: 20 }, 'contents_view_count_idx'],
  [
    'popular list by category',
    { order: 'popular', visibleAt: now, category: 'diet', limit: 20 },
    'contents_category_view_count_idx',
  ],
];

describe('feed and list queries use their indexes', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
    const now = new Date('2026-11-21T00:00:00Z');
    await insertContents(
      testApp.app.db,
      Array.from({ length: 30 }, (_, i) =>
        buildContent({ now, viewCount: i, isFeatured: i % 3 === 0 ? 1 : 0 }),
      ),
    );
    if (testDatabaseKind() === 'sqlite') await sql`analyze`.execute(testApp.app.db);
  });
  afterAll(() => testApp.close());

  it.each(listShapes)('%s', async (_name, query, index) => {
    const plan = await planOf(testApp.app.db, contentListQuery(testApp.app.db, query));
    expect(plan).toContain(index);
    expect(plan).not.toMatch(/TEMP B-TREE|^\s*Sort\b|Seq Scan/m);
  });

  // A deep page starts reading the index at the cursor: no rows before it are read and dropped.
  const positions: Record<'newest' | 'popular', Exclude<ListKey, { order: 'search' }>> = {
    newest: { order: 'newest', date: '2026-11-20', createdAt: '2026-11-20T00:00:00.000Z', id: 'm' },
    popular: { order: 'popular', viewCount: 15, date: '2026-11-20', id: 'm' },
  };
  it.each(listShapes)('%s, a page after the cursor', async (_name, query, index) => {
    const after = positions[query.order];
    const plan = await planOf(testApp.app.db, contentListQuery(testApp.app.db, { ...query, after }));
    expect(plan).toContain(index);
    expect(plan).not.toMatch(/TEMP B-TREE|^\s*Sort\b|Seq Scan/m);
    // The cursor is a condition on the index itself, not a filter on rows already read.
    expect(plan).toMatch(
      testDatabaseKind() === 'sqlite' ? /USING (COVERING )?INDEX .*[<>]/ : /Index Cond: .*ROW/,
    );
  });

  it.each([0, 1] as const)(
    'search for a rare word (rank %s) reads the candidates the index names, not the table',
    async (rank) => {
      const db = testApp.app.db;
      const grams = wordGrams('すとれつち');
      const query = searchPageQuery(db, {
        rank,
        words: ['すとれつち'],
        candidates: indexArgument(db, rank === 0 ? titleGrams(grams) : grams),
        visibleAt: now,
        after: null,
        limit: 21,
      });
      const plan = await planOf(db, query);
      if (testDatabaseKind() === 'sqlite') {
        expect(plan).toMatch(/^SCAN s VIRTUAL TABLE/m);
        expect(plan).toContain('contents_search_key_idx');
        expect(plan).not.toMatch(/SCAN contents\b/);
      } else {
        expect(plan).toContain('content_search_rows_grams_idx');
        expect(plan).not.toMatch(/Seq Scan/);
      }
    },
  );

  it.each([0, 1] as const)(
    'search for a common word (rank %s) walks the newest contents in order, and stops at a page',
    async (rank) => {
      const db = testApp.app.db;
      const query = searchPageQuery(db, {
        rank,
        words: ['の'],
        candidates: null,
        visibleAt: now,
        after: positions.newest as never,
        limit: 21,
      });
      const plan = await planOf(db, query);
      expect(plan).toMatch(
        testDatabaseKind() === 'sqlite' ? /contents_date_search_idx/ : /contents_date_idx/,
      );
      expect(plan).not.toMatch(/TEMP B-TREE|^\s*Sort\b|Seq Scan/m);
    },
  );

  it('a content page reads the content by its key and the related ones from the category index', async () => {
    const db = testApp.app.db;
    const [content] = await db.selectFrom('contents').select('id').limit(1).execute();
    const plan = await planOf(db, detailQuery(db, content!.id, now, 2));
    expect(plan).toContain('contents_category_date_idx');
    expect(plan).toMatch(testDatabaseKind() === 'sqlite' ? /sqlite_autoindex_contents_1/ : /contents_pkey/);
    // Only the three rows found are put in order at the end; nothing reads the whole table.
    expect(plan).not.toMatch(/SCAN contents\b|SCAN c\b|Seq Scan/);
  });

  it('the newest of a category, kept for a second for its pages, come from the category index', async () => {
    const db = testApp.app.db;
    const plan = await planOf(db, categoryNewestQuery(db, 'diet', now, 3));
    expect(plan).toContain('contents_category_date_idx');
    expect(plan).not.toMatch(/SCAN contents\b|Seq Scan|TEMP B-TREE|Sort/);
  });

  it('search for two words that rarely meet walks the date index (SQLite: testing the index’s rows there)', async () => {
    const db = testApp.app.db;
    const sqlite = testDatabaseKind() === 'sqlite';
    const words = ['こつばん', 'かるしうむ'];
    const query = searchPageQuery(db, {
      rank: 1,
      words,
      candidates: null,
      // PostgreSQL walks a batch at a time instead (walkedPage); SQLite names the index's rows.
      within: sqlite ? (indexArgument(db, sqliteGrams(words)) as string) : null,
      visibleAt: now,
      after: positions.newest as never,
      limit: 21,
    });
    const plan = await planOf(db, query);
    if (sqlite) {
      // In date order from the index that holds search_key: no row is read to test it.
      expect(plan).toMatch(/^SEARCH contents USING INDEX contents_date_search_idx/m);
      expect(plan).toMatch(/SCAN content_search VIRTUAL TABLE/);
      expect(plan).not.toMatch(/TEMP B-TREE|contents_search_key_idx/);
    } else {
      expect(plan).toMatch(/contents_date_idx/);
      expect(plan).not.toMatch(/^\s*Sort\b|Seq Scan/m);
    }
  });

  it.each([0, 1] as const)(
    'PostgreSQL: a walk (rank %s) looks for a Japanese word with strpos, an ASCII one with LIKE, by date',
    async (rank) => {
      if (testDatabaseKind() !== 'postgres') return;
      const db = testApp.app.db;
      const plan = await planOf(
        db,
        walkPageQuery(db, {
          rank,
          words: ['こつばん', 'yoga'],
          visibleAt: now,
          after: null,
          until: null,
          newest: 500,
          limit: 21,
        }),
      );
      // LIKE '%こつばん%' tries a match at almost every character of a Japanese text; an ASCII word's
      // first byte is rare there, and LIKE passes over the text quicker than strpos sets itself up
      // (decision 36, revision 6).
      const text = rank === 0 ? 'search_title' : 'search_text';
      expect(plan).toMatch(new RegExp(`strpos\\((walked\\.)?${text}, 'こつばん'::text\\) > 0`));
      expect(plan).toContain(`${text} ~~ '%yoga%'::text`);
      expect(plan).not.toMatch(/~~ '%こつばん%'/);
      expect(plan).toContain('content_search_walk_date_idx');
    },
  );

  it('history and favorites of one member read by member, newest first', async () => {
    const db = testApp.app.db;
    const history = historyQuery(db, 'u1');
    const favorites = favoritesQuery(db, 'u1');
    const historyPlan = await planOf(db, history);
    const favoritesPlan = await planOf(db, favorites);
    expect(historyPlan).toContain('view_history_user_viewed_idx');
    expect(favoritesPlan).toContain('favorites_user_added_idx');
    expect(`${historyPlan}\n${favoritesPlan}`).not.toMatch(/TEMP B-TREE|^\s*Sort\b|Seq Scan/m);
  });

  it('the dashboard reads views of recent days through the day index', async () => {
    const db = testApp.app.db;
    const perDay = viewsPerDayQuery(db, '2026-10-26');
    // The primary key (day, content_id) is the index: SQLite names it itself.
    expect(await planOf(db, perDay)).toMatch(
      testDatabaseKind() === 'sqlite' ? /sqlite_autoindex_content_daily_views_1/ : /content_daily_views_pk/,
    );
  });
});
