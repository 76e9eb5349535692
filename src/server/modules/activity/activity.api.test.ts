import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { signedInGuest, signedInMember, signInAgain } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import { testVisitor, type TestVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import type { ActivityCalendar } from '#shared/schemas/keep-going.js';
import { sampleContents } from '../samples/sample-contents.js';

// やったよ and the きろく calendar (issue 12). The business zone is Asia/Tokyo; the server's own
// zone is set to others on purpose, since only the business day may decide anything.

const clock = fixedClock('2026-11-21T03:00:00Z');
const titleOf = (id: string) => sampleContents.find((content) => content.id === id)!.title;
const originalTimeZone = process.env.TZ;

function runServerIn(timeZone: string) {
  process.env.TZ = timeZone;
}

describe('やったよ', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ clock, seedSamples: true });
    // Two months of passphrases: the tests move the clock across month and year ends.
    for (const month of ['2026-11', '2026-12', '2027-01'])
      await setPassphrase(testApp.app.db, month, 'もみじ');
  });
  afterAll(() => testApp.close());
  afterEach(() => {
    if (originalTimeZone === undefined) delete process.env.TZ;
    else process.env.TZ = originalTimeZone;
  });

  const done = (visitor: TestVisitor, id: string, method: 'GET' | 'PUT' | 'DELETE' = 'PUT') =>
    visitor.request({ method, url: apiPaths.contentDone(id) });
  const rowsOf = (userId: string) =>
    testApp.app.db
      .selectFrom('activityLog')
      .select(['contentId', 'day'])
      .where('userId', '=', userId)
      .orderBy('day')
      .orderBy('contentId')
      .execute();
  const calendar = async (visitor: TestVisitor, month?: string): Promise<ActivityCalendar> => {
    const response = await visitor.get(`${apiPaths.activityCalendar}${month ? `?month=${month}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('is recorded once per content per day, however often she presses', async () => {
    clock.set('2026-11-21T03:00:00Z');
    const member = await signedInMember(testApp.app, 'もみじ');
    expect((await done(member, 'sample-01', 'GET')).json()).toEqual({ done: false, day: '2026-11-21' });
    expect((await done(member, 'sample-01')).json()).toEqual({ done: true, day: '2026-11-21' });
    const again = await done(member, 'sample-01');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ done: true, day: '2026-11-21' });
    expect((await done(member, 'sample-01', 'GET')).json()).toEqual({ done: true, day: '2026-11-21' });
    expect(await rowsOf(member.userId)).toEqual([{ contentId: 'sample-01', day: '2026-11-21' }]);
  });

  // The server's own clock reads 14:59 on 11/21, 06:59 on 11/21 and 04:59 on 11/22 in these zones.
  it.each([
    ['UTC', 14],
    ['America/Los_Angeles', 6],
    ['Pacific/Kiritimati', 4],
  ])('starts a new day at 00:00 in Tokyo, with the server running in %s', async (serverZone, localHour) => {
    runServerIn(serverZone);
    expect(new Date('2026-11-21T14:59:00Z').getHours()).toBe(localHour);
    const member = await signedInMember(testApp.app, 'もみじ');
    // 23:59 in Tokyo on 11/21.
    clock.set('2026-11-21T14:59:00Z');
    expect((await done(member, 'sample-03')).json()).toEqual({ done: true, day: '2026-11-21' });
    // 00:01 in Tokyo on 11/22: a new day, and yesterday's stays.
    clock.set('2026-11-21T15:01:00Z');
    expect((await done(member, 'sample-03', 'GET')).json()).toEqual({ done: false, day: '2026-11-22' });
    expect((await done(member, 'sample-03')).json()).toEqual({ done: true, day: '2026-11-22' });
    expect(await rowsOf(member.userId)).toEqual([
      { contentId: 'sample-03', day: '2026-11-21' },
      { contentId: 'sample-03', day: '2026-11-22' },
    ]);
    const november = await calendar(member, '2026-11');
    expect(november.today).toBe('2026-11-22');
    expect(november.currentStreak).toBe(2);
  });

  it('is undone the same day; a past day’s stays', async () => {
    runServerIn('UTC');
    const member = await signedInMember(testApp.app, 'もみじ');
    clock.set('2026-11-21T10:00:00Z');
    await done(member, 'sample-04');
    clock.set('2026-11-22T10:00:00Z');
    await done(member, 'sample-04');
    expect((await done(member, 'sample-04', 'DELETE')).json()).toEqual({ done: false, day: '2026-11-22' });
    expect((await done(member, 'sample-04', 'GET')).json().done).toBe(false);
    // Undoing twice is harmless, and never reaches back to yesterday.
    expect((await done(member, 'sample-04', 'DELETE')).statusCode).toBe(200);
    expect(await rowsOf(member.userId)).toEqual([{ contentId: 'sample-04', day: '2026-11-21' }]);
  });

  it('counts the calendar per day and the streaks across a month end and a year end', async () => {
    const member = await signedInMember(testApp.app, 'もみじ');
    const record = async (at: string, ...ids: string[]) => {
      clock.set(at);
      for (const id of ids) expect((await done(member, id)).statusCode).toBe(200);
    };
    // Tokyo days 11/29, 11/30, 12/01 (3 in a row over a month end), a gap, then 12/29 … 1/02
    // (5 in a row over the year end), with two or three contents on some days.
    await record('2026-11-29T01:00:00Z', 'sample-01');
    await record('2026-11-30T14:30:00Z', 'sample-02', 'sample-03');
    clock.set('2026-11-30T15:30:00Z'); // 00:30 on 12/01 in Tokyo
    await signInAgain(member, 'もみじ');
    await record('2026-11-30T15:30:00Z', 'sample-01');
    await record('2026-12-10T03:00:00Z', 'sample-05');
    await record('2026-12-29T03:00:00Z', 'sample-01');
    await record('2026-12-30T03:00:00Z', 'sample-01', 'sample-02', 'sample-06');
    await record('2026-12-31T14:59:00Z', 'sample-01'); // 23:59 on New Year's Eve
    clock.set('2026-12-31T15:01:00Z'); // 00:01 on New Year's Day
    await signInAgain(member, 'もみじ');
    await record('2026-12-31T15:01:00Z', 'sample-02');
    await record('2027-01-02T03:00:00Z', 'sample-03');

    const january = await calendar(member);
    expect(january).toMatchObject({ month: '2027-01', today: '2027-01-02', monthTotal: 2 });
    expect(january.currentStreak).toBe(5);
    expect(january.longestStreak).toBe(5);
    expect(january.days).toEqual([
      { day: '2027-01-01', count: 1, contents: [{ id: 'sample-02', title: titleOf('sample-02') }] },
      { day: '2027-01-02', count: 1, contents: [{ id: 'sample-03', title: titleOf('sample-03') }] },
    ]);
    expect(january.lastSevenDays.map((entry) => entry.done)).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(january.lastSevenDays[0]!.day).toBe('2026-12-27');

    const december = await calendar(member, '2026-12');
    expect(december.monthTotal).toBe(7);
    expect(december.days.map(({ day, count }) => [day, count])).toEqual([
      ['2026-12-01', 1],
      ['2026-12-10', 1],
      ['2026-12-29', 1],
      ['2026-12-30', 3],
      ['2026-12-31', 1],
    ]);
    expect((await calendar(member, '2026-11')).days.map(({ day, count }) => [day, count])).toEqual([
      ['2026-11-29', 1],
      ['2026-11-30', 2],
    ]);

    // Today not done yet: the run up to yesterday still counts. A day missed: it starts again.
    clock.set('2027-01-03T03:00:00Z');
    expect((await calendar(member)).currentStreak).toBe(5);
    clock.set('2027-01-04T03:00:00Z');
    const later = await calendar(member);
    expect(later.currentStreak).toBe(0);
    expect(later.longestStreak).toBe(5);
    // 12/29 … 1/02 are within the 7 days ending 1/04: this week still shows 5 days of 7.
    expect(later.lastSevenDays.filter((entry) => entry.done)).toHaveLength(5);
  });

  it('is for members only: guests and the signed-out are asked to sign in', async () => {
    clock.set('2026-11-21T03:00:00Z');
    const guest = await signedInGuest(testApp.app, 'もみじ');
    for (const visitor of [guest, testVisitor(testApp.app)]) {
      for (const response of [
        await done(visitor, 'sample-01', 'GET'),
        await done(visitor, 'sample-01', 'PUT'),
        await done(visitor, 'sample-01', 'DELETE'),
        await visitor.get(apiPaths.activityCalendar),
      ]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: copy.member.loginRequired });
      }
    }
  });

  it('answers 404 for a content that does not exist, and 400 for a month that is not one', async () => {
    clock.set('2026-11-21T03:00:00Z');
    const member = await signedInMember(testApp.app, 'もみじ');
    for (const method of ['PUT', 'GET'] as const) {
      const missing = await done(member, 'no-such-content', method);
      expect(missing.statusCode, method).toBe(404);
      expect(missing.json()).toEqual({ message: copy.detail.notFound });
    }
    for (const month of ['2026-13', '2026-1', 'november']) {
      const response = await member.get(`${apiPaths.activityCalendar}?month=${month}`);
      expect(response.statusCode, month).toBe(400);
      expect(response.json()).toEqual({ message: copy.site.invalidInput });
    }
  });
});

