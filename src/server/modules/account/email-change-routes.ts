import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { apiPaths } from '#shared/api-paths.js';
import { copy } from '#shared/copy.js';
import { EmailChangeConfirm } from '#shared/schemas/account.js';
import { Message } from '#shared/schemas/auth.js';
import { HttpError } from '#server/http-error.js';
import { attemptLimits } from '../attempts/attempt-limits.js';
import { deleteMemberSessions } from '../auth/session-repository.js';
import { deleteResetTokens } from '../password-reset/reset-token-repository.js';
import {
  deleteEmailChangeTokens,
  findUserById,
  isUniqueViolation,
  updateEmail,
} from '../users/user-repository.js';
import { consumeEmailChangeToken } from './email-change-token-repository.js';

const emailChangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The old address hears of the change, so a member whose account was taken finds out. */
  function notifyOldAddress(oldEmail: string, newEmail: string) {
    app.inBackground('e-mail change notice', () =>
      app.sendSiteMail(oldEmail, (siteName) => copy.mail.emailChanged({ siteName, newEmail })),
    );
  }

  app.post(
    apiPaths.emailChangeConfirm,
    {
      schema: {
        summary:
          "Make the new e-mail the member's, from the link sent to it; her other sessions end, the old address is told",
        tags: ['account'],
        body: EmailChangeConfirm,
        response: { 200: Message },
      },
      // The link may be opened on another device, signed in or not: the token is the proof.
      config: { access: 'public' },
      preHandler: app.attemptLimits('email-change-confirm', attemptLimits.passwordResetConfirm),
    },
    async (request) => {
      const now = app.clock.now();
      const { visitor } = request;
      const changed = await app.db
        .transaction()
        .execute(async (trx) => {
          const change = await consumeEmailChangeToken(trx, request.body.token, now);
          if (!change) throw new HttpError(400, copy.emailChange.linkInvalid);
          const user = await findUserById(trx, change.userId);
          if (!user || user.disabledAt) throw new HttpError(400, copy.emailChange.linkInvalid);
          await updateEmail(trx, user.id, change.newEmail, now);
          // Whoever opened the link on her own session stays signed in; every other session ends.
          const own =
            visitor.kind === 'member' && visitor.user.id === user.id ? visitor.sessionId : undefined;
          await deleteMemberSessions(trx, user.id, own);
          await deleteEmailChangeTokens(trx, user.id);
          // A reset link sent to the old address must not take the account back.
          await deleteResetTokens(trx, user.id);
          return { oldEmail: user.email, newEmail: change.newEmail };
        })
        .catch((error: unknown) => {
          // Someone registered the address between the request and the link.
          if (isUniqueViolation(error)) throw new HttpError(409, copy.register.emailTaken);
          throw error;
        });
      notifyOldAddress(changed.oldEmail, changed.newEmail);
      return { message: copy.emailChange.done(changed.newEmail) };
    },
  );
};

export default emailChangeRoutes;
