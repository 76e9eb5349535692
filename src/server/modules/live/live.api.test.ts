import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { signedInGuest, signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import { testVisitor, type TestVisitor } from '#tests/support/test-visitor.js';
import { serverZoneForAllTests } from '#tests/support/server-zone.js';
import { apiPaths } from '#shared/api-paths.js';
import type { LiveOverview } from '#shared/schemas/live.js';

// The card's answer (GET /api/live) through the real app: the next lesson across week, month and
// year ends, お休み and 特別回, and the join window's edges, with the server process itself in UTC
// and in Los Angeles. The business zone stays Asia/Tokyo: only it may decide.

const passphrase = 'もみじ';
const months = ['2026-11', '2026-12', '2027-01'];
const liveLink = 'https://live.example.jp/room/weekly';

describe.each(['UTC', 'America/Los_Angeles'])('the next live lesson, server process in %s', (zone) => {
  serverZoneForAllTests(zone);
  const clock = fixedClock('2026-11-20T03:00:00Z');
  let testApp: TestApp;
  let admin: TestVisitor & { userId: string };

  /** A guest who enters at `instant` (sessions end with the business month, so each check enters anew). */
  async function overviewAt(instant: string): Promise<LiveOverview> {
    clock.set(instant);
    const guest = await signedInGuest(testApp.app, passphrase);
    const response = await guest.get(apiPaths.live);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function asAdmin(instant: string, work: (visitor: TestVisitor) => Promise<void>) {
    clock.set(instant);
    admin = await signedInMember(testApp.app, passphrase, { isAdmin: true });
    await work(admin);
  }

  /** Staff set the weekly lesson; the restoring call is checked too, or later tests would read a stale week. */
  async function setWeeklyLesson(schedule: { weekday: number; startTime: string; durationMinutes: number }) {
    await asAdmin('2026-11-20T03:00:00Z', async (visitor) => {
      const response = await visitor.request({
        method: 'PUT',
        url: apiPaths.adminLiveSchedule,
        payload: schedule,
      });
      expect(response.statusCode, response.body).toBe(200);
    });
  }

  beforeAll(async () => {
    testApp = await createTestApp({ clock });
    for (const month of months) await setPassphrase(testApp.app.db, month, passphrase);
    await asAdmin('2026-11-20T03:00:00Z', async (visitor) => {
      const settings = (await visitor.get(apiPaths.settings)).json();
      const saved = await visitor.request({
        method: 'PUT',
        url: apiPaths.adminSettings,
        payload: { ...settings, liveLessonUrl: liveLink },
      });
      expect(saved.statusCode).toBe(200);
    });
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('starts from Wednesdays 21:00–22:00 Tokyo time and labels it in Japanese', async () => {
    const overview = await overviewAt('2026-11-20T03:00:00Z');
    expect(overview.now).toBe('2026-11-20T03:00:00.000Z');
    expect(overview.phase).toBe('upcoming');
    expect(overview.next).toMatchObject({
      date: '2026-11-25',
      startsAt: '2026-11-25T12:00:00.000Z',
      endsAt: '2026-11-25T13:00:00.000Z',
      joinOpensAt: '2026-11-25T11:45:00.000Z',
      joinOpensTime: '20:45',
      dayLabel: '11月25日(水)',
      timeLabel: '21:00〜22:00',
      isExtra: false,
    });
    expect(overview.upcoming.map((lesson) => lesson.date)).toEqual([
      '2026-11-25',
      '2026-12-02',
      '2026-12-09',
      '2026-12-16',
      '2026-12-23',
    ]);
  });

  it('crosses the month end after the last lesson of November', async () => {
    const overview = await overviewAt('2026-11-25T13:00:00Z');
    expect(overview.phase).toBe('ended');
    expect(overview.previous?.date).toBe('2026-11-25');
    expect(overview.next).toMatchObject({ date: '2026-12-02', startsAt: '2026-12-02T12:00:00.000Z' });
  });

  it('crosses a week end with a Sunday-morning schedule, and the duration staff set', async () => {
    await setWeeklyLesson({ weekday: 0, startTime: '09:30', durationMinutes: 45 });
    // Saturday 23:59 in Tokyo.
    const overview = await overviewAt('2026-11-28T14:59:00Z');
    expect(overview.next).toMatchObject({
      date: '2026-11-29',
      startsAt: '2026-11-29T00:30:00.000Z',
      endsAt: '2026-11-29T01:15:00.000Z',
      dayLabel: '11月29日(日)',
      timeLabel: '09:30〜10:15',
    });
    // Back to the standing Wednesday lesson the other tests expect.
    await setWeeklyLesson({ weekday: 3, startTime: '21:00', durationMinutes: 60 });
  });

  it('crosses the year end, skipping a cancelled date for a one-off lesson', async () => {
    await asAdmin('2026-12-01T03:00:00Z', async (visitor) => {
      for (const payload of [
        { kind: 'cancel', date: '2026-12-30', startTime: '' },
        { kind: 'extra', date: '2027-01-02', startTime: '10:00' },
      ]) {
        const response = await visitor.post(apiPaths.adminLiveExceptions, payload);
        expect(response.statusCode, response.body).toBe(201);
      }
    });
    // Thursday 24 December, the week's lesson over.
    const overview = await overviewAt('2026-12-24T01:00:00Z');
    expect(overview.next).toMatchObject({
      date: '2027-01-02',
      startsAt: '2027-01-02T01:00:00.000Z',
      dayLabel: '1月2日(土)',
      timeLabel: '10:00〜11:00',
      isExtra: true,
    });
    expect(overview.upcoming.map((lesson) => [lesson.date, lesson.cancelled, lesson.isExtra])).toEqual([
      ['2026-12-30', true, false],
      ['2027-01-02', false, true],
      ['2027-01-06', false, false],
      ['2027-01-13', false, false],
      ['2027-01-20', false, false],
    ]);
    // After the one-off, the weekly rhythm again, in the new year.
    const after = await overviewAt('2027-01-02T02:00:00Z');
    expect(after.phase).toBe('ended');
    expect(after.previous?.date).toBe('2027-01-02');
    expect(after.next).toMatchObject({ date: '2027-01-06', startsAt: '2027-01-06T12:00:00.000Z' });
  });

  it('opens the join window 15 minutes before the start and closes it at the end', async () => {
    const expectations: Array<[string, LiveOverview['phase'], string]> = [
      ['2026-12-01T11:59:59.999Z', 'upcoming', '2026-12-02'],
      ['2026-12-01T12:00:00.000Z', 'countdown', '2026-12-02'],
      ['2026-12-02T11:44:59.999Z', 'countdown', '2026-12-02'],
      ['2026-12-02T11:45:00.000Z', 'join', '2026-12-02'],
      ['2026-12-02T12:59:59.999Z', 'join', '2026-12-02'],
      ['2026-12-02T13:00:00.000Z', 'ended', '2026-12-09'],
    ];
    for (const [instant, phase, next] of expectations) {
      const overview = await overviewAt(instant);
      expect([instant, overview.phase, overview.next?.date]).toEqual([instant, phase, next]);
      expect(overview.now).toBe(instant);
      // Guests and members have the link; the button shows only in the window.
      expect(overview.liveUrl).toBe(liveLink);
    }
  });

  it('never gives the live link to a visitor without a session', async () => {
    clock.set('2026-12-02T12:00:00Z');
    const stranger = testVisitor(testApp.app);
    const refused = await stranger.get(apiPaths.live);
    expect(refused.statusCode).toBe(401);
    expect(refused.body).not.toContain(liveLink);
    expect((await stranger.get(apiPaths.settings)).json().liveLessonUrl).toBeNull();
    expect((await stranger.get(apiPaths.liveCalendar)).statusCode).toBe(401);

    const member = await signedInMember(testApp.app, passphrase);
    expect((await member.get(apiPaths.live)).json().liveUrl).toBe(liveLink);
    // The calendar file carries our own page, never the live link.
    const calendar = await member.get(apiPaths.liveCalendar);
    expect(calendar.statusCode).toBe(200);
    expect(calendar.body).not.toContain('live.example.jp');
  });
});
