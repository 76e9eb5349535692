import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { apiPaths } from '#shared/api-paths.js';
import { dayKey } from '#shared/business-time.js';
import { copy } from '#shared/copy.js';
import { addDays } from '#shared/live-schedule.js';
import { Message } from '#shared/schemas/auth.js';
import {
  CalendarFeedIssued,
  CalendarFeedQuery,
  LiveOverview,
  LiveReminderInput,
  LiveReminderSaved,
  MyLiveSettings,
  ReminderStopInput,
} from '#shared/schemas/live.js';
import { HttpError } from '#server/http-error.js';
import { latestLiveArchive } from './live-archive-repository.js';
import { visibleAt } from '../contents/content-visibility.js';
import { googleCalendarUrl, googleSubscribeUrl, liveCalendar } from './live-calendar.js';
import {
  calendarFeedExists,
  calendarFeedIssuedAt,
  hasReminder,
  issueCalendarFeed,
  setReminder,
} from './live-member-repository.js';
import { memberOfStopToken } from './live-reminder-repository.js';
import { listExceptions, readLiveSchedule, toLiveException } from './live-schedule-repository.js';
import { liveOverview } from './live-views.js';
import { memberId } from '../account/member-id.js';

const calendarText = Type.String({ description: 'text/calendar (RFC 5545)' });

/** The member area's live lesson: the card, the calendar file and feed, my page's settings. */
const liveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { timeZone } = app.config;
  /** The page members are sent to (in the calendar, in mail): our own, never the live link. */
  const livePageUrl = `${app.config.publicUrl}/member/live`;

  /** The weekly lesson as of now, named as the calendar file and the Google link both name it. */
  async function calendarNow() {
    const now = app.clock.now();
    const [schedule, rows, settings] = await Promise.all([
      readLiveSchedule(app.db),
      // A year back is enough for the calendar's EXDATEs (its series starts last month).
      listExceptions(app.db, addDays(dayKey(now, timeZone), -366)),
      app.siteSettings.get(),
    ]);
    const exceptions = rows.map(toLiveException);
    const calendar = {
      schedule,
      exceptions,
      now,
      timeZone,
      siteName: settings.siteName,
      pageUrl: livePageUrl,
    };
    return { calendar, settings };
  }

  async function sendCalendar(reply: FastifyReply, disposition: 'attachment' | 'inline') {
    const { calendar } = await calendarNow();
    const text = liveCalendar({ ...calendar, uidDomain: new URL(app.config.publicUrl).hostname });
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `${disposition}; filename="live-lesson.ics"`)
      .header('cache-control', 'private, no-cache')
      .send(text);
  }

  async function myLiveSettings(userId: string) {
    const [reminder, issuedAt] = await Promise.all([
      hasReminder(app.db, userId),
      calendarFeedIssuedAt(app.db, userId),
    ]);
    return { reminder, calendarFeedIssuedAt: issuedAt };
  }

  app.get(
    apiPaths.live,
    {
      schema: {
        summary:
          'The next live lesson, where now stands relative to it, the join link and the latest archive',
        tags: ['live'],
        response: { 200: LiveOverview },
      },
      config: { access: 'visitor' },
    },
    async () => {
      const { calendar, settings } = await calendarNow();
      const { schedule, exceptions, now } = calendar;
      return liveOverview({
        schedule,
        exceptions,
        now,
        timeZone,
        // The route is for guests and members only, who are the ones given the link.
        liveUrl: settings.liveLessonUrl,
        latestArchive: await latestLiveArchive(app.db, visibleAt(now)),
        googleCalendarUrl: googleCalendarUrl(calendar),
      });
    },
  );

  app.get(
    apiPaths.liveCalendar,
    {
      schema: {
        summary: 'The weekly live lesson as an iCalendar file to download',
        tags: ['live'],
        response: { 200: calendarText },
      },
      config: { access: 'visitor' },
    },
    async (_request, reply) => sendCalendar(reply, 'attachment'),
  );

  app.get(
    apiPaths.liveCalendarFeed,
    {
      schema: {
        summary: "A member's calendar subscription (webcal): the same file, behind her secret address",
        tags: ['live'],
        querystring: CalendarFeedQuery,
        response: { 200: calendarText },
      },
      // Calendar apps carry no session: the secret in the address is the key.
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { token } = request.query;
      if (!(await calendarFeedExists(app.db, token))) throw new HttpError(404, copy.site.notFound);
      return sendCalendar(reply, 'inline');
    },
  );

  app.post(
    apiPaths.liveReminderStop,
    {
      schema: {
        summary: 'Stop the reminder mails with the link in one of them (no sign-in)',
        tags: ['live'],
        body: ReminderStopInput,
        response: { 200: Message },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const userId = await memberOfStopToken(app.db, request.body.token);
      if (!userId) throw new HttpError(400, copy.live.stop.invalid);
      await setReminder(app.db, userId, false, app.clock.now());
      return { message: copy.live.stop.done };
    },
  );

  app.get(
    apiPaths.myLive,
    {
      schema: {
        summary: "The member's live-lesson reminder and calendar subscription",
        tags: ['live'],
        response: { 200: MyLiveSettings },
      },
      config: { access: 'member' },
    },
    async (request) => {
      return myLiveSettings(memberId(request.visitor));
    },
  );

  app.put(
    apiPaths.myLiveReminder,
    {
      schema: {
        summary: 'Turn the reminder mail (the day before, 12:00) on or off',
        tags: ['live'],
        body: LiveReminderInput,
        response: { 200: LiveReminderSaved },
      },
      config: { access: 'member' },
    },
    async (request) => {
      const userId = memberId(request.visitor);
      await setReminder(app.db, userId, request.body.enabled, app.clock.now());
      return {
        message: request.body.enabled ? copy.live.mypage.reminderOn : copy.live.mypage.reminderOff,
        settings: await myLiveSettings(userId),
      };
    },
  );

  app.post(
    apiPaths.myLiveCalendarFeed,
    {
      schema: {
        summary: 'Issue a new subscription address (the previous one stops working); shown only now',
        tags: ['live'],
        response: { 200: CalendarFeedIssued },
      },
      config: { access: 'member' },
    },
    async (request) => {
      const userId = memberId(request.visitor);
      const token = await issueCalendarFeed(app.db, userId, app.clock.now());
      const url = `${app.config.publicUrl}${apiPaths.liveCalendarFeedFor(token)}`;
      return {
        message: copy.live.mypage.issued,
        url,
        webcalUrl: url.replace(/^https?:/, 'webcal:'),
        googleUrl: googleSubscribeUrl(url),
        settings: await myLiveSettings(userId),
      };
    },
  );
};

export default liveRoutes;
