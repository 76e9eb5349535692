import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { firstScreenElementId } from '#shared/member-first-screen.js';
import { sessionCookieName } from '#server/plugins/session.js';
import { setPassphrase } from '#tests/support/accounts.js';
import { testArticle } from '#tests/support/contents.js';
import { signedInGuest, signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import type { TestVisitor } from '#tests/support/test-visitor.js';
import { removeDir } from '#tests/support/temp-dir.js';
import { makeMemberWebRoot } from '#tests/support/web-root.js';

// A member's page carries her first screen as HTML, written from her own first answers (decision
// 39): escaped, hers only, never kept by a cache, and with the member screens' style sheet applied.

const hostileTitle = '</h1><img src=x onerror=alert(1)> "引用" & ストレッチ';
const escapedTitle = '&lt;/h1&gt;&lt;img src=x onerror=alert(1)&gt; &quot;引用&quot; &amp; ストレッチ';
const memberStyleSheet = '<link rel="stylesheet" crossorigin href="/assets/member-dddd4444.css">';

/** The first screen the page carries, or null. */
function firstScreenOf(html: string): string | null {
  const start = html.indexOf(`<div id="${firstScreenElementId}"`);
  const end = html.indexOf('<div id="root">');
  return start === -1 ? null : html.slice(start, end);
}

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('a member page carries its first screen', () => {
  let testApp: TestApp;
  let webRoot: string;
  let hana: TestVisitor & { email: string };
  let contentId: string;

  beforeAll(async () => {
    webRoot = makeMemberWebRoot();
    testApp = await createTestApp({ webRoot, clock: fixedClock('2026-11-25T03:00:00Z') });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
    const admin = await signedInMember(testApp.app, 'もみじ', { isAdmin: true });
    const hostile = testArticle({
      title: hostileTitle,
      category: 'exercise',
      description: '<b>腰</b>に優しい',
    });
    const created = await admin.post(apiPaths.adminContents, hostile);
    expect(created.statusCode).toBe(201);
    contentId = created.json<{ content: { id: string } }>().content.id;
    const other = await admin.post(
      apiPaths.adminContents,
      testArticle({ title: '朝のヨガ', category: 'diet' }),
    );
    expect(other.statusCode).toBe(201);
    hana = await signedInMember(testApp.app, 'もみじ');
  });
  afterAll(async () => {
    await testApp.close();
    removeDir(webRoot);
  });

  it('writes a content’s title and description as text, in one main with one h1, before the app', async () => {
    const response = await hana.get(`/member/content/${contentId}`);
    expect(response.headers['cache-control']).toBe('no-store');
    const screen = firstScreenOf(response.body)!;
    expect(screen).toContain(`<h1 class="content-detail__title">${escapedTitle}</h1>`);
    expect(screen).toContain('&lt;b&gt;腰&lt;/b&gt;に優しい');
    expect(screen).not.toContain('<img src=x');
    expect(count(response.body, /<main/g)).toBe(1);
    expect(count(response.body, /<h1/g)).toBe(1);
    // The app's scripts wait in a template until the first screen is painted; what runs is the
    // starter, and the answers' data block is data.
    const [head, body] = response.body.split('</head>') as [string, string];
    expect(head).toContain('<script src="/start-app.js" defer></script>');
    expect(head).not.toContain('index-aaaa1111.js');
    expect(body).toContain(
      '<template id="app-scripts"><script type="module" src="/assets/index-aaaa1111.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/member-bbbb2222.js">',
    );
    expect(count(body.replace(/<template.*<\/template>/, ''), /<script/g)).toBe(1);
    // The member screens' styles apply to it from the start.
    expect(response.body).toContain(memberStyleSheet);
  });

  it('writes a list with its category tab chosen and the cards of that category only', async () => {
    const screen = firstScreenOf((await hana.get('/member/new?category=exercise')).body)!;
    expect(screen).toContain('<h1>新着コンテンツ</h1>');
    expect(screen).toMatch(/aria-selected="true"[^>]*>エクササイズ</);
    expect(screen).toContain(escapedTitle);
    expect(screen).not.toContain('朝のヨガ');
    expect(screen).toContain(`href="/member/new" class="member-tabs__link" aria-current="page"`);
  });

  it('writes the search words into the summary and the header’s field, and nothing when none match', async () => {
    const found = firstScreenOf(
      (await hana.get(`/member/search?q=${encodeURIComponent('ストレッチ')}`)).body,
    )!;
    expect(found).toContain('<p>「ストレッチ」の検索結果</p>');
    expect(found).toContain('name="q" value="ストレッチ"');
    expect(found).toContain(escapedTitle);
    // Nothing matches: the app says so (and offers other words) on its own screen.
    const none = await hana.get(`/member/search?q=${encodeURIComponent('ぜんぜんないことば')}`);
    expect(firstScreenOf(none.body)).toBeNull();
  });

  it('paints at her text size: the size the app keeps in a cookie is written on <html>', async () => {
    const url = `/member/content/${contentId}`;
    const withCookie = (value: string) =>
      hana.request({
        method: 'GET',
        url,
        headers: { cookie: `${sessionCookieName}=${hana.sessionToken}; karada-text-size=${value}` },
      });
    expect((await withCookie('large')).body).toContain('<html lang="ja" data-text-size="large">');
    expect((await withCookie('huge"><script>')).body).toContain('<html lang="ja">');
    expect((await hana.get(url)).body).toContain('<html lang="ja">');
  });

  it('writes home’s top: its heading for screen readers and the live card', async () => {
    const screen = firstScreenOf((await hana.get('/member')).body)!;
    expect(screen).toContain('<h1 class="visually-hidden">トップ</h1>');
    expect(screen).toContain('class="live-card__heading">次回のライブレッスン</h2>');
    expect(screen).toContain('href="/member" class="member-tabs__link" aria-current="page"');
  });

  it('writes none for a guest, a visitor without a session, or a content that is not there', async () => {
    const guest = await signedInGuest(testApp.app, 'もみじ');
    const guestPage = await guest.get(`/member/content/${contentId}`);
    expect(firstScreenOf(guestPage.body)).toBeNull();
    // Without a first screen the member styles load with the app, as before.
    expect(guestPage.body).not.toContain(memberStyleSheet);
    expect(guestPage.body).not.toContain('app-scripts');
    const anonymous = await testApp.app.inject({ method: 'GET', url: `/member/content/${contentId}` });
    expect(firstScreenOf(anonymous.body)).toBeNull();
    expect(anonymous.body).not.toContain(escapedTitle);
    expect(firstScreenOf((await hana.get('/member/content/no-such-content')).body)).toBeNull();
  });
});
