import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { sampleContents } from '#server/modules/samples/sample-contents.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { csrfHeader } from '#shared/csrf.js';
import { e2ePassphrase } from '../support/e2e/app-data.js';
import { test } from '../support/e2e/fixtures.js';
import { waitForLoaded } from '../support/e2e/member-area.js';
import { desktop, expectPathname, expectVisible, pageHeading, phone } from '../support/e2e/screen.js';

// Favorites, viewing history and my page (profile, password, favorites, settings), as a member
// and as a guest. Each test is a member (or guest) of its own, on a phone unless it says otherwise.

const title = (id: string) => sampleContents.find((content) => content.id === id)!.title;

describe('member area: favorites, history and my page', () => {
  test.afterEach(({ pageErrors }) => {
    expect(pageErrors).toEqual([]);
  });

  /** Opens a content and waits until its view has been counted (and put in the history). */
  async function view(page: Page, id: string) {
    const counted = page.waitForResponse((response) => response.url().endsWith(apiPaths.contentViews(id)));
    await page.goto(`/member/content/${id}`);
    await expectVisible(pageHeading(page, title(id)));
    expect((await counted).status()).toBe(200);
  }

  const tab = (page: Page, name: string) =>
    page.getByRole('tablist', { name: copy.mypage.heading }).getByRole('tab', { name, exact: true });
  const status = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
  const alert = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

  test('history: newest first with the date and time viewed; viewing again moves it to the front', async ({
    memberPage: page,
    expectNoAxeViolations,
  }) => {
    await page.setViewportSize(phone);
    await page.goto('/member/history');
    await expectVisible(page.getByText(copy.history.empty, { exact: true }));

    await view(page, 'sample-05');
    await view(page, 'sample-06');
    // Through the my-page menu, as a member would.
    await page.getByRole('button', { name: copy.member.bottomNav.mypage, exact: true }).click();
    await page.getByRole('link', { name: copy.member.menu.history, exact: true }).click();
    await expectPathname(page, '/member/history');
    await expectVisible(pageHeading(page, copy.history.heading));
    const items = page.getByRole('main').getByRole('listitem');
    await expect.poll(() => items.count()).toBe(2);
    const texts = await items.allTextContents();
    expect(texts[0]).toContain(title('sample-06'));
    expect(texts[1]).toContain(title('sample-05'));
    for (const text of texts) expect(text).toMatch(/\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2} に視聴$/);
    await expectNoAxeViolations(page);

    await view(page, 'sample-05');
    await page.goto('/member/history');
    await expect.poll(async () => (await items.first().textContent()) ?? '').toContain(title('sample-05'));
    expect(await items.count()).toBe(2);
    await items.first().getByRole('link').click();
    await expectPathname(page, '/member/content/sample-05');

    // The history cannot be loaded: the error and 再読み込み, above what was loaded before.
    await page.route(`**${apiPaths.history}`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'テスト用の障害です' }),
      }),
    );
    await page.getByRole('button', { name: copy.member.bottomNav.mypage, exact: true }).click();
    await page.getByRole('link', { name: copy.member.menu.history, exact: true }).click();
    await expectVisible(alert(page, 'テスト用の障害です').getByRole('button', { name: copy.site.retry }));
    expect(await items.count()).toBe(2);
    await page.unroute(`**${apiPaths.history}`);
    await alert(page, 'テスト用の障害です').getByRole('button', { name: copy.site.retry }).click();
    await expect.poll(() => alert(page, 'テスト用の障害です').count()).toBe(0);
    expect(await items.count()).toBe(2);
  });

  test.for([phone, desktop])(
    'favorite star ($name): on, listed on my page, off',
    async (viewport, { memberPage: page, expectNoAxeViolations }) => {
      await page.setViewportSize(viewport);
      await page.goto('/member/content/sample-03');
      const add = page.getByRole('button', { name: copy.detail.favoriteAdd, exact: true });
      const remove = page.getByRole('button', { name: copy.detail.favoriteRemove, exact: true });
      expect(await add.getAttribute('aria-pressed')).toBe('false');
      await add.click();
      await expectVisible(remove);
      expect(await remove.getAttribute('aria-pressed')).toBe('true');
      await expectNoAxeViolations(page);
      await page.reload();
      await expectVisible(remove);

      await page
        .getByRole('navigation', { name: copy.member.bottomNavLabel })
        .getByRole('link', { name: copy.member.bottomNav.mypage })
        .click();
      await expectVisible(pageHeading(page, copy.mypage.heading));
      await tab(page, copy.mypage.tabs.favorites).click();
      await expectVisible(
        page.getByRole('tabpanel').getByRole('link', { name: title('sample-03'), exact: true }),
      );
      await page
        .getByRole('tabpanel')
        .getByRole('link', { name: title('sample-03'), exact: true })
        .click();
      await expectPathname(page, '/member/content/sample-03');

      await remove.click();
      await expectVisible(add);
      expect(await add.getAttribute('aria-pressed')).toBe('false');
      await page.goto('/member/mypage?tab=favorites');
      await expectVisible(page.getByText(copy.mypage.favoritesEmpty, { exact: true }));
    },
  );

  test('a failed favorite change is shown, not only logged', async ({
    memberPage: page,
    expectNoAxeViolations,
  }) => {
    await page.setViewportSize(phone);
    await page.route(`**${apiPaths.favorite('sample-07')}`, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'テスト用の障害です' }),
      }),
    );
    await page.goto('/member/content/sample-07');
    await page.getByRole('button', { name: copy.detail.favoriteAdd, exact: true }).click();
    await expectVisible(alert(page, 'テスト用の障害です'));
    expect(
      await page
        .getByRole('button', { name: copy.detail.favoriteAdd, exact: true })
        .getAttribute('aria-pressed'),
    ).toBe('false');
    await expectNoAxeViolations(page);
  });

  test('a guest pressing the star signs in and comes back to the same content', async ({
    guestPage: page,
    member,
  }) => {
    await page.setViewportSize(phone);
    await page.goto('/member/content/sample-04');
    await page.getByRole('button', { name: copy.detail.favoriteAdd, exact: true }).click();
    await expectPathname(page, '/login');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/member/content/sample-04');
    await page.getByLabel(copy.login.emailLabel, { exact: true }).fill(member.email);
    await page.getByLabel(copy.login.passwordLabel, { exact: true }).fill(member.password);
    await page.getByLabel(copy.login.passphraseLabel, { exact: true }).fill(e2ePassphrase);
    await page.getByRole('button', { name: copy.login.submit, exact: true }).click();
    await expectPathname(page, '/member/content/sample-04');
    await expectVisible(pageHeading(page, title('sample-04')));
    // Now a member: the star works.
    await page.getByRole('button', { name: copy.detail.favoriteAdd, exact: true }).click();
    await expectVisible(page.getByRole('button', { name: copy.detail.favoriteRemove, exact: true }));

    // The session ends elsewhere: the next press goes to the login page, set to come back.
    const ended = await page.context().request.post(apiPaths.logout, {
      headers: { [csrfHeader.name]: csrfHeader.value },
    });
    expect(ended.ok()).toBe(true);
    await page.getByRole('button', { name: copy.detail.favoriteRemove, exact: true }).click();
    await expectPathname(page, '/login');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/member/content/sample-04');
  });

  test('my page: four tabs by keyboard; the profile saves, and refuses a missing or taken e-mail', async ({
    memberPage: page,
    member,
    newAccount,
    expectNoAxeViolations,
  }) => {
    const other = await newAccount({ name: 'taken' });
    await page.setViewportSize(phone);
    await page.goto('/member/mypage');
    await expectVisible(pageHeading(page, copy.mypage.heading));
    const tabs = page.getByRole('tablist', { name: copy.mypage.heading }).getByRole('tab');
    expect(await tabs.allTextContents()).toEqual(Object.values(copy.mypage.tabs));
    await expect.poll(() => tab(page, copy.mypage.tabs.profile).getAttribute('aria-selected')).toBe('true');
    await tab(page, copy.mypage.tabs.profile).focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => tab(page, copy.mypage.tabs.settings).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('settings');
    await page.keyboard.press('Home');
    await expect.poll(() => tab(page, copy.mypage.tabs.profile).getAttribute('aria-selected')).toBe('true');

    const email = page.getByLabel(copy.mypage.emailLabel, { exact: true });
    const displayName = page.getByLabel(copy.mypage.displayNameLabel, { exact: true });
    const save = page.getByRole('button', { name: copy.mypage.saveProfile, exact: true });
    await expect.poll(() => email.inputValue()).toBe(member.email);
    await displayName.fill('さくら');
    await save.click();
    await expectVisible(status(page, copy.mypage.profileSaved));
    await expectNoAxeViolations(page);
    await page.reload();
    await expect.poll(() => displayName.inputValue()).toBe('さくら');

    await email.fill('');
    await save.click();
    await expectVisible(alert(page, copy.mypage.emailMissing));
    await expectNoAxeViolations(page);
    // A new address asks for the current password first.
    await email.fill(other.email);
    await page.getByLabel(copy.mypage.emailChangePasswordLabel, { exact: true }).fill(member.password);
    await save.click();
    await expectVisible(alert(page, copy.register.emailTaken));
    await email.fill('not-an-address');
    await save.click();
    await expectVisible(alert(page, copy.register.badEmail));
  });

  test('my page: the password change checks on the page, then the current password on the server', async ({
    memberPage: page,
    member,
    expectNoAxeViolations,
  }) => {
    await page.setViewportSize(phone);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(apiPaths.myPassword)) asked.push(request.method());
    });
    await page.goto('/member/mypage?tab=password');
    const current = page.getByLabel(copy.mypage.currentPasswordLabel, { exact: true });
    const next = page.getByLabel(copy.mypage.newPasswordLabel, { exact: true });
    const confirm = page.getByLabel(copy.mypage.confirmPasswordLabel, { exact: true });
    const submit = page.getByRole('button', { name: copy.mypage.changePassword, exact: true });
    expect(await current.getAttribute('type')).toBe('password');

    await submit.click();
    await expectVisible(alert(page, copy.register.missingField));
    await current.fill(member.password);
    await next.fill('Kaede-Momiji-61');
    await confirm.fill('Kaede-Momiji-62');
    await submit.click();
    await expectVisible(alert(page, copy.mypage.newMismatch));
    await next.fill('abc');
    await confirm.fill('abc');
    await submit.click();
    await expectVisible(alert(page, copy.mypage.newTooShort));
    await expectNoAxeViolations(page);
    expect(asked).toEqual([]);

    await current.fill('not-my-password');
    await next.fill('Kaede-Momiji-61');
    await confirm.fill('Kaede-Momiji-61');
    await submit.click();
    await expectVisible(alert(page, copy.mypage.currentPasswordWrong));

    await current.fill(member.password);
    await next.fill('Kaede-Momiji-61');
    await confirm.fill('Kaede-Momiji-61');
    await submit.click();
    await expectVisible(status(page, copy.mypage.passwordChanged));
    expect(await current.inputValue()).toBe('');
    expect(asked).toEqual(['POST', 'POST']);
    await expectNoAxeViolations(page);

    // This session goes on; others have ended.
    await page.reload();
    await expectVisible(pageHeading(page, copy.mypage.heading));
    expect(new URL(page.url()).pathname).toBe('/member/mypage');
  });

  test('my page: 特大 text applies to the whole app and stays after a reload; then logout', async ({
    memberPage: page,
    expectNoAxeViolations,
  }) => {
    await page.setViewportSize(phone);
    await page.goto('/member/mypage?tab=settings');
    const rootSize = () =>
      page
        .locator('html')
        .evaluate((html) => html.ownerDocument.defaultView!.getComputedStyle(html).fontSize);
    const group = page.getByRole('group', { name: copy.mypage.textSizeLabel, exact: true });
    const radio = (name: string) => group.getByRole('radio', { name, exact: true });
    expect(await radio(copy.mypage.textSizes.standard).isChecked()).toBe(true);
    expect(await rootSize()).toBe('16px');
    await expectVisible(page.getByText(copy.mypage.authValid, { exact: true }));

    await radio(copy.mypage.textSizes.extraLarge).check();
    await expect.poll(rootSize).toBe('20px');
    expect(await page.locator('html').getAttribute('data-text-size')).toBe('extra-large');
    await expectNoAxeViolations(page);
    await page.reload();
    await expectVisible(pageHeading(page, copy.mypage.heading));
    expect(await rootSize()).toBe('20px');
    expect(await radio(copy.mypage.textSizes.extraLarge).isChecked()).toBe(true);
    // Everywhere, not only on my page.
    await page.goto('/member/popular');
    await waitForLoaded(page);
    expect(await rootSize()).toBe('20px');
    const heading = await pageHeading(page, copy.member.listHeadings.popular).evaluate(
      (element) => element.ownerDocument.defaultView!.getComputedStyle(element).fontSize,
    );
    expect(heading).toBe('35px');

    await page.goto('/member/mypage?tab=settings');
    await radio(copy.mypage.textSizes.large).check();
    await expect.poll(rootSize).toBe('18px');
    await radio(copy.mypage.textSizes.standard).check();
    await expect.poll(rootSize).toBe('16px');

    await page
      .getByRole('tabpanel')
      .getByRole('button', { name: copy.member.menu.logout, exact: true })
      .click();
    await expectPathname(page, '/landing');
    // The landing page is the server's own page: wait until it has replaced the web app.
    await expectVisible(pageHeading(page, copy.site.defaultName));
    await page.waitForLoadState('load');
    const session = await page.context().request.get(apiPaths.session);
    expect(await session.json()).toEqual({ state: 'unauthenticated' });
  });

  test('a guest: history and the members-only tabs ask to sign in; settings work', async ({
    guestPage: page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto('/member/history');
    await expectVisible(pageHeading(page, copy.history.heading));
    await expectVisible(page.getByText(copy.member.loginRequired, { exact: true }));
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: copy.member.toLogin, exact: true })
        .getAttribute('href'),
    ).toBe('/login?redirectTo=%2Fmember%2Fhistory');

    await page.goto('/member/mypage');
    for (const name of [copy.mypage.tabs.profile, copy.mypage.tabs.password, copy.mypage.tabs.favorites]) {
      await tab(page, name).click();
      await expectVisible(page.getByRole('tabpanel').getByText(copy.member.loginRequired, { exact: true }));
    }
    await tab(page, copy.mypage.tabs.settings).click();
    await expectVisible(page.getByRole('radio', { name: copy.mypage.textSizes.large, exact: true }));
    await expectVisible(page.getByText(copy.mypage.authValid, { exact: true }));
    // The menu says who is here.
    await page.getByRole('button', { name: copy.member.bottomNav.mypage, exact: true }).click();
    await expectVisible(page.getByText(copy.member.guestName, { exact: true }));
  });
});
