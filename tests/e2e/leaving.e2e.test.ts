import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { e2ePassphrase, signInThroughApi } from '../support/e2e/app-data.js';
import { test } from '../support/e2e/fixtures.js';
import { expectPathname, expectVisible, pageHeading } from '../support/e2e/screen.js';

// 退会 (issue 22): her data first, then the account, from my page → 設定.
describe('leaving', () => {
  const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
  const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

  test('she downloads her data, leaves, sees the goodbye screen and cannot sign in again', async ({
    memberPage: page,
    member: account,
    newContext,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    const otherDevice = await newContext();
    await signInThroughApi(otherDevice, account);
    await page.goto('/member/mypage?tab=settings');
    await expectVisible(page.getByRole('heading', { name: copy.leaving.heading, level: 2 }));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: copy.leaving.exportButton, exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(data.profile.email).toBe(account.email);
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining([
        'history',
        'favorites',
        'progress',
        'activity',
        'programs',
        'pushDevices',
        'settings',
      ]),
    );

    for (const item of copy.leaving.deletedItems) await expectVisible(page.getByText(item, { exact: true }));
    const password = page.getByLabel(copy.leaving.passwordLabel, { exact: true });
    const leave = button(page, copy.leaving.deleteButton);
    await leave.click();
    await expectVisible(alert(page, copy.leaving.passwordMissing));
    await expectNoAxeViolations(page);

    // A wrong password: the last question, then the refusal; nothing happened.
    await password.fill('not-my-password');
    await leave.click();
    const dialog = page.getByRole('dialog', { name: copy.leaving.confirmHeading });
    await expectVisible(dialog);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: copy.leaving.confirmButton, exact: true }).click();
    await expectVisible(alert(page, copy.mypage.currentPasswordWrong));

    // Changing her mind closes the question and keeps everything.
    await password.fill(account.password);
    await leave.click();
    await dialog.getByRole('button', { name: copy.leaving.cancel, exact: true }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect((await (await page.context().request.get(apiPaths.session)).json()).state).toBe('authenticated');

    await leave.click();
    await dialog.getByRole('button', { name: copy.leaving.confirmButton, exact: true }).click();
    await expectPathname(page, '/goodbye');
    await expectVisible(pageHeading(page, copy.leaving.goodbyeHeading));
    await expectVisible(page.getByText(copy.leaving.goodbyeAgain));
    await expectNoAxeViolations(page);
    expect(await (await otherDevice.request.get(apiPaths.session)).json()).toEqual({
      state: 'unauthenticated',
    });

    // Her old address now fails like an unknown one.
    await page.goto('/login');
    await page.getByLabel(copy.login.emailLabel, { exact: true }).fill(account.email);
    await page.getByLabel(copy.login.passwordLabel, { exact: true }).fill(account.password);
    await page.getByLabel(copy.login.passphraseLabel, { exact: true }).fill(e2ePassphrase);
    await button(page, copy.login.submit).click();
    await expectVisible(alert(page, copy.login.wrongCredentials));
    expect(pageErrors).toEqual([]);
  });

  test('staff delete a member who asked by mail, after a dialog that names her', async ({
    adminPage: page,
    newAccount,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    const leaving = await newAccount({ name: 'by-mail' });
    await page.goto('/admin/members');
    const card = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: leaving.email }) });
    // Deleting waits with the other actions that take something away, under その他の操作.
    await card.getByText(copy.admin.members.moreActions, { exact: true }).click();
    await card.getByRole('button', { name: copy.leaving.staff.delete, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: copy.leaving.staff.confirmHeading });
    await expectVisible(dialog.getByText(leaving.email));
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: copy.leaving.staff.confirmButton, exact: true }).click();
    await expectVisible(dialog.getByText(copy.leaving.staff.done(leaving.email)));
    await dialog.getByRole('button', { name: copy.leaving.staff.close, exact: true }).click();
    await expect.poll(() => card.count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
