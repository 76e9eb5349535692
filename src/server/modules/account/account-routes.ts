import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths } from '../../../shared/api-paths.js';
import {
  newPasswordChangeProblem,
  passwordChangeFields,
  passwordChangeMissing,
  profileFields,
  profileProblem,
} from '../../../shared/checks/account-checks.js';
import { copy } from '../../../shared/copy.js';
import { normalizeEmail } from '../../../shared/email.js';
import { PasswordChange, Profile, ProfileUpdate } from '../../../shared/schemas/account.js';
import { Message } from '../../../shared/schemas/auth.js';
import { fieldErrorResponse } from '../../../shared/schemas/error.js';
import { HttpError, inputError } from '../../http-error.js';
import { attemptLimits } from '../auth/attempt-limits.js';
import { hashPassword, verifyPassword } from '../auth/password-hashing.js';
import { commonPasswordProblem } from '../auth/password-policy.js';
import { deleteMemberSessions } from '../auth/session-repository.js';
import {
  findUserById,
  isUniqueViolation,
  updatePasswordHash,
  updateProfile,
} from '../users/user-repository.js';
import { deleteResetTokens } from '../password-reset/reset-token-repository.js';
import { memberId } from './member-id.js';

const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const member = async (userId: string) => {
    const user = await findUserById(app.db, userId);
    if (!user) throw new HttpError(404, copy.mypage.userNotFound);
    return user;
  };

  /** The old address hears of the change, so a member whose session was taken finds out. */
  function notifyEmailChange(oldEmail: string, newEmail: string) {
    app.inBackground('e-mail change notice', () =>
      app.sendSiteMail(oldEmail, (siteName) => copy.mail.emailChanged({ siteName, newEmail })),
    );
  }

  app.get(
    apiPaths.me,
    {
      schema: { summary: "The member's profile", tags: ['account'], response: { 200: Profile } },
      config: { access: 'member' },
    },
    async (request) => {
      const user = await member(memberId(request.visitor));
      return { email: user.email, displayName: user.displayName };
    },
  );

  app.patch(
    apiPaths.me,
    {
      schema: {
        summary: 'Change e-mail (must stay unique) and display name (optional)',
        tags: ['account'],
        body: ProfileUpdate,
        response: { 200: Profile, 400: fieldErrorResponse(profileFields) },
      },
      config: { access: 'member' },
      // Each refusal says whether an address is taken: not a way to test addresses in bulk.
      preHandler: app.attemptLimits('profile', attemptLimits.profile),
    },
    async (request) => {
      const userId = memberId(request.visitor);
      const before = await member(userId);
      const problem = profileProblem(request.body);
      if (problem) throw inputError(problem);
      const email = normalizeEmail(request.body.email);
      const displayName = request.body.displayName.trim();
      try {
        const user = await updateProfile(app.db, userId, {
          email,
          displayName: displayName === '' ? null : displayName,
          now: app.clock.now(),
        });
        if (user.email !== before.email) notifyEmailChange(before.email, user.email);
        return { email: user.email, displayName: user.displayName };
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, copy.register.emailTaken);
        throw error;
      }
    },
  );

  app.post(
    apiPaths.myPassword,
    {
      schema: {
        summary: 'Change the password: the current one is checked first; every other session ends',
        tags: ['account'],
        body: PasswordChange,
        response: { 200: Message, 400: fieldErrorResponse(passwordChangeFields) },
      },
      config: { access: 'member' },
      preHandler: app.attemptLimits('password-change', attemptLimits.passwordChange),
    },
    async (request) => {
      const { visitor } = request;
      const userId = memberId(visitor);
      const change = request.body;
      const missing = passwordChangeMissing(change);
      if (missing) throw inputError(missing);
      // The current password is verified first, then the new one is looked at.
      const user = await member(userId);
      if (!(await verifyPassword(user.passwordHash, change.currentPassword))) {
        throw inputError({ field: 'currentPassword', message: copy.mypage.currentPasswordWrong });
      }
      const problem =
        newPasswordChangeProblem(change) ?? commonPasswordProblem(change.newPassword, 'newPassword');
      if (problem) throw inputError(problem);
      const passwordHash = await hashPassword(change.newPassword);
      await app.db.transaction().execute(async (trx) => {
        await updatePasswordHash(trx, userId, passwordHash, app.clock.now());
        await deleteMemberSessions(trx, userId, visitor.sessionId ?? undefined);
        await deleteResetTokens(trx, userId);
      });
      return { message: copy.mypage.passwordChanged };
    },
  );
};

export default accountRoutes;
