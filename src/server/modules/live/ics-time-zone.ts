import { zonedParts } from '#shared/business-time.js';

// A VTIMEZONE component (RFC 5545 §3.6.5) for an IANA zone, worked out from what Intl knows:
// a fixed-offset zone (Asia/Tokyo) is one STANDARD observance; a zone with daylight saving gets
// its yearly rules back as RRULEs (e.g. the second Sunday of March), so the calendar stays right
// for the years after the file was made. Rules that changed inside the years looked at are
// written out transition by transition instead.

const minuteMs = 60_000;
const dayMs = 24 * 60 * minuteMs;

/** Minutes east of UTC at an instant. */
function offsetMinutes(instant: number, timeZone: string): number {
  const p = zonedParts(new Date(instant), timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / minuteMs);
}

type Transition = { at: number; from: number; to: number };

/** Offset changes from the start of `fromYear` to the end of `toYear`, to the minute. */
function transitions(timeZone: string, fromYear: number, toYear: number): Transition[] {
  const found: Transition[] = [];
  const end = Date.UTC(toYear + 1, 0, 1);
  let previous = Date.UTC(fromYear, 0, 1);
  let previousOffset = offsetMinutes(previous, timeZone);
  for (let instant = previous + dayMs; instant <= end; instant += dayMs) {
    const offset = offsetMinutes(instant, timeZone);
    if (offset !== previousOffset) {
      let low = previous;
      let high = instant;
      while (high - low > minuteMs) {
        const middle = low + Math.floor((high - low) / 2 / minuteMs) * minuteMs;
        if (offsetMinutes(middle, timeZone) === previousOffset) low = middle;
        else high = middle;
      }
      found.push({ at: high, from: previousOffset, to: offset });
    }
    previous = instant;
    previousOffset = offset;
  }
  return found;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const size = Math.abs(minutes);
  return `${sign}${pad(Math.floor(size / 60))}${pad(size % 60)}`;
}

/** The wall clock (as a UTC date) that the given offset shows at an instant. */
function wallAt(instant: number, offset: number): Date {
  return new Date(instant + offset * minuteMs);
}

function localStamp(wall: Date): string {
  return (
    `${pad(wall.getUTCFullYear(), 4)}${pad(wall.getUTCMonth() + 1)}${pad(wall.getUTCDate())}` +
    `T${pad(wall.getUTCHours())}${pad(wall.getUTCMinutes())}${pad(wall.getUTCSeconds())}`
  );
}

const weekdayCodes = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

/** The zone's abbreviation (PST, JST), when some locale knows one; TZNAME is optional anyway. */
function shortName(instant: number, timeZone: string): string | undefined {
  for (const locale of ['en-US', 'ja-JP']) {
    const name = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' })
      .formatToParts(new Date(instant))
      .find((part) => part.type === 'timeZoneName')?.value;
    if (name && !/^(GMT|UTC)/.test(name)) return name;
  }
  return undefined;
}

function observance(
  kind: 'STANDARD' | 'DAYLIGHT',
  start: string,
  from: number,
  to: number,
  extra: string[],
  name?: string,
) {
  return [
    `BEGIN:${kind}`,
    `DTSTART:${start}`,
    `TZOFFSETFROM:${utcOffset(from)}`,
    `TZOFFSETTO:${utcOffset(to)}`,
    ...(name ? [`TZNAME:${name}`] : []),
    ...extra,
    `END:${kind}`,
  ];
}

/**
 * The yearly rule of a group of transitions, when every year of the group follows it: month,
 * weekday, wall time, and the nth (1–4) or last (-1) such weekday of the month.
 */
function yearlyRule(group: Transition[], years: number): string | null {
  if (group.length !== years) return null;
  const walls = group.map((transition) => wallAt(transition.at, transition.from));
  const first = walls[0]!;
  const sameShape = walls.every(
    (wall) =>
      wall.getUTCMonth() === first.getUTCMonth() &&
      wall.getUTCDay() === first.getUTCDay() &&
      wall.getUTCHours() === first.getUTCHours() &&
      wall.getUTCMinutes() === first.getUTCMinutes(),
  );
  if (!sameShape) return null;
  const daysInMonth = (wall: Date) =>
    new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() + 1, 0)).getUTCDate();
  const isLast = walls.every((wall) => wall.getUTCDate() + 7 > daysInMonth(wall));
  const nth = Math.ceil(first.getUTCDate() / 7);
  const sameNth = walls.every((wall) => Math.ceil(wall.getUTCDate() / 7) === nth);
  const position = isLast ? -1 : sameNth && nth <= 4 ? nth : null;
  if (position === null) return null;
  return `RRULE:FREQ=YEARLY;BYMONTH=${first.getUTCMonth() + 1};BYDAY=${position}${weekdayCodes[first.getUTCDay()]}`;
}

/** The lines of a VTIMEZONE for `timeZone`, valid from `fromYear` on. */
export function vtimezoneLines(timeZone: string, fromYear: number): string[] {
  const years = 6;
  const found = transitions(timeZone, fromYear, fromYear + years - 1);
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  if (found.length === 0) {
    const offset = offsetMinutes(Date.UTC(fromYear, 0, 1), timeZone);
    const name = shortName(Date.UTC(fromYear, 0, 1), timeZone);
    lines.push(...observance('STANDARD', '19700101T000000', offset, offset, [], name));
    return [...lines, 'END:VTIMEZONE'];
  }
  // Two kinds of change a year (to summer time and back), each ideally one yearly rule.
  const groups = new Map<string, Transition[]>();
  for (const transition of found) {
    const key = `${transition.from}>${transition.to}`;
    groups.set(key, [...(groups.get(key) ?? []), transition]);
  }
  for (const group of groups.values()) {
    const { from, to } = group[0]!;
    const kind = to > from ? 'DAYLIGHT' : 'STANDARD';
    const rule = yearlyRule(group, years);
    const written = rule ? [group[0]!] : group;
    for (const transition of written) {
      lines.push(
        ...observance(
          kind,
          localStamp(wallAt(transition.at, transition.from)),
          transition.from,
          transition.to,
          rule ? [rule] : [],
          shortName(transition.at, timeZone),
        ),
      );
    }
  }
  return [...lines, 'END:VTIMEZONE'];
}
