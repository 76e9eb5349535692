import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { MonthlyPassphraseTable } from '../../db/schema.js';

export type PassphraseRow = Selectable<MonthlyPassphraseTable>;

/** Sets or replaces the passphrase of one business month ("2026-11"). */
export async function savePassphrase(db: Db, month: string, passphrase: string, now: Date): Promise<void> {
  const timestamp = now.toISOString();
  await db
    .insertInto('monthlyPassphrases')
    .values({ month, passphrase, createdAt: timestamp, updatedAt: timestamp })
    .onConflict((conflict) => conflict.column('month').doUpdateSet({ passphrase, updatedAt: timestamp }))
    .execute();
}

export async function findPassphrase(db: Db, month: string): Promise<PassphraseRow | undefined> {
  return db.selectFrom('monthlyPassphrases').selectAll().where('month', '=', month).executeTakeFirst();
}

export async function listPassphrases(db: Db): Promise<PassphraseRow[]> {
  return db.selectFrom('monthlyPassphrases').selectAll().orderBy('month', 'asc').execute();
}
