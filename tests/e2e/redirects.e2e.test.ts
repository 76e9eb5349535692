import { describe, expect } from 'vitest';
import { sampleContents } from '#server/modules/samples/sample-contents.js';
import { copy } from '#shared/copy.js';
import { test as e2eTest } from '../support/e2e/fixtures.js';
import { expectPathname, expectVisible, pageHeading } from '../support/e2e/screen.js';

// These tests only look around: one admin for the file, signed in once (see fixtures.ts).
const test = e2eTest.extend('shareProfiles', true);

type Screen = { path: string; heading: string };

const home: Screen = { path: '/member', heading: copy.member.homeHeading };
const mypage: Screen = { path: '/member/mypage', heading: copy.mypage.heading };

const redirects: { from: string; to: Screen }[] = [
  { from: '/', to: home },
  { from: '/home', to: home },
  { from: '/new', to: { path: '/member/new', heading: copy.member.listHeadings.new } },
  { from: '/featured', to: { path: '/member/featured', heading: copy.member.listHeadings.featured } },
  { from: '/popular', to: { path: '/member/popular', heading: copy.member.listHeadings.popular } },
  { from: '/history', to: { path: '/member/history', heading: copy.history.heading } },
  { from: '/mypage', to: mypage },
  {
    from: '/content/sample-01',
    to: { path: '/member/content/sample-01', heading: sampleContents[0]!.title },
  },
  { from: '/firebase-init', to: { path: '/admin', heading: copy.admin.heading } },
  { from: '/no-such-page', to: home },
];

// Signed in as an admin, so every address (the admin screen too) opens.
describe('old and unknown addresses redirect without leaving themselves in the history', () => {
  test.for(redirects)('$from goes to $to.path', async ({ from, to }, { adminPage: page, pageErrors }) => {
    // Going back must land here; with a pushed redirect it would land on `from` and redirect again.
    const start = to === mypage ? home : mypage;
    await page.goto(start.path);
    await expectVisible(pageHeading(page, start.heading));

    await page.goto(from);
    await expectPathname(page, to.path);
    await expectVisible(pageHeading(page, to.heading));

    await page.goBack();
    await expectPathname(page, start.path);
    await expectVisible(pageHeading(page, start.heading));
    expect(pageErrors).toEqual([]);
  });
});
