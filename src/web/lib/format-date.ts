import { defaultTimeZone, isValidTimeZone } from '#shared/business-time.js';

// Dates and times as members read them: Japanese, in the business time zone
// (docs/product.md#months-and-the-business-time-zone),
// whatever zone the phone is set to.

type PageRoot = { dataset: Partial<Record<string, string>> };

/**
 * The business time zone the server wrote on the page's root element (APP_TIMEZONE,
 * src/server/web/fill-page.ts); the default zone when there is none or it cannot be read.
 */
export function pageTimeZone(root: PageRoot | undefined): string {
  const given = root?.dataset.timeZone;
  return given && isValidTimeZone(given) ? given : defaultTimeZone;
}

// Read through globalThis: this module is also loaded by tests that run without a page.
export const businessTimeZone = pageTimeZone(
  (globalThis as { document?: { documentElement: PageRoot } }).document?.documentElement,
);

const dateFormat = new Intl.DateTimeFormat('ja-JP', {
  timeZone: businessTimeZone,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

const timeFormat = new Intl.DateTimeFormat('ja-JP', {
  timeZone: businessTimeZone,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export { formatDay } from '#shared/format-day.js';

/** An instant (ISO text) → its day and time in the business zone: ["2026年11月21日", "21:05"]. */
export function formatDateTime(instant: string): [date: string, time: string] {
  const value = new Date(instant);
  if (Number.isNaN(value.getTime())) return [instant, ''];
  return [dateFormat.format(value), timeFormat.format(value)];
}
