import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testArticle } from '#tests/support/contents.js';
import { setPassphrase } from '#tests/support/accounts.js';
import { signedInGuest, signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import type { TestVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import type { ContentCard, ContentDetail, ContentPage, HomeFeed } from '#shared/schemas/contents.js';

const clock = fixedClock('2026-11-21T01:00:00Z');

// The feed, lists, search and contents are built once and shared for a second; what a person
// changes through this server must show at once all the same.
describe('shared answers', () => {
  let testApp: TestApp;
  let guest: TestVisitor;
  let admin: Awaited<ReturnType<typeof signedInMember>>;
  let contentId: string;
  const article = testArticle({ title: '朝のストレッチ', category: 'exercise', viewCount: 5 });

  beforeAll(async () => {
    testApp = await createTestApp({ clock });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
    guest = await signedInGuest(testApp.app, 'もみじ');
    admin = await signedInMember(testApp.app, 'もみじ', { isAdmin: true });
    const created = await admin.post(apiPaths.adminContents, article);
    contentId = (created.json() as { content: { id: string } }).content.id;
  });
  afterAll(() => testApp.close());

  const feedTitles = async () =>
    ((await guest.get(apiPaths.feed)).json() as HomeFeed).new.map((card) => card.title);

  it('shows what staff change at once: an edit, then a delete', async () => {
    expect(await feedTitles()).toEqual(['朝のストレッチ']);
    const search = async () =>
      (await guest.get(`${apiPaths.contentSearch}?q=ストレッチ`)).json().items.length;
    expect(await search()).toBe(1);
    const edited = await admin.request({
      method: 'PUT',
      url: apiPaths.adminContent(contentId),
      payload: { ...article, title: '夜のストレッチ' },
    });
    expect(edited.statusCode).toBe(200);
    expect(await feedTitles()).toEqual(['夜のストレッチ']);
    expect(((await guest.get(apiPaths.content(contentId))).json() as ContentDetail).title).toBe(
      '夜のストレッチ',
    );
    expect(
      (await admin.request({ method: 'DELETE', url: apiPaths.adminContent(contentId) })).statusCode,
    ).toBe(200);
    expect(await feedTitles()).toEqual([]);
    expect(await search()).toBe(0);
    expect((await guest.get(apiPaths.content(contentId))).statusCode).toBe(404);
  });

  it('shows a counted view at once in the feed, a list, search and the content page', async () => {
    const created = await admin.post(apiPaths.adminContents, { ...article, title: '肩まわしの体操' });
    const id = (created.json() as { content: { id: string } }).content.id;
    const countsShown = async () => {
      const feed = (await guest.get(apiPaths.feed)).json() as HomeFeed;
      const list = (await guest.get(`${apiPaths.contents}?list=new`)).json() as ContentPage;
      const search = (await guest.get(`${apiPaths.contentSearch}?q=肩まわし`)).json() as ContentPage;
      const detail = (await guest.get(apiPaths.content(id))).json() as ContentDetail;
      const countIn = (cards: ContentCard[]) => cards.find((card) => card.id === id)?.viewCount;
      return [countIn(feed.new), countIn(list.items), countIn(search.items), detail.viewCount];
    };
    // Built and shared now, well within their second.
    expect(await countsShown()).toEqual([5, 5, 5, 5]);
    const reader = await signedInGuest(testApp.app, 'もみじ');
    expect((await reader.post(apiPaths.contentViews(id))).json()).toEqual({ viewCount: 6 });
    expect(await countsShown()).toEqual([6, 6, 6, 6]);
  });

  it('gives each member her own favorite mark on a shared content page', async () => {
    const created = await admin.post(apiPaths.adminContents, { ...article, title: '腹筋' });
    const id = (created.json() as { content: { id: string } }).content.id;
    const member = await signedInMember(testApp.app, 'もみじ');
    expect((await member.request({ method: 'PUT', url: apiPaths.favorite(id) })).statusCode).toBe(200);
    const mark = async (visitor: TestVisitor) =>
      ((await visitor.get(apiPaths.content(id))).json() as ContentDetail).isFavorite;
    expect(await mark(member)).toBe(true);
    expect(await mark(admin)).toBe(false);
    expect(await mark(guest)).toBeNull();
  });

  it('shows what another app process changed within a second, not sooner', async () => {
    clock.set('2026-11-21T01:00:10Z');
    const created = await admin.post(apiPaths.adminContents, { ...article, title: '骨盤体操' });
    const id = (created.json() as { content: { id: string } }).content.id;
    const countsShown = async () => {
      const search = (await guest.get(`${apiPaths.contentSearch}?q=骨盤体操`)).json() as ContentPage;
      return [
        search.items[0]?.viewCount,
        ((await guest.get(apiPaths.content(id))).json() as ContentDetail).viewCount,
      ];
    };
    expect(await countsShown()).toEqual([5, 5]);
    // Another process counts views: this one's answers are not told.
    await testApp.app.db.updateTable('contents').set({ viewCount: 40 }).where('id', '=', id).execute();
    expect(await countsShown()).toEqual([5, 5]);
    // Each request's second begins at its own offset, but none is served a second after it was built.
    clock.set('2026-11-21T01:00:11Z');
    expect(await countsShown()).toEqual([40, 40]);
  });

  it('sends browsers the feed compressed once, the same JSON inside', async () => {
    await admin.post(apiPaths.adminContents, { ...article, description: '長い説明'.repeat(200) });
    const plain = await guest.get(apiPaths.feed);
    const brotli = await guest.request({
      method: 'GET',
      url: apiPaths.feed,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const feed = JSON.parse(plain.body) as HomeFeed;
    expect(feed.new.map((card) => card.description)).toContain('長い説明'.repeat(200));
  });
});
