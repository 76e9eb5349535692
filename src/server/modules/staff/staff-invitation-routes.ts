import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths } from '#shared/api-paths.js';
import { displayNameToStore } from '#shared/checks/account-checks.js';
import { invitationSignUpFields, invitationSignUpProblem } from '#shared/checks/staff-checks.js';
import { copy } from '#shared/copy.js';
import {
  InvitationAccepted,
  InvitationDetails,
  InvitationSignUpRequest,
  InvitationTokenRequest,
} from '#shared/schemas/staff.js';
import { HttpError, inputError } from '#server/http-error.js';
import { hashPassword } from '../auth/password-hashing.js';
import { commonPasswordProblem } from '../auth/password-policy.js';
import { sessionStateOf } from '../auth/visitor.js';
import { findUserByEmail, insertUser, isUniqueViolation, recordLogin } from '../users/user-repository.js';
import { findInvitation, markInvitationUsed, type InvitationState } from './invitation-repository.js';

const words = copy.staff.invitation;

/** Why a link cannot be used, said on its own page: used and expired are told apart. */
function deadLink(state: Exclude<InvitationState, 'usable'>): HttpError {
  if (state === 'used') return new HttpError(410, words.linkUsed);
  if (state === 'expired') return new HttpError(410, words.linkExpired);
  return new HttpError(404, words.linkInvalid);
}

/**
 * The invitation link's page (docs/product.md#staff-roles): anyone holding the link may read
 * whom it is for; the member with that address accepts it signed in, or a new address makes
 * its account with it. Either way the link is used once, within its 7 days.
 */
const staffInvitationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function usableInvitation(token: string, now: Date) {
    const { state, row } = await findInvitation(app.db, token, now);
    if (state !== 'usable' || !row) throw deadLink(state === 'usable' ? 'unknown' : state);
    return row;
  }

  app.post(
    apiPaths.staffInvitation,
    {
      schema: {
        summary: 'What an invitation link is for (address, role, whether the address has an account)',
        tags: ['staff'],
        body: InvitationTokenRequest,
        response: { 200: InvitationDetails },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const row = await usableInvitation(request.body.token, app.clock.now());
      const account = await findUserByEmail(app.db, row.email);
      return { email: row.email, role: row.role, hasAccount: account !== undefined };
    },
  );

  app.post(
    apiPaths.staffInvitationAccept,
    {
      schema: {
        summary: 'The signed-in member whose address the invitation names joins the staff',
        tags: ['staff'],
        body: InvitationTokenRequest,
        response: { 200: InvitationAccepted },
      },
      config: { access: 'member' },
    },
    async (request) => {
      const { visitor } = request;
      if (visitor.kind !== 'member') throw new HttpError(401, copy.member.loginRequired);
      const now = app.clock.now();
      const invitation = await usableInvitation(request.body.token, now);
      if (invitation.email !== visitor.user.email) {
        throw new HttpError(403, words.wrongAccount(invitation.email));
      }
      const role = await app.db.transaction().execute(async (trx) => {
        const used = await markInvitationUsed(trx, invitation.id, now);
        if (!used) throw deadLink('used');
        // An オーナー invited again as 編集者 stays オーナー: accepting never takes a right away.
        const current = visitor.user.staffRole;
        const given = current === 'owner' ? 'owner' : used.role;
        await trx
          .updateTable('users')
          .set({ staffRole: given, updatedAt: now.toISOString() })
          .where('id', '=', visitor.user.id)
          .execute();
        return given;
      });
      const session = sessionStateOf({ ...visitor, user: { ...visitor.user, staffRole: role } });
      return { message: words.accepted(copy.staff.roles[role]), session };
    },
  );

  app.post(
    apiPaths.staffInvitationSignUp,
    {
      schema: {
        summary: 'A new address makes its account from the invitation, joins the staff and is signed in',
        tags: ['staff'],
        body: InvitationSignUpRequest,
        response: { 201: InvitationAccepted },
      },
      // The link is checked first, in the handler: a dead link is said before the password.
      config: { access: 'public', form: { fields: invitationSignUpFields } },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const now = app.clock.now();
      const invitation = await usableInvitation(token, now);
      const problem = invitationSignUpProblem(request.body) ?? commonPasswordProblem(password, 'password');
      if (problem) throw inputError(problem);
      if (await findUserByEmail(app.db, invitation.email)) throw new HttpError(409, words.accountExists);
      const passwordHash = await hashPassword(password);
      const userId = await app.db.transaction().execute(async (trx) => {
        const used = await markInvitationUsed(trx, invitation.id, now);
        if (!used) throw deadLink('used');
        try {
          const user = await insertUser(trx, {
            email: used.email,
            passwordHash,
            staffRole: used.role,
            displayName: displayNameToStore(request.body.displayName),
            now,
          });
          return user.id;
        } catch (error) {
          if (isUniqueViolation(error)) throw new HttpError(409, words.accountExists);
          throw error;
        }
      });
      await recordLogin(app.db, userId, now);
      const session = await app.startSession(request, reply, { userId });
      return reply.status(201).send({ message: words.accepted(copy.staff.roles[invitation.role]), session });
    },
  );
};

export default staffInvitationRoutes;
