import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { apiPaths } from '../../src/shared/api-paths.js';
import { copy } from '../../src/shared/copy.js';
import { e2ePassphrase, setMonthPassphrase } from '../support/e2e/app-data.js';
import { expectNoAxeViolations } from '../support/e2e/axe.js';
import { launchChromium } from '../support/e2e/chromium.js';
import {
  collectPageErrors,
  expectPathname,
  expectVisible,
  newSession,
  pageHeading,
} from '../support/e2e/session.js';

describe('passphrase gate /password', () => {
  let browser: Browser | undefined;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let gateRequests: number;

  beforeAll(async () => {
    await setMonthPassphrase();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // A fresh browser profile per test: each starts signed out.
  beforeEach(async () => {
    context = await newSession(browser!);
    page = await context.newPage();
    errors = collectPageErrors(page);
    gateRequests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === apiPaths.gate) gateRequests += 1;
    });
  });
  afterEach(async () => {
    await context.close();
  });

  const field = () => page.getByLabel(copy.gate.label, { exact: true });
  const enter = () => page.getByRole('button', { name: copy.gate.submit, exact: true });
  const alert = () => page.getByRole('alert');

  it('shows the logo, the tagline, the heading, a password field and the button', async () => {
    await page.goto('/password');
    await expectVisible(pageHeading(page, copy.gate.heading));
    await expectVisible(page.getByRole('img', { name: copy.site.defaultName }));
    await expectVisible(page.getByText(copy.site.tagline, { exact: true }));
    expect(await field().getAttribute('type')).toBe('password');
    await expectVisible(enter());
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('refuses an empty or blank passphrase without asking the server', async () => {
    await page.goto('/password');
    await enter().click();
    await expectVisible(alert().filter({ hasText: copy.gate.empty }));
    await field().fill(' \u3000 ');
    await enter().click();
    await expectVisible(alert().filter({ hasText: copy.gate.empty }));
    expect(gateRequests).toBe(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('says so when the passphrase is wrong, and stays', async () => {
    await page.goto('/password');
    await field().fill('ちがう合言葉');
    await enter().click();
    await expectVisible(alert().filter({ hasText: copy.gate.wrong }));
    await expectPathname(page, '/password');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('with the right passphrase returns to the page first asked for', async () => {
    // The member area sends a visitor to sign in; "passphrase only" keeps where they were going.
    await page.goto('/member/history?from=test');
    await expectPathname(page, '/login');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/member/history?from=test');
    await page.getByRole('link', { name: copy.login.toGate, exact: true }).click();
    await expectPathname(page, '/password');

    await field().fill(e2ePassphrase);
    await enter().click();
    await expectPathname(page, '/member/history');
    expect(new URL(page.url()).search).toBe('?from=test');
    await expectVisible(pageHeading(page, copy.history.heading));

    // Back does not return to the gate: it was replaced.
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).not.toBe('/password');
    expect(errors).toEqual([]);
  });

  it('with the right passphrase and no destination goes to the top page', async () => {
    await page.goto('/password');
    await field().fill(e2ePassphrase);
    await enter().click();
    await expectPathname(page, '/member');
    await expectVisible(pageHeading(page, copy.member.homeHeading));
    expect(errors).toEqual([]);
  });

  it('ignores a destination on another site', async () => {
    await page.goto('/password?redirectTo=//evil.example/');
    await field().fill(e2ePassphrase);
    await enter().click();
    await expectPathname(page, '/member');
    expect(new URL(page.url()).origin).toBe(inject('baseUrl'));
    expect(errors).toEqual([]);
  });

  it('gives up after 8 seconds with the timeout message', async () => {
    // The server never answers.
    await page.route(`**${apiPaths.gate}`, () => undefined);
    await page.goto('/password');
    await field().fill(e2ePassphrase);
    const started = Date.now();
    await enter().click();
    await alert().filter({ hasText: copy.gate.timeout }).waitFor({ state: 'visible', timeout: 12_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(7_500);
    await expectPathname(page, '/password');
    expect(errors).toEqual([]);
  });
});
