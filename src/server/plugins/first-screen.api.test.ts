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
    // The root element as written, whatever else it carries (the business time zone).
    const rootOf = (html: string) => /<html[^>]*>/.exec(html)?.[0] ?? '';
    expect(rootOf((await withCookie('large')).body)).toMatch(/^<html lang="ja" data-text-size="large"[ >]/);
    const unknown = rootOf((await withCookie('huge"><script>')).body);
    expect(unknown).toMatch(/^<html lang="ja"[ >]/);
    expect(unknown).not.toContain('data-text-size');
    expect(unknown).not.toContain('script');
    expect(rootOf((await hana.get(url)).body)).not.toContain('data-text-size');
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

describe('the passphrase page carries its first screen', () => {
  let testApp: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = makeMemberWebRoot();
    testApp = await createTestApp({ webRoot, clock: fixedClock('2026-11-25T03:00:00Z') });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
  });
  afterAll(async () => {
    await testApp.close();
    removeDir(webRoot);
  });

  const open = (url: string, cookie?: string) =>
    testApp.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('writes the gate for a visitor without a session: heading, field, button, login link', async () => {
    const response = await open('/password');
    expect(response.headers['cache-control']).toBe('no-cache');
    // The page differs with a session cookie: a shared cache must keep the two apart.
    expect(response.headers.vary).toContain('cookie');
    const screen = firstScreenOf(response.body)!;
    expect(screen).toContain('<h1>会員制サイト</h1>');
    expect(screen).toContain(
      '<label class="field__label" for="first-screen-passphrase">合言葉を入力</label>',
    );
    expect(screen).toContain('name="passphrase" type="text"');
    expect(screen).toContain('>入る</button>');
    expect(screen).toContain('<a href="/login">アカウントをお持ちの方はこちら（ログイン）</a>');
    // Nothing in it can send the passphrase before the app runs (a plain form would put it in the
    // address): no form, and its buttons are plain buttons.
    expect(screen).not.toContain('<form');
    expect(count(screen, /type="submit"/g)).toBe(0);
    expect(count(response.body, /<main/g)).toBe(1);
    expect(count(response.body, /<h1/g)).toBe(1);
    // The scripts wait for its paint; its screen's styles apply from the start.
    const [head, body] = response.body.split('</head>') as [string, string];
    expect(head).toContain('<script src="/start-app.js" defer></script>');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/entry-layout-ffff6666.css">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/auth-form-iiii9999.css">');
    expect(body).toContain(
      '<template id="app-scripts"><script type="module" src="/assets/index-aaaa1111.js"></script>',
    );
    expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/gate-gggg7777.js">');
  });

  it('keeps the page she asked for on its login link, and only a page of this site', async () => {
    const asked = firstScreenOf((await open('/password?redirectTo=%2Fmember%2Fpopular')).body)!;
    expect(asked).toContain('<a href="/login?redirectTo=%2Fmember%2Fpopular">');
    const elsewhere = firstScreenOf((await open('/password?redirectTo=https%3A%2F%2Fevil.example%2F')).body)!;
    expect(elsewhere).toContain('<a href="/login">');
    expect(elsewhere).not.toContain('evil.example');
  });

  it('writes the site name staff chose as text', async () => {
    const admin = await signedInMember(testApp.app, 'もみじ', { isAdmin: true });
    const settings = (await admin.get(apiPaths.settings)).json<Record<string, unknown>>();
    const renamed = await admin.request({
      method: 'PUT',
      url: apiPaths.adminSettings,
      payload: { ...settings, siteName: '<b>からだ</b>日和' },
    });
    expect(renamed.statusCode).toBe(200);
    const screen = firstScreenOf((await open('/password')).body)!;
    expect(screen).toContain(
      '<svg role="img" aria-label="&lt;b&gt;からだ&lt;/b&gt;日和" class="logo__drawing"',
    );
    expect(screen).toContain(
      '<span class="logo__sizer" aria-hidden="true">&lt;b&gt;からだ&lt;/b&gt;日和</span>',
    );
    expect(screen).not.toContain('<b>');
  });

  it('writes none when she already has a session (the app sends her on), nor on the other entry pages', async () => {
    const page = await open('/password', `${sessionCookieName}=whatever`);
    expect(firstScreenOf(page.body)).toBeNull();
    expect(page.headers.vary).toContain('cookie');
    expect(page.body).not.toContain('app-scripts');
    for (const url of ['/register', '/forgot-password'])
      expect(firstScreenOf((await open(url)).body)).toBeNull();
  });
});

