import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { copy } from '../../src/shared/copy.js';
import {
  createAccount,
  e2ePassphrase,
  linkInLatestMailTo,
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

describe('forgotten password: request, e-mail, new password', () => {
  let browser: Browser | undefined;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

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
  });
  afterEach(async () => {
    await context.close();
  });

  const alertWith = (text: string) => page.getByRole('alert').filter({ hasText: text });

  async function requestReset(email: string): Promise<void> {
    await page.goto('/forgot-password');
    await expectVisible(pageHeading(page, copy.reset.requestHeading));
    await page.getByLabel(copy.reset.emailLabel, { exact: true }).fill(email);
    await page.getByRole('button', { name: copy.reset.requestSubmit, exact: true }).click();
  }

  it('checks the address on the page, then answers the same whether or not it is registered', async () => {
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: copy.reset.requestSubmit, exact: true }).click();
    await expectVisible(alertWith(copy.reset.emailMissing));
    await page.getByLabel(copy.reset.emailLabel, { exact: true }).fill('hanako@example');
    await page.getByRole('button', { name: copy.reset.requestSubmit, exact: true }).click();
    await expectVisible(alertWith(copy.register.badEmail));
    await expectNoAxeViolations(page);

    await requestReset(uniqueEmail('nobody'));
    await expectVisible(page.getByRole('status').filter({ hasText: copy.reset.requestDone }));
    await expectVisible(page.getByRole('link', { name: copy.reset.toLogin, exact: true }));
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('sets a new password through the link in the mail; the link works once', async () => {
    const account = await createAccount({ name: 'reset' });
    await requestReset(account.email);
    await expectVisible(page.getByRole('status').filter({ hasText: copy.reset.requestDone }));
    const link = await linkInLatestMailTo(account.email);
    expect(link.startsWith('/reset-password?token=')).toBe(true);

    await page.goto(link);
    await expectVisible(pageHeading(page, copy.reset.newPasswordHeading));
    const password = page.getByLabel(copy.reset.newPasswordLabel, { exact: true });
    const confirm = page.getByLabel(copy.reset.confirmLabel, { exact: true });
    const submit = page.getByRole('button', { name: copy.reset.submit, exact: true });
    expect(await password.getAttribute('autocomplete')).toBe('new-password');

    await password.fill('Ajisai-Hotaru-52');
    await confirm.fill('Ajisai-Hotaru-53');
    await submit.click();
    await expectVisible(alertWith(copy.register.mismatch));
    await expectNoAxeViolations(page);

    await confirm.fill('Ajisai-Hotaru-52');
    await submit.click();
    await expectVisible(page.getByRole('status').filter({ hasText: copy.reset.done }));
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: copy.reset.toLogin, exact: true }).click();
    await expectPathname(page, '/login');

    // The old password is gone, the new one works.
    await page.getByLabel(copy.login.emailLabel, { exact: true }).fill(account.email);
    await page.getByLabel(copy.login.passwordLabel, { exact: true }).fill('Ajisai-Hotaru-52');
    await page.getByLabel(copy.login.passphraseLabel, { exact: true }).fill(e2ePassphrase);
    await page.getByRole('button', { name: copy.login.submit, exact: true }).click();
    await expectPathname(page, '/member');

    // Used once: the same link is refused, with a way to ask again.
    await page.goto(link);
    await page.getByLabel(copy.reset.newPasswordLabel, { exact: true }).fill('Ajisai-Hotaru-54');
    await page.getByLabel(copy.reset.confirmLabel, { exact: true }).fill('Ajisai-Hotaru-54');
    await page.getByRole('button', { name: copy.reset.submit, exact: true }).click();
    await expectVisible(alertWith(copy.reset.linkInvalid));
    await expectVisible(page.getByRole('link', { name: copy.reset.requestAgain, exact: true }));
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it('without a token says the link is invalid', async () => {
    await page.goto('/reset-password');
    await expectVisible(pageHeading(page, copy.reset.newPasswordHeading));
    await expectVisible(page.getByRole('alert').filter({ hasText: copy.reset.linkInvalid }));
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
