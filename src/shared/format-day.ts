// A publication day as members read it, shared by the web app and the server's first screen
// (src/shared/member-first-screen.ts), so both write the same words.

const dayFormat = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-11-21" (a calendar day, as the API sends publication dates) → "2026年11月21日". */
export function formatDay(day: string): string {
  const match = dayPattern.exec(day);
  if (!match) return day;
  const [, year, month, dayOfMonth] = match;
  // A calendar day, not an instant: read at noon UTC it is the same day whatever the zone.
  return dayFormat.format(new Date(Date.UTC(Number(year), Number(month) - 1, Number(dayOfMonth), 12)));
}
