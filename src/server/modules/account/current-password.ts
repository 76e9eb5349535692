import type { FastifyInstance } from 'fastify';
import { copy } from '#shared/copy.js';
import { inputError } from '#server/http-error.js';
import { clientAddress, waitError } from '../attempts/client-address.js';
import { passwordWaitLeft, recordPasswordFailure } from '../attempts/password-failures.js';
import { verifyPassword } from '../auth/password-hashing.js';

/**
 * Checks the member's current password before a change only she may make (address, password,
 * 退会). Wrong ones slow the address down like wrong passwords at sign-in.
 */
export async function checkCurrentPassword(
  app: Pick<FastifyInstance, 'db' | 'clock'>,
  request: Parameters<typeof clientAddress>[0],
  reply: Parameters<typeof waitError>[0],
  passwordHash: string,
  typed: string,
): Promise<void> {
  const address = clientAddress(request);
  const now = app.clock.now();
  const wait = await passwordWaitLeft(app.db, address, now);
  if (wait > 0) throw waitError(reply, wait, copy.site.tooManyAttempts);
  if (!(await verifyPassword(passwordHash, typed))) {
    await recordPasswordFailure(app.db, address, now);
    throw inputError({ field: 'currentPassword', message: copy.mypage.currentPasswordWrong });
  }
}
