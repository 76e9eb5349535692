import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths } from '#shared/api-paths.js';
import {
  newPasswordChangeProblem,
  passwordChangeFields,
  passwordChangeMissing,
  profileFields,
  profileProblem,
} from '#shared/checks/account-checks.js';
import { emailChangeProblem, isNewEmail } from '#shared/checks/email-change-checks.js';
import { copy } from '#shared/copy.js';
import { normalizeEmail } from '#shared/email.js';
import { PasswordChange, Profile, ProfileSaved, ProfileUpdate } from '#shared/schemas/account.js';
import { Message } from '#shared/schemas/auth.js';
import { HttpError, inputError } from '#server/http-error.js';
import { attemptLimits } from '../attempts/attempt-limits.js';
import { hashPassword } from '../auth/password-hashing.js';
import { commonPasswordProblem } from '../auth/password-policy.js';
import { deleteMemberSessions } from '../auth/session-repository.js';
import {
  deleteEmailChangeTokens,
  findUserByEmail,
  updatePasswordHash,
  updateProfile,
} from '../users/user-repository.js';
import { findUserOr404 } from '../users/find-user-or-404.js';
import { deleteResetTokens } from '../password-reset/reset-token-repository.js';
import { createEmailChangeToken, emailChangeLink } from './email-change-token-repository.js';
import { checkCurrentPassword } from './current-password.js';
import { memberId } from './member-id.js';

const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const member = (userId: string) => findUserOr404(app.db, userId);

  /** The link goes to the new address: only someone who reads it can make it the account's. */
  function sendConfirmation(email: string, token: string) {
    const link = emailChangeLink(app.config.publicUrl, token);
    app.inBackground('e-mail change confirmation', () =>
      app.sendSiteMail(email, (siteName) => copy.mail.emailChangeConfirm({ siteName, link })),
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
        summary:
          'Save the display name; a new e-mail needs the current password and waits for the link sent to it (1 hour, once)',
        tags: ['account'],
        body: ProfileUpdate,
        response: { 200: ProfileSaved },
      },
      config: { access: 'member', form: { fields: [...profileFields, 'currentPassword'] } },
      // Each refusal says whether an address is taken: not a way to test addresses in bulk.
      preHandler: app.attemptLimits('profile', attemptLimits.profile),
    },
    async (request, reply) => {
      const userId = memberId(request.visitor);
      const before = await member(userId);
      const problem = profileProblem(request.body) ?? emailChangeProblem(request.body, before.email);
      if (problem) throw inputError(problem);
      const email = normalizeEmail(request.body.email);
      const displayName = request.body.displayName.trim();
      const changing = isNewEmail(email, before.email);
      if (changing) {
        await checkCurrentPassword(
          app,
          request,
          reply,
          before.passwordHash,
          request.body.currentPassword ?? '',
        );
        if (await findUserByEmail(app.db, email)) throw new HttpError(409, copy.register.emailTaken);
      }
      const now = app.clock.now();
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
      // Checked in the handler, in steps: the current password is verified before the new one is read.
      config: { access: 'member', form: { fields: passwordChangeFields } },
      preHandler: app.attemptLimits('password-change', attemptLimits.passwordChange),
    },
    async (request, reply) => {
      const { visitor } = request;
      const userId = memberId(visitor);
      const change = request.body;
      const missing = passwordChangeMissing(change);
      if (missing) throw inputError(missing);
      // The current password is verified first, then the new one is looked at.
      const user = await member(userId);
      await checkCurrentPassword(app, request, reply, user.passwordHash, change.currentPassword);
      const problem =
        newPasswordChangeProblem(change) ?? commonPasswordProblem(change.newPassword, 'newPassword');
      if (problem) throw inputError(problem);
      const passwordHash = await hashPassword(change.newPassword);
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
