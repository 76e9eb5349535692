import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { csrfHeader } from '#shared/csrf.js';
import {
  emptyNoticeInput,
  type AdminNoticeList,
  type NoticeInput,
  type NoticeSaved,
} from '#shared/schemas/notices.js';
import { test as e2eTest } from '../support/e2e/fixtures.js';
import { applyTextSizeNow, textSizes, waitForLoaded } from '../support/e2e/member-area.js';
import { desktop, expectVisible, pageHeading, phone } from '../support/e2e/screen.js';

// お知らせ in the browser (issue 23): staff write one on the admin screen, a member sees it on
// home with the unread count in the header, reads it on the list, and the count goes. What staff
// write cannot run in anybody's browser. Every new screen passes axe at every text size.
// NOTICES_SCREENSHOTS=dir keeps phone-sized pictures of home and the list.

const screenshotDir = process.env.NOTICES_SCREENSHOTS;
const headers = { [csrfHeader.name]: csrfHeader.value };

async function screenshot(page: Page, name: string) {
  if (!screenshotDir) return;
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

const notice = (changes: Partial<NoticeInput>): NoticeInput => ({ ...emptyNoticeInput, ...changes });

/** The shared server keeps what a test writes: every notice goes again after the test. */
async function deleteAllNotices(context: BrowserContext) {
  const list = (await (await context.request.get(apiPaths.adminNotices)).json()) as AdminNoticeList;
  for (const item of list.items) {
    expect((await context.request.delete(apiPaths.adminNotice(item.id), { headers })).status()).toBe(200);
  }
}

/** お知らせ in the header; with unread ones, the count is read after the word. */
const headerLink = (page: Page, unread: number) =>
  page.getByRole('banner').getByRole('link', {
    name: unread === 0 ? /^お知らせ$/ : new RegExp(`^お知らせ\\s*（未読${unread}件）$`),
  });

describe('お知らせ', () => {
  e2eTest(
    'staff write a notice; a member sees it on home with the unread count, reads it, and the count goes',
    async ({ adminPage, memberPage, pageErrors, expectNoAxeViolations }) => {
      // The file's server is shared: start from no notices (a failed run may have left some).
      await deleteAllNotices(adminPage.context());
      const title = '年末年始のライブはお休みです';
      await adminPage.setViewportSize(phone);
      await adminPage.goto('/admin/notices');
      await expectVisible(pageHeading(adminPage, copy.notices.admin.heading));
      await adminPage.getByLabel(copy.notices.admin.titleLabel, { exact: true }).fill(title);
      const create = adminPage.getByRole('button', { name: copy.notices.admin.create, exact: true });
      // No body yet: the form says so in Japanese and loses the title.
      await create.click();
      await expectVisible(adminPage.getByRole('alert').filter({ hasText: copy.notices.admin.bodyMissing }));
      expect(await adminPage.getByLabel(copy.notices.admin.titleLabel, { exact: true }).inputValue()).toBe(
        title,
      );
      const editor = adminPage.getByRole('textbox', { name: copy.notices.admin.bodyLabel, exact: true });
      await editor.click();
      await editor.pressSequentially('12月29日から1月3日まで、ライブレッスンはお休みします。');
      await create.click();
      await expectVisible(adminPage.getByRole('status').filter({ hasText: copy.notices.admin.saved(title) }));
      await expectVisible(adminPage.getByRole('heading', { name: title, level: 3 }));
      await expectNoAxeViolations(adminPage);

      // Editing it, then 編集をやめる with a change typed, asks first; 編集を続ける keeps the text.
      await adminPage.getByRole('button', { name: copy.notices.admin.edit(title), exact: true }).click();
      const titleField = adminPage.getByLabel(copy.notices.admin.titleLabel, { exact: true });
      await titleField.fill('書きかけのタイトル');
      const stopEditing = adminPage.getByRole('button', { name: copy.notices.admin.cancelEdit, exact: true });
      await stopEditing.click();
      const asked = adminPage.getByRole('dialog', { name: copy.admin.unsaved.discardQuestion });
      await expectVisible(asked.getByText(copy.admin.unsaved.discardEffect));
      await asked.getByRole('button', { name: copy.admin.unsaved.keepEditing }).click();
      expect(await titleField.inputValue()).toBe('書きかけのタイトル');
      await stopEditing.click();
      await asked.getByRole('button', { name: copy.admin.unsaved.discard }).click();
      await expectVisible(adminPage.getByRole('heading', { name: copy.notices.admin.newHeading }));
      expect(await titleField.inputValue()).toBe('');

      await memberPage.setViewportSize(phone);
      await memberPage.goto('/member');
      const home = memberPage.getByRole('region', { name: copy.notices.homeHeading, exact: true });
      await expectVisible(home.getByRole('heading', { name: title, level: 3 }));
      await expectVisible(home.getByText('12月29日から1月3日まで、ライブレッスンはお休みします。'));
      await expectVisible(headerLink(memberPage, 1));
      await waitForLoaded(memberPage);
      await screenshot(memberPage, 'home-phone');
      await expectNoAxeViolations(memberPage);

      await home.getByRole('link', { name: copy.notices.toList, exact: true }).click();
      await expectVisible(pageHeading(memberPage, copy.notices.heading));
      const card = memberPage
        .getByRole('article')
        .filter({ has: memberPage.getByRole('heading', { name: title }) });
      // Marked 未読 for this visit, while the header's count has already gone.
      await expectVisible(card.getByText(copy.notices.unread, { exact: true }));
      await expectVisible(headerLink(memberPage, 0));
      await screenshot(memberPage, 'notices-phone');
      await expectNoAxeViolations(memberPage);

      // Read, and not pinned: home no longer shows it, and it stays read after a reload.
      await memberPage.goto('/member');
      await waitForLoaded(memberPage);
      await expectVisible(headerLink(memberPage, 0));
      expect(
        await memberPage.getByRole('region', { name: copy.notices.homeHeading, exact: true }).count(),
      ).toBe(0);
      expect(pageErrors).toEqual([]);
      await deleteAllNotices(adminPage.context());
    },
  );

  e2eTest(
    'what staff write in a notice runs in nobody’s browser, the member’s or the staff’s',
    async ({ adminPage, memberPage, pageErrors }) => {
      await deleteAllNotices(adminPage.context());
      const attack = `<img src=x onerror="document.title='XSS'">`;
      const saved = await adminPage.context().request.post(apiPaths.adminNotices, {
        headers,
        data: notice({
          title: `${attack}<script>document.title='XSS'</script>`,
          body:
            `<p>大切なお知らせ${attack}<script>document.title='XSS'</script>` +
            `<a href="javascript:document.title='XSS'">ここを押す</a></p>` +
            `<p onmouseover="document.title='XSS'">上にのせる</p><iframe src="javascript:alert(1)"></iframe>`,
          pinnedUntil: '2099-12-31',
        }),
      });
      expect(saved.status()).toBe(201);
      const { notice: stored } = (await saved.json()) as NoticeSaved;
      expect(stored.body).not.toMatch(/onerror|onmouseover|<script|javascript:|<iframe/);

      const dialogs: string[] = [];
      for (const page of [memberPage, adminPage])
        page.on('dialog', (dialog) => void dialog.dismiss().then(() => dialogs.push(dialog.message())));
      for (const [page, address] of [
        [memberPage, '/member'],
        [memberPage, '/member/notices'],
        [adminPage, '/admin/notices'],
      ] as const) {
        await page.goto(address);
        // The title shows as the text staff typed, never as a picture or a script.
        await expectVisible(page.getByRole('heading', { name: stored.title, exact: true }));
        if (page === adminPage) {
          // Staff open it in the editor, where the body is loaded as HTML.
          await page
            .getByRole('button', { name: copy.notices.admin.edit(stored.title), exact: true })
            .click();
          await expectVisible(page.getByRole('textbox', { name: copy.notices.admin.bodyLabel, exact: true }));
        }
        await page.getByText('上にのせる').first().hover();
        const link = page.getByRole('link', { name: 'ここを押す' });
        if ((await link.count()) > 0) expect(await link.first().getAttribute('href')).toBeNull();
        expect(await page.title()).not.toBe('XSS');
        expect(await page.locator('main img, main script, main iframe').count()).toBe(0);
      }
      expect(dialogs).toEqual([]);
      expect(pageErrors).toEqual([]);
      await deleteAllNotices(adminPage.context());
    },
  );
});

describe.each([phone, desktop])('the new screens on a $name, at every text size', (viewport) => {
  e2eTest(
    'お知らせ on home, the list, the staff screen, my page’s news choices and the unsubscribe page pass axe',
    async ({ adminPage, memberPage, guestPage, expectNoAxeViolations, pageErrors }) => {
      await deleteAllNotices(adminPage.context());
      const posted = await adminPage.context().request.post(apiPaths.adminNotices, {
        headers,
        data: notice({
          title: '固定のお知らせ',
          body: '<p>今月の<strong>合言葉</strong>をお忘れなく。</p>',
          pinnedUntil: '2099-12-31',
        }),
      });
      expect(posted.status()).toBe(201);
      const screens: Array<[Page, string, string]> = [
        [memberPage, '/member', copy.member.homeHeading],
        [memberPage, '/member/notices', copy.notices.heading],
        [guestPage, '/member', copy.member.homeHeading],
        [guestPage, '/member/notices', copy.notices.heading],
        [memberPage, '/member/mypage?tab=settings', copy.mypage.heading],
        [adminPage, '/admin/notices', copy.notices.admin.heading],
        [memberPage, '/news/unsubscribe?token=not-a-real-token', copy.news.unsubscribe.heading],
      ];
      for (const [page, address, heading] of screens) {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await page.goto(address);
        await expectVisible(pageHeading(page, heading));
        if (address === '/member') {
          await expectVisible(page.getByRole('region', { name: copy.notices.homeHeading, exact: true }));
        }
        if (address === '/admin/notices') {
          // The editor is its own chunk: its toolbar points at the editing area once both are there.
          await expectVisible(page.getByRole('textbox', { name: copy.notices.admin.bodyLabel, exact: true }));
        }
        if (address.includes('settings')) {
          await expectVisible(page.getByRole('checkbox', { name: copy.news.weeklyDigest, exact: true }));
        }
        for (const size of textSizes) {
          await applyTextSizeNow(page, size);
          await expectNoAxeViolations(page, `${address} ${size}`);
          // The header gained お知らせ: on a phone, nothing may scroll sideways at any size.
          const fits = await page.locator('html').evaluate((html) => html.scrollWidth <= html.clientWidth);
          expect(fits, `${address} at ${size} fits the width`).toBe(true);
          if (viewport === phone && size === 'extra-large' && page === memberPage) {
            await screenshot(page, `${address.replace(/\W+/g, '-')}-extra-large`);
          }
        }
        await applyTextSizeNow(page, 'standard');
      }
      expect(pageErrors).toEqual([]);
      await deleteAllNotices(adminPage.context());
    },
    // Seven screens, three text sizes each, each looked at by axe.
    180_000,
  );
});
