import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { signedInGuest } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import type { TestVisitor } from '#tests/support/test-visitor.js';
import { databaseKind, defaultPoolSize, defaultWaitMs } from '#server/db/database.js';
import { apiPaths } from '#shared/api-paths.js';
import type { ContentPage } from '#shared/schemas/contents.js';
import { buildContent } from './content-factory.js';
import { insertContents } from './content-repository.js';

// On PostgreSQL a search holds one pooled connection for all its statements (onOneConnection,
// decision 36 revisions 4 and 5). A deploy's migration that changes what a kept statement returns
// makes it fail once per connection ("cached plan must not change result type"); the search must
// then ask again on the connection it holds. Asking the pool for a second one, with as many
// searches at once as the pool has connections, left each waiting for the others until the pool
// gave up: members got errors during every deploy.

const clock = fixedClock('2026-11-21T01:00:00Z');
const now = clock.now();

// One word per content, each in no other content (and no title): every search is a different
// question, so no shared answer serves two of them.
const words = [
  '肩甲骨',
  '骨盤',
  '足首',
  '股関節',
  '背中',
  '腰痛',
  '首筋',
  '腹筋',
  '太もも',
  'ふくらはぎ',
  '二の腕',
  '呼吸',
  '姿勢',
  '睡眠',
  '朝食',
  '野菜',
  '果物',
  '水分',
  '散歩',
  '階段',
];

describe('searches at once right after a migration changed what their statements return', () => {
  let testApp: TestApp;
  let guest: TestVisitor;

  beforeAll(async () => {
    testApp = await createTestApp({ clock });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
    await insertContents(
      testApp.app.db,
      words.map((word, n) =>
        buildContent({
          now: new Date(now.getTime() - n * 60_000),
          id: `h${String(n).padStart(2, '0')}`,
          title: `今日の話 ${n}`,
          description: `${word}のこと`,
          date: '2026-11-20',
          status: 'published',
        }),
      ),
    );
    guest = await signedInGuest(testApp.app, 'もみじ');
  });
  afterAll(() => testApp.close());

  /** Every word searched at once (at least twice as many searches as the pool's connections). */
  async function allAtOnce() {
    testApp.app.contentAnswers.clear();
    expect(words.length).toBeGreaterThanOrEqual(defaultPoolSize * 2);
    return Promise.all(
      words.map(async (word) => {
        const response = await guest.get(
          `${apiPaths.contentSearch}?${new URLSearchParams({ q: word }).toString()}`,
        );
        // A busy pool's answer (503) has no items.
        const ids =
          response.statusCode === 200 ? (response.json() as ContentPage).items.map((item) => item.id) : [];
        return [response.statusCode, ids];
      }),
    );
  }
  const expected = words.map((_, n) => [200, [`h${String(n).padStart(2, '0')}`]]);

  it('all answer, in normal time', async () => {
    // Each connection keeps the search's statements (twice: every connection is used).
    expect(await allAtOnce()).toEqual(expected);
    expect(await allAtOnce()).toEqual(expected);
    if (databaseKind(testApp.app.db) === 'postgres') {
      // As a migration could: the walk's date key another text type, so the statement that asks
      // the title's count and the newest contents' peek returns another type of row.
      await sql`alter table content_search_walk alter column date type varchar(10)`.execute(testApp.app.db);
    }
    const started = performance.now();
    expect(await allAtOnce()).toEqual(expected);
    expect(performance.now() - started).toBeLessThan(defaultWaitMs);
    // And the connections that found their statements outdated were let go: later searches too.
    expect(await allAtOnce()).toEqual(expected);
  });
});
