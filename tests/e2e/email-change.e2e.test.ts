import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { linkInLatestMailTo, signInThroughApi, uniqueEmail } from '../support/e2e/app-data.js';
import { test } from '../support/e2e/fixtures.js';
import { expectPathname, expectVisible, pageHeading } from '../support/e2e/screen.js';
import { readOutbox } from '../support/outbox.js';

// Changing the e-mail on my page: the current password, then the link mailed to the new address.
describe('my page: changing the e-mail', () => {
  const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
  const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

  test('asks for the password, mails a link to the new address, and changes it when the link is opened', async ({
    memberPage: page,
    member: account,
    newContext,
    appServer,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    // The same member signed in on another device, which the change signs out.
    const otherDevice = await newContext();
    await signInThroughApi(otherDevice, account);
    const newAddress = uniqueEmail('moved');
    await page.goto('/member/mypage');
    await expectVisible(pageHeading(page, copy.mypage.heading));
    const email = page.getByLabel(copy.mypage.emailLabel, { exact: true });
    const password = page.getByLabel(copy.mypage.emailChangePasswordLabel, { exact: true });
    const save = page.getByRole('button', { name: copy.mypage.saveProfile, exact: true });
    await expect.poll(() => email.inputValue()).toBe(account.email);
    // The password field is there only while the address is another one.
    expect(await password.count()).toBe(0);

    await email.fill(newAddress);
    await expectVisible(password);
    expect(await password.getAttribute('type')).toBe('password');
    await save.click();
    await expectVisible(alert(page, copy.mypage.currentPasswordMissing));
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);

    await password.fill('not-my-password');
    await save.click();
    await expectVisible(alert(page, copy.mypage.currentPasswordWrong));
    expect(await password.getAttribute('aria-invalid')).toBe('true');

    await password.fill(account.password);
    await save.click();
    await expectVisible(status(page, copy.mypage.emailChangeSent(newAddress)));
    // Nothing has changed yet: the form shows the address in use.
    await expect.poll(() => email.inputValue()).toBe(account.email);
    expect(await password.count()).toBe(0);
    await expectNoAxeViolations(page);
    const before = await (await page.context().request.get(apiPaths.session)).json();
    expect(before.user.email).toBe(account.email);

    // The link in the mail to the new address.
    const link = await linkInLatestMailTo(newAddress, appServer.dataDir);
    expect(link).toMatch(/^\/confirm-email\?token=/);
    await page.goto(link);
    await expectVisible(pageHeading(page, copy.emailChange.heading));
    await expectVisible(status(page, copy.emailChange.done(newAddress)));
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: copy.emailChange.toMypage }).click();
    await expectPathname(page, '/member/mypage');
    await expect
      .poll(() => page.getByLabel(copy.mypage.emailLabel, { exact: true }).inputValue())
      .toBe(newAddress);

    // The old address is told; the other device is signed out.
    await expect
      .poll(() =>
        readOutbox(appServer.dataDir).some(
          (mail) => mail.to.includes(account.email) && mail.text.includes(newAddress),
        ),
      )
      .toBe(true);
    expect(await (await otherDevice.request.get(apiPaths.session)).json()).toEqual({
      state: 'unauthenticated',
    });

    // The link works once.
    await page.goto(link);
    await expectVisible(alert(page, copy.emailChange.linkInvalid));
    await expectNoAxeViolations(page);
    expect(pageErrors).toEqual([]);
  });
});
