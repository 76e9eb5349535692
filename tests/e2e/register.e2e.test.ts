import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { passwordRulesHint } from '#shared/checks/account-checks.js';
import { copy } from '#shared/copy.js';
import { e2ePassphrase, e2ePassword, uniqueEmail } from '../support/e2e/app-data.js';
import { test as e2eTest } from '../support/e2e/fixtures.js';
import { expectPathname, expectVisible, pageHeading, requestsTo } from '../support/e2e/screen.js';

type Form = {
  email: string;
  password: string;
  passwordConfirm: string;
  passphrase: string;
  displayName?: string;
};

// Every test starts as a signed-out visitor on /register, in a fresh browser profile;
// registerRequests lists what the page has sent to the server since.
const test = e2eTest.extend('registerRequests', { auto: true }, async ({ page }) => {
  const requests = requestsTo(page, apiPaths.register);
  await page.goto('/register');
  await expectVisible(pageHeading(page, copy.register.heading));
  return requests;
});

const valid = (): Form => ({
  email: uniqueEmail('register'),
  password: e2ePassword,
  passwordConfirm: e2ePassword,
  passphrase: e2ePassphrase,
});

async function submit(page: Page, form: Form): Promise<void> {
  if (form.displayName) {
    await page.getByLabel(copy.register.displayNameLabel, { exact: true }).fill(form.displayName);
  }
  await page.getByLabel(copy.register.emailLabel, { exact: true }).fill(form.email);
  await page.getByLabel(copy.register.passwordLabel, { exact: true }).fill(form.password);
  await page.getByLabel(copy.register.confirmLabel, { exact: true }).fill(form.passwordConfirm);
  await page.getByLabel(copy.register.passphraseLabel, { exact: true }).fill(form.passphrase);
  await page.getByRole('button', { name: copy.register.submit, exact: true }).click();
}

const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
const invalid = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).getAttribute('aria-invalid');

describe('registration /register', () => {
  test('has the fields with the right types and autocomplete, and a link to login', async ({
    page,
    pageErrors,
  }) => {
    const email = page.getByLabel(copy.register.emailLabel, { exact: true });
    expect(await email.getAttribute('type')).toBe('email');
    expect(await email.getAttribute('autocomplete')).toBe('email');
    for (const label of [copy.register.passwordLabel, copy.register.confirmLabel]) {
      const input = page.getByLabel(label, { exact: true });
      expect(await input.getAttribute('type')).toBe('password');
      expect(await input.getAttribute('autocomplete')).toBe('new-password');
    }
    // The monthly passphrase is shown, so a phone's kana keyboard can type it.
    const passphrase = page.getByLabel(copy.register.passphraseLabel, { exact: true });
    expect(await passphrase.getAttribute('type')).toBe('text');
    expect(await passphrase.getAttribute('autocomplete')).toBe('off');
    // The password rules stand beside the field before anything is sent.
    const rules = page.getByText(passwordRulesHint, { exact: true });
    await expectVisible(rules);
    const password = page.getByLabel(copy.register.passwordLabel, { exact: true });
    expect(await password.getAttribute('aria-describedby')).toContain(await rules.getAttribute('id'));
    await page.getByRole('link', { name: copy.register.toLogin, exact: true }).click();
    await expectPathname(page, '/login');
    expect(pageErrors).toEqual([]);
  });

  test('checks the form in the seed order before asking the server', async ({
    page,
    registerRequests,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    // Every field is needed (spaces do not count).
    for (const field of ['email', 'password', 'passwordConfirm', 'passphrase'] as const) {
      await submit(page, { ...valid(), [field]: '   ' });
      await expectVisible(alertWith(page, copy.register.missingField));
    }
    // The confirmation comes before the length, the length before the e-mail.
    await submit(page, { ...valid(), email: 'not-an-email', passwordConfirm: 'something-else' });
    await expectVisible(alertWith(page, copy.register.mismatch));
    expect(await invalid(page, copy.register.confirmLabel)).toBe('true');
    await submit(page, { ...valid(), email: 'not-an-email', password: 'abc12', passwordConfirm: 'abc12' });
    await expectVisible(alertWith(page, copy.register.tooShort));
    await submit(page, { ...valid(), email: 'hanako@example' });
    await expectVisible(alertWith(page, copy.register.badEmail));
    await expectNoAxeViolations(page);
    expect(registerRequests).toHaveLength(0);
    expect(pageErrors).toEqual([]);
  });

  test("shows the server's refusals: wrong passphrase, address taken, common password", async ({
    page,
    registerRequests,
    member: existing,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    await submit(page, { ...valid(), passphrase: 'ちがう合言葉' });
    await expectVisible(alertWith(page, copy.register.wrongPassphrase));

    await submit(page, { ...valid(), email: existing.email });
    await expectVisible(alertWith(page, copy.register.emailTaken));

    await submit(page, { ...valid(), password: 'password', passwordConfirm: 'password' });
    await expectVisible(alertWith(page, copy.register.tooCommon));
    // Only the server knows the common passwords: its answer names the field, which is marked.
    expect(await invalid(page, copy.register.passwordLabel)).toBe('true');
    await expectNoAxeViolations(page);
    expect(registerRequests).toHaveLength(3);
    expect(pageErrors).toEqual([]);
  });

  test('on success shows the message, then goes to the top page after 3 seconds, signed in', async ({
    page,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    const form = { ...valid(), displayName: 'はなこ' };
    await submit(page, form);
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
    // The name given at registration is her display name on my page.
    await page.goto('/member/mypage');
    expect(await page.getByLabel(copy.mypage.displayNameLabel, { exact: true }).inputValue()).toBe('はなこ');
    expect(pageErrors).toEqual([]);
  });
});
