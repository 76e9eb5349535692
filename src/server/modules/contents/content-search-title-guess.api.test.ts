import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKind } from '#server/db/database.js';
import { searchWords } from '#server/db/search-fold.js';
import { titleGrams, wordGrams } from '#server/db/search-grams.js';
import { everySearchPage, libraryWithGuest } from '#tests/support/contents.js';
import { fixedClock, type TestApp } from '#tests/support/test-app.js';
import { testDatabaseKind } from '#tests/support/test-database.js';
import type { TestVisitor } from '#tests/support/test-visitor.js';
import { buildContent } from './content-factory.js';
import { candidateLimit } from './content-search-candidates.js';
import { titleCountAndPeek } from './content-search-postgres-peek.js';

// A new series: the newest 100 contents all have 花粉症 in their title, the 1,200 before them only
// three. PostgreSQL's peek sees the word in every one of the newest titles and, the library being
// large, does not count the title's candidates (content-search-postgres-peek.ts); its walk fills
// the first pages, and past the series it counts after all and reads the three older ones from the
// index instead of walking to the oldest (walkThenCount). Whatever the way, a search finds what a
// scan finds: the titles first, then the descriptions, each newest first. Both engines.

const clock = fixedClock('2026-11-21T01:00:00Z');
const now = clock.now();
const series = 100;
const total = 1_300;
const olderTitles = [400, 1_050, 1_250];
const inDescription = (n: number) => n % 97 === 5;

const idOf = (n: number) => `g${String(n).padStart(4, '0')}`;

/** n = 0 is the newest. */
function contentNumber(n: number) {
  const title =
    n < series ? `花粉症の季節 ${n}` : olderTitles.includes(n) ? `花粉症と睡眠 ${n}` : `からだの習慣 ${n}`;
  // Two of the newest titles and two older ones name a 特集: too few among the newest to guess.
  const feature = [0, 1, 700, 800].includes(n) ? '特集 ' : '';
  return buildContent({
    now: new Date(now.getTime() - n * 60_000),
    id: idOf(n),
    title: `${feature}${title}`,
    description: inDescription(n) ? 'この時期の花粉症対策' : '毎日の体操',
    type: 'video',
  });
}

describe('search for a word in every one of the newest titles and in few older ones', () => {
  let testApp: TestApp;
  let guest: TestVisitor;

  beforeAll(async () => {
    ({ testApp, guest } = await libraryWithGuest(
      clock,
      Array.from({ length: total }, (_, n) => contentNumber(n)),
    ));
    // The planner's estimate of the library's size, as autovacuum leaves it on a live server.
    if (databaseKind(testApp.app.db) === 'postgres')
      await sql`analyze content_search_walk`.execute(testApp.app.db);
  });
  afterAll(() => testApp.close());

  it('finds, page after page, the titles newest first and then the descriptions', async () => {
    const numbers = Array.from({ length: total }, (_, n) => n);
    const titles = numbers.filter((n) => n < series || olderTitles.includes(n));
    const descriptions = numbers.filter((n) => !titles.includes(n) && inDescription(n));
    expect((await everySearchPage(guest, '花粉症')).ids).toEqual([...titles, ...descriptions].map(idOf));
    // Two words, both in the series' titles only.
    expect((await everySearchPage(guest, '花粉症 季節')).ids).toEqual(
      titles.filter((n) => n < series).map(idOf),
    );
  });

  // PostgreSQL's statement only: SQLite knows how many titles hold a word from its own token counts.
  if (testDatabaseKind() === 'postgres') {
    it('PostgreSQL does not count the titles of a word in every one of the newest, and counts a rare one', async () => {
      const db = testApp.app.db;
      const ask = (q: string) => {
        const words = searchWords(q);
        return titleCountAndPeek(db, {
          titleGrams: titleGrams([...new Set(words.flatMap(wordGrams))]),
          words,
          visibleAt: now.toISOString(),
          peek: 100,
          cap: candidateLimit + 1,
          many: candidateLimit,
          limit: 21,
        });
      };
      expect((await ask('花粉症')).titleCount).toBeNull();
      // In three older titles and none of the newest: counted, as every word was before.
      expect((await ask('花粉症 睡眠')).titleCount).toBe(olderTitles.length);
      expect((await ask('習慣')).titleCount).toBe(candidateLimit + 1);
      // In 2 of the newest 100 titles (the guess takes 3 or more): counted.
      expect((await ask('特集')).titleCount).toBe(4);
    });
  }
});
