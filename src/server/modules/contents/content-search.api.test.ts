import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { everySearchPage, libraryWithGuest, searchPageOf } from '#tests/support/contents.js';
import { signedInGuest } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import type { TestVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { categories } from '#shared/categories.js';
import { copy } from '#shared/copy.js';
import type { ContentPage } from '#shared/schemas/contents.js';
import { buildContent } from './content-factory.js';
import { searchWords } from '#server/db/search-fold.js';
import { candidateLimit } from './content-search-candidates.js';
import { insertContents, searchColumnsOf } from './content-repository.js';

const clock = fixedClock('2026-11-21T01:00:00Z');
const now = clock.now();

// More contents than the index hands over as candidates, so a common word takes the other path
// (reading the newest contents in order) while rare ones are looked up.
const total = candidateLimit + 150;
const topics = ['ストレッチ', 'ヨガ', '呼吸', '睡眠', '腰痛', 'スープ', '体幹'];

function contentNumber(n: number) {
  const topic = topics[n % topics.length]!;
  const special =
    n === 7
      ? '１０分ＹＯＧＡで100%リラックス'
      : n === 300
        ? 'ノルディックポールで歩く'
        : n === 301
          ? '𩸽の塩焼き'
          : `${topic}の習慣 ${n}`;
  return buildContent({
    now: new Date(now.getTime() - n * 60_000),
    id: `s${String(n).padStart(4, '0')}`,
    title: special,
    description: n % 2 === 0 ? `毎日の${topic}を続けるコツ` : '',
    category: categories[n % categories.length]!,
    // Many share a day, so the order falls back on created_at and id.
    date: new Date(now.getTime() - Math.floor(n / 40) * 86_400_000).toISOString().slice(0, 10),
  });
}

describe('search through the index', () => {
  let testApp: TestApp;
  let guest: TestVisitor;

  beforeAll(async () => {
    ({ testApp, guest } = await libraryWithGuest(
      clock,
      Array.from({ length: total }, (_, n) => contentNumber(n)),
    ));
  });
  afterAll(() => testApp.close());

  /**
   * What a full scan finds: every word in the title, description or text, those with every word
   * in the title first, each newest first.
   */
  async function expected(q: string): Promise<string[]> {
    const rows = await testApp.app.db.selectFrom('contents').selectAll().execute();
    const words = searchWords(q);
    const rank = (row: (typeof rows)[number]) => {
      const { searchTitle } = searchColumnsOf(testApp.app.db, row);
      return words.every((word) => searchTitle.includes(word)) ? 0 : 1;
    };
    return rows
      .filter((row) => words.every((word) => searchColumnsOf(testApp.app.db, row).searchText.includes(word)))
      .sort(
        (a, b) =>
          rank(a) - rank(b) ||
          b.date.localeCompare(a.date) ||
          b.createdAt.localeCompare(a.createdAt) ||
          b.id.localeCompare(a.id),
      )
      .map((row) => row.id);
  }

  it.each([
    ['a rare word', 'ノルディック'],
    ['a common word', '習慣'],
    ['two characters, common', 'ヨガ'],
    ['one character, common', '腰'],
    ['one character, rare', '塩'],
    ['a character beyond 16 bits', '𩸽'],
    ['two words', 'ストレッチ コツ'],
    // Only in descriptions (rank 1), in half the contents: PostgreSQL's first batch fills a page.
    ['a common word beside the title', 'コツ'],
    ['two words, one in the title and one beside it', '睡眠 続ける'],
    ['full-width against half-width and capitals', '10分 yoga'],
    ['a wildcard taken literally', '0%'],
    ['a number in the title', '649'],
    ['nothing', 'ピラティス'],
  ])('finds what a scan of every content finds: %s', async (_name, q) => {
    const found = await everySearchPage(guest, q);
    expect(found.ids).toEqual(await expected(q));
  });

  it('pages a common word 20 at a time without repeating or skipping a content', async () => {
    const found = await everySearchPage(guest, '習慣');
    expect(found.ids.length).toBeGreaterThan(candidateLimit);
    expect(new Set(found.ids).size).toBe(found.ids.length);
    expect(found.pages).toBe(Math.ceil(found.ids.length / 20));
  });

  it('follows contents as staff edit and delete them', async () => {
    const db = testApp.app.db;
    // Written here straight to the database; the admin routes also let go of the shared answers.
    const written = () => testApp.app.contentAnswers.clear();
    const title = 'アクアビクスで肩まわり';
    await db
      .updateTable('contents')
      .set({ title, ...searchColumnsOf(db, { title, description: '', body: null }) })
      .where('id', '=', 's0300')
      .execute();
    written();
    expect((await everySearchPage(guest, 'ノルディック')).ids).toEqual([]);
    expect((await everySearchPage(guest, 'アクアビ')).ids).toEqual(['s0300']);
    await db.deleteFrom('contents').where('id', '=', 's0300').execute();
    written();
    expect((await everySearchPage(guest, 'アクアビ')).ids).toEqual([]);
    await insertContents(db, [buildContent({ now, id: 'fresh', title: 'アクアビクス入門' })]);
    written();
    expect((await everySearchPage(guest, 'アクアビ')).ids).toEqual(['fresh']);
  });

  it('drops a content taken back to draft from the first page at once', async () => {
    const db = testApp.app.db;
    const [first] = (await everySearchPage(guest, 'コツ')).ids;
    await db.updateTable('contents').set({ status: 'draft' }).where('id', '=', first!).execute();
    testApp.app.contentAnswers.clear();
    const found = await everySearchPage(guest, 'コツ');
    expect(found.ids).not.toContain(first);
    expect(found.ids).toEqual(await expected('コツ').then((ids) => ids.filter((id) => id !== first)));
    await db.updateTable('contents').set({ status: 'published' }).where('id', '=', first!).execute();
    testApp.app.contentAnswers.clear();
  });

  it('refuses a cursor that is not one it gave', async () => {
    const bad = await guest.get(`${apiPaths.contentSearch}?q=ヨガ&cursor=bm90LWEtY3Vyc29y`);
    expect(bad.statusCode).toBe(400);
  });

  it('takes up to eight words, and asks politely for fewer beyond', async () => {
    const eight = 'ストレッチ コツ 習慣 毎日 続ける 0 1 2';
    expect((await everySearchPage(guest, eight)).ids).toEqual(await expected(eight));
    // Full-width spaces part words too; a word typed twice counts once.
    const nine = `${eight}\u30003 3`;
    const refused = await guest.get(
      `${apiPaths.contentSearch}?${new URLSearchParams({ q: nine }).toString()}`,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: copy.member.searchTooManyWords(8), field: 'q' });
  });
});

