import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { apiPaths, apiRoutes } from '#shared/api-paths.js';
import { staffInviteFields, staffInviteProblem } from '#shared/checks/staff-checks.js';
import { copy } from '#shared/copy.js';
import { normalizeEmail } from '#shared/email.js';
import { Message } from '#shared/schemas/auth.js';
import {
  PendingInvitation,
  StaffIdParams,
  StaffInviteRequest,
  StaffList,
  StaffMember,
  StaffRoleRequest,
} from '#shared/schemas/staff.js';
import { HttpError } from '#server/http-error.js';
import { changedFields } from '../audit/changed-fields.js';
import { recordedChange, recordStaffAction, staffRead } from '../audit/record-staff-action.js';
import { findUserByEmail, findUserById, type UserRow } from '../users/user-repository.js';
import {
  cancelInvitation,
  claimInvitationMail,
  createInvitation,
  invitationLink,
  invitationValidDays,
  listPendingInvitations,
  type InvitationRow,
} from './invitation-repository.js';
import { changeStaffRole, listStaff } from './staff-repository.js';

/** Only for staff rows (listStaff, a role just given), whose role is never null. */
function toStaffMember(row: UserRow): StaffMember {
  return { id: row.id, email: row.email, displayName: row.displayName, role: row.staffRole ?? 'editor' };
}

function toPendingInvitation(row: InvitationRow): PendingInvitation {
  const { id, email, role, createdAt, expiresAt } = row;
  return { id, email, role, createdAt, expiresAt };
}

const words = copy.staff;

/** スタッフ: the オーナー invites, changes roles and removes staff (docs/product.md#staff-roles). */
const staffAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    apiPaths.adminStaff,
    staffRead('Every staff member with her role, and the invitations still waiting', StaffList),
    async () => {
      const [staff, invitations] = await Promise.all([
        listStaff(app.db),
        listPendingInvitations(app.db, app.clock.now()),
      ]);
      return { items: staff.map(toStaffMember), invitations: invitations.map(toPendingInvitation) };
    },
  );

  app.post(
    apiPaths.adminStaffInvitations,
    {
      schema: {
        summary: `Mail a single-use invitation (valid ${invitationValidDays} days) to become staff with a role`,
        body: StaffInviteRequest,
        response: {
          201: Type.Object({ message: Type.String(), invitation: PendingInvitation }),
          // The mail server did not take the mail: said in words, unlike other 5xx answers.
          502: Message,
        },
      },
      config: { form: { fields: staffInviteFields, problem: staffInviteProblem }, audit: 'recorded' },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const existing = await findUserByEmail(app.db, email);
      if (existing?.staffRole) throw new HttpError(409, words.alreadyStaff);
      const now = app.clock.now();
      const { visitor } = request;
      const { row, token } = await app.db.transaction().execute(async (trx) => {
        // Only the newest link to an address works: an earlier one may have gone astray.
        await trx
          .deleteFrom('staffInvitations')
          .where('email', '=', email)
          .where('usedAt', 'is', null)
          .execute();
        return createInvitation(trx, {
          email,
          role: request.body.role,
          invitedBy: visitor.kind === 'member' ? visitor.user.id : null,
          now,
        });
      });
      if (await claimInvitationMail(app.db, row.id, now)) {
        try {
          const link = invitationLink(app.config.publicUrl, token);
          const role = words.roles[row.role];
          await app.sendSiteMail(email, (siteName) =>
            copy.mail.staffInvite({ siteName, link, role, days: invitationValidDays }),
          );
        } catch (error) {
          // No mail, no invitation: the owner is told and simply invites again.
          request.log.error({ err: error }, 'staff invitation mail not sent');
          await cancelInvitation(app.db, row.id);
          return reply.status(502).send({ message: words.mailFailed });
        }
      }
      await recordStaffAction(app.db, request, {
        action: 'staff.invite',
        target: { id: row.id, label: email },
        changes: [{ field: 'staffRole', after: words.roles[row.role] }],
      });
      return reply.status(201).send({
        message: words.invited(email, invitationValidDays),
        invitation: toPendingInvitation(row),
      });
    },
  );

  app.delete(
    apiRoutes.adminStaffInvitation,
    recordedChange('Cancel an invitation not accepted yet; its link stops working', StaffIdParams, Message),
    async (request) => {
      const cancelled = await cancelInvitation(app.db, request.params.id);
      if (!cancelled) throw new HttpError(404, words.invitationGone);
      await recordStaffAction(app.db, request, {
        action: 'staff.invitation_cancel',
        target: { id: request.params.id, label: cancelled.email },
      });
      return { message: words.invitationCancelled(cancelled.email) };
    },
  );

  app.put(
    apiRoutes.adminStaffRole,
    {
      schema: {
        summary: 'Give a staff member another role; the last オーナー always stays one',
        params: StaffIdParams,
        body: StaffRoleRequest,
        response: { 200: Type.Object({ message: Type.String(), member: StaffMember }) },
      },
      config: { audit: 'recorded' },
    },
    async (request) => {
      const { role } = request.body;
      const before = await findUserById(app.db, request.params.id);
      const changed = await changeStaffRole(app.db, request.params.id, role, app.clock.now());
      if (changed === 'not-staff') throw new HttpError(404, words.notStaff);
      if (changed === 'last-owner') throw new HttpError(409, words.lastOwner);
      await recordStaffAction(app.db, request, {
        action: 'staff.role_change',
        target: { id: changed.id, label: changed.email },
        changes: changedFields(
          { staffRole: before?.staffRole ? words.roles[before.staffRole] : null },
          { staffRole: words.roles[role] },
        ),
      });
      return { message: words.roleChanged(changed.email, words.roles[role]), member: toStaffMember(changed) };
    },
  );

  app.delete(
    apiRoutes.adminStaffMember,
    recordedChange(
      'Take someone off the staff: her account stays, as an ordinary member',
      StaffIdParams,
      Message,
    ),
    async (request) => {
      const before = await findUserById(app.db, request.params.id);
      const changed = await changeStaffRole(app.db, request.params.id, null, app.clock.now());
      if (changed === 'not-staff') throw new HttpError(404, words.notStaff);
      if (changed === 'last-owner') throw new HttpError(409, words.lastOwner);
      await recordStaffAction(app.db, request, {
        action: 'staff.remove',
        target: { id: changed.id, label: changed.email },
        changes: [
          {
            field: 'staffRole',
            before: before?.staffRole ? words.roles[before.staffRole] : null,
            after: null,
          },
        ],
      });
      return { message: words.removed(changed.email) };
    },
  );
};

export default staffAdminRoutes;
