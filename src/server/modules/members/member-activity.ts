import { sql, type RawBuilder } from 'kysely';
import { dayKey, startOfZonedDay } from '#shared/business-time.js';
import { activeWindowDays, type MemberStatus } from '#shared/schemas/admin.js';
import { addDays } from '#shared/streaks.js';
import { currentStreakOf } from '../activity/done-runs.js';

// Who is active and who is drifting away (issue 22), in business days (APP_TIMEZONE). One
// definition, written once as SQL, for the member list's filter and status and the dashboard:
//   disabled  staff disabled her;
//   active    a visit or a やったよ within the 14 business days ending today (since 00:00 of the
//             13th day before today);
//   drifting  she came or recorded やったよ once, but nothing within those 14 days;
//   new       nothing yet (an imported member who never signed in).

export type ActivityWindow = {
  today: string;
  /** The first business day of the 14. */
  sinceDay: string;
  /** 00:00 of sinceDay in the business zone, ISO 8601 UTC. */
  since: string;
};

export function activityWindow(now: Date, timeZone: string): ActivityWindow {
  const today = dayKey(now, timeZone);
  const sinceDay = addDays(today, -(activeWindowDays - 1));
  const [year, month, day] = sinceDay.split('-').map(Number) as [number, number, number];
  return { today, sinceDay, since: startOfZonedDay(year, month, day, timeZone).toISOString() };
}

export function memberStatusOf(window: ActivityWindow): RawBuilder<MemberStatus> {
  const lastVisit = sql.ref('users.lastVisitAt');
  const lastDone = sql.ref('users.lastDoneDay');
  return sql<MemberStatus>`case
    when ${sql.ref('users.disabledAt')} is not null then 'disabled'
    when ${lastVisit} >= ${window.since} or ${lastDone} >= ${window.sinceDay} then 'active'
    when ${lastVisit} is not null or ${lastDone} is not null then 'drifting'
    else 'new' end`;
}

/** What the member list and the dashboard show of each member's coming and going. */
export function memberActivityColumns(window: ActivityWindow) {
  return [
    'users.lastVisitAt',
    'users.lastDoneDay',
    currentStreakOf(window.today).as('currentStreak'),
    memberStatusOf(window).as('status'),
  ] as const;
}
