import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleContents } from '../../src/server/modules/samples/sample-contents.js';
import { copy } from '../../src/shared/copy.js';
import { createAccount, setMonthPassphrase, signInThroughApi } from '../support/e2e/app-data.js';
import { launchChromium } from '../support/e2e/chromium.js';
import { collectPageErrors, expectVisible, newSession, pageHeading } from '../support/e2e/session.js';

// Every screen the foundation has, each with the heading that shows it has rendered.
const screens: Array<[string, string]> = [
  ['/landing', copy.site.defaultName],
  ['/password', copy.gate.heading],
  ['/login', copy.login.heading],
  ['/register', copy.register.heading],
  ['/forgot-password', copy.reset.requestHeading],
  ['/reset-password?token=abc', copy.reset.newPasswordHeading],
  ['/setup', copy.setup.heading],
  ['/member', copy.member.homeHeading],
  ['/member/new', copy.member.listHeadings.new],
  ['/member/featured', copy.member.listHeadings.featured],
  ['/member/popular', copy.member.listHeadings.popular],
  ['/member/content/sample-01', sampleContents[0]!.title],
  ['/member/history', copy.history.heading],
  ['/member/mypage', copy.mypage.heading],
  ['/admin', copy.admin.heading],
  ['/admin/passphrases', copy.admin.tabs.passphrases],
];

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

describe.each(viewports)('every screen on a $name ($width×$height)', (viewport) => {
  let browser: Browser | undefined;
  let context: BrowserContext;

  beforeAll(async () => {
    // Signed in as an admin, so the guarded member and admin screens show too.
    await setMonthPassphrase();
    const admin = await createAccount({ admin: true });
    browser = await launchChromium();
    context = await newSession(browser, { signIn: (ctx) => signInThroughApi(ctx, admin) });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(screens)('%s shows its heading and has no axe violations', async (path, heading) => {
    const page = await context.newPage();
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const errors = collectPageErrors(page);
    try {
      await page.goto(path);
      await expectVisible(pageHeading(page, heading));
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      expect(await page.locator('html').getAttribute('lang')).toBe('ja');
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
