import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths } from '#shared/api-paths.js';
import { dayKey } from '#shared/business-time.js';
import { leaveFields, leaveProblem } from '#shared/checks/leaving-checks.js';
import { copy } from '#shared/copy.js';
import { Message } from '#shared/schemas/auth.js';
import { fieldErrorResponse } from '#shared/schemas/error.js';
import { LeaveRequest, MemberDataExport } from '#shared/schemas/leaving.js';
import { HttpError, inputError } from '#server/http-error.js';
import { attemptLimits } from '../attempts/attempt-limits.js';
import { deleteMember } from '../users/delete-member.js';
import { findUserOr404 } from '../users/find-user-or-404.js';
import { checkCurrentPassword } from './current-password.js';
import { memberDataExport } from './member-data-export.js';
import { memberId } from './member-id.js';

/** データのダウンロード and 退会 on my page (docs/product.md#leaving). */
const leavingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    apiPaths.myData,
    {
      schema: {
        summary: 'Everything kept about the member, as a JSON file to save (a disclosure under the APPI)',
        tags: ['account'],
        response: { 200: MemberDataExport },
      },
      config: { access: 'member' },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const data = await memberDataExport(app.db, memberId(request.visitor), now);
      if (!data) throw new HttpError(404, copy.mypage.userNotFound);
      const fileName = copy.leaving.exportFileName(dayKey(now, app.config.timeZone));
      return reply
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  app.post(
    apiPaths.myLeave,
    {
      schema: {
        summary:
          'Delete the account and every record of the member, after her current password; she is signed out everywhere',
        tags: ['account'],
        body: LeaveRequest,
        response: { 200: Message, 400: fieldErrorResponse(leaveFields) },
      },
      config: { access: 'member' },
      preHandler: app.attemptLimits('leave', attemptLimits.passwordChange),
    },
    async (request, reply) => {
      const userId = memberId(request.visitor);
      const problem = leaveProblem(request.body);
      if (problem) throw inputError(problem);
      const user = await findUserOr404(app.db, userId);
      await checkCurrentPassword(app, request, reply, user.passwordHash, request.body.currentPassword);
      const result = await deleteMember(app.db, userId);
      if (result === 'last-owner') throw new HttpError(409, copy.leaving.lastOwner);
      // Her sessions are gone with her; this one's cookie goes too.
      await app.endSession(request, reply);
      request.log.info('a member deleted her account');
      return { message: copy.leaving.done };
    },
  );
};

export default leavingRoutes;
