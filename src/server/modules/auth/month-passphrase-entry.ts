import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { copy } from '#shared/copy.js';
import { HttpError } from '#server/http-error.js';
import { clientAddress } from '../attempts/client-address.js';
import { recordWrongPassphrase, refusePassphraseWhileWaiting } from '../attempts/passphrase-guesses.js';
import { checkMonthPassphrase } from '../passphrases/passphrase-check.js';

/**
 * The guest gate and registration let someone in on this month's passphrase alone: while guessing
 * waits nothing is compared (429); a month without one is 409; a wrong one is counted towards the
 * wait and refused (401) in the screen's own words, naming the passphrase field so the form marks
 * it. Sign-in asks more of it, so it has its own steps.
 */
export async function requireMonthPassphrase(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  entry: { typed: string; now: Date; wrongMessage: string },
): Promise<void> {
  const { typed, now, wrongMessage } = entry;
  await refusePassphraseWhileWaiting(app.db, request, reply, now, copy.site.tooManyAttempts);
  const check = await checkMonthPassphrase(app.db, typed, now, app.config.timeZone);
  if (check === 'not-set') throw new HttpError(409, copy.gate.notSet);
  if (check === 'mismatch') {
    await recordWrongPassphrase(app.db, clientAddress(request), now, request.log);
    throw new HttpError(401, wrongMessage, { field: 'passphrase' });
  }
}
