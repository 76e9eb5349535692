import path from 'node:path';
import Database from 'better-sqlite3';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { describe, expect } from 'vitest';
import { sampleContents } from '#server/modules/samples/sample-contents.js';
import { apiPaths } from '#shared/api-paths.js';
import { dayKey } from '#shared/business-time.js';
import { copy } from '#shared/copy.js';
import { csrfHeader } from '#shared/csrf.js';
import type { ContentProgress } from '#shared/schemas/keep-going.js';
import { addDays } from '#shared/streaks.js';
import { businessTimeZone } from '../support/e2e/app-data.js';
import { test as e2eTest } from '../support/e2e/fixtures.js';
import { applyTextSizeNow, textSizes, waitForLoaded } from '../support/e2e/member-area.js';
import { desktop, expectVisible, pageHeading, phone } from '../support/e2e/screen.js';
import { actVideo, latestPlayer, serveYouTubeStandIn } from '../support/e2e/youtube-stand-in.js';

// Issue 12 in the browser: the player saves where she stopped (every 10 s, on pause, in a beacon
// when the page is hidden) and resumes there; watching to the end marks the video and offers
// やったよ; やったよ and the きろく calendar by keyboard; axe at every text size, phone and desktop.

const video = sampleContents.find((content) => content.id === 'sample-01')!;
const article = sampleContents.find((content) => content.id === 'sample-02')!;
const today = () => dayKey(new Date(), businessTimeZone);
const monthDay = (day: string) => `${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日`;

/** Days she did something before today, written the way the server would have (her calendar's past). */
function recordDoneEarlier(dataDir: string, email: string, contentId: string, day: string): void {
  const db = new Database(path.join(dataDir, 'app.sqlite'));
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

const headers = { [csrfHeader.name]: csrfHeader.value };

async function savedProgress(member: BrowserContext) {
  const response = await member.request.get(apiPaths.contentProgress(video.id));
  return ((await response.json()) as ContentProgress).progress;
}

/** Her progress in the video, as the player would have saved it. */
async function saveProgress(member: BrowserContext, positionSeconds: number): Promise<void> {
  const response = await member.request.post(apiPaths.contentProgress(video.id), {
    headers,
    data: { positionSeconds, durationSeconds: 300 },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** やったよ for a content today, as the button would record it. */
async function recordDoneToday(member: BrowserContext, contentId: string): Promise<void> {
  const response = await member.request.put(apiPaths.contentDone(contentId), { headers });
  expect(response.status(), await response.text()).toBe(200);
}

const test = e2eTest
  /**
   * The test's member on a phone. Her browser's clock is the test's to move (the player saves
   * every 10 s), and the site's content security policy must let the player's scripts run: any
   * refusal is a page error.
   */
  .extend('memberOnPhone', async ({ memberPage: page, pageErrors }) => {
    await page.context().clock.install();
    await page.setViewportSize(phone);
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) pageErrors.push(message.text());
    });
    return page;
  });

describe('keep going: continue watching, やったよ and きろく', () => {
  test.afterEach(({ pageErrors, foreignRequests }) => {
    expect(pageErrors).toEqual([]);
    // YouTube's addresses are answered by the stand-in; nothing else ever leaves our server.
    expect(foreignRequests.filter((url) => !/^https:\/\/www\.youtube(-nocookie)?\.com\//.test(url))).toEqual(
      [],
    );
  });

  test('saves where she stopped (every 10 s, on pause, by beacon when hidden) and resumes there', async ({
    memberOnPhone: page,
  }) => {
    const member = page.context();
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
    expect(await savedProgress(member)).toMatchObject({
      positionSeconds: 42,
      durationSeconds: 300,
      watched: false,
    });

    // Paused.
    const pause = page.waitForResponse(isProgressSave);
    await actVideo(page, { time: 61, state: 'paused' });
    expect((await pause).status()).toBe(200);
    expect((await savedProgress(member))?.positionSeconds).toBe(61);

    // The page is hidden: a beacon, which carries no header of ours and still gets through.
    await actVideo(page, { time: 95 });
    const beacon = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith(apiPaths.contentProgress(video.id)),
    );
    await hidePage(page);
    const sent = await beacon;
    expect(sent.headers()['content-type']).toMatch(/^text\/plain/);
    expect(sent.headers()['x-requested-with']).toBeUndefined();
    await expect.poll(async () => (await savedProgress(member))?.positionSeconds).toBe(95);

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

  test('shows 続きから見る on home with a progress bar, and the progress in the history', async ({
    memberOnPhone: page,
  }) => {
    // She opened the video (so it is in her history) and stopped at 1:35.
    const viewed = await page.context().request.post(apiPaths.contentViews(video.id), { headers });
    expect(viewed.status(), await viewed.text()).toBe(200);
    await saveProgress(page.context(), 95);
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

  test('watched to the end: marked 視聴済み, やったよ offered, recorded and undone by keyboard', async ({
    memberOnPhone: page,
  }) => {
    const member = page.context();
    // She stopped at 1:35 earlier.
    await saveProgress(member, 95);
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
    expect(await savedProgress(member)).toMatchObject({ positionSeconds: 300, watched: true });
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

  test('きろく: the streaks and a month calendar walked by keyboard', async ({
    memberOnPhone: page,
    member: account,
    appServer,
  }) => {
    const day = today();
    // Both contents today, and three earlier days.
    await recordDoneToday(page.context(), video.id);
    await recordDoneToday(page.context(), article.id);
    recordDoneEarlier(appServer.dataDir, account.email, article.id, addDays(day, -1));
    recordDoneEarlier(appServer.dataDir, account.email, video.id, addDays(day, -2));
    recordDoneEarlier(appServer.dataDir, account.email, video.id, addDays(day, -5));
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

  test('guests are invited to register instead', async ({ guestPage: page }) => {
    await page.setViewportSize(phone);
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

  test.for([phone, desktop])(
    'no axe violations at any text size ($name)',
    async (viewport, { memberOnPhone: member, guestPage: guest, expectNoAxeViolations }) => {
      // Something under way, so home shows 続きから見る; the article done today.
      await saveProgress(member.context(), 120);
      await recordDoneToday(member.context(), article.id);
      for (const [who, page] of [
        ['member', member],
        ['guest', guest],
      ] as const) {
        await page.setViewportSize(viewport);
        for (const screen of screens.filter((candidate) => candidate.who === who)) {
          await page.goto(screen.path);
          await expectVisible(page.getByText(screen.shows, { exact: true }).first());
          await waitForLoaded(page);
          for (const size of textSizes) {
            await applyTextSizeNow(page, size);
            await expectNoAxeViolations(page, `${who} ${screen.path} ${size}: `);
            if (viewport === phone) {
              const fits = await page
                .locator('html')
                .evaluate((html) => html.scrollWidth <= html.clientWidth);
              expect(fits, `${screen.path} at ${size}`).toBe(true);
            }
          }
        }
      }
    },
  );
});
