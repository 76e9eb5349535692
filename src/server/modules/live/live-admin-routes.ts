import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { randomUUID } from 'node:crypto';
import { apiPaths, apiRoutes } from '#shared/api-paths.js';
import { dayKey } from '#shared/business-time.js';
import { liveExceptionFields, liveExceptionProblem } from '#shared/checks/live-exception-checks.js';
import { liveScheduleFields, liveScheduleProblem } from '#shared/checks/live-schedule-checks.js';
import { copy } from '#shared/copy.js';
import { addDays, lessonDayLabel } from '#shared/live-schedule.js';
import { fieldErrorResponse } from '#shared/schemas/error.js';
import {
  AdminLive,
  AdminLiveSaved,
  LiveExceptionBody,
  LiveExceptionParams,
  LiveScheduleBody,
} from '#shared/schemas/live.js';
import { HttpError, inputError } from '#server/http-error.js';
import {
  deleteException,
  findException,
  insertException,
  listExceptions,
  readLiveSchedule,
  saveLiveSchedule,
  toLiveException,
} from './live-schedule-repository.js';
import { changedFields, createdFields } from '../audit/changed-fields.js';
import { recordedChange, recordStaffAction, staffRead } from '../audit/record-staff-action.js';
import { adminLive } from './live-views.js';

/** Past exceptions stay listed for a year, so staff can see what members were told. */
const pastShownDays = 366;

/** Staff's side of the live lesson: the weekly schedule, お休み and 特別回. */
const liveAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { timeZone } = app.config;

  async function currentLive() {
    const now = app.clock.now();
    const today = dayKey(now, timeZone);
    const [schedule, rows] = await Promise.all([
      readLiveSchedule(app.db),
      listExceptions(app.db, addDays(today, -pastShownDays)),
    ]);
    return adminLive({ schedule, rows, exceptions: rows.map(toLiveException), now, today, timeZone });
  }

  app.get(
    apiPaths.adminLive,
    staffRead('The live lesson schedule, its exceptions (past ones too) and the next lessons', AdminLive),
    async () => currentLive(),
  );

  app.put(
    apiPaths.adminLiveSchedule,
    {
      schema: {
        summary: 'Change the weekly schedule: weekday, start time, duration (business time)',
        body: LiveScheduleBody,
        response: { 200: AdminLiveSaved },
      },
      config: { form: { fields: liveScheduleFields, problem: liveScheduleProblem }, audit: 'recorded' },
    },
    async (request) => {
      const before = await readLiveSchedule(app.db);
      await saveLiveSchedule(app.db, request.body, app.clock.now());
      await recordStaffAction(app.db, request, {
        action: 'live.schedule_update',
        target: { id: null, label: copy.audit.liveScheduleLabel },
        changes: changedFields(before, request.body),
      });
      // The settings screen edits the weekday and time too: it must not show (and save) old ones.
      app.siteSettings.forget();
      return { message: copy.live.admin.scheduleSaved, live: await currentLive() };
    },
  );

  app.post(
    apiPaths.adminLiveExceptions,
    {
      schema: {
        summary: 'Call off a regular date (お休み) or add a one-off lesson (特別回)',
        body: LiveExceptionBody,
        response: {
          201: AdminLiveSaved,
          400: fieldErrorResponse(liveExceptionFields),
          409: fieldErrorResponse(liveExceptionFields),
        },
      },
      config: { audit: 'recorded' },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const today = dayKey(now, timeZone);
      const schedule = await readLiveSchedule(app.db);
      const problem = liveExceptionProblem(request.body, { today, weekday: schedule.weekday });
      if (problem) throw inputError(problem);
      const { kind, date, startTime } = request.body;
      const id = randomUUID();
      const inserted = await insertException(app.db, {
        id,
        kind,
        lessonDate: date,
        startTime: kind === 'extra' ? startTime : null,
        createdAt: now.toISOString(),
      });
      if (!inserted) throw new HttpError(409, copy.live.admin.duplicate, { field: 'date' });
      const day = lessonDayLabel(date);
      await recordStaffAction(app.db, request, {
        action: 'live.exception_create',
        target: { id, label: day },
        changes: createdFields({ kind, lessonDate: date, startTime: kind === 'extra' ? startTime : null }),
      });
      const message = kind === 'cancel' ? copy.live.admin.cancelAdded(day) : copy.live.admin.extraAdded(day);
      return reply.status(201).send({ message, live: await currentLive() });
    },
  );

  app.delete(
    apiRoutes.adminLiveException,
    recordedChange(
      'Take back an お休み or a 特別回 that has not passed yet',
      LiveExceptionParams,
      AdminLiveSaved,
    ),
    async (request) => {
      const row = await findException(app.db, request.params.id);
      if (!row) throw new HttpError(404, copy.live.admin.notFound);
      if (row.lessonDate < dayKey(app.clock.now(), timeZone))
        throw new HttpError(400, copy.live.admin.pastLocked);
      await deleteException(app.db, row.id);
      await recordStaffAction(app.db, request, {
        action: 'live.exception_delete',
        target: { id: row.id, label: lessonDayLabel(row.lessonDate) },
        changes: changedFields({ kind: row.kind, lessonDate: row.lessonDate, startTime: row.startTime }, {}),
      });
      return { message: copy.live.admin.removed, live: await currentLive() };
    },
  );
};

export default liveAdminRoutes;
