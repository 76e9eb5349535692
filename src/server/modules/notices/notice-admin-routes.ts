import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths, apiRoutes } from '#shared/api-paths.js';
import { noticeFields } from '#shared/checks/notice-checks.js';
import { copy } from '#shared/copy.js';
import { Message } from '#shared/schemas/auth.js';
import { fieldErrorResponse } from '#shared/schemas/error.js';
import { AdminNoticeList, NoticeIdParams, NoticeInput, NoticeSaved } from '#shared/schemas/notices.js';
import { HttpError } from '#server/http-error.js';
import { changedFields, createdFields, loggedPublishedAt } from '../audit/changed-fields.js';
import { recordStaffAction, staffRead } from '../audit/record-staff-action.js';
import { lastPinnedDay, noticeState, noticeValuesOf, toAdminNotice } from './notice-publishing.js';
import {
  deleteNotice,
  findNotice,
  insertNotice,
  listNoticesForStaff,
  updateNotice,
  type NoticeRow,
} from './notice-repository.js';

/** Staff write, edit and delete notices; sending happens when one shows (news-sends). */
/**
 * What the audit log keeps of a notice: its words say only that they changed. Its state as staff
 * see it at `now` (下書き, 予約, 公開), as contents and programs record theirs.
 */
function recordedNotice(row: NoticeRow, now: Date, timeZone: string) {
  return {
    title: row.title,
    body: row.body,
    state: noticeState(row, now),
    publishedAt: loggedPublishedAt(row),
    // The day staff chose, not the stored end (the next day's 00:00).
    pinnedUntil: lastPinnedDay(row, timeZone) || null,
    sendPush: row.sendPush === 1,
    sendMail: row.sendMail === 1,
  };
}
const noticeRules = { long: ['body'] } as const;

const noticeAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { timeZone } = app.config;
  const errors = { 400: fieldErrorResponse(noticeFields) };

  app.get(
    apiPaths.adminNotices,
    staffRead('Every notice, newest first, with its state and how many have read it', AdminNoticeList),
    async () => {
      const now = app.clock.now();
      const rows = await listNoticesForStaff(app.db);
      return { items: rows.map((row) => toAdminNotice(row, now, timeZone)) };
    },
  );

  app.post(
    apiPaths.adminNotices,
    {
      schema: {
        summary: 'Write a notice (下書き, 予約 or 公開; body sanitized)',
        body: NoticeInput,
        response: { 201: NoticeSaved, ...errors },
      },
      config: { audit: 'recorded' },
    },
    async (request, reply) => {
      const now = app.clock.now();
      void reply.code(201);
      const row = await insertNotice(app.db, noticeValuesOf(request.body, { now, timeZone }), now);
      await recordStaffAction(app.db, request, {
        action: 'notice.create',
        target: { id: row.id, label: row.title },
        changes: createdFields(recordedNotice(row, now, timeZone), noticeRules),
      });
      return { message: copy.notices.admin.saved(row.title), notice: toAdminNotice(row, now, timeZone) };
    },
  );

  app.put(
    apiRoutes.adminNotice,
    {
      schema: {
        summary: 'Edit a notice; one already sent is not sent again',
        params: NoticeIdParams,
        body: NoticeInput,
        response: { 200: NoticeSaved, ...errors, 404: Message },
      },
      config: { audit: 'recorded' },
    },
    async (request) => {
      const now = app.clock.now();
      const before = await findNotice(app.db, request.params.id);
      if (!before) throw new HttpError(404, copy.notices.admin.notFound);
      const values = noticeValuesOf(request.body, { now, timeZone, before });
      const row = await updateNotice(app.db, before.id, values, now);
      if (!row) throw new HttpError(404, copy.notices.admin.notFound);
      await recordStaffAction(app.db, request, {
        action: 'notice.update',
        target: { id: row.id, label: row.title },
        changes: changedFields(
          recordedNotice(before, now, timeZone),
          recordedNotice(row, now, timeZone),
          noticeRules,
        ),
      });
      return { message: copy.notices.admin.saved(row.title), notice: toAdminNotice(row, now, timeZone) };
    },
  );

  app.delete(
    apiRoutes.adminNotice,
    {
      schema: {
        summary: 'Delete a notice with its read state',
        params: NoticeIdParams,
        response: { 200: Message, 404: Message },
      },
      config: { audit: 'recorded' },
    },
    async (request) => {
      const row = await findNotice(app.db, request.params.id);
      if (!row || !(await deleteNotice(app.db, row.id))) {
        throw new HttpError(404, copy.notices.admin.notFound);
      }
      await recordStaffAction(app.db, request, {
        action: 'notice.delete',
        target: { id: row.id, label: row.title },
      });
      return { message: copy.notices.admin.removed(row.title) };
    },
  );
};

export default noticeAdminRoutes;
