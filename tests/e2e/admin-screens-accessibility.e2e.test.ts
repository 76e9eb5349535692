import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { copy } from '#shared/copy.js';
import { test as e2eTest } from '../support/e2e/fixtures.js';
import { desktop, expectVisible, pageHeading, phone } from '../support/e2e/screen.js';

// These tests only look around: one admin for the file, signed in once (see fixtures.ts).
const test = e2eTest.extend('shareProfiles', true);

type Screen = {
  path: string;
  heading: string;
  /** The tab marked as the current page. */
  tab: string;
  /** Brings the screen into the state to check (e.g. the article editor loaded). */
  prepare?: (page: Page) => Promise<void>;
};

const showArticleEditor = async (page: Page) => {
  await page.getByRole('radio', { name: copy.admin.types.article }).check();
  await expectVisible(page.getByRole('textbox', { name: copy.admin.labels.body, exact: true }));
};

// Every admin screen, in the states that show the most (an article's editor, a video's preview).
const screens: Screen[] = [
  { path: '/admin', heading: copy.admin.tabs.newPost, tab: copy.admin.tabs.newPost },
  {
    path: '/admin',
    heading: copy.admin.tabs.newPost,
    tab: copy.admin.tabs.newPost,
    prepare: async (page) => {
      await page.getByLabel(copy.admin.labels.videoUrl, { exact: true }).fill('https://youtu.be/dQw4w9WgXcQ');
      await expectVisible(page.getByRole('region', { name: copy.admin.youtubePreview.heading }));
    },
  },
  {
    path: '/admin',
    heading: copy.admin.tabs.newPost,
    tab: copy.admin.tabs.newPost,
    prepare: showArticleEditor,
  },
  { path: '/admin/contents', heading: copy.admin.tabs.contents, tab: copy.admin.tabs.contents },
  {
    path: '/admin/contents',
    heading: copy.admin.tabs.contents,
    tab: copy.admin.tabs.contents,
    prepare: async (page) => {
      await page.getByRole('button', { name: copy.admin.buttons.delete, exact: true }).first().click();
      await expectVisible(page.getByRole('dialog', { name: copy.admin.deleteConfirm }));
    },
  },
  // A sample article: the edit form with the editor filled.
  {
    path: '/admin/contents/sample-02/edit',
    heading: copy.admin.editHeading,
    tab: copy.admin.tabs.contents,
    prepare: async (page) => {
      await expectVisible(page.getByRole('textbox', { name: copy.admin.labels.body, exact: true }));
    },
  },
  {
    path: '/admin/contents/sample-02/edit',
    heading: copy.admin.editHeading,
    tab: copy.admin.tabs.contents,
    prepare: async (page) => {
      await page.getByRole('textbox', { name: copy.admin.labels.body, exact: true }).click();
      await page.getByRole('button', { name: copy.admin.toolbar.link, exact: true }).click();
      await expectVisible(page.getByRole('dialog', { name: copy.admin.editor.linkDialogHeading }));
    },
  },
  { path: '/admin/passphrases', heading: copy.admin.tabs.passphrases, tab: copy.admin.tabs.passphrases },
  { path: '/admin/members', heading: copy.admin.tabs.members, tab: copy.admin.tabs.members },
  { path: '/admin/dashboard', heading: copy.admin.tabs.dashboard, tab: copy.admin.tabs.dashboard },
  { path: '/admin/comments', heading: copy.commentModeration.heading, tab: copy.admin.tabs.comments },
  { path: '/admin/programs', heading: copy.programs.heading, tab: copy.admin.tabs.programs },
  { path: '/admin/programs/new', heading: copy.programs.admin.newProgram, tab: copy.admin.tabs.programs },
  { path: '/admin/settings', heading: copy.admin.tabs.settings, tab: copy.admin.tabs.settings },
  { path: '/admin/legal', heading: copy.admin.tabs.legal, tab: copy.admin.tabs.legal },
  { path: '/admin/staff', heading: copy.admin.tabs.staff, tab: copy.admin.tabs.staff },
  {
    path: '/admin/staff',
    heading: copy.admin.tabs.staff,
    tab: copy.admin.tabs.staff,
    prepare: async (page) => {
      await page.getByRole('button', { name: copy.staff.remove, exact: true }).first().click();
      await expectVisible(page.getByRole('dialog').filter({ hasText: copy.staff.removeEffect }));
    },
  },
  { path: '/admin/audit', heading: copy.admin.tabs.audit, tab: copy.admin.tabs.audit },
];

describe.each([phone, desktop])('admin screens on a $name ($width×$height)', (viewport) => {
  test.for(screens.map((screen, index) => [`${screen.path} #${index + 1}`, screen] as const))(
    '%s: heading, tabs, no sideways scrolling, no axe violations',
    async ([, screen], { adminPage: page, pageErrors, expectNoAxeViolations }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto(screen.path);
      await expectVisible(pageHeading(page, screen.heading));
      await expectVisible(pageHeading(page, copy.admin.heading));
      await screen.prepare?.(page);

      const nav = page.getByRole('navigation', { name: copy.admin.navLabel });
      const links = nav.getByRole('link');
      expect(await links.allTextContents()).toEqual(Object.values(copy.admin.tabs));
      expect(
        await nav.getByRole('link', { name: screen.tab, exact: true }).getAttribute('aria-current'),
      ).toBe('page');
      expect(await nav.locator('[aria-current="page"]').count()).toBe(1);
      await expectVisible(page.getByRole('button', { name: copy.admin.logout, exact: true }));

      // The page itself never scrolls sideways (the tab row may, on its own).
      const overflow = await page.locator('html').evaluate((root) => root.scrollWidth - root.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      await expectNoAxeViolations(page);
      expect(pageErrors).toEqual([]);
    },
  );

  test('every tab can be reached with the keyboard and opens its screen', async ({ adminPage: page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/admin');
    await expectVisible(pageHeading(page, copy.admin.tabs.newPost));
    const nav = page.getByRole('navigation', { name: copy.admin.navLabel });
    const pairs: Array<[string, string]> = [
      [copy.admin.tabs.contents, copy.admin.tabs.contents],
      [copy.admin.tabs.passphrases, copy.admin.tabs.passphrases],
      [copy.admin.tabs.members, copy.admin.tabs.members],
      [copy.admin.tabs.dashboard, copy.admin.tabs.dashboard],
      [copy.admin.tabs.programs, copy.programs.heading],
      [copy.admin.tabs.settings, copy.admin.tabs.settings],
      [copy.admin.tabs.legal, copy.admin.tabs.legal],
      [copy.admin.tabs.staff, copy.admin.tabs.staff],
      [copy.admin.tabs.audit, copy.admin.tabs.audit],
      [copy.admin.tabs.newPost, copy.admin.tabs.newPost],
    ];
    for (const [tab, heading] of pairs) {
      await nav.getByRole('link', { name: tab, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expectVisible(pageHeading(page, heading));
    }
  });
});
