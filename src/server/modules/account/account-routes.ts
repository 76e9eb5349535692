import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths } from '../../../shared/api-paths.js';
import { copy } from '../../../shared/copy.js';
import { isValidEmail, normalizeEmail } from '../../../shared/email.js';
import { PasswordChange, Profile, ProfileUpdate } from '../../../shared/schemas/account.js';
import { Message } from '../../../shared/schemas/auth.js';
import { HttpError } from '../../http-error.js';
import { attemptLimits } from '../auth/attempt-limits.js';
import { hashPassword, verifyPassword } from '../auth/password-hashing.js';
import { passwordProblem } from '../auth/password-policy.js';
import { deleteMemberSessions } from '../auth/session-repository.js';
import {
  findUserById,
  isUniqueViolation,
  updatePasswordHash,
  updateProfile,
} from '../users/user-repository.js';
import { deleteResetTokens } from '../password-reset/reset-token-repository.js';
import { memberId } from './member-id.js';

const displayNameMax = 50;

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
        response: { 200: Profile },
      },
      config: { access: 'member' },
      // Each refusal says whether an address is taken: not a way to test addresses in bulk.
      preHandler: app.attemptLimits('profile', attemptLimits.profile),
    },
    async (request) => {
      const userId = memberId(request.visitor);
      const before = await member(userId);
      const email = normalizeEmail(request.body.email);
      const displayName = request.body.displayName.trim();
      if (email === '') throw new HttpError(400, copy.mypage.emailMissing);
      if (!isValidEmail(email)) throw new HttpError(400, copy.register.badEmail);
      if (displayName.length > displayNameMax) throw new HttpError(400, copy.mypage.displayNameTooLong);
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
        response: { 200: Message },
      },
      config: { access: 'member' },
      preHandler: app.attemptLimits('password-change', attemptLimits.passwordChange),
    },
    async (request) => {
      const { visitor } = request;
      const userId = memberId(visitor);
      const { currentPassword, newPassword, newPasswordConfirm } = request.body;
      if (currentPassword === '' || newPassword === '' || newPasswordConfirm === '') {
        throw new HttpError(400, copy.register.missingField);
      }
      const user = await member(userId);
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        throw new HttpError(400, copy.mypage.currentPasswordWrong);
      }
      if (newPassword !== newPasswordConfirm) throw new HttpError(400, copy.mypage.newMismatch);
      const problem = passwordProblem(newPassword);
      if (problem)
        throw new HttpError(400, problem === copy.register.tooShort ? copy.mypage.newTooShort : problem);
      const passwordHash = await hashPassword(newPassword);
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
