import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { copy } from '#shared/copy.js';
import { e2ePassphrase, linkInLatestMailTo, uniqueEmail } from '../support/e2e/app-data.js';
import { test } from '../support/e2e/fixtures.js';
import { expectPathname, expectVisible, pageHeading } from '../support/e2e/screen.js';

const alertWith = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function requestReset(page: Page, email: string): Promise<void> {
  await page.goto('/forgot-password');
  await expectVisible(pageHeading(page, copy.reset.requestHeading));
  await page.getByLabel(copy.reset.emailLabel, { exact: true }).fill(email);
  await page.getByRole('button', { name: copy.reset.requestSubmit, exact: true }).click();
}

describe('forgotten password: request, e-mail, new password', () => {
  test('checks the address on the page, then answers the same whether or not it is registered', async ({
    page,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: copy.reset.requestSubmit, exact: true }).click();
    await expectVisible(alertWith(page, copy.reset.emailMissing));
    await page.getByLabel(copy.reset.emailLabel, { exact: true }).fill('hanako@example');
    await page.getByRole('button', { name: copy.reset.requestSubmit, exact: true }).click();
    await expectVisible(alertWith(page, copy.register.badEmail));
    await expectNoAxeViolations(page);

    await requestReset(page, uniqueEmail('nobody'));
    await expectVisible(page.getByRole('status').filter({ hasText: copy.reset.requestDone }));
    await expectVisible(page.getByRole('link', { name: copy.reset.toLogin, exact: true }));
    await expectNoAxeViolations(page);
    expect(pageErrors).toEqual([]);
  });

  test('sets a new password through the link in the mail; the link works once', async ({
    page,
    member,
    appServer,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    await requestReset(page, member.email);
    await expectVisible(page.getByRole('status').filter({ hasText: copy.reset.requestDone }));
    const link = await linkInLatestMailTo(member.email, appServer.dataDir);
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
    await expectVisible(alertWith(page, copy.register.mismatch));
    await expectNoAxeViolations(page);

    await confirm.fill('Ajisai-Hotaru-52');
    await submit.click();
    await expectVisible(page.getByRole('status').filter({ hasText: copy.reset.done }));
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: copy.reset.toLogin, exact: true }).click();
    await expectPathname(page, '/login');

    // The old password is gone, the new one works.
    await page.getByLabel(copy.login.emailLabel, { exact: true }).fill(member.email);
    await page.getByLabel(copy.login.passwordLabel, { exact: true }).fill('Ajisai-Hotaru-52');
    await page.getByLabel(copy.login.passphraseLabel, { exact: true }).fill(e2ePassphrase);
    await page.getByRole('button', { name: copy.login.submit, exact: true }).click();
    await expectPathname(page, '/member');

    // Used once: the same link is refused, with a way to ask again.
    await page.goto(link);
    await page.getByLabel(copy.reset.newPasswordLabel, { exact: true }).fill('Ajisai-Hotaru-54');
    await page.getByLabel(copy.reset.confirmLabel, { exact: true }).fill('Ajisai-Hotaru-54');
    await page.getByRole('button', { name: copy.reset.submit, exact: true }).click();
    await expectVisible(alertWith(page, copy.reset.linkInvalid));
    await expectVisible(page.getByRole('link', { name: copy.reset.requestAgain, exact: true }));
    await expectNoAxeViolations(page);
    expect(pageErrors).toEqual([]);
  });

  test('without a token says the link is invalid', async ({ page, pageErrors, expectNoAxeViolations }) => {
    await page.goto('/reset-password');
    await expectVisible(pageHeading(page, copy.reset.newPasswordHeading));
    await expectVisible(page.getByRole('alert').filter({ hasText: copy.reset.linkInvalid }));
    await expectNoAxeViolations(page);
    expect(pageErrors).toEqual([]);
  });
});
