import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { apiPaths, apiRoutes } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import {
  AdminMember,
  AdminMemberList,
  AdminMemberQuery,
  MemberIdParams,
  MemberStatusInput,
} from '#shared/schemas/admin.js';
import { Message } from '#shared/schemas/auth.js';
import { HttpError } from '#server/http-error.js';
import { deleteMemberSessions } from '../auth/session-repository.js';
import { deleteLiveSettingsOf } from '../live/live-member-repository.js';
import { deleteSubscriptionsOf } from '../push/push-subscription-repository.js';
import { createResetToken, deleteResetTokens, resetLink } from '../password-reset/reset-token-repository.js';
import { deleteEmailChangeTokens, findUserById, setUserDisabled } from '../users/user-repository.js';
import { changedFields } from '../audit/changed-fields.js';
import { recordedChange, recordStaffAction } from '../audit/record-staff-action.js';
import { findUserOr404 } from '../users/find-user-or-404.js';
import { activityWindow } from './member-activity.js';
import { findAdminMember, listMembersForAdmin, type AdminMemberRow } from './member-admin-repository.js';

function toAdminMember(row: AdminMemberRow): AdminMember {
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    createdAt: row.createdAt,
    lastLoginAt: row.lastLoginAt,
    staffRole: row.staffRole,
    disabled: row.disabledAt !== null,
    lastVisitAt: row.lastVisitAt,
    lastDoneDay: row.lastDoneDay,
    currentStreak: Number(row.currentStreak),
    status: row.status,
  };
}

const memberAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const window = () => activityWindow(app.clock.now(), app.config.timeZone);

  /** The member as the list shows her, after a change (404 when she is gone meanwhile). */
  const listed = async (id: string) => {
    const row = await findAdminMember(app.db, id, window());
    if (!row) throw new HttpError(404, copy.mypage.userNotFound);
    return toAdminMember(row);
  };

  app.get(
    apiPaths.adminMembers,
    {
      schema: {
        summary:
          'A page of members: search by e-mail or name, sort by last visit, last やったよ, streak or joined, filter by state',
        querystring: AdminMemberQuery,
        response: { 200: AdminMemberList },
      },
    },
    async (request) => {
      const { rows, ...page } = await listMembersForAdmin(app.db, request.query, window());
      return { items: rows.map(toAdminMember), ...page };
    },
  );

  app.post(
    apiRoutes.adminMemberPasswordReset,
    recordedChange('Mail the member a single-use reset link (valid 1 hour)', MemberIdParams, Message),
    async (request) => {
      const user = await findUserOr404(app.db, request.params.id);
      const token = await createResetToken(app.db, user.id, app.clock.now());
      const link = resetLink(app.config.publicUrl, token);
      await app.sendSiteMail(user.email, (siteName) => copy.mail.resetByStaff({ siteName, link }));
      // That a link went out, never the link: it opens her account for an hour.
      await recordStaffAction(app.db, request, {
        action: 'member.reset_link_send',
        target: { id: user.id, label: user.email },
      });
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
      config: { audit: 'recorded' },
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
        const before = await findUserById(trx, id);
        const row = await setUserDisabled(trx, id, disabled, app.clock.now());
        if (row && disabled) {
          await deleteMemberSessions(trx, id);
          await deleteResetTokens(trx, id);
          await deleteEmailChangeTokens(trx, id);
          // Nothing of hers keeps working without signing in: feed address, reminder mail, push.
          await deleteLiveSettingsOf(trx, id);
          await deleteSubscriptionsOf(trx, id);
        }
        if (row) {
          await recordStaffAction(trx, request, {
            action: disabled ? 'member.disable' : 'member.enable',
            target: { id, label: row.email },
            changes: changedFields({ disabled: before?.disabledAt != null }, { disabled }),
          });
        }
        return row;
      });
      if (!member) throw new HttpError(404, copy.mypage.userNotFound);
      const message = disabled
        ? copy.admin.members.disabledDone(member.email)
        : copy.admin.members.enabledDone(member.email);
      return { message, member: await listed(member.id) };
    },
  );

  app.delete(
    apiRoutes.adminMemberSessions,
    recordedChange(
      "End every session of a member (an admin's own current session stays)",
      MemberIdParams,
      Message,
    ),
    async (request) => {
      const user = await findUserOr404(app.db, request.params.id);
      await app.db.transaction().execute(async (trx) => {
        await deleteMemberSessions(trx, user.id, request.visitor.sessionId ?? undefined);
        await recordStaffAction(trx, request, {
          action: 'member.sessions_end',
          target: { id: user.id, label: user.email },
        });
      });
      const { visitor } = request;
      const own = visitor.kind === 'member' && visitor.user.id === user.id;
      return {
        message: own ? copy.admin.members.ownSessionsEnded : copy.admin.members.sessionsEnded(user.email),
      };
    },
  );
};

export default memberAdminRoutes;
