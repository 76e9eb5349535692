import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { signedInGuest, signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import type { TestVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import type { AdminContent } from '#shared/schemas/admin.js';
import type { ContentPage } from '#shared/schemas/contents.js';
import { buildContent } from './content-factory.js';
import { insertContents } from './content-repository.js';

// Staff's writes reach search at once. On PostgreSQL the index lives on a narrow copy of contents
// that a trigger keeps in step (migration 20261127110000-search-rows); the 150 newer contents
// without the word make its newest 100 find nothing, so a word beside the title is looked up
// through that copy and sorted there (decision 36), not found by reading the newest contents.

const clock = fixedClock('2026-11-21T01:00:00Z');
const now = clock.now();

const article = {
  title: '朝の習慣',
  category: 'exercise',
  type: 'article',
  date: '2026-10-01',
  description: 'ゆっくり続ける',
  videoUrl: '',
  body: '<p>足首をまわしてから歩きます</p>',
  thumbnailKey: null,
  viewCount: 0,
  isFeatured: false,
};

describe('search follows every staff write at once', () => {
  let testApp: TestApp;
  let admin: TestVisitor;
  let guest: TestVisitor;

  beforeAll(async () => {
    testApp = await createTestApp({ clock });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
    const newer = Array.from({ length: 150 }, (_, n) =>
      buildContent({
        now: new Date(now.getTime() - n * 60_000),
        id: `n${String(n).padStart(3, '0')}`,
        title: `毎日の体操 ${n}`,
        description: '肩を回す',
        date: '2026-11-20',
      }),
    );
    await insertContents(testApp.app.db, newer);
    admin = await signedInMember(testApp.app, 'もみじ', { isAdmin: true });
    guest = await signedInGuest(testApp.app, 'もみじ');
  });
  afterAll(() => testApp.close());

  async function found(q: string): Promise<string[]> {
    // A write clears the shared answers on the route; a direct read would not need it.
    testApp.app.contentAnswers.clear();
    const response = await guest.get(`${apiPaths.contentSearch}?${new URLSearchParams({ q }).toString()}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as ContentPage).items.map((item) => item.id);
  }

  const save = (id: string, change: object) =>
    admin.request({ method: 'PUT', url: apiPaths.adminContent(id), payload: { ...article, ...change } });

  it('finds a new content, lets it go when edited, unpublished or deleted, and orders by its new date', async () => {
    const posted = await admin.post(apiPaths.adminContents, article);
    expect(posted.statusCode).toBe(201);
    const { id } = (posted.json() as { content: AdminContent }).content;
    const other = (
      (
        await admin.post(apiPaths.adminContents, { ...article, date: '2026-10-05', title: '足首の体操' })
      ).json() as {
        content: AdminContent;
      }
    ).content.id;
    // Beside the title (rank 1, through the search rows), newest first; a title match first.
    expect(await found('歩きます')).toEqual([other, id]);
    expect(await found('足首')).toEqual([other, id]);

    expect((await save(id, { date: '2026-10-09' })).statusCode).toBe(200);
    expect(await found('歩きます')).toEqual([id, other]);
    expect(await found('足首')).toEqual([other, id]);

    expect((await save(id, { body: '<p>肩をまわしてから座ります</p>' })).statusCode).toBe(200);
    expect(await found('歩きます')).toEqual([other]);
    expect(await found('座ります')).toEqual([id]);

    expect((await save(id, { body: '<p>座ります</p>', state: 'draft' })).statusCode).toBe(200);
    expect(await found('座ります')).toEqual([]);

    expect((await admin.request({ method: 'DELETE', url: apiPaths.adminContent(other) })).statusCode).toBe(
      200,
    );
    expect(await found('歩きます')).toEqual([]);
    expect(await found('足首')).toEqual([]);
  });
});
