import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiRoutes } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { MemberIdParams } from '#shared/schemas/admin.js';
import { Message } from '#shared/schemas/auth.js';
import { HttpError } from '#server/http-error.js';
import { maskedEmail } from '../audit/audit-repository.js';
import { recordedChange, recordStaffAction } from '../audit/record-staff-action.js';
import { deleteMember } from '../users/delete-member.js';
import { findUserOr404 } from '../users/find-user-or-404.js';

/** 会員を削除: staff carry out a member's request to leave that came by mail (docs/product.md#leaving). */
const memberDeleteAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    apiRoutes.adminMember,
    recordedChange(
      'Delete a member and every record of hers (not oneself: that is 退会 on my page; never the last オーナー)',
      MemberIdParams,
      Message,
    ),
    async (request) => {
      const { id } = request.params;
      const { visitor } = request;
      // Her own account an admin leaves from my page, with her password, like every member.
      if (visitor.kind === 'member' && visitor.user.id === id) {
        throw new HttpError(409, copy.leaving.staff.cannotDeleteSelf);
      }
      const user = await findUserOr404(app.db, id);
      const result = await deleteMember(app.db, id);
      if (result === 'not-found') throw new HttpError(404, copy.mypage.userNotFound);
      if (result === 'last-owner') throw new HttpError(409, copy.leaving.staff.lastOwner);
      // Who deleted whom and when stays; of her, only her e-mail masked (decision 0022).
      await recordStaffAction(app.db, request, {
        action: 'member.delete',
        target: { id, label: maskedEmail(user.email) },
      });
      request.log.info(
        { adminId: visitor.kind === 'member' ? visitor.user.id : null, userId: id },
        'staff deleted a member at her request',
      );
      return { message: copy.leaving.staff.done(user.email) };
    },
  );
};

export default memberDeleteAdminRoutes;
