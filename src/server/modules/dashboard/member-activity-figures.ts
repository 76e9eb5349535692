import { sql } from 'kysely';
import { addMonths, startOfZonedDay } from '#shared/business-time.js';
import { addDays, mondayOf } from '#shared/streaks.js';
import type { Db } from '#server/db/database.js';
import { longestStreakOf } from '../activity/done-runs.js';
import { memberStatusOf, type ActivityWindow } from '../members/member-activity.js';
import { currentProgramTitlesOf } from '../programs/program-repository.js';

// The dashboard's "who is drifting away" (issue 22): members only (staff are not counted), in
// business days; active and drifting as members/member-activity.ts defines them.

const weeks = 12;
const months = 12;
const driftingShown = 50;

/** 「しばらくお休み中の方」: drifting members, the most recently seen first, with their programs. */
export async function driftingMembers(db: Db, window: ActivityWindow) {
  const base = db
    .selectFrom('users')
    .where('users.staffRole', 'is', null)
    .where(memberStatusOf(window), '=', 'drifting');
  const [rows, { count }] = await Promise.all([
    base
      .select(['users.id', 'users.email', 'users.displayName', 'users.lastVisitAt', 'users.lastDoneDay'])
      .select(longestStreakOf.as('longestStreak'))
      .orderBy(sql`coalesce(${sql.ref('users.lastVisitAt')}, '')`, 'desc')
      .orderBy(sql`coalesce(${sql.ref('users.lastDoneDay')}, '')`, 'desc')
      .orderBy('users.id')
      .limit(driftingShown)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  const programs = await currentProgramTitlesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    total: Number(count),
    items: rows.map((row) => ({
      ...row,
      longestStreak: Number(row.longestStreak),
      programs: programs.get(row.id) ?? [],
    })),
  };
}

/** `value` put in the last of the ascending `bounds` it reaches (the first when none). */
function bucketOf(value: ReturnType<typeof sql.ref>, bounds: string[], labels: string[]) {
  const whens = bounds
    .map((bound, index) => sql`when ${value} >= ${bound} then ${labels[index]}`)
    .slice(1)
    .reverse();
  return sql<string>`case ${sql.join(whens, sql` `)} else ${labels[0]} end`;
}

/**
 * Members who came (a visit day) or recorded やったよ, per business week starting on Monday,
 * the 12 weeks ending with this one, oldest first.
 */
export async function weeklyActiveMembers(db: Db, today: string) {
  const starts = Array.from({ length: weeks }, (_, index) =>
    addDays(mondayOf(today), (index - weeks + 1) * 7),
  );
  const first = starts[0]!;
  const days = db
    .selectFrom('memberVisitDays')
    .select(['userId', 'day'])
    .where('day', '>=', first)
    .union(db.selectFrom('activityLog').select(['userId', 'day']).where('day', '>=', first));
  // Bucketed in a subquery: grouping by the CASE itself would repeat its parameters, which
  // PostgreSQL then takes for a different expression.
  const perWeek = await db
    .selectFrom(
      db
        .selectFrom(days.as('days'))
        .innerJoin('users', 'users.id', 'days.userId')
        .where('users.staffRole', 'is', null)
        .select('days.userId')
        .select(bucketOf(sql.ref('days.day'), starts, starts).as('week'))
        .as('weeks'),
    )
    .select((eb) => ['weeks.week', eb.fn.count<number>('weeks.userId').distinct().as('members')])
    .groupBy('weeks.week')
    .execute();
  const byWeek = new Map(perWeek.map((row) => [row.week, Number(row.members)]));
  return starts.map((weekStart) => ({ weekStart, members: byWeek.get(weekStart) ?? 0 }));
}

/** Per joining month (business zone, the 12 ending with this one): members who joined, active now. */
export async function joiningCohorts(db: Db, window: ActivityWindow, thisMonth: string, timeZone: string) {
  const keys = Array.from({ length: months }, (_, index) => addMonths(thisMonth, index - months + 1));
  const starts = keys.map((key) => {
    const [year, month] = key.split('-').map(Number) as [number, number];
    return startOfZonedDay(year, month, 1, timeZone).toISOString();
  });
  const perMonth = await db
    .selectFrom(
      db
        .selectFrom('users')
        .where('users.staffRole', 'is', null)
        .where('users.createdAt', '>=', starts[0]!)
        .select(bucketOf(sql.ref('users.createdAt'), starts, keys).as('month'))
        .select(memberStatusOf(window).as('status'))
        .as('joined'),
    )
    .select((eb) => [
      'joined.month',
      eb.fn.countAll<number>().as('joined'),
      eb.fn.sum<number>(eb.case().when('joined.status', '=', 'active').then(1).else(0).end()).as('active'),
    ])
    .groupBy('joined.month')
    .execute();
  const byMonth = new Map(perMonth.map((row) => [row.month, row]));
  return keys.map((month) => ({
    month,
    joined: Number(byMonth.get(month)?.joined ?? 0),
    active: Number(byMonth.get(month)?.active ?? 0),
  }));
}
