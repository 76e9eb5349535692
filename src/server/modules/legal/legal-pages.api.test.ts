import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { signedInGuest, signedInMember } from '#tests/support/signed-in.js';
import { removeDir } from '#tests/support/temp-dir.js';
import { makeWebRoot } from '#tests/support/web-root.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import { testVisitor, type TestVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import {
  landingFileName,
  landingLegalLinksPlaceholder,
  landingLinkChoices,
} from '#shared/landing-template.js';

const clock = fixedClock('2026-11-25T03:00:00Z');

describe('legal pages', () => {
  let testApp: TestApp;
  let webRoot: string;
  let anonymous: TestVisitor;
  let guest: TestVisitor;
  let member: TestVisitor;
  let admin: TestVisitor;

  const save = (who: TestVisitor, page: string, body: string) =>
    who.request({ method: 'PUT', url: apiPaths.adminLegalPage(page), payload: { body } });

  beforeAll(async () => {
    // A built landing page with the footer's placeholder, like scripts/build-landing.ts writes.
    const landing = `<!doctype html><html lang="ja"><title>%SITE_NAME%</title><footer>${landingLegalLinksPlaceholder}</footer></html>`;
    webRoot = makeWebRoot({
      'index.html': '<!doctype html><html lang="ja"><title>からだ日和</title></html>',
      ...Object.fromEntries(landingLinkChoices.map((links) => [landingFileName(links), landing])),
    });
    testApp = await createTestApp({ clock, webRoot });
    await setPassphrase(testApp.app.db, '2026-11', 'いちょうなみき');
    anonymous = testVisitor(testApp.app);
    guest = await signedInGuest(testApp.app, 'いちょうなみき');
    member = await signedInMember(testApp.app, 'いちょうなみき');
    admin = await signedInMember(testApp.app, 'いちょうなみき', { isAdmin: true });
  });
  afterAll(async () => {
    await testApp.close();
    removeDir(webRoot);
  });

  it('has no page to show before the owner writes one, and says so at its address', async () => {
    expect((await anonymous.get(apiPaths.legalPages)).json()).toEqual({ pages: [] });
    const missing = await anonymous.get(apiPaths.legalPage('privacy'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: copy.legal.notPublished });
    const landing = await anonymous.get('/landing');
    expect(landing.body).toContain('<footer></footer>');
  });

  it.each([
    ['anonymous', 401],
    ['guest', 401],
    ['member', 403],
  ] as const)('refuses to let the %s read the drafts or write, and changes nothing', async (name, status) => {
    const who = { anonymous, guest, member }[name]!;
    expect((await who.get(apiPaths.adminLegalPages)).statusCode).toBe(status);
    expect((await save(who, 'terms', '<p>勝手な規約</p>')).statusCode).toBe(status);
    expect((await anonymous.get(apiPaths.legalPage('terms'))).statusCode).toBe(404);
  });

  it('lets an admin write a page, cleaned like an article, which then anyone can read', async () => {
    const saved = await save(
      admin,
      'privacy',
      '<h2 onclick="steal()">個人情報の取り扱い</h2><script>alert(1)</script>' +
        '<p>メールアドレスは<a href="javascript:alert(1)">ご連絡</a>のためだけに使います。</p>' +
        '<img src="/uploads/images/abc-123.webp" alt="会員だけの画像"><img src="https://example.jp/a.png" alt="">',
    );
    expect(saved.statusCode).toBe(200);
    const body =
      '<h2>個人情報の取り扱い</h2><p>メールアドレスは<a target="_blank" rel="noopener noreferrer">ご連絡</a>のためだけに使います。</p>' +
      '<img src="https://example.jp/a.png" alt="" />';
    expect(saved.json()).toEqual({
      message: copy.legal.admin.saved(copy.legal.titles.privacy),
      page: { page: 'privacy', body, updatedAt: '2026-11-25T03:00:00.000Z' },
    });

    // No sign-in, no passphrase: someone deciding whether to join reads it.
    const read = await testVisitor(testApp.app).get(apiPaths.legalPage('privacy'));
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ page: 'privacy', body, updatedAt: '2026-11-25T03:00:00.000Z' });
    expect(read.body).not.toMatch(/script|onclick|javascript|uploads/);
    expect((await anonymous.get(apiPaths.legalPages)).json()).toEqual({
      pages: [{ page: 'privacy', updatedAt: '2026-11-25T03:00:00.000Z' }],
    });
    expect((await anonymous.get(apiPaths.legalPage('terms'))).statusCode).toBe(404);
  });

  it('shows the admin all three pages, the empty ones too', async () => {
    const response = await admin.get(apiPaths.adminLegalPages);
    expect(response.statusCode).toBe(200);
    const pages = (
      response.json() as { pages: Array<{ page: string; body: string; updatedAt: string | null }> }
    ).pages;
    expect(pages.map(({ page, updatedAt }) => [page, updatedAt])).toEqual([
      ['privacy', '2026-11-25T03:00:00.000Z'],
      ['terms', null],
      ['commerce', null],
    ]);
    expect(pages[0]!.body).toContain('個人情報の取り扱い');
    expect(pages[1]!.body).toBe('');
  });

  it('links the written pages from the landing page footer at once, in a fixed order', async () => {
    clock.set('2026-11-26T03:00:00Z');
    expect((await save(admin, 'commerce', '<p>販売業者：からだ日和</p>')).statusCode).toBe(200);
    const landing = await anonymous.get('/landing');
    expect(landing.body).toContain(
      `<footer><nav class="lp-footer__legal" aria-label="${copy.legal.navLabel}"><ul>` +
        `<li><a class="lp-text-link" href="/privacy">${copy.legal.titles.privacy}</a></li>` +
        `<li><a class="lp-text-link" href="/tokushoho">${copy.legal.titles.commerce}</a></li>` +
        '</ul></nav></footer>',
    );
    expect(landing.body).not.toContain('/terms');
  });

  it('hides a page the owner empties: markup alone counts as empty', async () => {
    const emptied = await save(admin, 'commerce', '<p> </p><p><br></p>');
    expect(emptied.json()).toMatchObject({
      message: copy.legal.admin.emptied(copy.legal.titles.commerce),
      page: { page: 'commerce', body: '' },
    });
    expect((await anonymous.get(apiPaths.legalPage('commerce'))).statusCode).toBe(404);
    expect((await anonymous.get(apiPaths.legalPages)).json()).toEqual({
      pages: [{ page: 'privacy', updatedAt: '2026-11-25T03:00:00.000Z' }],
    });
    expect((await anonymous.get('/landing')).body).not.toContain('/tokushoho');
  });

  it('refuses a page it does not know', async () => {
    expect((await save(admin, 'cookies', '<p>クッキー</p>')).statusCode).toBe(400);
    expect((await anonymous.get(apiPaths.legalPage('cookies'))).statusCode).toBe(400);
  });
});
