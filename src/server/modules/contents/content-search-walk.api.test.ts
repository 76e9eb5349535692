import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everySearchPage, libraryWithGuest } from '#tests/support/contents.js';
import { fixedClock, type TestApp } from '#tests/support/test-app.js';
import type { TestVisitor } from '#tests/support/test-visitor.js';
import { buildContent } from './content-factory.js';
import { candidateLimit } from './content-search-candidates.js';
import { sortedCandidateCap } from './content-search-postgres-sorted.js';
import { firstBatch } from './content-search-sqlite.js';
import { searchColumnsOf } from './content-repository.js';

// Two words that rarely meet among the newest contents but do in many older ones: more
// candidates than the index hands over, so the walk through the newest contents runs, and its
// first batch finds too few, so SQLite's walk goes on through the rows the index names
// (content-search-sqlite.ts). Neither word is in a title: the walk is the only way there.
// PostgreSQL finds too few among its newest 100 and sorts the candidates by date; with more
// candidates than it sorts, it walks on instead (content-search-postgres-sorted.ts): both libraries.

const clock = fixedClock('2026-11-21T01:00:00Z');
const now = clock.now();
const newest = firstBatch + 60;

/** n = 0 is the newest. The newest hold 骨盤 alone but every 50th; the older hold both words. */
function contentNumber(n: number) {
  const both = n >= newest || n % 50 === 25;
  return buildContent({
    now: new Date(now.getTime() - n * 60_000),
    id: `w${String(n).padStart(4, '0')}`,
    title: `毎日の習慣 ${n}`,
    description: both ? '骨盤を立ててカルシウムをとる' : '骨盤を立てる',
    body: n % 3 === 0 ? `<p>${both ? 'カルシウム' : '骨盤'}の話</p>` : null,
    type: n % 3 === 0 ? 'article' : 'video',
    date: new Date(now.getTime() - Math.floor(n / 30) * 86_400_000).toISOString().slice(0, 10),
  });
}

describe.each([
  { older: candidateLimit + 40, way: 'sorted by date' },
  { older: sortedCandidateCap + 40, way: 'too many to sort' },
])('search for two words that rarely meet among the newest ($way)', ({ older }) => {
  let testApp: TestApp;
  let guest: TestVisitor;

  beforeAll(async () => {
    ({ testApp, guest } = await libraryWithGuest(
      clock,
      Array.from({ length: newest + older }, (_, n) => contentNumber(n)),
    ));
  });
  afterAll(() => testApp.close());

  /** What a scan of every content members see finds, newest first (no title holds the words). */
  async function expected(words: string[]): Promise<string[]> {
    const rows = await testApp.app.db
      .selectFrom('contents')
      .selectAll()
      .where('status', '=', 'published')
      .execute();
    return rows
      .filter((row) => words.every((word) => searchColumnsOf(testApp.app.db, row).searchText.includes(word)))
      .sort(
        (a, b) =>
          b.date.localeCompare(a.date) || b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
      )
      .map((row) => row.id);
  }

  it('finds, page after page, exactly what a scan finds', async () => {
    const found = (await everySearchPage(guest, '骨盤 カルシウム')).ids;
    expect(found.length).toBeGreaterThan(candidateLimit);
    expect(found).toEqual(await expected(['骨盤', 'かるしうむ']));
    // The first page: the newest few that hold both, then the older ones.
    expect(found.slice(0, 6)).toEqual([
      'w0025',
      'w0075',
      'w0125',
      'w0175',
      'w0225',
      `w${String(newest).padStart(4, '0')}`,
    ]);
  });

  it('lets go at once of a content unpublished or edited to lose a word', async () => {
    const db = testApp.app.db;
    const written = () => testApp.app.contentAnswers.clear();
    await db.updateTable('contents').set({ status: 'draft' }).where('id', '=', 'w0075').execute();
    const edited = { title: '毎日の習慣 125', description: '骨盤を立てる', body: null };
    await db
      .updateTable('contents')
      .set({ ...edited, type: 'video', ...searchColumnsOf(db, edited) })
      .where('id', '=', 'w0125')
      .execute();
    written();
    const found = (await everySearchPage(guest, '骨盤 カルシウム')).ids;
    expect(found).not.toContain('w0075');
    expect(found).not.toContain('w0125');
    expect(found.slice(0, 4)).toEqual(['w0025', 'w0175', 'w0225', `w${String(newest).padStart(4, '0')}`]);
    expect(found).toEqual(await expected(['骨盤', 'かるしうむ']));
  });
});
