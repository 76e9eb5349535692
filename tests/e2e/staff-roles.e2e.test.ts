import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { copy } from '#shared/copy.js';
import {
  e2ePassphrase,
  e2ePassword,
  linkInLatestMailTo,
  signInThroughApi,
  uniqueEmail,
} from '../support/e2e/app-data.js';
import { test } from '../support/e2e/fixtures.js';
import { desktop, expectPathname, expectVisible, pageHeading, phone } from '../support/e2e/screen.js';

const words = copy.staff;

/** On the スタッフ tab: invites `email` with `role` and waits for the answer. */
async function invite(page: Page, email: string, role: string): Promise<void> {
  await page.goto('/admin/staff');
  await expectVisible(pageHeading(page, copy.admin.tabs.staff));
  await page.getByLabel(words.emailLabel, { exact: true }).fill(email);
  await page.getByLabel(words.roleLabel, { exact: true }).selectOption({ label: role });
  await page.getByRole('button', { name: words.inviteSubmit, exact: true }).click();
  await expectVisible(page.getByRole('status').filter({ hasText: words.invited(email, 7) }));
}

const tabsOf = (page: Page) =>
  page.getByRole('navigation', { name: copy.admin.navLabel }).getByRole('link').allTextContents();

describe('staff roles: the オーナー invites an 編集者', () => {
  test('a new address accepts from the mail, signs in and sees only the 編集者 tabs', async ({
    adminPage: page,
    newContext,
    appServer,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    const email = uniqueEmail('editor');
    await invite(page, email, words.roles.editor);
    const pending = page.getByRole('region', { name: words.pendingHeading });
    await expectVisible(pending.getByRole('heading', { name: email }));
    await expectNoAxeViolations(page);

    // She opens the link in the mail, in a browser of her own.
    const link = await linkInLatestMailTo(email, appServer.dataDir);
    expect(link).toMatch(/^\/staff-invitation\?token=/);
    const hers = await (await newContext()).newPage();
    await hers.goto(link);
    await expectVisible(pageHeading(hers, words.invitation.heading));
    await expectVisible(hers.getByText(words.invitation.intro(email, words.roles.editor)));
    await expectNoAxeViolations(hers);

    // A refused password keeps what she typed and names the field.
    await hers.getByLabel(words.invitation.displayNameLabel, { exact: true }).fill('すみれ');
    await hers.getByLabel(words.invitation.passwordLabel, { exact: true }).fill(e2ePassword);
    await hers.getByLabel(words.invitation.passwordConfirmLabel, { exact: true }).fill('something-else-1');
    await hers.getByRole('button', { name: words.invitation.createAccount, exact: true }).click();
    await expectVisible(hers.getByRole('alert').filter({ hasText: copy.register.mismatch }));
    expect(await hers.getByLabel(words.invitation.displayNameLabel, { exact: true }).inputValue()).toBe(
      'すみれ',
    );

    await hers.getByLabel(words.invitation.passwordConfirmLabel, { exact: true }).fill(e2ePassword);
    await hers.getByRole('button', { name: words.invitation.createAccount, exact: true }).click();
    await expectVisible(
      hers.getByRole('status').filter({ hasText: words.invitation.accepted(words.roles.editor) }),
    );
    await hers.getByRole('link', { name: words.invitation.toAdmin, exact: true }).click();
    await expectVisible(pageHeading(hers, copy.admin.tabs.newPost));
    expect(await tabsOf(hers)).toEqual([
      copy.admin.tabs.newPost,
      copy.admin.tabs.contents,
      copy.admin.tabs.dashboard,
      copy.admin.tabs.live,
      copy.admin.tabs.comments,
      copy.admin.tabs.notices,
      copy.admin.tabs.programs,
    ]);

    // An オーナー's screen opened by address says it is not hers, not a broken page.
    await hers.goto('/admin/members');
    await expectVisible(pageHeading(hers, words.ownerOnlyHeading));
    await expectNoAxeViolations(hers);
    await hers.getByRole('link', { name: words.toAdminHome, exact: true }).click();
    await expectPathname(hers, '/admin');

    // From the staff screens to the members' pages and back, as a phone shows them.
    await hers.setViewportSize(phone);
    await hers.getByRole('link', { name: copy.admin.toMemberSite, exact: true }).click();
    await expectPathname(hers, '/member');
    await hers.getByRole('button', { name: copy.member.bottomNav.mypage, exact: true }).click();
    await hers.getByRole('link', { name: copy.member.menu.admin, exact: true }).click();
    await expectPathname(hers, '/admin');
    await expectVisible(pageHeading(hers, copy.admin.tabs.newPost));

    // The link worked once.
    await hers.goto(link);
    await expectVisible(hers.getByRole('alert').filter({ hasText: words.invitation.linkUsed }));
    await expectNoAxeViolations(hers);

    // On the owner's list she is an 編集者, and the invitation is no longer waiting.
    await page.reload();
    const list = page.getByRole('region', { name: words.listHeading });
    const row = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: email }) });
    await expectVisible(row.getByText(words.roles.editor, { exact: true }));
    expect(await pending.getByRole('heading', { name: email }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  test('an existing member signs in from the link and accepts; the オーナー can take her off the staff', async ({
    adminPage: page,
    member,
    newContext,
    appServer,
    pageErrors,
  }) => {
    await invite(page, member.email, words.roles.editor);
    const link = await linkInLatestMailTo(member.email, appServer.dataDir);
    const hers = await (await newContext()).newPage();
    await hers.goto(link);
    await expectVisible(hers.getByText(words.invitation.signInFirst));
    // A member without a password yet (brought in by CSV) is shown where to set one.
    await expectVisible(hers.getByText(words.invitation.noPassword));
    expect(
      await hers.getByRole('link', { name: words.invitation.setPassword, exact: true }).getAttribute('href'),
    ).toBe('/forgot-password');
    await hers.getByRole('link', { name: words.invitation.signIn, exact: true }).click();
    await hers.getByLabel(copy.login.emailLabel, { exact: true }).fill(member.email);
    await hers.getByLabel(copy.login.passwordLabel, { exact: true }).fill(member.password);
    await hers.getByLabel(copy.login.passphraseLabel, { exact: true }).fill(e2ePassphrase);
    await hers.getByRole('button', { name: copy.login.submit, exact: true }).click();
    await expectPathname(hers, '/staff-invitation');
    await hers.getByRole('button', { name: words.invitation.accept, exact: true }).click();
    await expectVisible(
      hers.getByRole('status').filter({ hasText: words.invitation.accepted(words.roles.editor) }),
    );

    await page.reload();
    const row = page
      .getByRole('region', { name: words.listHeading })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: member.email }) });
    await row.getByRole('button', { name: words.remove, exact: true }).click();
    const asked = page.getByRole('dialog', { name: words.confirmRemove(member.email) });
    await expectVisible(asked.getByText(words.removeEffect));
    await asked.getByRole('button', { name: words.remove, exact: true }).click();
    await expectVisible(page.getByRole('status').filter({ hasText: words.removed(member.email) }));

    // Off the staff, her menu no longer offers the staff screens.
    await hers.goto('/member');
    await hers.getByRole('button', { name: copy.member.bottomNav.mypage, exact: true }).click();
    await expectVisible(hers.getByRole('button', { name: copy.member.menu.logout, exact: true }));
    expect(await hers.getByRole('link', { name: copy.member.menu.admin, exact: true }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});

describe.each([phone, desktop])('the invitation page and the staff screen on a $name', (viewport) => {
  test('fit the screen and have no axe violations: the new-account form, and a wrong account told what to do', async ({
    adminPage: page,
    member,
    newAccount,
    newContext,
    appServer,
    expectNoAxeViolations,
  }) => {
    const fresh = uniqueEmail('invited');
    await invite(page, fresh, words.roles.owner);
    const other = await newAccount({ name: 'other' });
    await invite(page, other.email, words.roles.editor);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/admin/staff');
    await expectVisible(page.getByRole('region', { name: words.pendingHeading }).getByText(fresh));
    await expectNoAxeViolations(page);

    const context = await newContext({ viewport: { width: viewport.width, height: viewport.height } });
    await signInThroughApi(context, member);
    const hers = await context.newPage();
    const noSidewaysScrolling = async () =>
      expect(
        await hers.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth),
      ).toBeLessThanOrEqual(0);

    // An address without an account: the new-account form.
    await hers.goto(await linkInLatestMailTo(fresh, appServer.dataDir));
    await expectVisible(hers.getByRole('button', { name: words.invitation.createAccount, exact: true }));
    await noSidewaysScrolling();
    await expectNoAxeViolations(hers);

    // Another member's invitation, opened while signed in as herself.
    await hers.goto(await linkInLatestMailTo(other.email, appServer.dataDir));
    const refused = hers.getByRole('alert').filter({ hasText: words.invitation.wrongAccount(other.email) });
    await expectVisible(refused);
    await expectVisible(refused.getByRole('button', { name: words.invitation.logout, exact: true }));
    await noSidewaysScrolling();
    await expectNoAxeViolations(hers);
  });
});
