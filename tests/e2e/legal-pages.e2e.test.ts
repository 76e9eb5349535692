import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { copy } from '#shared/copy.js';
import { test as e2eTest, ownAppServer } from '../support/e2e/fixtures.js';
import { businessTimeZone } from '../support/e2e/app-data.js';
import { expectPathname, expectVisible, pageHeading } from '../support/e2e/screen.js';

// The pages are the site's own state: a server of this file's own, so other files' landing and
// registration screens never see them.
const test = e2eTest
  .extend('siteServer', { scope: 'file' }, ownAppServer())
  .extend('appServer', ({ siteServer }) => siteServer);

const { titles } = copy.legal;
const policyText = 'ご登録いただいたメールアドレスは、会員さまへのご連絡のためだけに使います。';

const legalNav = (page: Page) => page.getByRole('navigation', { name: copy.legal.navLabel, exact: true });
const link = (page: Page | Locator, name: string) => page.getByRole('link', { name, exact: true });

function today(): string {
  const day = new Intl.DateTimeFormat('ja-JP', {
    timeZone: businessTimeZone,
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  return day.format(new Date());
}

describe('legal pages', () => {
  test('the owner writes the privacy policy: it appears at /privacy and is linked; empty pages are not', async ({
    page,
    adminPage,
    memberPage,
    pageErrors,
    expectNoAxeViolations,
  }) => {
    // Nothing written yet: the address says so, and nothing links to it.
    await page.goto('/privacy');
    await expectVisible(pageHeading(page, titles.privacy));
    await expectVisible(page.getByText(copy.legal.notPublished, { exact: true }));
    await expectNoAxeViolations(page, 'not published');
    await page.goto('/landing');
    await expectVisible(link(page, copy.landing.toTop));
    expect(await legalNav(page).count()).toBe(0);

    // The owner writes it on 規約・表記 with the article editor.
    await adminPage.goto('/admin');
    await adminPage.getByRole('link', { name: copy.admin.tabs.legal, exact: true }).click();
    await expectVisible(pageHeading(adminPage, copy.admin.tabs.legal));
    const privacy = adminPage.getByRole('region', { name: titles.privacy, exact: true });
    const editor = privacy.getByRole('textbox', {
      name: copy.legal.admin.bodyLabel(titles.privacy),
      exact: true,
    });
    await expectVisible(editor);
    await editor.click();
    await adminPage.keyboard.type(policyText);
    await privacy.getByRole('button', { name: copy.legal.admin.save, exact: true }).click();
    await expectVisible(
      privacy.getByRole('status').filter({ hasText: copy.legal.admin.saved(titles.privacy) }),
    );
    await expectVisible(privacy.getByText(copy.legal.admin.published, { exact: true }));
    // The other two stay empty, so they are not public and offer no link to a public page.
    const terms = adminPage.getByRole('region', { name: titles.terms, exact: true });
    await expectVisible(terms.getByText(copy.legal.admin.unpublished, { exact: true }));
    expect(await link(terms, copy.legal.admin.view(titles.terms)).count()).toBe(0);
    await expectNoAxeViolations(adminPage, 'admin screen');

    // Text typed in another page and not saved: leaving, or signing out, asks first.
    const termsEditor = terms.getByRole('textbox', {
      name: copy.legal.admin.bodyLabel(titles.terms),
      exact: true,
    });
    await termsEditor.click();
    await adminPage.keyboard.type('書きかけの利用規約');
    await link(privacy, copy.legal.admin.view(titles.privacy)).click();
    const leaving = adminPage.getByRole('dialog', { name: copy.admin.unsaved.question });
    await leaving.getByRole('button', { name: copy.admin.unsaved.stay }).click();
    await adminPage.getByRole('button', { name: copy.admin.logout, exact: true }).click();
    const signingOut = adminPage.getByRole('dialog', { name: copy.admin.unsaved.logoutQuestion });
    await expectVisible(signingOut.getByText(copy.admin.unsaved.discardEffect));
    await signingOut.getByRole('button', { name: copy.admin.unsaved.stay }).click();
    await expect.poll(() => signingOut.count()).toBe(0);
    await expectVisible(termsEditor.getByText('書きかけの利用規約'));
    // Taken back to nothing, it is what was saved: nothing to ask.
    await termsEditor.click();
    await adminPage.keyboard.press('Control+A');
    await adminPage.keyboard.press('Backspace');
    await link(privacy, copy.legal.admin.view(titles.privacy)).click();
    await expectPathname(adminPage, '/privacy');
    await expectVisible(adminPage.getByText(policyText, { exact: true }));

    // A visitor without a passphrase finds it from the landing page's footer.
    await page.goto('/landing');
    await expectVisible(legalNav(page));
    expect(await legalNav(page).getByRole('link').allTextContents()).toEqual([titles.privacy]);
    await link(legalNav(page), titles.privacy).click();
    await expectPathname(page, '/privacy');
    await expectVisible(pageHeading(page, titles.privacy));
    await expectVisible(page.getByText(policyText, { exact: true }));
    await expectVisible(page.getByText(copy.legal.updatedOn(today()), { exact: true }));
    await expectNoAxeViolations(page, 'privacy policy');

    // The terms of use were left empty: not linked, and their address says they are not there.
    await page.goto('/terms');
    await expectVisible(page.getByText(copy.legal.notPublished, { exact: true }));

    // Registration names only the page that exists.
    await page.goto('/register');
    await expectVisible(pageHeading(page, copy.register.heading));
    const agreement = page.getByText(copy.legal.agreementStart, { exact: false });
    await expectVisible(agreement);
    expect(await agreement.textContent()).toBe(
      `${copy.legal.agreementStart}${titles.privacy}${copy.legal.agreementEnd}`,
    );
    expect(await link(page, titles.terms).count()).toBe(0);
    await link(page, titles.privacy).click();
    await expectPathname(page, '/privacy');

    // My page links it at the bottom.
    await memberPage.goto('/member/mypage');
    await expectVisible(link(legalNav(memberPage), titles.privacy));
    expect(await legalNav(memberPage).getByRole('link').count()).toBe(1);

    expect(pageErrors).toEqual([]);
  });
});