describe('a word the newest contents lack but hundreds of older ones hold', () => {
  let testApp: TestApp;
  let guest: TestVisitor;

  // PostgreSQL reads a batch of the newest contents before counting candidates; here the batch
  // finds one, the index names more than it hands over, and the walk goes on where it stopped.
  const older = candidateLimit + 200;
  beforeAll(async () => {
    const rows = Array.from({ length: candidateLimit * 2 + 300 }, (_, n) =>
      buildContent({
        now: new Date(now.getTime() - n * 60_000),
        id: `w${String(n).padStart(4, '0')}`,
        title: `毎日の習慣 ${n}`,
        description: n === 3 || n >= older ? '白湯を飲む' : '水を飲む',
      }),
    );
    ({ testApp, guest } = await libraryWithGuest(clock, rows));
  });
  afterAll(() => testApp.close());

  it('answers the first pages in date order, the newest one first', async () => {
    const first = await searchPageOf(guest, '白湯');
    const wanted = Array.from({ length: 19 }, (_, i) => `w${String(older + i).padStart(4, '0')}`);
    expect(first.items.map((item) => item.id)).toEqual(['w0003', ...wanted]);
    const next = await searchPageOf(guest, '白湯', first.nextCursor);
    expect(next.items[0]?.id).toBe(`w${String(older + 19).padStart(4, '0')}`);
  });
});

describe('lists page by cursor', () => {
  let testApp: TestApp;
  let guest: TestVisitor;

  beforeAll(async () => {
    testApp = await createTestApp({ clock });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
    // 75 contents with only five distinct view counts and three days: ties everywhere.
    await insertContents(
      testApp.app.db,
      Array.from({ length: 75 }, (_, n) =>
        buildContent({
          now: new Date(now.getTime() - (n % 4) * 1000),
          id: `p${String(n).padStart(3, '0')}`,
          category: n % 3 === 0 ? 'meals' : 'diet',
          date: `2026-11-${String(19 + (n % 3)).padStart(2, '0')}`,
          viewCount: (n % 5) * 10,
          isFeatured: n % 2,
        }),
      ),
    );
    guest = await signedInGuest(testApp.app, 'もみじ');
  });
  afterAll(() => testApp.close());

  async function walk(list: string, category?: string) {
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const query = new URLSearchParams({ list });
      if (category) query.set('category', category);
      if (cursor) query.set('cursor', cursor);
      const page = (await guest.get(`${apiPaths.contents}?${query.toString()}`)).json() as ContentPage;
      ids.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    return ids;
  }

  it.each([
    ['popular', undefined, 'popular'],
    ['popular', 'meals', 'popular'],
    ['featured', undefined, 'newest'],
    ['featured', 'diet', 'newest'],
  ] as const)('%s (%s): every content once, in the order of the list', async (list, category, order) => {
    const rows = await testApp.app.db.selectFrom('contents').selectAll().execute();
    const wanted = rows
      .filter(
        (row) => (!category || row.category === category) && (list !== 'featured' || row.isFeatured === 1),
      )
      .sort((a, b) =>
        order === 'popular'
          ? b.viewCount - a.viewCount || b.date.localeCompare(a.date) || b.id.localeCompare(a.id)
          : b.date.localeCompare(a.date) ||
            b.createdAt.localeCompare(a.createdAt) ||
            b.id.localeCompare(a.id),
      )
      .map((row) => row.id);
    expect(await walk(list, category)).toEqual(wanted);
  });

  it('refuses a cursor of another list', async () => {
    const popular = (await guest.get(`${apiPaths.contents}?list=popular`)).json() as ContentPage;
    const misused = await guest.get(`${apiPaths.contents}?list=featured&cursor=${popular.nextCursor}`);
    expect(misused.statusCode).toBe(400);
  });
});
