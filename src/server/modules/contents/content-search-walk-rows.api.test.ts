import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { signedInGuest, signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import type { TestVisitor } from '#tests/support/test-visitor.js';
import { databaseKind } from '#server/db/database.js';
import { apiPaths } from '#shared/api-paths.js';
import type { ContentPage } from '#shared/schemas/contents.js';
import { buildContent } from './content-factory.js';
import { insertContents } from './content-repository.js';

// PostgreSQL's walk through the newest contents reads a copy of its own, the search text kept
// uncompressed in the row (content_search_walk, migration 20261127190000-search-walk-rows, decision
// 36 revision 4). A word common among the newest contents fills its page from that walk alone: here
// the index's copy (content_search_rows) is emptied first, so nothing but the walk can find them,
// and every staff write must still reach the walk's copy at once. SQLite walks its own index: the
// same searches answer the same there.

const clock = fixedClock('2026-11-21T01:00:00Z');
const now = clock.now();

const article = {
  title: '朝の習慣',
  category: 'exercise',
  type: 'article',
  date: '2026-10-01',
  description: 'ゆっくり続ける',
  videoUrl: '',
  body: '<p>肩を回してから歩きます</p>',
  thumbnailKey: null,
  viewCount: 0,
  isFeatured: false,
};

/** n = 0 is the newest; each holds 肩を回 beside its title. */
const newer = Array.from({ length: 40 }, (_, n) =>
  buildContent({
    now: new Date(now.getTime() - n * 60_000),
    id: `k${String(n).padStart(2, '0')}`,
    title: `毎日の体操 ${n}`,
    description: '肩を回す',
    date: '2026-11-20',
    status: 'published',
  }),
);

describe('search through the walk’s own copy of the newest contents', () => {
  let testApp: TestApp;
  let admin: TestVisitor;
  let guest: TestVisitor;

  beforeAll(async () => {
    testApp = await createTestApp({ clock });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
    await insertContents(testApp.app.db, newer);
    admin = await signedInMember(testApp.app, 'もみじ', { isAdmin: true });
    guest = await signedInGuest(testApp.app, 'もみじ');
  });
  afterAll(() => testApp.close());

  async function firstPage(q: string): Promise<string[]> {
    testApp.app.contentAnswers.clear();
    const response = await guest.get(`${apiPaths.contentSearch}?${new URLSearchParams({ q }).toString()}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as ContentPage).items.map((item) => item.id);
  }

  /** PostgreSQL: the index's copy forgets every content, so only the walk can find them. */
  async function withoutIndex() {
    if (databaseKind(testApp.app.db) === 'postgres') {
      await sql`delete from content_search_rows`.execute(testApp.app.db);
    }
  }

  it('finds contents the index no longer names, and follows staff writes at once', async () => {
    const newest20 = newer.slice(0, 20).map((content) => content.id);
    await withoutIndex();
    expect(await firstPage('肩を回')).toEqual(newest20);

    const posted = await admin.post(apiPaths.adminContents, { ...article, date: '2026-11-21' });
    expect(posted.statusCode).toBe(201);
    const { id } = (posted.json() as { content: { id: string } }).content;
    await withoutIndex();
    expect(await firstPage('肩を回')).toEqual([id, ...newest20.slice(0, 19)]);

    // An older date, then a body without the words, then a draft: each seen by the next search.
    const save = (change: object) =>
      admin.request({ method: 'PUT', url: apiPaths.adminContent(id), payload: { ...article, ...change } });
    expect((await save({ date: '2026-11-19' })).statusCode).toBe(200);
    await withoutIndex();
    expect(await firstPage('肩を回')).toEqual(newest20);
    expect((await save({ date: '2026-11-21', body: '<p>座ります</p>' })).statusCode).toBe(200);
    await withoutIndex();
    expect(await firstPage('肩を回')).toEqual(newest20);
    expect(await firstPage('座ります')).toEqual([id]);
    expect((await save({ date: '2026-11-21', state: 'draft' })).statusCode).toBe(200);
    await withoutIndex();
    expect(await firstPage('座ります')).toEqual([]);

    expect((await admin.request({ method: 'DELETE', url: apiPaths.adminContent('k00') })).statusCode).toBe(
      200,
    );
    await withoutIndex();
    expect(await firstPage('肩を回')).toEqual(newer.slice(1, 21).map((content) => content.id));
  });

  it('keeps a long search text uncompressed in the walk’s copy (PostgreSQL)', async () => {
    const long = buildContent({
      now,
      id: 'long',
      title: '長い記事',
      body: `<p>${'ゆっくり息を吐きながら肩を回します。'.repeat(60)}</p>`,
      date: '2026-11-18',
      status: 'published',
    });
    await insertContents(testApp.app.db, [long]);
    expect(await firstPage('長い記事')).toEqual(['long']);
    if (databaseKind(testApp.app.db) !== 'postgres') return;
    // contents compresses it (a row past 2 KB); the walk would decompress it for every row read.
    const { rows } = await sql<{ inContents: string | null; inWalk: string | null }>`
      select pg_column_compression(c.search_text) as "inContents", pg_column_compression(w.search_text) as "inWalk"
      from contents c join content_search_walk w on w.id = c.id where c.id = 'long'`.execute(testApp.app.db);
    expect(rows).toEqual([{ inContents: expect.any(String), inWalk: null }]);
  });
});

describe('a TRUNCATE of contents', () => {
  let testApp: TestApp;
  let guest: TestVisitor;

  beforeAll(async () => {
    testApp = await createTestApp({ clock });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
    await insertContents(testApp.app.db, newer);
    guest = await signedInGuest(testApp.app, 'もみじ');
  });
  afterAll(() => testApp.close());

  it('leaves search no copy naming the contents that are gone', async () => {
    const db = testApp.app.db;
    const postgres = databaseKind(db) === 'postgres';
    // SQLite has no TRUNCATE: a delete of every row is its nearest (its index follows by triggers).
    await (postgres ? sql`truncate contents cascade` : sql`delete from contents`).execute(db);
    if (postgres) {
      const { rows } = await sql<{ rows: number; walk: number }>`
        select (select count(*) from content_search_rows)::int as rows,
               (select count(*) from content_search_walk)::int as walk`.execute(db);
      expect(rows).toEqual([{ rows: 0, walk: 0 }]);
    }
    // The same ids written again with other words: found by their new words only.
    await insertContents(
      db,
      newer.slice(0, 5).map((content) => ({ ...content, description: '腰を伸ばす' })),
    );
    testApp.app.contentAnswers.clear();
    const search = async (q: string) => {
      const response = await guest.get(`${apiPaths.contentSearch}?${new URLSearchParams({ q }).toString()}`);
      expect(response.statusCode).toBe(200);
      return (response.json() as ContentPage).items.map((item) => item.id);
    };
    expect(await search('肩を回')).toEqual([]);
    expect(await search('腰を伸')).toEqual(['k00', 'k01', 'k02', 'k03', 'k04']);
  });
});
