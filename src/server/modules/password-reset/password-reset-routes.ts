import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths } from '#shared/api-paths.js';
import {
  resetLinkProblem,
  resetPasswordFields,
  newPasswordProblem,
  resetRequestFields,
  resetRequestProblem,
} from '#shared/checks/account-checks.js';
import { copy } from '#shared/copy.js';
import { normalizeEmail } from '#shared/email.js';
import { Message, PasswordResetConfirm, PasswordResetRequest } from '#shared/schemas/auth.js';
import { inputError } from '#server/http-error.js';
import { attemptLimits } from '../attempts/attempt-limits.js';
import { hashPassword } from '../auth/password-hashing.js';
import { commonPasswordProblem } from '../auth/password-policy.js';
import { deleteMemberSessions } from '../auth/session-repository.js';
import { deleteEmailChangeTokens, findUserByEmail, updatePasswordHash } from '../users/user-repository.js';
import {
  consumeResetToken,
  createResetToken,
  deleteResetTokens,
  findUsableResetToken,
  resetLink,
} from './reset-token-repository.js';

const passwordResetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    apiPaths.passwordReset,
    {
      schema: {
        summary: 'Send a single-use reset link (the answer is the same whether or not the address exists)',
        tags: ['auth'],
        body: PasswordResetRequest,
        response: { 200: Message },
      },
      config: { access: 'public', form: { fields: resetRequestFields, problem: resetRequestProblem } },
      preHandler: app.attemptLimits('password-reset', attemptLimits.passwordReset),
    },
    async (request) => {
      // The work happens after the answer, so its time cannot tell whether the address exists.
      const now = app.clock.now();
      const email = normalizeEmail(request.body.email);
      app.inBackground('password reset mail', () => sendResetMail(email, now));
      return { message: copy.reset.requestDone };
    },
  );

  async function sendResetMail(email: string, now: Date) {
    const user = await findUserByEmail(app.db, email);
    // A disabled account gets no link: staff let her in again first.
    if (!user || user.disabledAt) return;
    const token = await createResetToken(app.db, user.id, now);
    const link = resetLink(app.config.publicUrl, token);
    await app.sendSiteMail(user.email, (siteName) => copy.mail.resetRequested({ siteName, link }));
  }

  app.post(
    apiPaths.passwordResetConfirm,
    {
      schema: {
        summary: "Set a new password with a reset link's token; every session of the member ends",
        tags: ['auth'],
        body: PasswordResetConfirm,
        response: { 200: Message },
      },
      // Checked in the handler: a dead link is said before anything about the new password.
      config: { access: 'public', form: { fields: resetPasswordFields } },
      preHandler: app.attemptLimits('password-reset-confirm', attemptLimits.passwordResetConfirm),
    },
    async (request) => {
      const { token, password, passwordConfirm } = request.body;
      const now = app.clock.now();
      if (!(await findUsableResetToken(app.db, token, now))) throw inputError(resetLinkProblem);
      const problem =
        newPasswordProblem({ password, passwordConfirm }) ?? commonPasswordProblem(password, 'password');
      if (problem) throw inputError(problem);
      const passwordHash = await hashPassword(password);
      await app.db.transaction().execute(async (trx) => {
        const userId = await consumeResetToken(trx, token, now);
        if (!userId) throw inputError(resetLinkProblem);
        await updatePasswordHash(trx, userId, passwordHash, now);
        await deleteMemberSessions(trx, userId);
        await deleteResetTokens(trx, userId);
        await deleteEmailChangeTokens(trx, userId);
      });
      return { message: copy.reset.done };
    },
  );
};

export default passwordResetRoutes;
