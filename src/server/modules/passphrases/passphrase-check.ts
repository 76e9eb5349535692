import { monthKey } from '#shared/business-time.js';
import { normalizePassphrase } from '#shared/checks/passphrase-checks.js';
import type { Db } from '#server/db/database.js';
import { secretsEqual } from '#server/secret-token.js';
import { findPassphrase } from './passphrase-repository.js';

export type PassphraseCheck = 'match' | 'mismatch' | 'not-set';

/** Compares what was typed with this business month's passphrase, in constant time. */
export async function checkMonthPassphrase(
  db: Db,
  typed: string,
  now: Date,
  timeZone: string,
): Promise<PassphraseCheck> {
  const row = await findPassphrase(db, monthKey(now, timeZone));
  if (!row) return 'not-set';
  return secretsEqual(normalizePassphrase(typed), normalizePassphrase(row.passphrase)) ? 'match' : 'mismatch';
}