describe('deleting a content', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ clock, seedSamples: true });
    await setPassphrase(testApp.app.db, '2026-11', 'もみじ');
  });
  afterAll(() => testApp.close());

  it('removes its やったよ and its progress rows, and nothing of other contents', async () => {
    clock.set('2026-11-21T03:00:00Z');
    const member = await signedInMember(testApp.app, 'もみじ');
    const admin = await signedInMember(testApp.app, 'もみじ', { isAdmin: true });
    for (const id of ['sample-01', 'sample-03']) {
      expect((await member.request({ method: 'PUT', url: apiPaths.contentDone(id) })).statusCode).toBe(200);
      const saved = await member.request({
        method: 'POST',
        url: apiPaths.contentProgress(id),
        payload: { positionSeconds: 60, durationSeconds: 300 },
      });
      expect(saved.statusCode).toBe(200);
    }
    const db = testApp.app.db;
    const contentIdsIn = async (table: 'activityLog' | 'watchProgress') =>
      (await db.selectFrom(table).select('contentId').orderBy('contentId').execute()).map(
        (row) => row.contentId,
      );

    const deleted = await admin.request({ method: 'DELETE', url: apiPaths.adminContent('sample-01') });
    expect(deleted.statusCode).toBe(200);
    expect(await contentIdsIn('activityLog')).toEqual(['sample-03']);
    expect(await contentIdsIn('watchProgress')).toEqual(['sample-03']);
    const today = (await member.get(apiPaths.activityCalendar)).json();
    expect(today.days).toEqual([
      { day: '2026-11-21', count: 1, contents: [{ id: 'sample-03', title: titleOf('sample-03') }] },
    ]);
  });
});
