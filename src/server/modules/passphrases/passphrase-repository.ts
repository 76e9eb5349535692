import type { Selectable } from 'kysely';
import { normalizePassphrase } from '#shared/checks/passphrase-checks.js';
import type { Db } from '#server/db/database.js';
import type { MonthlyPassphraseTable } from '#server/db/schema.js';

export type PassphraseRow = Selectable<MonthlyPassphraseTable>;

/** Ends the guest sessions opened with a month's passphrase (it was replaced); returns how many. */
async function deleteGuestSessionsOfMonth(db: Db, month: string): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('kind', '=', 'guest')
    .where('passphraseMonth', '=', month)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Also run in the saving transaction, told the passphrase it replaced (the audit log's entry). */
export type AlongWithSave = (
  trx: Db,
  before: PassphraseRow | undefined,
  endedGuestSessions: number,
) => Promise<void>;

/**
 * Sets or replaces the passphrase of one business month ("2026-11"). A replaced passphrase no
 * longer lets anyone in: the guest sessions it opened end. Returns how many ended.
 */
export async function savePassphrase(
  db: Db,
  month: string,
  passphrase: string,
  now: Date,
  alongWith?: AlongWithSave,
): Promise<number> {
  const timestamp = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const before = await findPassphrase(trx, month);
    await trx
      .insertInto('monthlyPassphrases')
      .values({ month, passphrase, createdAt: timestamp, updatedAt: timestamp })
      .onConflict((conflict) => conflict.column('month').doUpdateSet({ passphrase, updatedAt: timestamp }))
      .execute();
    const changed = before && normalizePassphrase(before.passphrase) !== normalizePassphrase(passphrase);
    const ended = changed ? await deleteGuestSessionsOfMonth(trx, month) : 0;
    await alongWith?.(trx, before, ended);
    return ended;
  });
}

export async function findPassphrase(db: Db, month: string): Promise<PassphraseRow | undefined> {
  return db.selectFrom('monthlyPassphrases').selectAll().where('month', '=', month).executeTakeFirst();
}

export async function listPassphrases(db: Db): Promise<PassphraseRow[]> {
  return db.selectFrom('monthlyPassphrases').selectAll().orderBy('month', 'asc').execute();
}
