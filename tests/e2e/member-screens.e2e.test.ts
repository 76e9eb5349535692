import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleContents } from '../../src/server/modules/samples/sample-contents.js';
import { apiPaths } from '../../src/shared/api-paths.js';
import { copy } from '../../src/shared/copy.js';
import { csrfHeader } from '../../src/shared/csrf.js';
import { createAccount, setMonthPassphrase, signInThroughApi } from '../support/e2e/app-data.js';
import { expectNoAxeViolationsPreloaded, preloadAxe } from '../support/e2e/axe.js';
import { launchChromium } from '../support/e2e/chromium.js';
import {
  applyTextSizeNow,
  desktop,
  enterAsGuest,
  phone,
  textSizes,
  waitForLoaded,
  type TextSize,
} from '../support/e2e/member-area.js';
import { collectPageErrors, expectVisible, newSession, pageHeading } from '../support/e2e/session.js';

// Every member screen, as a member and as a guest, on a phone and on a desktop: the heading shows,
// the data has loaded, and axe finds nothing at any text size. The phone, where the largest text
// is hardest to fit, is checked at all three sizes, and must never scroll sideways.

const titleOf = (id: string) => sampleContents.find((content) => content.id === id)!.title;
const video = 'sample-01';
const article = 'sample-02';

type Screen = { path: string; heading: string; shows?: string };

const memberScreens: Screen[] = [
  { path: '/member', heading: copy.member.homeHeading, shows: copy.member.sections.popular },
  { path: '/member/new', heading: copy.member.listHeadings.new },
  { path: '/member/new?category=meals', heading: copy.member.listHeadings.new },
  {
    path: '/member/featured?category=beauty',
    heading: copy.member.listHeadings.featured,
    shows: copy.member.emptyCategory,
  },
  { path: '/member/popular', heading: copy.member.listHeadings.popular },
  { path: `/member/content/${video}`, heading: titleOf(video), shows: copy.detail.play },
  { path: `/member/content/${article}`, heading: titleOf(article), shows: copy.detail.related },
  { path: '/member/history', heading: copy.history.heading, shows: titleOf(article) },
  { path: '/member/mypage?tab=profile', heading: copy.mypage.heading, shows: copy.mypage.saveProfile },
  { path: '/member/mypage?tab=password', heading: copy.mypage.heading, shows: copy.mypage.changePassword },
  { path: '/member/mypage?tab=favorites', heading: copy.mypage.heading, shows: titleOf(video) },
  { path: '/member/mypage?tab=settings', heading: copy.mypage.heading, shows: copy.mypage.textSizeLabel },
  { path: '/member/search?q=ストレッチ', heading: copy.member.searchHeading, shows: titleOf('sample-03') },
  {
    path: '/member/search?q=ぬぬぬ',
    heading: copy.member.searchHeading,
    shows: copy.member.noSearchResults('ぬぬぬ'),
  },
];

const guestScreens: Screen[] = [
  { path: '/member', heading: copy.member.homeHeading, shows: copy.member.sections.featured },
  { path: '/member/featured?category=diet', heading: copy.member.listHeadings.featured },
  { path: `/member/content/${video}`, heading: titleOf(video), shows: copy.detail.favoriteAdd },
  { path: `/member/content/${article}`, heading: titleOf(article) },
  { path: '/member/history', heading: copy.history.heading, shows: copy.member.loginRequired },
  { path: '/member/mypage?tab=favorites', heading: copy.mypage.heading, shows: copy.member.loginRequired },
  { path: '/member/mypage?tab=settings', heading: copy.mypage.heading, shows: copy.mypage.authValid },
  { path: '/member/search?q=朝', heading: copy.member.searchHeading },
];

const viewports = [
  { ...phone, sizes: textSizes },
  { ...desktop, sizes: ['standard'] as readonly TextSize[] },
];

async function fitsTheWidth(page: Page): Promise<boolean> {
  return page.locator('html').evaluate((html) => html.scrollWidth <= html.clientWidth);
}

describe.each(viewports)('member screens on a $name ($width×$height)', (viewport) => {
  let browser: Browser | undefined;
  const pages = new Map<string, { page: Page; errors: string[] }>();

  beforeAll(async () => {
    await setMonthPassphrase();
    const member = await createAccount({ name: 'screens' });
    browser = await launchChromium();
    const open = async (who: string, context: BrowserContext) => {
      await preloadAxe(context);
      const page = await context.newPage();
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      pages.set(who, { page, errors: collectPageErrors(page) });
    };
    const memberContext = await newSession(browser, { signIn: (ctx) => signInThroughApi(ctx, member) });
    // Something in the favorites, so the tab shows a card rather than its empty message.
    const favorite = await memberContext.request.put(apiPaths.favorite(video), {
      headers: { [csrfHeader.name]: csrfHeader.value },
    });
    expect(favorite.status()).toBe(200);
    await open('member', memberContext);
    await open('guest', await newSession(browser, { signIn: enterAsGuest }));
  });
  afterAll(async () => {
    await browser?.close();
  });

  const visitors = [
    { who: 'member', screens: memberScreens },
    { who: 'guest', screens: guestScreens },
  ];

  describe.each(visitors)('as a $who', ({ who, screens }) => {
    it.each(screens)('$path', async ({ path, heading, shows }) => {
      const { page, errors } = pages.get(who)!;
      await page.goto(path);
      await expectVisible(pageHeading(page, heading));
      if (shows) await expectVisible(page.getByText(shows, { exact: true }).first());
      await waitForLoaded(page);
      for (const size of viewport.sizes) {
        await applyTextSizeNow(page, size);
        await expectNoAxeViolationsPreloaded(page, `${size}: `);
        if (viewport.name === 'phone') expect(await fitsTheWidth(page), `${path} at ${size}`).toBe(true);
      }
      expect(errors).toEqual([]);
    });
  });
});
