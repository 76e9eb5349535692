import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api-paths.js';
import { copy } from '../../src/shared/copy.js';
import {
  createAccount,
  e2ePassphrase,
  e2ePassword,
  setMonthPassphrase,
  uniqueEmail,
} from '../support/e2e/app-data.js';
import { expectNoAxeViolations } from '../support/e2e/axe.js';
import { launchChromium } from '../support/e2e/chromium.js';
import {
  collectPageErrors,
  expectPathname,
  expectVisible,
  newSession,
  pageHeading,
} from '../support/e2e/session.js';

type Form = { email: string; password: string; passwordConfirm: string; passphrase: string };

describe('registration /register', () => {
  let browser: Browser | undefined;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let registerRequests: number;

  beforeAll(async () => {
    await setMonthPassphrase();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    context = await newSession(browser!);
    page = await context.newPage();
    errors = collectPageErrors(page);
    registerRequests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === apiPaths.register) registerRequests += 1;
    });
    await page.goto('/register');
    await expectVisible(pageHeading(page, copy.register.heading));
  });
  afterEach(async () => {
    await context.close();
  });

  const valid = (): Form => ({
    email: uniqueEmail('register'),
    password: e2ePassword,
    passwordConfirm: e2ePassword,
    passphrase: e2ePassphrase,
  });

  async function submit(form: Form): Promise<void> {
    await page.getByLabel(copy.register.emailLabel, { exact: true }).fill(form.email);
    await page.getByLabel(copy.register.passwordLabel, { exact: true }).fill(form.password);
    await page.getByLabel(copy.register.confirmLabel, { exact: true }).fill(form.passwordConfirm);
    await page.getByLabel(copy.register.passphraseLabel, { exact: true }).fill(form.passphrase);
    await page.getByRole('button', { name: copy.register.submit, exact: true }).click();
  }

  const alertWith = (text: string) => page.getByRole('alert').filter({ hasText: text });
  const invalid = (label: string) => page.getByLabel(label, { exact: true }).getAttribute('aria-invalid');

  it('has the fields with the right types and autocomplete, and a link to login', async () => {
    const email = page.getByLabel(copy.register.emailLabel, { exact: true });
    expect(await email.getAttribute('type')).toBe('email');
    expect(await email.getAttribute('autocomplete')).toBe('email');
    for (const label of [copy.register.passwordLabel, copy.register.confirmLabel]) {
      const input = page.getByLabel(label, { exact: true });
      expect(await input.getAttribute('type')).toBe('password');
      expect(await input.getAttribute('autocomplete')).toBe('new-password');
    }
    await page.getByRole('link', { name: copy.register.toLogin, exact: true }).click();
    await expectPathname(page, '/login');
    expect(errors).toEqual([]);
  });

  it('checks the form in the seed order before asking the server', async () => {
    // Every field is needed (spaces do not count).
    for (const field of ['email', 'password', 'passwordConfirm', 'passphrase'] as const) {
      await submit({ ...valid(), [field]: '   ' });
      await expectVisible(alertWith(copy.register.missingField));
    }
    // The confirmation comes before the length, the length before the e-mail.
    await submit({ ...valid(), email: 'not-an-email', passwordConfirm: 'something-else' });
    await expectVisible(alertWith(copy.register.mismatch));
    expect(await invalid(copy.register.confirmLabel)).toBe('true');
    await submit({ ...valid(), email: 'not-an-email', password: 'abc12', passwordConfirm: 'abc12' });
    await expectVisible(alertWith(copy.register.tooShort));
    await submit({ ...valid(), email: 'hanako@example' });
    await expectVisible(alertWith(copy.register.badEmail));
    await expectNoAxeViolations(page);
    expect(registerRequests).toBe(0);
    expect(errors).toEqual([]);
  });

  it("shows the server's refusals: wrong passphrase, address taken, common password", async () => {
    await submit({ ...valid(), passphrase: 'ちがう合言葉' });
    await expectVisible(alertWith(copy.register.wrongPassphrase));

    const existing = await createAccount({ name: 'taken' });
    await submit({ ...valid(), email: existing.email });
    await expectVisible(alertWith(copy.register.emailTaken));

    await submit({ ...valid(), password: 'password', passwordConfirm: 'password' });
    await expectVisible(alertWith(copy.register.tooCommon));
    // Only the server knows the common passwords: its answer names the field, which is marked.
    expect(await invalid(copy.register.passwordLabel)).toBe('true');
    await expectNoAxeViolations(page);
    expect(registerRequests).toBe(3);
    expect(errors).toEqual([]);
  });

  it('on success shows the message, then goes to the top page after 3 seconds, signed in', async () => {
    const form = valid();
    await submit(form);
    const status = page.getByRole('status').filter({ hasText: copy.register.success });
    await expectVisible(status);
    const shownAt = Date.now();
    await expectNoAxeViolations(page);

    // `/` itself redirects to /member: the new member is signed in, so the guard lets them in.
    await expectPathname(page, '/member');
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2_000);
    await expectVisible(pageHeading(page, copy.member.homeHeading));
    await page.getByRole('button', { name: copy.member.bottomNav.mypage, exact: true }).click();
    await expectVisible(page.getByText(form.email, { exact: true }));
    expect(errors).toEqual([]);
  });
});
