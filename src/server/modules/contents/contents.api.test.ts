import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { signedInGuest } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import { testVisitor, type TestVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import type { ContentCard, ContentPage } from '#shared/schemas/contents.js';
import { buildContent } from './content-factory.js';
import { insertContent } from './content-repository.js';

// 10:00 on 21 November in Tokyo.
const clock = fixedClock('2026-11-21T01:00:00Z');
const now = clock.now();

describe('contents for visitors', () => {
  let testApp: TestApp;
  let guest: TestVisitor;
  const ids = (items: ContentCard[]) => items.map((item) => item.id);

  beforeAll(async () => {
    testApp = await createTestApp({ clock });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
    const db = testApp.app.db;
    // 25 dated contents, one a day back from today: c00 is today, c24 24 days ago.
    for (let day = 0; day < 25; day++) {
      const date = new Date(Date.UTC(2026, 10, 21 - day)).toISOString().slice(0, 10);
      await insertContent(
        db,
        buildContent({
          now,
          id: `c${String(day).padStart(2, '0')}`,
          title: day === 3 ? '椅子に座ってできるストレッチ' : day === 8 ? '１０分ＹＯＧＡ' : `記事 ${day}`,
          description: day === 5 ? '100%続けられる朝の習慣' : '',
          category: day % 2 === 0 ? 'diet' : 'meals',
          date,
          viewCount: day === 14 ? 100 : day === 15 ? 99 : day,
          isFeatured: day % 5 === 0 ? 1 : 0,
        }),
      );
    }
    guest = await signedInGuest(testApp.app, 'もみじ');
  });
  afterAll(() => testApp.close());

  const list = async (query: string) => {
    const response = await guest.get(`${apiPaths.contents}?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as ContentPage;
  };

  it('refuses everyone without a guest or member session', async () => {
    for (const url of [apiPaths.feed, `${apiPaths.contents}?list=new`, apiPaths.content('c00')]) {
      const response = await testVisitor(testApp.app).get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ message: copy.member.loginRequired });
    }
  });

  it('builds the home feed from the newest, the featured and the most viewed, four each', async () => {
    const feed = (await guest.get(apiPaths.feed)).json();
    expect(ids(feed.new)).toEqual(['c00', 'c01', 'c02', 'c03']);
    expect(ids(feed.featured)).toEqual(['c00', 'c05', 'c10', 'c15']);
    expect(ids(feed.popular)).toEqual(['c14', 'c15', 'c24', 'c23']);
  });

  it('lists the 20 most recent as new, and no more', async () => {
    const first = await list('list=new');
    expect(first.items).toHaveLength(20);
    expect(first.items[0]!.id).toBe('c00');
    expect(first.items[19]!.id).toBe('c19');
    expect(first.nextCursor).toBeNull();
  });

  it('filters a list by category', async () => {
    const meals = await list('list=new&category=meals');
    expect(meals.items.every((item) => item.category === 'meals')).toBe(true);
    expect(ids(meals.items).slice(0, 3)).toEqual(['c01', 'c03', 'c05']);
  });

  it('lists featured contents newest first, and all contents by views, page by page', async () => {
    expect(ids((await list('list=featured')).items)).toEqual(['c00', 'c05', 'c10', 'c15', 'c20']);
    const popular = await list('list=popular');
    expect(popular.items).toHaveLength(20);
    expect(popular.nextCursor).toEqual(expect.any(String));
    const viewCounts = popular.items.map((item) => item.viewCount);
    expect(viewCounts).toEqual([...viewCounts].sort((a, b) => b - a));
    const rest = await list(`list=popular&cursor=${popular.nextCursor}`);
    expect(rest.items).toHaveLength(5);
    expect(rest.nextCursor).toBeNull();
  });

  it('refuses an unknown list or category with a Japanese message', async () => {
    for (const query of ['list=all', 'list=new&category=gardening', 'list=new&cursor=%25%25']) {
      const response = await guest.get(`${apiPaths.contents}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ message: copy.site.invalidInput });
    }
  });

  it('shows the 新着 badge up to 14 days back and 人気 from 100 views', async () => {
    const first = await list('list=popular');
    const all = [...first.items, ...(await list(`list=popular&cursor=${first.nextCursor}`)).items];
    const byId = new Map(all.map((item) => [item.id, item]));
    expect(byId.get('c14')!.badges).toEqual({ new: true, featured: false, popular: true });
    expect(byId.get('c15')!.badges).toEqual({ new: false, featured: true, popular: false });
    expect(byId.get('c00')!.badges.new).toBe(true);
  });

  it('finds parts of Japanese words in titles and descriptions, wildcards taken literally', async () => {
    const search = async (q: string) =>
      (await guest.get(`${apiPaths.contentSearch}?q=${encodeURIComponent(q)}`)).json();
    expect(ids((await search('座って')).items)).toEqual(['c03']);
    expect(ids((await search('ストレッチ 椅子')).items)).toEqual(['c03']);
    expect(ids((await search('100%')).items)).toEqual(['c05']);
    expect((await search('%')).items.map((item: ContentCard) => item.id)).toEqual(['c05']);
    expect((await search('ヨガ')).items).toEqual([]);
    // Full-width and half-width, capitals and small letters, on either side, are the same.
    expect(ids((await search('１０分')).items)).toEqual(['c08']);
    expect(ids((await search('10分 yoga')).items)).toEqual(['c08']);
  });

  it('shows one content with up to two related contents of its category', async () => {
    const response = await guest.get(apiPaths.content('c04'));
    expect(response.statusCode).toBe(200);
    const detail = response.json();
    expect(detail).toMatchObject({
      id: 'c04',
      category: 'diet',
      type: 'article',
      body: '<p>本文です。</p>',
      videoUrl: null,
    });
    expect(detail.isFavorite).toBeNull();
    expect(ids(detail.related)).toEqual(['c00', 'c02']);
  });

  it('answers a missing content with 404 and a Japanese message', async () => {
    const response = await guest.get(apiPaths.content('no-such-content'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: copy.detail.notFound });
  });

  it('tells browsers and proxies to keep no list or content, so no count shown is an old one', async () => {
    for (const url of [apiPaths.feed, `${apiPaths.contents}?list=popular`, apiPaths.content('c07')]) {
      const response = await guest.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });
});
