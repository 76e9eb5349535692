import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { csrfHeader } from '#shared/csrf.js';
import type { ContentInput, SiteSettings } from '#shared/schemas/admin.js';
import type { AdminLive } from '#shared/schemas/live.js';
import { parseCalendar } from '../support/ical.js';
import { signInThroughApi, type Account } from '../support/e2e/app-data.js';
import type { AppServer } from '../support/e2e/app-server.js';
import { test as e2eTest, ownAppServer, type NewContext } from '../support/e2e/fixtures.js';
import { applyTextSizeNow, textSizes, waitForLoaded } from '../support/e2e/member-area.js';
import { desktop, expectVisible, pageHeading, phone } from '../support/e2e/screen.js';

// The weekly live lesson in the browser, on a server of its own whose clock the test moves
// (tests/support/e2e/clock-server.mjs): the card before the lesson, in its last 24 hours, in the
// join window and after it; the calendar download; the archive filter; staff's exceptions; my
// page's settings. The clock is set in January 2030, Wednesdays 21:00 Tokyo time: the 16th.
// The file shares one server; every test starts its clock at Monday the 14th, and what a test
// needs (the live link, the 23rd called off, the archive) it sets up itself and takes back after.
// LIVE_SCREENSHOTS=dir keeps a phone-sized picture of the home page in each state.

const liveLink = 'https://live.example.jp/room/e2e-weekly';
const archiveTitle = '1月16日のライブ ゆったり肩まわし';
const at = {
  before: '2030-01-14T01:00:00.000Z', // Monday 10:00
  countdown: '2030-01-16T09:12:30.000Z', // Wednesday 18:12:30, 2 h 47 min 30 s to go
  lastHour: '2030-01-16T11:30:00.000Z', // 20:30, half an hour to go
  justBeforeJoin: '2030-01-16T11:44:57.000Z', // 20:44:57
  join: '2030-01-16T11:50:00.000Z', // 20:50
  onAir: '2030-01-16T12:10:00.000Z', // 21:10
  after: '2030-01-16T13:30:00.000Z', // 22:30
};

const screenshotDir = process.env.LIVE_SCREENSHOTS;

/** The archive of the 16th's lesson, as staff post it after the lesson. */
const archive = {
  title: archiveTitle,
  category: 'exercise',
  type: 'video',
  // Posted as 公開 at every clock this file sets (from the 14th on): a later day would be a 予約.
  date: '2030-01-14',
  description: 'ライブレッスンの録画です',
  videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
  liveLessonDate: '2030-01-16',
} satisfies Partial<ContentInput>;

