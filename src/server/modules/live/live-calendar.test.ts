import { afterEach, describe, expect, it } from 'vitest';
import { parseCalendar } from '#tests/support/ical.js';
import {
  lessonsBetween,
  liveLessonState,
  type LiveException,
  type LiveSchedule,
} from '#shared/live-schedule.js';
import {
  escapeText,
  foldLine,
  googleCalendarUrl,
  googleSubscribeUrl,
  liveCalendar,
} from './live-calendar.js';

const wednesdayNine: LiveSchedule = { weekday: 3, startTime: '21:00', durationMinutes: 60 };
const exceptions: LiveException[] = [
  { kind: 'cancel', date: '2026-12-30' },
  { kind: 'extra', date: '2027-01-02', startTime: '10:00' },
];
const base = {
  schedule: wednesdayNine,
  exceptions,
  now: new Date('2026-12-24T00:00:00Z'),
  siteName: 'からだ日和',
  pageUrl: 'https://karada.example.jp/member/live',
  uidDomain: 'karada.example.jp',
};

const octets = (line: string) => new TextEncoder().encode(line).length;

describe('the live lesson calendar file', () => {
  const text = liveCalendar({ ...base, timeZone: 'Asia/Tokyo' });

  it('is CRLF text with no line over 75 octets, folded between characters', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    expect(lines.every((line) => octets(line) <= 75)).toBe(true);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(text).not.toContain('\uFFFD');
  });

  it('describes Tokyo with one fixed +0900 observance and never a floating or UTC-only start', () => {
    expect(text).toContain(
      'BEGIN:VTIMEZONE\r\nTZID:Asia/Tokyo\r\nBEGIN:STANDARD\r\nDTSTART:19700101T000000\r\nTZOFFSETFROM:+0900\r\nTZOFFSETTO:+0900',
    );
    const events = text.split('BEGIN:VEVENT').slice(1).join('\n');
    const times = events.split(/\r\n|\n/).filter((line) => /^(DTSTART|DTEND|EXDATE)[;:]/.test(line));
    expect(times.length).toBe(5);
    expect(
      times.every((line) => /^(DTSTART|DTEND|EXDATE);TZID=Asia\/Tokyo:\d{8}T\d{6}(,|$)/.test(line)),
    ).toBe(true);
  });

  it('reads back with ical.js as the next four lessons, お休み absent, one-off included', () => {
    const calendar = parseCalendar(text);
    expect(calendar.nextStarts(base.now, 4)).toEqual([
      '2027-01-02T01:00:00.000Z',
      '2027-01-06T12:00:00.000Z',
      '2027-01-13T12:00:00.000Z',
      '2027-01-20T12:00:00.000Z',
    ]);
    expect(calendar.nextStarts(new Date('2026-12-30T00:00:00Z'), 10)).not.toContain(
      '2026-12-30T12:00:00.000Z',
    );
    for (const event of calendar.events) {
      expect(event.url).toBe(base.pageUrl);
      expect(event.alarmTriggers).toEqual(['-PT30M']);
      expect(event.durationMinutes).toBe(60);
      expect(event.summary).toBe('からだ日和 ライブレッスン');
    }
    expect(calendar.events.map((event) => event.uid)).toEqual([
      'live-lesson-weekly@karada.example.jp',
      'live-lesson-extra-20270102@karada.example.jp',
    ]);
  });

  it('keeps its UIDs from one week to the next, so calendars update rather than duplicate', () => {
    const later = parseCalendar(
      liveCalendar({ ...base, timeZone: 'Asia/Tokyo', now: new Date('2027-01-09T00:00:00Z') }),
    );
    expect(later.events.map((event) => event.uid)).toEqual(
      parseCalendar(text).events.map((event) => event.uid),
    );
  });

  it('escapes text values', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    // A lone CR or any other control character must not end the line or reach the reader.
    expect(escapeText('ヨガ\rATTENDEE:x')).toBe('ヨガ\\nATTENDEE:x');
    expect(escapeText('a\r\nb\u0000c\td\u001be\u007f')).toBe('a\\nbcde');
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('あ'.repeat(30)).split('\r\n ').map(octets)).toEqual([75, 15]);
  });
});

// Across several years, so the yearly rules written into VTIMEZONE are checked, not just this year.
describe.each([
  ['America/Los_Angeles', '2026-10-20', '2031-12-31'],
  ['Europe/Berlin', '2026-10-20', '2031-12-31'],
  ['Australia/Sydney', '2026-10-01', '2031-12-31'],
])('a business zone with daylight saving: %s', (timeZone, from, to) => {
  it('gives every weekly lesson its wall-clock time on both sides of each change', () => {
    const calendar = parseCalendar(
      liveCalendar({ ...base, exceptions: [], timeZone, now: new Date(`${from}T00:00:00Z`) }),
    );
    const expected = lessonsBetween(wednesdayNine, [], from, to, timeZone).map((lesson) =>
      lesson.startsAt.toISOString(),
    );
    const weekly = calendar.events[0]!;
    expect(
      weekly.startsFrom(new Date(`${from}T00:00:00Z`), expected.length).map((date) => date.toISOString()),
    ).toEqual(expected);
    expect(expected.length).toBeGreaterThan(250);
  });
});

describe('Google Calendar links', () => {
  it('opens the event form with the next weekly lesson, its zone and its rule', () => {
    const url = new URL(googleCalendarUrl({ ...base, timeZone: 'Asia/Tokyo' })!);
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20270106T210000/20270106T220000');
    expect(url.searchParams.get('ctz')).toBe('Asia/Tokyo');
    expect(url.searchParams.get('recur')).toBe('RRULE:FREQ=WEEKLY;BYDAY=WE');
    expect(url.searchParams.get('text')).toBe('からだ日和 ライブレッスン');
  });

  it('subscribes to a feed by its webcal address', () => {
    const url = new URL(googleSubscribeUrl('https://karada.example.jp/api/live/feed.ics?token=abc'));
    expect(url.searchParams.get('cid')).toBe('webcal://karada.example.jp/api/live/feed.ics?token=abc');
  });
});

describe('the machine’s own zone does not matter', () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  it.each(['UTC', 'America/Los_Angeles', 'Asia/Tokyo', 'Pacific/Kiritimati'])('in %s', (zone) => {
    process.env.TZ = zone;
    const state = liveLessonState(wednesdayNine, [], new Date('2026-12-31T16:00:00Z'), 'Asia/Tokyo');
    expect(state.next?.date).toBe('2027-01-06');
    expect(state.next?.startsAt.toISOString()).toBe('2027-01-06T12:00:00.000Z');
    const calendar = parseCalendar(liveCalendar({ ...base, timeZone: 'Asia/Tokyo' }));
    expect(calendar.nextStarts(base.now, 2)).toEqual([
      '2027-01-02T01:00:00.000Z',
      '2027-01-06T12:00:00.000Z',
    ]);
  });
});
