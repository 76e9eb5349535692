import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { sampleContents } from '../../src/server/modules/samples/sample-contents.js';
import { apiPaths } from '../../src/shared/api-paths.js';
import { dayKey } from '../../src/shared/business-time.js';
import { copy } from '../../src/shared/copy.js';
import { csrfHeader } from '../../src/shared/csrf.js';
import type { ContentProgress } from '../../src/shared/schemas/keep-going.js';
import { addDays } from '../../src/shared/streaks.js';
import {
  businessTimeZone,
  createAccount,
  setMonthPassphrase,
  signInThroughApi,
  type Account,
} from '../support/e2e/app-data.js';
import { expectNoAxeViolationsPreloaded, preloadAxe } from '../support/e2e/axe.js';
import { launchChromium } from '../support/e2e/chromium.js';
import {
  applyTextSizeNow,
  collectForeignRequests,
  desktop,
  enterAsGuest,
  phone,
  textSizes,
  waitForLoaded,
} from '../support/e2e/member-area.js';
import { collectPageErrors, expectVisible, newSession, pageHeading } from '../support/e2e/session.js';
import { actVideo, latestPlayer, serveYouTubeStandIn } from '../support/e2e/youtube-stand-in.js';

// Issue 12 in the browser: the player saves where she stopped (every 10 s, on pause, in a beacon
// when the page is hidden) and resumes there; watching to the end marks the video and offers
// やったよ; やったよ and the きろく calendar by keyboard; axe at every text size, phone and desktop.

const video = sampleContents.find((content) => content.id === 'sample-01')!;
const article = sampleContents.find((content) => content.id === 'sample-02')!;
const today = () => dayKey(new Date(), businessTimeZone);
const monthDay = (day: string) => `${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日`;

/** Days she did something before today, written the way the server would have (her calendar's past). */
function recordDoneEarlier(email: string, contentId: string, day: string): void {
  const db = new Database(path.join(inject('appDataDir'), 'app.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare(
      'insert into activity_log (user_id, content_id, day, done_at) select id, ?, ?, ? from users where email = ?',
    ).run(contentId, day, `${day}T03:00:00.000Z`, email);
  } finally {
    db.close();
  }
}

type BrowserGlobals = {
  document: { dispatchEvent: (event: unknown) => boolean };
  Event: new (type: string) => unknown;
};

/** What the browser does when the phone is locked or the tab is switched. */
async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    const { document, Event } = globalThis as unknown as BrowserGlobals;
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    delete (document as { visibilityState?: string }).visibilityState;
  });
}

const isProgressSave = (response: Response) =>
  response.request().method() === 'POST' &&
  new URL(response.url()).pathname === apiPaths.contentProgress(video.id);