const test = e2eTest
  .extend('liveServer', { scope: 'file' }, ownAppServer({ clock: at.before }))
  .extend('appServer', ({ liveServer }): AppServer => liveServer)
  /**
   * Staff's side through the API, for this test only: the clock back at Monday the 14th, the live
   * link set, and `callOff(date)`; every お休み is taken back after the test.
   */
  .extend('live', async ({ liveServer, admin, newContext }, { onCleanup }) => {
    const staff = await newContext();
    await signInThroughApi(staff, admin);
    const headers = { [csrfHeader.name]: csrfHeader.value };
    await liveServer.setClock(at.before);
    const settings = (await (await staff.request.get(apiPaths.settings)).json()) as SiteSettings;
    const saved = await staff.request.put(apiPaths.adminSettings, {
      headers,
      data: { ...settings, liveLessonUrl: liveLink },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    onCleanup(async () => {
      // Before the 23rd on the server's clock: an お休み that has passed can no longer be taken back.
      await liveServer.setClock(at.before);
      const { exceptions } = (await (await staff.request.get(apiPaths.adminLive)).json()) as AdminLive;
      for (const { id } of exceptions) {
        const removed = await staff.request.delete(apiPaths.adminLiveException(id), { headers });
        expect(removed.status(), await removed.text()).toBe(200);
      }
    });
    return {
      setClock: liveServer.setClock,
      callOff: async (date: string) => {
        const response = await staff.request.post(apiPaths.adminLiveExceptions, {
          headers,
          data: { kind: 'cancel', date, startTime: '' },
        });
        expect(response.status(), await response.text()).toBe(201);
      },
    };
  });

const card = (page: Page) => page.getByRole('region', { name: copy.live.heading });

async function openHome(page: Page) {
  await page.goto('/member');
  await expectVisible(card(page).getByText('1月', { exact: false }).first());
  await waitForLoaded(page);
}

/**
 * axe at every text size on a phone (where nothing may scroll sideways) and on a desktop, in two
 * pages of the context of `page`.
 */
async function checkEverySize(
  page: Page,
  open: (page: Page) => Promise<void>,
  label: string,
  expectNoAxeViolations: (page: Page, label?: string) => Promise<void>,
) {
  const onPhone = await page.context().newPage();
  await onPhone.setViewportSize(phone);
  await open(onPhone);
  for (const size of textSizes) {
    await applyTextSizeNow(onPhone, size);
    await expectNoAxeViolations(onPhone, `${label} phone ${size}: `);
    const fits = await onPhone.locator('html').evaluate((html) => html.scrollWidth <= html.clientWidth);
    expect(fits, `${label} fits the phone at ${size}`).toBe(true);
  }
  if (screenshotDir) {
    fs.mkdirSync(screenshotDir, { recursive: true });
    for (const size of ['standard', 'extra-large'] as const) {
      await applyTextSizeNow(onPhone, size);
      await onPhone.screenshot({ path: path.join(screenshotDir, `${label}-${size}.png`), fullPage: false });
    }
  }
  await onPhone.close();
  const onDesktop = await page.context().newPage();
  await onDesktop.setViewportSize(desktop);
  await open(onDesktop);
  for (const size of textSizes) {
    await applyTextSizeNow(onDesktop, size);
    await expectNoAxeViolations(onDesktop, `${label} desktop ${size}: `);
  }
  await onDesktop.close();
}

/** The same member on a phone set to Los Angeles time. */
async function travellingPhone(newContext: NewContext, member: Account): Promise<Page> {
  const context = await newContext({ timezoneId: 'America/Los_Angeles' });
  await signInThroughApi(context, member);
  const page = await context.newPage();
  await page.setViewportSize(phone);
  return page;
}

describe('the live lesson, on a server whose clock the test moves', () => {
  test.afterEach(({ pageErrors }) => {
    expect(pageErrors).toEqual([]);
  });

  test('staff call off a date on the ライブレッスン tab, after the form refuses a bad length', async ({
    live: _live, // the clock at the 14th, nothing called off
    adminPage: page,
    expectNoAxeViolations,
  }) => {
    await page.setViewportSize(desktop);
    await page.goto('/admin/live');
    await expectVisible(pageHeading(page, copy.admin.tabs.live));
    const duration = page.getByLabel(copy.live.admin.duration, { exact: true });
    expect(await duration.inputValue()).toBe('60');
    expect(await page.getByLabel(copy.live.admin.startTime, { exact: true }).inputValue()).toBe('21:00');

    await duration.fill('5');
    await page.getByRole('button', { name: copy.live.admin.saveSchedule }).click();
    await expectVisible(page.getByRole('alert').filter({ hasText: copy.live.admin.durationInvalid }));
    expect(await duration.getAttribute('aria-invalid')).toBe('true');
    await duration.fill('60');
    await page.getByRole('button', { name: copy.live.admin.saveSchedule }).click();
    await expectVisible(page.getByRole('status').filter({ hasText: copy.live.admin.scheduleSaved }));

    // Nothing called off yet: the section says so without seeming to deny the lessons listed below.
    const exceptions = page.getByRole('region', { name: copy.live.admin.exceptionsHeading });
    await expectVisible(exceptions.getByText(copy.live.admin.noUpcomingExceptions));
    await expectVisible(
      page.getByRole('region', { name: copy.live.admin.previewHeading }).getByRole('listitem').first(),
    );

    // A Thursday is not a lesson day; the Wednesday after the 16th is.
    const cancelDate = page.getByLabel(copy.live.admin.cancelDate, { exact: true });
    await cancelDate.fill('2030-01-24');
    await page.getByRole('button', { name: copy.live.admin.cancelSubmit, exact: true }).click();
    await expectVisible(page.getByText(copy.live.admin.notLessonDay('水曜日')).first());
    await cancelDate.fill('2030-01-23');
    await page.getByRole('button', { name: copy.live.admin.cancelSubmit, exact: true }).click();
    await expectVisible(
      page.getByRole('status').filter({ hasText: copy.live.admin.cancelAdded('1月23日(水)') }),
    );

    const coming = page.getByRole('list', { name: copy.live.admin.upcomingExceptions });
    await expectVisible(coming.getByText('1月23日(水) お休み'));
    await expectVisible(
      page.getByRole('button', { name: copy.live.admin.removeLabel('1月23日(水) お休み') }),
    );
    await expectNoAxeViolations(page, 'admin desktop: ');
    if (screenshotDir) await page.screenshot({ path: path.join(screenshotDir, 'admin.png'), fullPage: true });

    // The same date again: the server refuses it (409), and the date field is marked and focused.
    await cancelDate.fill('2030-01-23');
    await page.getByRole('button', { name: copy.live.admin.cancelSubmit, exact: true }).click();
    await expectVisible(page.getByRole('alert').filter({ hasText: copy.live.admin.duplicate }));
    expect(await cancelDate.getAttribute('aria-invalid')).toBe('true');
    expect(await cancelDate.evaluate((input) => input === input.ownerDocument.activeElement)).toBe(true);
    await page.setViewportSize(phone);
    for (const size of textSizes) {
      await applyTextSizeNow(page, size);
      await expectNoAxeViolations(page, `admin phone ${size}: `);
    }

    // Taking the お休み back is asked about first; お休みのままにする keeps it.
    const removeButton = page.getByRole('button', {
      name: copy.live.admin.removeLabel('1月23日(水) お休み'),
    });
    await removeButton.click();
    const asked = page.getByRole('dialog', {
      name: copy.live.admin.confirmRemoveCancel('1月23日(水) お休み'),
    });
    await expectVisible(asked.getByText(copy.live.admin.removeCancelEffect));
    await asked.getByRole('button', { name: copy.live.admin.keepCancel }).click();
    await expectVisible(coming.getByText('1月23日(水) お休み'));
    await removeButton.click();
    await asked.getByRole('button', { name: copy.live.admin.removeCancelConfirm, exact: true }).click();
    await expectVisible(page.getByRole('status').filter({ hasText: copy.live.admin.removed }));
    await expect.poll(() => coming.getByText('1月23日(水) お休み').count()).toBe(0);
  });

  test('before the lesson: the date and time in Japanese, when the button will appear, and お休み', async ({
    live,
    member,
    memberPage: page,
    newContext,
  }) => {
    await live.callOff('2030-01-23');
    await page.setViewportSize(phone);
    await openHome(page);
    const lesson = card(page);
    // First thing under the header: before every content section.
    const firstHeading = await page
      .getByRole('main')
      .getByRole('heading', { level: 2 })
      .first()
      .textContent();
    expect(firstHeading).toBe(copy.live.heading);
    await expectVisible(lesson.getByText('1月16日(水)', { exact: true }));
    await expectVisible(lesson.getByText('21:00〜22:00', { exact: true }));
    await expectVisible(lesson.getByText(copy.live.joinOpensAt('20:45')));
    await expectVisible(lesson.getByText(copy.live.cancelledNote('1月23日(水)')));
    expect(await lesson.getByRole('timer').count()).toBe(0);
    expect(await lesson.getByRole('link', { name: copy.live.join }).count()).toBe(0);

    // A phone set to Los Angeles time reads the same Tokyo lesson.
    const abroad = await travellingPhone(newContext, member);
    await openHome(abroad);
    await expectVisible(card(abroad).getByText('1月16日(水)', { exact: true }));
    await expectVisible(card(abroad).getByText('21:00〜22:00', { exact: true }));
  });

  test('in the last 24 hours: a countdown on the server’s clock, the same on a phone set to another zone', async ({
    live,
    member,
    memberPage: page,
    newContext,
  }) => {
    await live.setClock(at.countdown);
    await page.setViewportSize(phone);
    await openHome(page);
    const timer = card(page).getByRole('timer');
    await expectVisible(timer);
    expect(await timer.textContent()).toBe(`${copy.live.countdownLabel}${copy.live.countdownHours(2, 47)}`);
    const abroad = await travellingPhone(newContext, member);
    await openHome(abroad);
    expect(await card(abroad).getByRole('timer').textContent()).toBe(
      `${copy.live.countdownLabel}${copy.live.countdownHours(2, 47)}`,
    );

    // In the last hour: minutes and seconds, ticking.
    await live.setClock(at.lastHour);
    await page.reload();
    // The server's written card has a timer too, which never ticks: read the app's.
    await waitForLoaded(page);
    await expectVisible(card(page).getByRole('timer'));
    const first = await card(page).getByRole('timer').textContent();
    expect(first).toMatch(/^開始まであと(30分0秒|29分\d{1,2}秒)$/);
    await expect.poll(() => card(page).getByRole('timer').textContent(), { timeout: 5_000 }).not.toBe(first);
    expect(await card(page).getByRole('link', { name: copy.live.join }).count()).toBe(0);
  });

  test('from 15 minutes before: the join button opens the live link, appearing by itself', async ({
    live,
    memberPage: page,
  }) => {
    await live.setClock(at.justBeforeJoin);
    await page.setViewportSize(phone);
    await openHome(page);
    await expectVisible(card(page).getByRole('timer'));
    // No reload: the card turns at 20:45 on its own.
    const join = card(page).getByRole('link', { name: copy.live.join });
    await join.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await join.getAttribute('href')).toBe(liveLink);
    expect(await join.getAttribute('target')).toBe('_blank');
    await expectVisible(card(page).getByText(copy.live.startingSoon, { exact: true }));

    await live.setClock(at.onAir);
    await page.reload();
    await expectVisible(card(page).getByText(copy.live.onAir, { exact: true }));
    await expectVisible(card(page).getByRole('link', { name: copy.live.join }));
  });

  test('after the lesson: it has ended, the next date (after お休み), and the archive once staff post it', async ({
    live,
    contents,
    memberPage: page,
  }) => {
    await live.callOff('2030-01-23');
    await live.setClock(at.after);
    await page.setViewportSize(phone);
    await openHome(page);
    const lesson = card(page);
    await expectVisible(lesson.getByText(copy.live.ended('1月16日(水)')));
    await expectVisible(lesson.getByText(copy.live.archivePending));
    // The 23rd is off: the next lesson is the 30th.
    await expectVisible(lesson.getByText('1月30日(水)', { exact: true }));
    await expectVisible(lesson.getByText(copy.live.cancelledNote('1月23日(水)')));
    expect(await lesson.getByRole('link', { name: copy.live.join }).count()).toBe(0);

    await contents.post(archive);
    await page.reload();
    await expectVisible(card(page).getByRole('link', { name: archiveTitle }));
  });

  // The card in each state, at every text size on a phone and on a desktop.
  test.for([
    ['before', at.before],
    ['countdown', at.countdown],
    ['last-hour', at.lastHour],
    ['join', at.join],
    ['after', at.after],
  ] as const)(
    'the card (%s): no axe violation at any text size, on a phone and a desktop',
    async ([label, instant], { live, contents, memberPage, expectNoAxeViolations }) => {
      await live.callOff('2030-01-23');
      await contents.post(archive);
      await live.setClock(instant);
      await checkEverySize(memberPage, openHome, label, expectNoAxeViolations);
    },
  );

  test('downloads the calendar file: the next lessons at the right instants, お休み absent', async ({
    live,
    memberPage: page,
  }) => {
    await live.callOff('2030-01-23');
    await page.setViewportSize(phone);
    await openHome(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card(page).getByRole('link', { name: copy.live.addToCalendar, exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('live-lesson.ics');
    const file = await download.path();
    const text = fs.readFileSync(file, 'utf8');
    const calendar = parseCalendar(text);
    expect(calendar.nextStarts(new Date(at.before), 4)).toEqual([
      '2030-01-16T12:00:00.000Z',
      '2030-01-30T12:00:00.000Z',
      '2030-02-06T12:00:00.000Z',
      '2030-02-13T12:00:00.000Z',
    ]);
    // Our own page (PUBLIC_URL is left at its default here), never the live link.
    expect(calendar.events[0]!.url).toBe('http://localhost:3000/member/live');
    expect(text).not.toContain(liveLink);

    const google = card(page).getByRole('link', { name: new RegExp(copy.live.addToGoogleCalendar) });
    const googleUrl = new URL((await google.getAttribute('href'))!);
    expect(googleUrl.hostname).toBe('calendar.google.com');
    expect(googleUrl.searchParams.get('dates')).toBe('20300116T210000/20300116T220000');
    expect(googleUrl.searchParams.get('ctz')).toBe('Asia/Tokyo');
  });

  test('lists: the ライブアーカイブ filter shows archives only, and the detail says which lesson', async ({
    live: _live, // the clock at the 14th
    contents,
    memberPage: page,
    expectNoAxeViolations,
  }) => {
    await contents.post(archive);
    await page.setViewportSize(phone);
    await page.goto('/member/new');
    await expectVisible(pageHeading(page, copy.member.listHeadings.new));
    await waitForLoaded(page);
    const filter = page.getByRole('button', { name: copy.live.archive, exact: true });
    expect(await filter.getAttribute('aria-pressed')).toBe('false');
    expect(await page.getByRole('tabpanel').getByRole('article').count()).toBeGreaterThan(1);
    await filter.click();
    // The address changes before the list has rendered the switch on: wait for the switch itself.
    await expectVisible(page.getByRole('button', { name: copy.live.archive, exact: true, pressed: true }));
    expect(new URL(page.url()).searchParams.get('archive')).toBe('live');
    const articles = page.getByRole('tabpanel').getByRole('article');
    await expect.poll(() => articles.count()).toBe(1);
    await expectVisible(articles.first().getByText(copy.live.archive, { exact: true }));
    await expectNoAxeViolations(page, 'archive filter: ');

    await articles.first().getByRole('link', { name: archiveTitle }).click();
    await expectVisible(pageHeading(page, archiveTitle));
    await expectVisible(page.getByText(copy.live.archiveOf('2030年1月16日(水)')));
  });

  test('my page: the reminder mail and a calendar subscription address that works', async ({
    live: _live, // the clock at the 14th
    memberPage: page,
    expectNoAxeViolations,
  }) => {
    const memberContext = page.context();
    await page.setViewportSize(phone);
    await page.goto('/member/mypage?tab=settings');
    await expectVisible(pageHeading(page, copy.mypage.heading));
    const reminder = page.getByRole('checkbox', { name: copy.live.reminderSetting });
    await reminder.waitFor();
    expect(await reminder.isChecked()).toBe(false);
    await reminder.check();
    await expectVisible(page.getByRole('status').filter({ hasText: copy.live.mypage.reminderOn }));

    await page.getByRole('button', { name: copy.live.mypage.issue }).click();
    const address = page.getByLabel(copy.live.mypage.addressLabel, { exact: true });
    await address.waitFor();
    const url = new URL(await address.inputValue());
    const feed = await memberContext.request.get(`${url.pathname}${url.search}`);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(
      await page.getByRole('link', { name: copy.live.mypage.openInCalendarApp }).getAttribute('href'),
    ).toMatch(/^webcal:\/\//);
    for (const size of textSizes) {
      await applyTextSizeNow(page, size);
      await expectNoAxeViolations(page, `my page ${size}: `);
    }
    if (screenshotDir)
      await page.screenshot({ path: path.join(screenshotDir, 'mypage.png'), fullPage: true });
    // Renewed, the old address is refused.
    await page.getByRole('button', { name: copy.live.mypage.renew }).click();
    await expect
      .poll(async () => (await memberContext.request.get(`${url.pathname}${url.search}`)).status())
      .toBe(404);
  });

  test('the stop link of a reminder mail works without signing in, and says when it cannot', async ({
    page,
    expectNoAxeViolations,
  }) => {
    await page.setViewportSize(phone);
    await page.goto('/live-reminder/stop?token=not-a-real-token');
    await expectVisible(pageHeading(page, copy.live.stop.heading));
    await page.getByRole('button', { name: copy.live.stop.submit }).click();
    await expectVisible(page.getByRole('alert').filter({ hasText: copy.live.stop.invalid }));
    await expectNoAxeViolations(page, 'stop page: ');
  });

  test('the live page lists the coming dates with お休み marked', async ({
    live,
    memberPage: page,
    expectNoAxeViolations,
  }) => {
    await live.callOff('2030-01-23');
    const open = async (page: Page) => {
      await page.goto('/member/live');
      await expectVisible(pageHeading(page, copy.live.pageHeading));
      await waitForLoaded(page);
    };
    await page.setViewportSize(phone);
    await open(page);
    const upcoming = page.getByRole('list', { name: copy.live.upcomingHeading });
    const items = await upcoming.getByRole('listitem').allTextContents();
    expect(items.slice(0, 3)).toEqual([
      '1月16日(水)21:00〜22:00',
      `1月23日(水)21:00〜22:00${copy.live.cancelled}`,
      '1月30日(水)21:00〜22:00',
    ]);
    await checkEverySize(page, open, 'live-page', expectNoAxeViolations);
  });
});
