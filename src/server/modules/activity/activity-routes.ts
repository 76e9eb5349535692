import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths, apiRoutes } from '#shared/api-paths.js';
import { dayKey, monthKey } from '#shared/business-time.js';
import { copy } from '#shared/copy.js';
import { ContentIdParams } from '#shared/schemas/contents.js';
import { ActivityCalendar, ActivityCalendarQuery, DoneState } from '#shared/schemas/keep-going.js';
import { currentStreak, lastSevenDays, longestStreak, monthBounds } from '#shared/streaks.js';
import { HttpError } from '#server/http-error.js';
import { memberId } from '../account/member-id.js';
import { findVisibleContent } from '../contents/content-visibility.js';
import { activeDaysOf, doneBetween, isDone, recordDone, undoDone } from './activity-repository.js';
import { fillMissingDoneRuns, refreshDoneRuns } from './done-runs.js';

// やったよ and the きろく calendar (issue 12). Members only; "today" is the business day
// (APP_TIMEZONE) of the server's clock, whatever zone the machine runs in.
const activityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const today = () => dayKey(app.clock.now(), app.config.timeZone);
  await fillMissingDoneRuns(app.db);

  const contentOptions = (summary: string) => ({
    schema: { summary, tags: ['activity'], params: ContentIdParams, response: { 200: DoneState } },
    config: { access: 'member' as const },
  });

  app.get(
    apiRoutes.contentDone,
    contentOptions('Whether the member recorded やったよ for this content today'),
    async (request) => {
      // Asked only of a content she may see, as pressing it is: an address of made-up words gets
      // 404, never an answer that carries those words into her page (decision 45).
      if (!(await findVisibleContent(app.db, request.params.id, app.clock.now())))
        throw new HttpError(404, copy.detail.notFound);
      const day = today();
      return {
        done: await isDone(app.db, { userId: memberId(request.visitor), contentId: request.params.id, day }),
        day,
      };
    },
  );

  app.put(
    apiRoutes.contentDone,
    contentOptions('Record やったよ for this content today (once a day: pressing again changes nothing)'),
    async (request) => {
      const userId = memberId(request.visitor);
      if (!(await findVisibleContent(app.db, request.params.id, app.clock.now())))
        throw new HttpError(404, copy.detail.notFound);
      const now = app.clock.now();
      const day = dayKey(now, app.config.timeZone);
      await recordDone(app.db, { userId, contentId: request.params.id, day, now });
      await refreshDoneRuns(app.db, userId);
      return { done: true, day };
    },
  );

  app.delete(
    apiRoutes.contentDone,
    contentOptions("Undo today's やったよ for this content (earlier days stay)"),
    async (request) => {
      const day = today();
      const userId = memberId(request.visitor);
      await undoDone(app.db, { userId, contentId: request.params.id, day });
      await refreshDoneRuns(app.db, userId);
      return { done: false, day };
    },
  );

  app.get(
    apiPaths.activityCalendar,
    {
      schema: {
        summary:
          "A month of the member's やったよ by day, with her current and longest streaks and the last 7 days",
        tags: ['activity'],
        querystring: ActivityCalendarQuery,
        response: { 200: ActivityCalendar },
      },
      config: { access: 'member' },
    },
    async (request) => {
      const userId = memberId(request.visitor);
      const now = app.clock.now();
      const day = dayKey(now, app.config.timeZone);
      const month = request.query.month ?? monthKey(now, app.config.timeZone);
      const [first, last] = monthBounds(month);
      const [activeDays, entries] = await Promise.all([
        activeDaysOf(app.db, userId),
        doneBetween(app.db, userId, first, last, app.clock.now()),
      ]);
      const byDay = new Map<string, { id: string; title: string }[]>();
      for (const entry of entries)
        byDay.set(entry.day, [...(byDay.get(entry.day) ?? []), { id: entry.id, title: entry.title }]);
      return {
        month,
        today: day,
        days: [...byDay].map(([date, contents]) => ({ day: date, count: contents.length, contents })),
        monthTotal: entries.length,
        currentStreak: currentStreak(activeDays, day),
        longestStreak: longestStreak(activeDays),
        lastSevenDays: lastSevenDays(activeDays, day),
      };
    },
  );
};

export default activityRoutes;
