import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths } from '../../../shared/api-paths.js';
import { copy } from '../../../shared/copy.js';
import { isValidEmail, normalizeEmail } from '../../../shared/email.js';
import { Message, PasswordResetConfirm, PasswordResetRequest } from '../../../shared/schemas/auth.js';
import { HttpError } from '../../http-error.js';
import { attemptLimits } from '../auth/attempt-limits.js';
import { deleteEmailChangeTokens } from '../account/email-change-token-repository.js';
import { checkNewAccount } from '../auth/new-account-checks.js';
import { hashPassword } from '../auth/password-hashing.js';
import { deleteMemberSessions } from '../auth/session-repository.js';
import { findUserByEmail, updatePasswordHash } from '../users/user-repository.js';
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
      config: { access: 'public' },
      preHandler: app.attemptLimits('password-reset', attemptLimits.passwordReset),
    },
    async (request) => {
      const email = request.body.email.trim();
      if (email === '') throw new HttpError(400, copy.mypage.emailMissing);
      if (!isValidEmail(email)) throw new HttpError(400, copy.register.badEmail);
      // The work happens after the answer, so its time cannot tell whether the address exists.
      const now = app.clock.now();
      app.inBackground('password reset mail', () => sendResetMail(normalizeEmail(email), now));
      return { message: copy.reset.requestDone };
    },
  );

  async function sendResetMail(email: string, now: Date) {
    const user = await findUserByEmail(app.db, email);
    // A disabled account gets no link: staff let her in again first.
    if (!user || user.disabledAt) return;
    const token = await createResetToken(app.db, user.id, now);
    await app.mailer.send({
      to: user.email,
      subject: `【${app.config.siteName}】パスワード再設定のご案内`,
      text: [
        `${app.config.siteName}をご利用いただきありがとうございます。`,
        '',
        'パスワード再設定のお申し込みを受け付けました。下のリンクから新しいパスワードを設定してください。',
        'リンクの有効期限は1時間で、1回だけお使いいただけます。',
        '',
        resetLink(app.config.publicUrl, token),
        '',
        'お心当たりがない場合は、このメールを破棄してください。パスワードは変更されません。',
      ].join('\n'),
    });
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
      config: { access: 'public' },
      preHandler: app.attemptLimits('password-reset-confirm', attemptLimits.passwordResetConfirm),
    },
    async (request) => {
      const { token, password, passwordConfirm } = request.body;
      const now = app.clock.now();
      if (!(await findUsableResetToken(app.db, token, now))) throw new HttpError(400, copy.reset.linkInvalid);
      checkNewAccount({ password, passwordConfirm, missingMessage: copy.register.missingField });
      const passwordHash = await hashPassword(password);
      await app.db.transaction().execute(async (trx) => {
        const userId = await consumeResetToken(trx, token, now);
        if (!userId) throw new HttpError(400, copy.reset.linkInvalid);
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
