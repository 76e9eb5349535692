import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { dayKey, monthKey, startOfZonedDay } from '#shared/business-time.js';
import { apiPaths } from '#shared/api-paths.js';
import { Dashboard } from '#shared/schemas/admin.js';
import { keepGoingFigures } from '../activity/activity-stats-repository.js';
import { staffRead } from '../audit/record-staff-action.js';
import { topViewedContents, viewsPerDay } from '../contents/view-count-repository.js';
import { activityWindow } from '../members/member-activity.js';
import { countMembers, countMembersSignedInSince } from './dashboard-repository.js';
import { driftingMembers, joiningCohorts, weeklyActiveMembers } from './member-activity-figures.js';

const days = 30;

/** The last `count` business days, oldest first, as YYYY-MM-DD. */
function lastDays(now: Date, timeZone: string, count: number): string[] {
  const [year, month, day] = dayKey(now, timeZone).split('-').map(Number) as [number, number, number];
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1, day - (count - 1 - index)));
    return date.toISOString().slice(0, 10);
  });
}

const dashboardAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    apiPaths.adminDashboard,
    staffRead(
      'Members, members active this month, views per day (30 days), top 10 contents this month, drifting members, weekly active members, joining cohorts',
      Dashboard,
    ),
    async (request) => {
      const now = app.clock.now();
      // The dashboard is every staff member's; the members it names are the オーナー's alone.
      const isOwner = request.visitor.kind === 'member' && request.visitor.user.staffRole === 'owner';
      const timeZone = app.config.timeZone;
      const month = monthKey(now, timeZone);
      const [year, monthNumber] = month.split('-').map(Number) as [number, number];
      const monthStart = startOfZonedDay(year, monthNumber, 1, timeZone).toISOString();
      const window = lastDays(now, timeZone, days);

      const activity = activityWindow(now, timeZone);
      const [members, activeThisMonth, perDay, topContents, drifting, weeklyActive, cohorts] =
        await Promise.all([
          countMembers(app.db),
          countMembersSignedInSince(app.db, monthStart),
          viewsPerDay(app.db, window[0]!),
          topViewedContents(app.db, `${month}-01`, 10),
          isOwner ? driftingMembers(app.db, activity) : undefined,
          weeklyActiveMembers(app.db, activity.today),
          joiningCohorts(app.db, activity, month, timeZone),
        ]);
      const viewsByDay = new Map(perDay.map((row) => [row.day, row.views]));
      return {
        members,
        activeThisMonth,
        viewsPerDay: window.map((day) => ({ day, views: viewsByDay.get(day) ?? 0 })),
        topContents,
        ...(drifting ? { drifting } : {}),
        weeklyActive,
        cohorts,
        ...(await keepGoingFigures(app.db, now, timeZone)),
      };
    },
  );
};

export default dashboardAdminRoutes;
