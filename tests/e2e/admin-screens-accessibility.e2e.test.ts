import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copy } from '../../src/shared/copy.js';
import { createAccount, setMonthPassphrase, signInThroughApi } from '../support/e2e/app-data.js';
import { expectNoAxeViolations } from '../support/e2e/axe.js';
import { launchChromium } from '../support/e2e/chromium.js';
import { collectPageErrors, expectVisible, newSession, pageHeading } from '../support/e2e/session.js';

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
  { path: '/admin/programs', heading: copy.programs.heading, tab: copy.admin.tabs.programs },
  { path: '/admin/programs/new', heading: copy.programs.admin.newProgram, tab: copy.admin.tabs.programs },
  { path: '/admin/settings', heading: copy.admin.tabs.settings, tab: copy.admin.tabs.settings },
];

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

describe.each(viewports)('admin screens on a $name ($width×$height)', (viewport) => {
  let browser: Browser | undefined;
  let context: BrowserContext;

  beforeAll(async () => {
    await setMonthPassphrase();
    const admin = await createAccount({ admin: true, name: 'admin-a11y' });
    browser = await launchChromium();
    context = await newSession(browser, { signIn: (ctx) => signInThroughApi(ctx, admin) });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(screens.map((screen, index) => [`${screen.path} #${index + 1}`, screen] as const))(
    '%s: heading, tabs, no sideways scrolling, no axe violations',
    async (_name, screen) => {
      const page = await context.newPage();
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const errors = collectPageErrors(page);
      try {
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
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );

  it('every tab can be reached with the keyboard and opens its screen', async () => {
    const page = await context.newPage();
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    try {
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
        [copy.admin.tabs.newPost, copy.admin.tabs.newPost],
      ];
      for (const [tab, heading] of pairs) {
        await nav.getByRole('link', { name: tab, exact: true }).focus();
        await page.keyboard.press('Enter');
        await expectVisible(pageHeading(page, heading));
      }
    } finally {
      await page.close();
    }
  });
});
