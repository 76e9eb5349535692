import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { firstAnswersElementId } from '#shared/first-answers.js';
import { unmaskAnswer } from '#shared/masked-answer.js';
import { sessionCookieName } from '#server/plugins/session.js';
import { setPassphrase } from '#tests/support/accounts.js';
import { testArticle } from '#tests/support/contents.js';
import { signedInGuest, signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import type { TestVisitor } from '#tests/support/test-visitor.js';
import { removeDir } from '#tests/support/temp-dir.js';
import { makeMemberWebRoot } from '#tests/support/web-root.js';

// A member screen's page carries her first API answers (decision 31): hers only, never kept by a
// cache, written so that no text in them can break out of the data block.

const hostileTitle = '</script><script>alert(1)</script> & \u2028 ストレッチ';

function firstAnswersOf(html: string): Record<string, unknown> | null {
  const match = new RegExp(
    `<script type="application/json" id="${firstAnswersElementId}">([^<]*)</script>`,
  ).exec(html);
  if (!match) return null;
  const answers = JSON.parse(match[1]!) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(answers).map(([path, answer]) => [path, unmaskAnswer(answer)]));
}

describe('first answers inside a member page', () => {
  const startedAt = '2026-11-25T03:00:00Z';
  const clock = fixedClock(startedAt);
  let testApp: TestApp;
  let webRoot: string;
  let hana: TestVisitor & { email: string };
  let yuki: TestVisitor & { email: string };
  let contentId: string;

  beforeAll(async () => {
    webRoot = makeMemberWebRoot();
    testApp = await createTestApp({ webRoot, clock });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
    const admin = await signedInMember(testApp.app, 'もみじ', { isAdmin: true });
    const created = await admin.post(apiPaths.adminContents, testArticle({ title: hostileTitle }));
    expect(created.statusCode).toBe(201);
    contentId = created.json<{ content: { id: string } }>().content.id;
    hana = await signedInMember(testApp.app, 'もみじ');
    yuki = await signedInMember(testApp.app, 'もみじ');
  });
  afterAll(async () => {
    await testApp.close();
    removeDir(webRoot);
  });

  it('sends the member home with her own session and feed, and no cache may keep it', async () => {
    const response = await hana.get('/member');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const answers = firstAnswersOf(response.body)!;
    expect(answers[apiPaths.session]).toEqual((await hana.get(apiPaths.session)).json());
    expect(JSON.stringify(answers[apiPaths.session])).toContain(hana.email);
    expect(answers[apiPaths.feed]).toEqual((await hana.get(apiPaths.feed)).json());
    expect(answers).toHaveProperty([apiPaths.myUnread]);
  });

  it("gives another member her own answers, never the first one's", async () => {
    const response = await yuki.get('/member');
    expect(JSON.stringify(firstAnswersOf(response.body))).toContain(yuki.email);
    expect(response.body).not.toContain(hana.email);
  });

  it('never writes her e-mail or name as they are, so an address cannot guess them through the compressed size', async () => {
    const named = await hana.request({
      method: 'PATCH',
      url: apiPaths.me,
      payload: { email: hana.email, displayName: '佐藤はな子' },
    });
    expect(named.statusCode).toBe(200);
    // An address of someone else's choosing puts a guess at her e-mail in the page (the search
    // answer's path): a page holding her e-mail itself would compress better when it is right.
    const guess = `${hana.email.split('@')[0]}@`;
    const pages = await Promise.all(
      [1, 2].map(() => hana.get(`/member/search?q=${encodeURIComponent(guess)}`)),
    );
    for (const page of pages) {
      expect(page.body).toContain(new URLSearchParams({ q: guess }).toString());
      for (const secret of [hana.email, hana.email.replace('@', '\\u0040'), '佐藤はな子']) {
        expect(page.body).not.toContain(secret);
      }
      const session = firstAnswersOf(page.body)![apiPaths.session];
      expect(session).toEqual((await hana.get(apiPaths.session)).json());
      expect(session).toMatchObject({ user: { email: hana.email, displayName: '佐藤はな子' } });
    }
    // A fresh mask on every page: the session's bytes never repeat.
    const sessions = pages.map((page) => /"\/api\/auth\/session":(\{[^}]*\})/.exec(page.body)![1]);
    expect(sessions[0]).not.toBe(sessions[1]);
  });

  it('carries no words of a made-up content address: every answer of that screen is 404', async () => {
    const page = await hana.get('/member/content/hanako-guess');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('hanako-guess');
    expect(Object.keys(firstAnswersOf(page.body)!).sort()).toEqual(
      [apiPaths.session, apiPaths.myUnread, apiPaths.progress].sort(),
    );
  });

  it('masks the session of a month that ended too: it still names her e-mail', async () => {
    clock.set('2026-11-30T15:30:00Z'); // December in Tokyo, whose passphrase is not set
    try {
      const page = await yuki.get('/member');
      expect(page.body).not.toContain(yuki.email);
      expect(firstAnswersOf(page.body)).toEqual({
        [apiPaths.session]: { state: 'requires-monthly-auth', email: yuki.email },
      });
    } finally {
      clock.set(startedAt);
    }
  });

  it('writes a hostile title as escapes: the block stays one data block and reads back as written', async () => {
    const response = await hana.get(`/member/content/${contentId}`);
    const answers = firstAnswersOf(response.body)!;
    expect(answers[apiPaths.content(contentId)]).toMatchObject({ title: hostileTitle });
    // The page has the app's starter (its scripts wait in a template, decision 39) and the data
    // block, and no script the title could have opened.
    const running = response.body.replace(/<template id="app-scripts">.*?<\/template>/, '');
    expect(running.match(/<script/g)).toHaveLength(2);
    expect(response.body).not.toContain('\u2028');
  });

  it('sends a list and a search with the answers the screen asks for first', async () => {
    const list = firstAnswersOf((await hana.get('/member/new?category=diet')).body)!;
    expect(list).toHaveProperty([`${apiPaths.contents}?list=new&category=diet`]);
    const search = firstAnswersOf(
      (await hana.get(`/member/search?q=${encodeURIComponent(' ストレッチ ')}`)).body,
    )!;
    expect(search).toHaveProperty([`${apiPaths.contentSearch}?q=${encodeURIComponent('ストレッチ')}`]);
  });

  it('cuts an address’s long words where a search stops, never inside an emoji; nine words bring none', async () => {
    // 5 + 2 × 47 = 99 units: the 48th emoji would end past 100 and is left out whole.
    const long = `ストレッチ${'😀'.repeat(60)}`;
    const cut = firstAnswersOf((await hana.get(`/member/search?q=${encodeURIComponent(long)}`)).body)!;
    const searched = Object.keys(cut).find((path) => path.startsWith(`${apiPaths.contentSearch}?`))!;
    expect(new URL(searched, 'http://x').searchParams.get('q')).toBe(`ストレッチ${'😀'.repeat(47)}`);
    const nine = 'ヨガ 朝 夜 呼吸 肩 腰 首 背中 脚';
    const tooMany = firstAnswersOf((await hana.get(`/member/search?q=${encodeURIComponent(nine)}`)).body)!;
    expect(Object.keys(tooMany).some((path) => path.startsWith(apiPaths.contentSearch))).toBe(false);
  });

  it('leaves out what the session may not see: a guest gets no member-only answers', async () => {
    const guest = await signedInGuest(testApp.app, 'もみじ');
    const answers = firstAnswersOf((await guest.get('/member')).body)!;
    expect(answers).toHaveProperty([apiPaths.feed]);
    expect(answers).not.toHaveProperty([apiPaths.myUnread]);
  });

  it('asks nothing past the session for a made-up cookie', async () => {
    const page = await testApp.app.inject({
      method: 'GET',
      url: '/member',
      headers: { cookie: `${sessionCookieName}=not-a-session` },
    });
    const inject = vi.spyOn(testApp.app, 'inject');
    try {
      await testApp.app.inject({
        method: 'GET',
        url: '/member',
        headers: { cookie: `${sessionCookieName}=not-a-session` },
      });
      // The page itself, then the session's answer only.
      expect(inject.mock.calls.map((call) => (call as unknown[] as [{ url: string }])[0].url)).toEqual([
        '/member',
        apiPaths.session,
      ]);
    } finally {
      inject.mockRestore();
    }
    expect(Object.keys(firstAnswersOf(page.body) ?? {})).toEqual([apiPaths.session]);
  });

  it('sends no answers without a session, nor outside the member screens', async () => {
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/member' });
    expect(anonymous.headers['cache-control']).toBe('no-cache');
    expect(firstAnswersOf(anonymous.body)).toBeNull();
    const login = await hana.get('/login');
    expect(login.headers['cache-control']).toBe('no-cache');
    expect(firstAnswersOf(login.body)).toBeNull();
  });

  it("names the member chunk, its imports and its style sheet on a member page, not the entry's files again", async () => {
    const body = (await testApp.app.inject({ method: 'GET', url: '/member/popular' })).body;
    expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/member-bbbb2222.js">');
    expect(body).toContain('<link rel="modulepreload" crossorigin href="/assets/useBaseQuery-cccc3333.js">');
    expect(body).toContain('<link rel="preload" as="style" crossorigin href="/assets/member-dddd4444.css">');
    expect(body).not.toContain('modulepreload" crossorigin href="/assets/index-aaaa1111.js"');
    const goodbye = (await testApp.app.inject({ method: 'GET', url: '/goodbye' })).body;
    expect(goodbye).not.toContain('member-bbbb2222');
  });

  it('names the passphrase page’s screen, what it imports and its style sheets on that page only', async () => {
    for (const url of ['/password', '/password/?redirectTo=%2Fmember']) {
      const body = (await testApp.app.inject({ method: 'GET', url })).body;
      for (const script of ['entry-layout-eeee5555', 'gate-gggg7777', 'card-hhhh8888', 'member-bbbb2222']) {
        expect(body).toContain(`<link rel="modulepreload" crossorigin href="/assets/${script}.js">`);
      }
      // Written by the server for a visitor without a session (first-screen.api.test.ts): its
      // screen's style sheets apply from the start.
      expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/auth-form-iiii9999.css">');
      expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/entry-layout-ffff6666.css">');
      expect(body).not.toContain('modulepreload" crossorigin href="/assets/index-aaaa1111.js"');
    }
    // An address no URL parser takes is still the page, not an error.
    expect((await testApp.app.inject({ method: 'GET', url: '//[' })).statusCode).toBe(200);
    // The passphrase page's chunks are not fetched ahead on other pages.
    for (const url of ['/goodbye', '/member/popular', '/password-other']) {
      expect((await testApp.app.inject({ method: 'GET', url })).body).not.toContain('gate-gggg7777');
    }
  });
});
