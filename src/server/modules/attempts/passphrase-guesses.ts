import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { copy } from '#shared/copy.js';
import type { Db } from '#server/db/database.js';
import { attemptLimits } from './attempt-limits.js';
import { countAttempt, readAttempts } from './attempt-counter-repository.js';
import { clientAddress, waitError } from './client-address.js';

const { perAddress, siteWide } = attemptLimits.passphraseGuesses;
const addressKey = (address: string) => `passphrase-ip:${address}`;
const siteKey = 'passphrase-site';
// Remembered for a day, so staff who were not looking when it happened still see the notice.
const trippedKey = 'passphrase-site-tripped';
const trippedShownMs = 24 * 60 * 60 * 1000;

export type PassphraseWait = { seconds: number; siteWide: boolean };

const secondsUntil = (iso: string, now: Date) => (Date.parse(iso) - now.getTime()) / 1000;

/**
 * Whether a passphrase typed now must wait, before it is compared: while the site-wide cap is
 * reached, or this address has spent its budget. Asked before the comparison, so a guesser
 * learns nothing once stopped.
 */
async function passphraseWait(db: Db, address: string, now: Date): Promise<PassphraseWait | null> {
  const site = await readAttempts(db, siteKey, now);
  if (site && site.count >= siteWide.max)
    return { seconds: secondsUntil(site.expiresAt, now), siteWide: true };
  const own = await readAttempts(db, addressKey(address), now);
  if (own && own.count >= perAddress.max)
    return { seconds: secondsUntil(own.expiresAt, now), siteWide: false };
  return null;
}

export async function recordWrongPassphrase(
  db: Db,
  address: string,
  now: Date,
  log: FastifyBaseLogger,
): Promise<void> {
  await countAttempt(db, addressKey(address), { now, windowMs: perAddress.minutes * 60 * 1000 });
  const site = await countAttempt(db, siteKey, { now, windowMs: siteWide.minutes * 60 * 1000 });
  if (site.count === siteWide.max) {
    await countAttempt(db, trippedKey, { now, windowMs: trippedShownMs, extend: true });
    log.warn(
      { wrongPassphrases: site.count, pausedUntil: site.expiresAt },
      'wrong passphrases reached the hourly cap: new passphrases wait until the hour is over',
    );
  }
}

/** For the admin screens: when the cap last tripped (within a day) and whether it still holds. */
export async function passphraseGuessingStatus(
  db: Db,
  now: Date,
): Promise<{ trippedAt: string; pausedUntil: string | null } | null> {
  const tripped = await readAttempts(db, trippedKey, now);
  if (!tripped) return null;
  const site = await readAttempts(db, siteKey, now);
  const paused = site !== undefined && site.count >= siteWide.max;
  return { trippedAt: tripped.lastAt, pausedUntil: paused ? site.expiresAt : null };
}

/**
 * Throws the 429 when a passphrase typed now must wait: the site-wide pause has its own message;
 * an address out of budget gets the route's usual "too many attempts".
 */
export async function refusePassphraseWhileWaiting(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  now: Date,
  message: string,
): Promise<void> {
  const wait = await passphraseWait(db, clientAddress(request), now);
  if (wait)
    throw waitError(reply, wait.seconds, wait.siteWide ? copy.site.passphraseGuessingPaused : message);
}
