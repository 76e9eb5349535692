import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleContents } from '../../src/server/modules/samples/sample-contents.js';
import { copy } from '../../src/shared/copy.js';
import { createAccount, setMonthPassphrase, signInThroughApi } from '../support/e2e/app-data.js';
import { launchChromium } from '../support/e2e/chromium.js';
import {
  collectPageErrors,
  expectPathname,
  expectVisible,
  newSession,
  pageHeading,
} from '../support/e2e/session.js';

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

describe('old and unknown addresses redirect without leaving themselves in the history', () => {
  let browser: Browser | undefined;
  let context: BrowserContext;

  beforeAll(async () => {
    // An admin may open both the member area and the admin screen the redirects lead to.
    await setMonthPassphrase();
    const admin = await createAccount({ admin: true });
    browser = await launchChromium();
    context = await newSession(browser, { signIn: (ctx) => signInThroughApi(ctx, admin) });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(redirects)('$from goes to $to.path', async ({ from, to }) => {
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    // Going back must land here; with a pushed redirect it would land on `from` and redirect again.
    const start = to === mypage ? home : mypage;
    try {
      await page.goto(start.path);
      await expectVisible(pageHeading(page, start.heading));

      await page.goto(from);
      await expectPathname(page, to.path);
      await expectVisible(pageHeading(page, to.heading));

      await page.goBack();
      await expectPathname(page, start.path);
      await expectVisible(pageHeading(page, start.heading));
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