describe('the sign-in page carries its first screen', () => {
  let testApp: TestApp;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = makeMemberWebRoot();
    testApp = await createTestApp({ webRoot, clock: fixedClock('2026-11-25T03:00:00Z') });
  });
  afterAll(async () => {
    await testApp.close();
    removeDir(webRoot);
  });

  const open = (url: string, cookie?: string) =>
    testApp.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('writes the form for a visitor without a session: e-mail, password, passphrase, button, links', async () => {
    const response = await open('/login');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('cookie');
    const screen = firstScreenOf(response.body)!;
    expect(screen).toContain('<h1>ログイン</h1>');
    expect(screen).toContain('<label class="field__label" for="first-screen-email">メールアドレス</label>');
    expect(screen).toContain('name="email" type="email" autocomplete="email" inputmode="email"');
    expect(screen).toContain('<label class="field__label" for="first-screen-password">パスワード</label>');
    // Her password starts hidden, the shared passphrase shown (a phone's kana keyboard needs a text field).
    expect(screen).toContain('name="password" type="password"');
    expect(screen).toContain('autocomplete="current-password"');
    expect(screen).toContain('aria-label="パスワードを表示する">表示</button>');
    expect(screen).toContain('name="passphrase" type="text"');
    expect(screen).toContain('aria-label="今月の合言葉を非表示にする">非表示</button>');
    expect(screen).toContain('data-first-screen-submit>ログイン</button>');
    expect(screen).toContain('<a href="/register">新規登録はこちら</a>');
    expect(screen).toContain('<a href="/password">合言葉だけで入る</a>');
    expect(screen).toContain('<a href="/forgot-password">パスワードをお忘れの方</a>');
    // Nothing in it can send her password before the app runs: no form, no submit button.
    expect(screen).not.toContain('<form');
    expect(count(screen, /type="submit"/g)).toBe(0);
    expect(count(response.body, /<h1/g)).toBe(1);
    // The session's answer comes with it (there is none), so the app's first render is the form.
    expect(response.body).toContain('<script type="application/json" id="first-answers">');
    const answers = /<script type="application\/json" id="first-answers">(.*?)<\/script>/.exec(
      response.body,
    )!;
    expect(JSON.parse(answers[1]!)).toEqual({ [apiPaths.session]: { state: 'unauthenticated' } });
    const [head] = response.body.split('</head>') as [string, string];
    expect(head).toContain('<script src="/start-app.js" defer></script>');
  });

  it('keeps the page she asked for on its links, and only a page of this site', async () => {
    const asked = firstScreenOf((await open('/login?redirectTo=%2Fmember%2Fpopular')).body)!;
    expect(asked).toContain('<a href="/register?redirectTo=%2Fmember%2Fpopular">');
    expect(asked).toContain('<a href="/password?redirectTo=%2Fmember%2Fpopular">');
    const elsewhere = firstScreenOf((await open('/login?redirectTo=%2F%2Fevil.example%2F')).body)!;
    expect(elsewhere).toContain('<a href="/register">');
    expect(elsewhere).not.toContain('evil.example');
  });

  it('writes none, and brings no session answer, when she has a session cookie (the month may have ended)', async () => {
    const page = await open('/login', `${sessionCookieName}=whatever`);
    expect(firstScreenOf(page.body)).toBeNull();
    expect(page.headers.vary).toContain('cookie');
    expect(page.body).not.toContain('first-answers');
    expect(page.body).not.toContain('app-scripts');
  });
});
