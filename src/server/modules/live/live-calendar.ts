import { dayKey } from '#shared/business-time.js';
import { copy } from '#shared/copy.js';
import {
  addDays,
  upcomingLessons,
  weekdayOf,
  type LiveException,
  type LiveSchedule,
} from '#shared/live-schedule.js';
import { vtimezoneLines } from './ics-time-zone.js';

// The weekly live lesson as an iCalendar file (RFC 5545): the series with its rule, its
// お休み as EXDATEs, each one-off lesson as its own event, a reminder 30 minutes before. The
// same text is the download and the subscription feed, and it holds nothing but the schedule
// and the site's own address (never the live link).

export type CalendarInput = {
  schedule: LiveSchedule;
  exceptions: readonly LiveException[];
  now: Date;
  timeZone: string;
  siteName: string;
  /** Where members see the lesson and its join button: our own page. */
  pageUrl: string;
  /** Host part of the UIDs, stable for the site. */
  uidDomain: string;
};

const weekdayCodes = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

/** "2026-11-25" + "21:00" → "20261125T210000" (a local time, read with TZID). */
function localDateTime(date: string, time: string): string {
  return `${date.replaceAll('-', '')}T${time.replace(':', '')}00`;
}

/** The local date and time `minutes` after a local date and time, on the wall clock. */
function addWallMinutes(date: string, time: string, minutes: number): { date: string; time: string } {
  const [hours, mins] = time.split(':').map(Number) as [number, number];
  const total = hours * 60 + mins + minutes;
  const days = Math.floor(total / 1440);
  const rest = total - days * 1440;
  const pad = (value: number) => String(value).padStart(2, '0');
  return { date: addDays(date, days), time: `${pad(Math.floor(rest / 60))}:${pad(rest % 60)}` };
}

function utcStamp(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** TEXT value escaping (§3.3.11). */
export function escapeText(text: string): string {
  return (
    text
      .replace(/[\\;,]/g, (character) => `\\${character}`)
      .replace(/\r\n|\r|\n/g, '\\n')
      // Any other control character could end the line or confuse a reader: it is dropped.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, '')
  );
}

const encoder = new TextEncoder();

/** Lines longer than 75 octets are folded (§3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let limit = 75;
  for (const character of line) {
    const length = encoder.encode(character).length;
    if (size + length > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = 74; // the leading space of a continuation line counts
    }
    current += character;
    size += length;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The series starts on the first weekly lesson of last month: a little history, then onwards. */
function seriesStart(schedule: LiveSchedule, now: Date, timeZone: string): string {
  const [year, month] = dayKey(now, timeZone).split('-').map(Number) as [number, number];
  const firstOfLastMonth =
    month === 1
      ? `${String(year - 1).padStart(4, '0')}-12-01`
      : `${year}-${String(month - 1).padStart(2, '0')}-01`;
  return addDays(firstOfLastMonth, (schedule.weekday - weekdayOf(firstOfLastMonth) + 7) % 7);
}

export function liveCalendar(input: CalendarInput): string {
  const { schedule, exceptions, now, timeZone, siteName, pageUrl, uidDomain } = input;
  const start = seriesStart(schedule, now, timeZone);
  const summary = escapeText(copy.live.calendarName(siteName));
  const description = escapeText(copy.live.calendarDescription(pageUrl));
  const stamp = utcStamp(now);
  const zone = `TZID=${timeZone}`;
  const alarm = [
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(copy.live.alarm)}`,
    'TRIGGER:-PT30M',
    'END:VALARM',
  ];
  const event = (uid: string, date: string, time: string, extra: string[]) => {
    const end = addWallMinutes(date, time, schedule.durationMinutes);
    return [
      'BEGIN:VEVENT',
      `UID:${uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;${zone}:${localDateTime(date, time)}`,
      `DTEND;${zone}:${localDateTime(end.date, end.time)}`,
      ...extra,
      `SUMMARY:${summary}`,
      `DESCRIPTION:${description}`,
      `URL:${pageUrl}`,
      ...alarm,
      'END:VEVENT',
    ];
  };

  // Cancelled dates that fall on the series' days, from its start on.
  const cancelled = exceptions
    .filter((exception) => exception.kind === 'cancel')
    .map((exception) => exception.date)
    .filter((date) => date >= start && weekdayOf(date) === schedule.weekday)
    .sort();
  const series = event(`live-lesson-weekly@${uidDomain}`, start, schedule.startTime, [
    `RRULE:FREQ=WEEKLY;BYDAY=${weekdayCodes[schedule.weekday]}`,
    ...(cancelled.length > 0
      ? [`EXDATE;${zone}:${cancelled.map((date) => localDateTime(date, schedule.startTime)).join(',')}`]
      : []),
  ]);
  const extras = exceptions
    .filter((exception) => exception.kind === 'extra' && exception.date >= start)
    .sort((a, b) => a.date.localeCompare(b.date))
    .flatMap((exception) =>
      exception.kind === 'extra'
        ? event(
            `live-lesson-extra-${exception.date.replaceAll('-', '')}@${uidDomain}`,
            exception.date,
            exception.startTime,
            [],
          )
        : [],
    );

  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(siteName)}//live lesson//JA`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${summary}`,
    `X-WR-TIMEZONE:${timeZone}`,
    // Subscribed calendars look again every few hours, so お休み reach them in time.
    'REFRESH-INTERVAL;VALUE=DURATION:PT6H',
    'X-PUBLISHED-TTL:PT6H',
    ...vtimezoneLines(timeZone, Number(start.slice(0, 4)) - 1),
    ...series,
    ...extras,
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/**
 * Google Calendar's "new event" form filled with the next weekly lesson and its rule. Google's
 * form takes no exceptions: お休み and one-offs reach Google through the subscription instead.
 */
export function googleCalendarUrl(input: Omit<CalendarInput, 'uidDomain'>): string | null {
  const { schedule, exceptions, now, timeZone, siteName, pageUrl } = input;
  const regularOnly = exceptions.filter((exception) => exception.kind === 'cancel');
  const next = upcomingLessons(schedule, regularOnly, now, timeZone, 8).find(
    (lesson) => lesson.kind === 'regular' && !lesson.cancelled,
  );
  if (!next) return null;
  const end = addWallMinutes(next.date, next.startTime, schedule.durationMinutes);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: copy.live.calendarName(siteName),
    dates: `${localDateTime(next.date, next.startTime)}/${localDateTime(end.date, end.time)}`,
    ctz: timeZone,
    details: copy.live.calendarDescription(pageUrl),
    recur: `RRULE:FREQ=WEEKLY;BYDAY=${weekdayCodes[schedule.weekday]}`,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** Google Calendar's "add by URL" for a subscription feed. */
export function googleSubscribeUrl(feedUrl: string): string {
  const webcal = feedUrl.replace(/^https?:/, 'webcal:');
  return `https://calendar.google.com/calendar/render?${new URLSearchParams({ cid: webcal }).toString()}`;
}
