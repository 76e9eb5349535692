import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { sampleContents } from '#server/modules/samples/sample-contents.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { csrfHeader } from '#shared/csrf.js';
import { test as e2eTest } from '../support/e2e/fixtures.js';
import { applyTextSizeNow, textSizes, waitForLoaded, type TextSize } from '../support/e2e/member-area.js';
import { desktop, expectVisible, pageHeading, phone } from '../support/e2e/screen.js';

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

// These tests only look around: one member and one guest for the file (see fixtures.ts). The
// member has something in the favorites (the video) and in the history (the article), so those
// screens show cards rather than their empty messages.
const test = e2eTest.extend('shareProfiles', true).extend('memberPage', async ({ memberPage }) => {
  const { request } = memberPage.context();
  const headers = { [csrfHeader.name]: csrfHeader.value };
  expect((await request.put(apiPaths.favorite(video), { headers })).status()).toBe(200);
  expect((await request.post(apiPaths.contentViews(article), { headers })).status()).toBe(200);
  return memberPage;
});

describe.each(viewports)('member screens on a $name ($width×$height)', (viewport) => {
  async function check(
    page: Page,
    { path, heading, shows }: Screen,
    pageErrors: string[],
    expectNoAxeViolations: (page: Page, label?: string) => Promise<void>,
  ): Promise<void> {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto(path);
    await expectVisible(pageHeading(page, heading));
    if (shows) await expectVisible(page.getByText(shows, { exact: true }).first());
    await waitForLoaded(page);
    for (const size of viewport.sizes) {
      await applyTextSizeNow(page, size);
      await expectNoAxeViolations(page, `${size}: `);
      if (viewport.name === 'phone') expect(await fitsTheWidth(page), `${path} at ${size}`).toBe(true);
    }
    expect(pageErrors).toEqual([]);
  }

  describe('as a member', () => {
    test.for(memberScreens)('$path', async (screen, { memberPage, pageErrors, expectNoAxeViolations }) => {
      await check(memberPage, screen, pageErrors, expectNoAxeViolations);
    });
  });

  describe('as a guest', () => {
    test.for(guestScreens)('$path', async (screen, { guestPage, pageErrors, expectNoAxeViolations }) => {
      await check(guestPage, screen, pageErrors, expectNoAxeViolations);
    });
  });
});
