import { monthKey } from '../../../shared/business-time.js';
import type { Db } from '../../db/database.js';
import { secretsEqual } from '../auth/secret-token.js';
import { findPassphrase } from './passphrase-repository.js';

/** Full-width and half-width characters count as the same (phones often switch input modes). */
export function normalizePassphrase(passphrase: string): string {
  return passphrase.normalize('NFKC').trim();
}

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
