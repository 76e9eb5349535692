import type { Page, Request } from 'playwright-core';
import { describe, expect } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { entryScreenChunks } from '#shared/entry-screens.js';
import { e2ePassphrase } from '../support/e2e/app-data.js';
import { test } from '../support/e2e/fixtures.js';
import {
  expectPathname,
  expectVisible,
  openWithScriptsHeld,
  pageHeading,
  requestsTo,
  waitForApp,
} from '../support/e2e/screen.js';

// Each test is a signed-out visitor in a fresh browser profile.
describe('passphrase gate /password', () => {
  const field = (page: Page) => page.getByLabel(copy.gate.label, { exact: true });
  const enter = (page: Page) => page.getByRole('button', { name: copy.gate.submit, exact: true });
  const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
  /** The page, once the app has taken it over from the screen the server wrote. */
  const open = async (page: Page, url = '/password') => {
    await page.goto(url);
    await waitForApp(page);
  };

  test('shows the logo, the tagline, the heading, the passphrase field and the button', async ({
    page,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    await open(page);
    await expectVisible(pageHeading(page, copy.gate.heading));
    await expectVisible(page.getByRole('img', { name: copy.site.defaultName }));
    await expectVisible(page.getByText(copy.site.tagline, { exact: true }));
    // Shown as text: a password field would switch a phone's Japanese keyboard off.
    expect(await field(page).getAttribute('type')).toBe('text');
    await expectVisible(enter(page));
    await expectNoAxeViolations(page);
    expect(pageErrors).toEqual([]);
  });

  test('takes kana as typed; 非表示 / 表示 leave the keyboard and the caret where they were', async ({
    page,
    pageErrors,
  }) => {
    await open(page);
    const input = field(page);
    for (const [name, value] of [
      ['autocomplete', 'off'],
      ['autocapitalize', 'off'],
      ['spellcheck', 'false'],
    ]) {
      expect(await input.getAttribute(name!)).toBe(value);
    }
    expect(await input.getAttribute('inputmode')).toBeNull();
    await input.click();
    await page.keyboard.insertText('くもかめ5839');
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowLeft');

    const hide = page.getByRole('button', { name: copy.secretField.hideNamed(copy.gate.label), exact: true });
    const box = await hide.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await hide.click();
    expect(await input.getAttribute('type')).toBe('password');
    const caret = () =>
      input.evaluate((element) => ({
        focused: element.ownerDocument.activeElement === element,
        at: (element as { selectionStart?: number | null }).selectionStart,
      }));
    expect(await caret()).toEqual({ focused: true, at: 4 });
    await page.keyboard.insertText('-');
    await page
      .getByRole('button', { name: copy.secretField.showNamed(copy.gate.label), exact: true })
      .click();
    expect(await input.getAttribute('type')).toBe('text');
    expect(await input.inputValue()).toBe('くもかめ-5839');
    expect(await caret()).toEqual({ focused: true, at: 5 });
    expect(pageErrors).toEqual([]);
  });

  test('refuses an empty or blank passphrase without asking the server', async ({
    page,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    const gateRequests = requestsTo(page, apiPaths.gate);
    await open(page);
    await enter(page).click();
    await expectVisible(alertWith(page, copy.gate.empty));
    await field(page).fill(' \u3000 ');
    await enter(page).click();
    await expectVisible(alertWith(page, copy.gate.empty));
    expect(gateRequests).toEqual([]);
    await expectNoAxeViolations(page);
    expect(pageErrors).toEqual([]);
  });

  test('says so when the passphrase is wrong, and stays', async ({
    page,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    await open(page);
    await field(page).fill('ちがう合言葉');
    await enter(page).click();
    await expectVisible(alertWith(page, copy.gate.wrong));
    await expectPathname(page, '/password');
    await expectNoAxeViolations(page);
    expect(pageErrors).toEqual([]);
  });

  test('with the right passphrase returns to the page first asked for', async ({ page, pageErrors }) => {
    // The member area sends a visitor to sign in; "passphrase only" keeps where they were going.
    await page.goto('/member/history?from=test');
    await expectPathname(page, '/login');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/member/history?from=test');
    await page.getByRole('link', { name: copy.login.toGate, exact: true }).click();
    await expectPathname(page, '/password');

    await field(page).fill(e2ePassphrase);
    await enter(page).click();
    await expectPathname(page, '/member/history');
    expect(new URL(page.url()).search).toBe('?from=test');
    await expectVisible(pageHeading(page, copy.history.heading));

    // Back does not return to the gate: it was replaced.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/password');
    expect(pageErrors).toEqual([]);
  });

  test('with the right passphrase and no destination goes to the top page', async ({ page, pageErrors }) => {
    await open(page);
    await field(page).fill(e2ePassphrase);
    await enter(page).click();
    await expectPathname(page, '/member');
    await expectVisible(pageHeading(page, copy.member.homeHeading));
    expect(pageErrors).toEqual([]);
  });

  test('ignores a destination on another site', async ({ page, pageErrors, appServer }) => {
    await open(page, '/password?redirectTo=//evil.example/');
    await field(page).fill(e2ePassphrase);
    await enter(page).click();
    await expectPathname(page, '/member');
    expect(new URL(page.url()).origin).toBe(appServer.baseUrl);
    expect(pageErrors).toEqual([]);
  });

  test('on a slow phone, what she types and presses before the app has come is not lost', async ({
    page,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    const release = await openWithScriptsHeld(page, '/password?redirectTo=%2Fmember%2Fhistory');
    await expectVisible(pageHeading(page, copy.gate.heading));
    expect(await page.locator('#first-screen').count()).toBe(1);
    await expectNoAxeViolations(page);
    await field(page).click();
    await page.keyboard.insertText(e2ePassphrase);
    await enter(page).click();
    // Nothing is sent and nothing goes into the address before the app does it.
    expect(new URL(page.url()).search).toBe('?redirectTo=%2Fmember%2Fhistory');
    release();
    await expectPathname(page, '/member/history');
    await expectVisible(pageHeading(page, copy.history.heading));
    expect(pageErrors).toEqual([]);
  });

  test('names every script its screen needs in the page itself, so a phone fetches them at once', async ({
    page,
  }) => {
    // The passphrase page and the two a new member goes on to (src/shared/entry-screens.ts).
    for (const pathname of Object.keys(entryScreenChunks)) {
      const scripts: string[] = [];
      const collect = (request: Request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      };
      page.on('request', collect);
      const response = await page.goto(pathname, { waitUntil: 'networkidle' });
      page.off('request', collect);
      const html = await response!.text();
      const named = html.matchAll(/<(?:script[^>]* src|link rel="modulepreload"[^>]*href)="([^"]+)"/g);
      const inPage = new Set([...named].map((match) => match[1]!));
      expect(scripts.length, pathname).toBeGreaterThan(2);
      // Without the names in the page, the screen's scripts were asked for only once the entry had run.
      expect(
        scripts.filter((script) => !inPage.has(script)),
        pathname,
      ).toEqual([]);
    }
    await expectVisible(pageHeading(page, copy.register.heading));
  });

  test('gives up after 8 seconds with the timeout message', async ({ page, pageErrors }) => {
    // The server never answers; the page's clock is the test's, so the eight seconds pass at once
    // and the message is shown neither early nor late.
    await page.clock.install();
    let asked!: () => void;
    const sent = new Promise<void>((resolve) => (asked = resolve));
    await page.route(`**${apiPaths.gate}`, () => asked());
    await open(page);
    await field(page).fill(e2ePassphrase);
    await enter(page).click();
    await sent;
    // Held at 7.5 s after the press; half a second of real time would show a message given early.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 7_500);
    await page.waitForTimeout(500);
    expect(await alertWith(page, copy.gate.timeout).count()).toBe(0);
    await page.clock.runFor(1_000);
    await expectVisible(alertWith(page, copy.gate.timeout));
    await expectPathname(page, '/password');
    expect(pageErrors).toEqual([]);
  });
});