describe('keep going: continue watching, やったよ and きろく', () => {
  let browser: Browser | undefined;
  let account: Account;
  let member: BrowserContext;
  let guest: BrowserContext;
  let page: Page;
  let errors: string[];
  let foreign: string[];

  beforeAll(async () => {
    await setMonthPassphrase();
    account = await createAccount({ name: 'keepgoing' });
    browser = await launchChromium();
    member = await newSession(browser, { signIn: (ctx) => signInThroughApi(ctx, account) });
    guest = await newSession(browser, { signIn: enterAsGuest });
    // The player saves every 10 s: the test moves the page's clock instead of waiting.
    await member.clock.install();
    await preloadAxe(member);
    await preloadAxe(guest);
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    expect(errors).toEqual([]);
    // YouTube's addresses are answered by the stand-in; nothing else ever leaves our server.
    expect(foreign.filter((url) => !/^https:\/\/www\.youtube(-nocookie)?\.com\//.test(url))).toEqual([]);
    await page.close();
  });

  async function open(context: BrowserContext, viewport: { width: number; height: number } = phone) {
    page = await context.newPage();
    await page.setViewportSize(viewport);
    errors = collectPageErrors(page);
    foreign = collectForeignRequests(page, inject('baseUrl'));
    // The content security policy must let the player's scripts run: any refusal is a failure.
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) errors.push(message.text());
    });
    return page;
  }

  const savedProgress = async () =>
    ((await (await member.request.get(apiPaths.contentProgress(video.id))).json()) as ContentProgress)
      .progress;

  it('saves where she stopped (every 10 s, on pause, by beacon when hidden) and resumes there', async () => {
    await open(member);
    const { requests } = await serveYouTubeStandIn(page);
    await page.goto(`/member/content/${video.id}`);
    await expectVisible(pageHeading(page, video.title));
    expect(requests).toEqual([]);

    await page.getByRole('button', { name: copy.detail.play, exact: true }).click();
    await expect.poll(() => latestPlayer(page)).toMatchObject({ videoId: 'kbSample001', plays: 1 });
    const frame = page.locator('iframe');
    expect(await frame.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/kbSample001\?/,
    );
    expect(await frame.getAttribute('title')).toBe(video.title);
    expect(await frame.evaluate((element) => element === element.ownerDocument.activeElement)).toBe(true);

    // Playing: every 10 seconds.
    await actVideo(page, { time: 42.3 });
    const tick = page.waitForResponse(isProgressSave);
    await page.clock.fastForward(10_000);
    expect((await tick).status()).toBe(200);
    expect(await savedProgress()).toMatchObject({
      positionSeconds: 42,
      durationSeconds: 300,
      watched: false,
    });

    // Paused.
    const pause = page.waitForResponse(isProgressSave);
    await actVideo(page, { time: 61, state: 'paused' });
    expect((await pause).status()).toBe(200);
    expect((await savedProgress())?.positionSeconds).toBe(61);

    // The page is hidden: a beacon, which carries no header of ours and still gets through.
    await actVideo(page, { time: 95 });
    const beacon = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith(apiPaths.contentProgress(video.id)),
    );
    await hidePage(page);
    const sent = await beacon;
    expect(sent.headers()['content-type']).toMatch(/^text\/plain/);
    expect(sent.headers()['x-requested-with']).toBeUndefined();
    await expect.poll(async () => (await savedProgress())?.positionSeconds).toBe(95);

    // Opened again: 続きから再生 from 1:35, or 最初から再生 from 0.
    await page.reload();
    await expectVisible(pageHeading(page, video.title));
    await expectVisible(page.getByText(copy.keepGoing.resumeNote('1:35'), { exact: true }));
    expect(await page.getByRole('button', { name: copy.detail.play, exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: copy.keepGoing.fromStart, exact: true }).click();
    await expect
      .poll(() => latestPlayer(page))
      .toMatchObject({ playerVars: { start: 0 }, seeks: [], time: 0 });

    await page.reload();
    await page.getByRole('button', { name: copy.keepGoing.resume, exact: true }).click();
    await expect
      .poll(() => latestPlayer(page))
      .toMatchObject({ playerVars: { start: 95 }, seeks: [95], time: 95, plays: 1 });
    expect(requests.every((url) => /^https:\/\/www\.youtube(-nocookie)?\.com\//.test(url))).toBe(true);
  });

  it('shows 続きから見る on home with a progress bar, and the progress in the history', async () => {
    await open(member);
    await page.goto('/member');
    const section = page.getByRole('region', { name: copy.keepGoing.continueHeading, exact: true });
    await expectVisible(section);
    const card = section.getByRole('article');
    expect(await card.count()).toBe(1);
    await expectVisible(card.getByRole('link', { name: video.title }));
    // 95 of 300 seconds.
    expect(await card.getByText(copy.keepGoing.watchedUpTo(32), { exact: true }).count()).toBe(1);
    expect(await card.locator('.watch-progress-bar__fill').getAttribute('style')).toContain('width: 32%');
    // The section comes before the others.
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    // Under the live lesson card, before the catalogue's sections.
    expect(headings.indexOf(copy.keepGoing.continueHeading)).toBeGreaterThanOrEqual(0);
    expect(headings.indexOf(copy.keepGoing.continueHeading)).toBeLessThan(
      headings.indexOf(copy.member.sections.new),
    );

    await page.goto('/member/history');
    await expectVisible(page.getByRole('link', { name: new RegExp(video.title) }));
    expect(await page.getByText(copy.keepGoing.watchedUpTo(32), { exact: true }).count()).toBe(1);
  });

  it('watched to the end: marked 視聴済み, やったよ offered, recorded and undone by keyboard', async () => {
    await open(member);
    await serveYouTubeStandIn(page);
    await page.goto(`/member/content/${video.id}`);
    await expectVisible(pageHeading(page, video.title));
    const done = page.getByRole('button', { name: copy.keepGoing.done, exact: true });
    await expectVisible(done);
    await expectVisible(page.getByText(copy.keepGoing.doneHint, { exact: true }));

    await page.getByRole('button', { name: copy.keepGoing.resume, exact: true }).click();
    await expect.poll(() => latestPlayer(page)).toMatchObject({ plays: 1 });
    const end = page.waitForResponse(isProgressSave);
    await actVideo(page, { time: 300, state: 'ended' });
    expect((await end).status()).toBe(200);
    expect(await savedProgress()).toMatchObject({ positionSeconds: 300, watched: true });
    await expectVisible(page.getByRole('status').filter({ hasText: copy.keepGoing.watchedOffer }));

    // By keyboard: the button keeps the focus while its words change.
    await done.focus();
    await page.keyboard.press('Enter');
    const undo = page.getByRole('button', { name: copy.keepGoing.undoDone, exact: true });
    await expectVisible(undo);
    await expectVisible(page.getByRole('status').filter({ hasText: copy.keepGoing.doneRecorded }));
    expect(await undo.evaluate((element) => element === element.ownerDocument.activeElement)).toBe(true);
    await page.keyboard.press('Space');
    await expectVisible(page.getByRole('status').filter({ hasText: copy.keepGoing.doneUndone }));
    await expectVisible(done);
    await page.keyboard.press('Enter');
    await expectVisible(undo);
    const state = await (await member.request.get(apiPaths.contentDone(video.id))).json();
    expect(state).toEqual({ done: true, day: today() });

    // The article too, once: two contents today.
    await page.goto(`/member/content/${article.id}`);
    await expectVisible(pageHeading(page, article.title));
    await page.getByRole('button', { name: copy.keepGoing.done, exact: true }).click();
    await expectVisible(page.getByRole('button', { name: copy.keepGoing.undoDone, exact: true }));

    // Finished: no longer under 続きから見る, and 視聴済み on its cards.
    await page.goto('/member');
    await expectVisible(page.getByRole('region', { name: copy.member.sections.new, exact: true }));
    await waitForLoaded(page);
    expect(await page.getByRole('region', { name: copy.keepGoing.continueHeading }).count()).toBe(0);
    const videoCard = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: video.title }) });
    await expectVisible(videoCard.first().getByText(copy.keepGoing.watched, { exact: true }));
  });

  it('きろく: the streaks and a month calendar walked by keyboard', async () => {
    const day = today();
    recordDoneEarlier(account.email, article.id, addDays(day, -1));
    recordDoneEarlier(account.email, video.id, addDays(day, -2));
    recordDoneEarlier(account.email, video.id, addDays(day, -5));
    await open(member);
    await page.goto('/member/mypage?tab=records');
    await expectVisible(page.getByRole('tab', { name: copy.mypage.tabs.records, selected: true }));
    await expectVisible(page.getByText(copy.keepGoing.streak(3), { exact: true }).first());
    await expectVisible(page.getByText(copy.keepGoing.lastSevenDays(4), { exact: true }));

    const grid = page.getByRole('grid');
    await expectVisible(grid);
    expect(await grid.getByRole('columnheader').allTextContents()).toEqual(copy.keepGoing.weekdays);
    const todayCell = grid.getByRole('gridcell', { name: `${monthDay(day)}、2件`, exact: true });
    await expectVisible(todayCell);
    expect(await todayCell.getAttribute('aria-current')).toBe('date');
    expect(await todayCell.getAttribute('tabindex')).toBe('0');
    // One tab stop in the whole grid.
    expect(await grid.locator('[tabindex="0"]').count()).toBe(1);
    const detail = page.getByRole('region', { name: copy.keepGoing.dayHeading(day) });
    await expectVisible(detail.getByRole('link', { name: video.title }));
    await expectVisible(detail.getByRole('link', { name: article.title }));

    // Tab reaches the grid from the month buttons (次の月 is disabled in this month).
    expect(await page.getByRole('button', { name: copy.keepGoing.nextMonth }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: copy.keepGoing.previousMonth }).focus();
    await page.keyboard.press('Tab');
    // The accessible name of the focused day (its words for screen readers).
    const focusedName = () =>
      page
        .locator('[role="gridcell"]:focus .visually-hidden')
        .textContent({ timeout: 500 })
        .catch(() => null);
    expect(await focusedName()).toBe(`${monthDay(day)}、2件`);

    // Yesterday (perhaps in last month: the calendar follows).
    await page.keyboard.press('ArrowLeft');
    await expect.poll(focusedName, { timeout: 5000 }).toBe(`${monthDay(addDays(day, -1))}、1件`);
    await expectVisible(
      page
        .getByRole('region', { name: copy.keepGoing.dayHeading(addDays(day, -1)) })
        .getByRole('link', { name: article.title }),
    );
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(focusedName, { timeout: 5000 }).toBe(`${monthDay(addDays(day, -3))}、記録なし`);
    await expectVisible(page.getByText(copy.keepGoing.dayEmpty, { exact: true }));
    // A week up and back down, then back to today; nothing after this month.
    await page.keyboard.press('ArrowUp');
    await expect.poll(focusedName, { timeout: 5000 }).toBe(`${monthDay(addDays(day, -10))}、記録なし`);
    await page.keyboard.press('ArrowDown');
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(focusedName, { timeout: 5000 }).toBe(`${monthDay(day)}、2件`);

    // The previous month and back, by Page Up and Page Down.
    const thisMonth = copy.keepGoing.monthLabel(day.slice(0, 7));
    await page.keyboard.press('PageUp');
    await expect
      .poll(() => page.getByRole('heading', { level: 3 }).first().textContent())
      .not.toBe(thisMonth);
    await page.keyboard.press('PageDown');
    await expect.poll(() => page.getByRole('heading', { level: 3 }).first().textContent()).toBe(thisMonth);
    await expect.poll(focusedName, { timeout: 5000 }).toBe(`${monthDay(day)}、2件`);
  });

  it('guests are invited to register instead', async () => {
    await open(guest);
    await page.goto(`/member/content/${video.id}`);
    await expectVisible(pageHeading(page, video.title));
    await expectVisible(page.getByText(copy.keepGoing.guestInvitation, { exact: true }));
    expect(await page.getByRole('button', { name: copy.keepGoing.done, exact: true }).count()).toBe(0);
    const register = page.getByRole('link', { name: copy.keepGoing.register });
    expect(await register.getAttribute('href')).toBe(
      `/register?redirectTo=${encodeURIComponent(`/member/content/${video.id}`)}`,
    );
    await page.goto('/member/mypage?tab=records');
    await expectVisible(page.getByText(copy.keepGoing.guestInvitation, { exact: true }));
    expect(await page.getByRole('grid').count()).toBe(0);
  });

  const screens = [
    { who: 'member', path: '/member', shows: copy.keepGoing.continueHeading },
    { who: 'member', path: `/member/content/${video.id}`, shows: copy.keepGoing.resume },
    { who: 'member', path: `/member/content/${article.id}`, shows: copy.keepGoing.undoDone },
    { who: 'member', path: '/member/mypage?tab=records', shows: copy.keepGoing.calendarHeading },
    { who: 'guest', path: `/member/content/${video.id}`, shows: copy.keepGoing.guestInvitation },
    { who: 'guest', path: '/member/mypage?tab=records', shows: copy.keepGoing.guestInvitation },
  ] as const;

  it.each([phone, desktop])('no axe violations at any text size ($name)', async (viewport) => {
    // Something under way again, so home shows 続きから見る.
    const resumed = await member.request.post(apiPaths.contentProgress(video.id), {
      headers: { [csrfHeader.name]: csrfHeader.value },
      data: { positionSeconds: 120, durationSeconds: 300 },
    });
    expect(resumed.status()).toBe(200);
    for (const who of ['member', 'guest'] as const) {
      await open(who === 'member' ? member : guest, viewport);
      for (const screen of screens.filter((candidate) => candidate.who === who)) {
        await page.goto(screen.path);
        await expectVisible(page.getByText(screen.shows, { exact: true }).first());
        await waitForLoaded(page);
        for (const size of textSizes) {
          await applyTextSizeNow(page, size);
          await expectNoAxeViolationsPreloaded(page, `${who} ${screen.path} ${size}: `);
          if (viewport === phone) {
            const fits = await page.locator('html').evaluate((html) => html.scrollWidth <= html.clientWidth);
            expect(fits, `${screen.path} at ${size}`).toBe(true);
          }
        }
      }
      if (who === 'member') {
        expect(errors).toEqual([]);
        await page.close();
      }
    }
  });
});
