import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassphrase } from '#tests/support/accounts.js';
import { parseCalendar } from '#tests/support/ical.js';
import { signedInGuest, signedInMember } from '#tests/support/signed-in.js';
import { createTestApp, fixedClock, type TestApp } from '#tests/support/test-app.js';
import { testVisitor, type TestVisitor } from '#tests/support/test-visitor.js';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import type { CalendarFeedIssued, MyLiveSettings } from '#shared/schemas/live.js';

// カレンダーに追加: the file members download and the address they subscribe to, read back with
// ical.js; and the subscription's secret, which stops working once renewed.

const passphrase = 'もみじ';

describe('the live lesson in members’ calendars', () => {
  const clock = fixedClock('2026-12-24T01:00:00Z');
  let testApp: TestApp;
  let admin: TestVisitor;
  let member: TestVisitor & { email: string };

  beforeAll(async () => {
    testApp = await createTestApp({ clock, env: { PUBLIC_URL: 'https://karada.example.jp' } });
    await setPassphrase(testApp.app.db, '2026-12', passphrase);
    admin = await signedInMember(testApp.app, passphrase, { isAdmin: true });
    member = await signedInMember(testApp.app, passphrase);
    const settings = (await admin.get(apiPaths.settings)).json();
    await admin.request({
      method: 'PUT',
      url: apiPaths.adminSettings,
      payload: { ...settings, liveLessonUrl: 'https://live.example.jp/room/secret' },
    });
    for (const payload of [
      { kind: 'cancel', date: '2026-12-30', startTime: '' },
      { kind: 'cancel', date: '2027-01-13', startTime: '' },
      { kind: 'extra', date: '2027-01-02', startTime: '10:00' },
    ]) {
      expect((await admin.post(apiPaths.adminLiveExceptions, payload)).statusCode).toBe(201);
    }
  });
  afterAll(() => testApp.close());

  it('downloads as an iCalendar file whose next four lessons are the right instants, お休み absent', async () => {
    const response = await member.get(apiPaths.liveCalendar);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="live-lesson.ics"');
    const text = response.body;
    // LIVE_ICS_OUT=file keeps the file this test produced, to look at or feed to other calendar tools.
    if (process.env.LIVE_ICS_OUT) fs.writeFileSync(path.resolve(process.env.LIVE_ICS_OUT), text);

    const calendar = parseCalendar(text);
    const now = new Date('2026-12-24T01:00:00Z');
    expect(calendar.nextStarts(now, 4)).toEqual([
      '2027-01-02T01:00:00.000Z',
      '2027-01-06T12:00:00.000Z',
      '2027-01-20T12:00:00.000Z',
      '2027-01-27T12:00:00.000Z',
    ]);
    const manyStarts = calendar.nextStarts(now, 20);
    expect(manyStarts).not.toContain('2026-12-30T12:00:00.000Z');
    expect(manyStarts).not.toContain('2027-01-13T12:00:00.000Z');
    expect(text).toContain('RRULE:FREQ=WEEKLY;BYDAY=WE\r\n');
    expect(text).toContain('EXDATE;TZID=Asia/Tokyo:20261230T210000,20270113T210000\r\n');
    expect(text).toContain('TZOFFSETTO:+0900\r\n');
    for (const event of calendar.events) {
      expect(event.url).toBe('https://karada.example.jp/member/live');
      expect(event.alarmTriggers).toEqual(['-PT30M']);
    }
    expect(text).not.toContain('live.example.jp');
    // Downloaded twice, the same lessons keep the same UIDs.
    const again = parseCalendar((await member.get(apiPaths.liveCalendar)).body);
    expect(again.events.map((event) => event.uid)).toEqual(calendar.events.map((event) => event.uid));
    expect(calendar.events[0]!.uid).toBe('live-lesson-weekly@karada.example.jp');
  });

  it('gives a guest the file too, but a subscription only to members', async () => {
    const guest = await signedInGuest(testApp.app, passphrase);
    expect((await guest.get(apiPaths.liveCalendar)).statusCode).toBe(200);
    expect((await guest.post(apiPaths.myLiveCalendarFeed)).statusCode).toBe(401);
    expect((await guest.get(apiPaths.myLive)).statusCode).toBe(401);
    expect((await testVisitor(testApp.app).post(apiPaths.myLiveCalendarFeed)).statusCode).toBe(401);
  });

  it('subscribes through a secret address that is refused once renewed', async () => {
    expect(((await member.get(apiPaths.myLive)).json() as MyLiveSettings).calendarFeedIssuedAt).toBeNull();
    const first: CalendarFeedIssued = (await member.post(apiPaths.myLiveCalendarFeed)).json();
    expect(first.url).toMatch(
      /^https:\/\/karada\.example\.jp\/api\/live\/feed\.ics\?token=[A-Za-z0-9_-]{43}$/,
    );
    expect(first.webcalUrl).toBe(first.url.replace('https:', 'webcal:'));
    expect(new URL(first.googleUrl).searchParams.get('cid')).toBe(first.webcalUrl);
    expect(first.settings.calendarFeedIssuedAt).toBe('2026-12-24T01:00:00.000Z');

    // A calendar app has no session: the address alone opens the feed.
    const app = testVisitor(testApp.app);
    const feedPath = `${new URL(first.url).pathname}${new URL(first.url).search}`;
    const feed = await app.get(feedPath);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const parsed = parseCalendar(feed.body);
    expect(parsed.nextStarts(new Date('2026-12-24T01:00:00Z'), 2)).toEqual([
      '2027-01-02T01:00:00.000Z',
      '2027-01-06T12:00:00.000Z',
    ]);
    // Nothing but the schedule and our address: no member, no live link.
    expect(feed.body).not.toContain(member.email);
    expect(feed.body).not.toContain('live.example.jp');
    expect(feed.body).not.toMatch(/ATTENDEE|ORGANIZER|MAILTO/i);

    // The database keeps only a hash of the secret.
    const token = new URL(first.url).searchParams.get('token')!;
    const stored = await testApp.app.db.selectFrom('liveCalendarFeeds').select('tokenHash').execute();
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);

    clock.set('2026-12-25T01:00:00Z');
    const second: CalendarFeedIssued = (await member.post(apiPaths.myLiveCalendarFeed)).json();
    expect(second.url).not.toBe(first.url);
    expect((await app.get(feedPath)).statusCode).toBe(404);
    const secondUrl = new URL(second.url);
    expect((await app.get(`${secondUrl.pathname}${secondUrl.search}`)).statusCode).toBe(200);
    expect(((await member.get(apiPaths.myLive)).json() as MyLiveSettings).calendarFeedIssuedAt).toBe(
      '2026-12-25T01:00:00.000Z',
    );
    for (const guess of ['', 'nothing', `${token}x`, token.slice(1)]) {
      expect((await app.get(apiPaths.liveCalendarFeedFor(guess))).statusCode).toBe(404);
    }
    expect((await app.get(apiPaths.liveCalendarFeed)).statusCode).toBe(400);
    clock.set('2026-12-24T01:00:00Z');
  });

  it('refuses a site name with a line break, so no line of its own reaches the file', async () => {
    const settings = (await admin.get(apiPaths.settings)).json();
    const saved = await admin.request({
      method: 'PUT',
      url: apiPaths.adminSettings,
      payload: { ...settings, siteName: 'ヨガ\rATTENDEE:mailto:x@evil.example' },
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json()).toEqual({ message: copy.admin.siteNameInvalid, field: 'siteName' });
    expect((await admin.get(apiPaths.settings)).json().siteName).toBe(settings.siteName);
  });
});

describe('a site name with control characters from SITE_NAME', () => {
  it('never reaches the calendar file as a line break or a control character', async () => {
    const testApp = await createTestApp({
      clock: fixedClock('2026-12-24T01:00:00Z'),
      env: { SITE_NAME: 'ヨガ\rATTENDEE:mailto:x@evil.example\u0007' },
    });
    try {
      await setPassphrase(testApp.app.db, '2026-12', passphrase);
      const guest = await signedInGuest(testApp.app, passphrase);
      const file = await guest.get(apiPaths.liveCalendar);
      expect(file.statusCode).toBe(200);
      // Every line ends with CRLF; no CR stands alone and no other control character is there.
      // eslint-disable-next-line no-control-regex
      expect(file.body.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u001f\u007f]/);
      expect(file.body).not.toMatch(/^ATTENDEE/m);
      expect(parseCalendar(file.body).events[0]?.summary).toContain('ヨガ\nATTENDEE:mailto:x@evil.example');
    } finally {
      await testApp.close();
    }
  });
});
