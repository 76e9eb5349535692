import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths } from '../../../shared/api-paths.js';
import { copy } from '../../../shared/copy.js';
import { emailChangeProblem, isNewEmail } from '../../../shared/checks/email-change-checks.js';
import { isValidEmail, normalizeEmail } from '../../../shared/email.js';
import { PasswordChange, Profile, ProfileSaved, ProfileUpdate } from '../../../shared/schemas/account.js';
import { Message } from '../../../shared/schemas/auth.js';
import { FieldError } from '../../../shared/schemas/error.js';
import { HttpError } from '../../http-error.js';
import { clientAddress, waitError } from '../attempts/client-address.js';
import { passwordWaitLeft, recordPasswordFailure } from '../attempts/password-failures.js';
import { attemptLimits } from '../auth/attempt-limits.js';
import { hashPassword, verifyPassword } from '../auth/password-hashing.js';
import { passwordProblem } from '../auth/password-policy.js';
import { deleteMemberSessions } from '../auth/session-repository.js';
import {
  findUserByEmail,
  findUserById,
  updatePasswordHash,
  updateProfile,
} from '../users/user-repository.js';
import { deleteResetTokens } from '../password-reset/reset-token-repository.js';
import {
  createEmailChangeToken,
  deleteEmailChangeTokens,
  emailChangeLink,
} from './email-change-token-repository.js';
import { memberId } from './member-id.js';

const displayNameMax = 50;

const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const member = async (userId: string) => {
    const user = await findUserById(app.db, userId);
    if (!user) throw new HttpError(404, copy.mypage.userNotFound);
    return user;
  };

  /** The link goes to the new address: only someone who reads it can make it the account's. */
  function sendConfirmation(email: string, token: string) {
    app.inBackground('e-mail change confirmation', async () => {
      const { siteName } = await app.siteSettings.get();
      await app.mailer.send({
        to: email,
        subject: copy.emailChange.confirmMail.subject(siteName),
        text: copy.emailChange.confirmMail.text(siteName, emailChangeLink(app.config.publicUrl, token)),
      });
    });
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
        summary:
          'Save the display name; a new e-mail needs the current password and waits for the link sent to it (1 hour, once)',
        tags: ['account'],
        body: ProfileUpdate,
        response: { 200: ProfileSaved, 400: FieldError },
      },
      config: { access: 'member' },
      // Each refusal says whether an address is taken: not a way to test addresses in bulk.
      preHandler: app.attemptLimits('profile', attemptLimits.profile),
    },
    async (request, reply) => {
      const userId = memberId(request.visitor);
      const before = await member(userId);
      const email = normalizeEmail(request.body.email);
      const displayName = request.body.displayName.trim();
      if (email === '') throw new HttpError(400, copy.mypage.emailMissing);
      if (!isValidEmail(email)) throw new HttpError(400, copy.register.badEmail);
      if (displayName.length > displayNameMax) throw new HttpError(400, copy.mypage.displayNameTooLong);
      const problem = emailChangeProblem(request.body, before.email);
      if (problem) throw new HttpError(400, problem.message, { field: problem.field });
      const changing = isNewEmail(email, before.email);
      const now = app.clock.now();
      if (changing) {
        const address = clientAddress(request);
        const wait = await passwordWaitLeft(app.db, address, now);
        if (wait > 0) throw waitError(reply, wait, copy.site.tooManyAttempts);
        if (!(await verifyPassword(before.passwordHash, request.body.currentPassword ?? ''))) {
          await recordPasswordFailure(app.db, address, now);
          throw new HttpError(400, copy.mypage.currentPasswordWrong, { field: 'currentPassword' });
        }
        if (await findUserByEmail(app.db, email)) throw new HttpError(409, copy.register.emailTaken);
      }
      const user = await updateProfile(app.db, userId, {
        email: before.email,
        displayName: displayName === '' ? null : displayName,
        now,
      });
      if (changing)
        sendConfirmation(email, await createEmailChangeToken(app.db, { userId, newEmail: email, now }));
      return { email: user.email, displayName: user.displayName, pendingEmail: changing ? email : null };
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
    async (request, reply) => {
      const { visitor } = request;
      const userId = memberId(visitor);
      const { currentPassword, newPassword, newPasswordConfirm } = request.body;
      if (currentPassword === '' || newPassword === '' || newPasswordConfirm === '') {
        throw new HttpError(400, copy.register.missingField);
      }
      const user = await member(userId);
      // Wrong current passwords slow the address down like wrong passwords at sign-in.
      const address = clientAddress(request);
      const now = app.clock.now();
      const wait = await passwordWaitLeft(app.db, address, now);
      if (wait > 0) throw waitError(reply, wait, copy.site.tooManyAttempts);
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        await recordPasswordFailure(app.db, address, now);
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
        // A change of address asked for with the old password does not outlive it.
        await deleteEmailChangeTokens(trx, userId);
      });
      return { message: copy.mypage.passwordChanged };
    },
  );
};

export default accountRoutes;
