import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { apiPaths, apiRoutes } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { AdminMember, AdminMemberList, MemberIdParams, MemberStatusInput } from '#shared/schemas/admin.js';
import { Message } from '#shared/schemas/auth.js';
import { HttpError } from '#server/http-error.js';
import { deleteMemberSessions } from '../auth/session-repository.js';
import { deleteLiveSettingsOf } from '../live/live-member-repository.js';
import { deleteSubscriptionsOf } from '../push/push-subscription-repository.js';
import { createResetToken, deleteResetTokens, resetLink } from '../password-reset/reset-token-repository.js';
import {
  deleteEmailChangeTokens,
  findUserById,
  setUserDisabled,
  type UserRow,
} from '../users/user-repository.js';
import { listMembersForAdmin } from './member-admin-repository.js';

function toAdminMember(row: UserRow): AdminMember {
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    createdAt: row.createdAt,
    lastLoginAt: row.lastLoginAt,
    staffRole: row.staffRole,
    disabled: row.disabledAt !== null,
  };
}

const memberAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    apiPaths.adminMembers,
    {
      schema: { summary: 'Every member, newest first', response: { 200: AdminMemberList } },
    },
    async () => {
      const rows = await listMembersForAdmin(app.db, 5_000);
      return { items: rows.map(toAdminMember) };
    },
  );

  app.post(
    apiRoutes.adminMemberPasswordReset,
    {
      schema: {
        summary: 'Mail the member a single-use reset link (valid 1 hour)',
        params: MemberIdParams,
        response: { 200: Message },
      },
    },
    async (request) => {
      const user = await findUserById(app.db, request.params.id);
      if (!user) throw new HttpError(404, copy.mypage.userNotFound);
      const token = await createResetToken(app.db, user.id, app.clock.now());
      const link = resetLink(app.config.publicUrl, token);
      await app.sendSiteMail(user.email, (siteName) => copy.mail.resetByStaff({ siteName, link }));
      return { message: copy.admin.resetSent(user.email) };
    },
  );

  app.put(
    apiRoutes.adminMemberStatus,
    {
      schema: {
        summary: 'Disable a member (every session ends, sign-in is refused) or let her in again',
        params: MemberIdParams,
        body: MemberStatusInput,
        response: { 200: Type.Object({ message: Type.String(), member: AdminMember }) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { disabled } = request.body;
      const { visitor } = request;
      // The admin at the screen always stays able to let the others in again.
      if (disabled && visitor.kind === 'member' && visitor.user.id === id) {
        throw new HttpError(409, copy.admin.members.cannotDisableSelf);
      }
      const member = await app.db.transaction().execute(async (trx) => {
        const row = await setUserDisabled(trx, id, disabled, app.clock.now());
        if (row && disabled) {
          await deleteMemberSessions(trx, id);
          await deleteResetTokens(trx, id);
          await deleteEmailChangeTokens(trx, id);
          // Nothing of hers keeps working without signing in: feed address, reminder mail, push.
          await deleteLiveSettingsOf(trx, id);
          await deleteSubscriptionsOf(trx, id);
        }
        return row;
      });
      if (!member) throw new HttpError(404, copy.mypage.userNotFound);
      const message = disabled
        ? copy.admin.members.disabledDone(member.email)
        : copy.admin.members.enabledDone(member.email);
      return { message, member: toAdminMember(member) };
    },
  );

  app.delete(
    apiRoutes.adminMemberSessions,
    {
      schema: {
        summary: "End every session of a member (an admin's own current session stays)",
        params: MemberIdParams,
        response: { 200: Message },
      },
    },
    async (request) => {
      const user = await findUserById(app.db, request.params.id);
      if (!user) throw new HttpError(404, copy.mypage.userNotFound);
      await deleteMemberSessions(app.db, user.id, request.visitor.sessionId ?? undefined);
      return { message: copy.admin.members.sessionsEnded(user.email) };
    },
  );
};

export default memberAdminRoutes;
