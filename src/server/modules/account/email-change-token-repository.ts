import type { Db } from '#server/db/database.js';
import { hashSecretToken, newSecretToken } from '#server/secret-token.js';
import { deleteEmailChangeTokens } from '../users/user-repository.js';

const validForMs = 60 * 60 * 1000;

/**
 * A single-use link, valid one hour, that makes `newEmail` the member's address; returns the
 * token for the link (only its hash is stored). An earlier pending change is replaced.
 */
export async function createEmailChangeToken(
  db: Db,
  change: { userId: string; newEmail: string; now: Date },
): Promise<string> {
  const token = newSecretToken();
  await db.transaction().execute(async (trx) => {
    await deleteEmailChangeTokens(trx, change.userId);
    await trx
      .insertInto('emailChangeTokens')
      .values({
        id: hashSecretToken(token),
        userId: change.userId,
        newEmail: change.newEmail,
        createdAt: change.now.toISOString(),
        expiresAt: new Date(change.now.getTime() + validForMs).toISOString(),
        usedAt: null,
      })
      .execute();
  });
  return token;
}

/** Marks the token used; its member and new address, or undefined when unknown, used or expired. */
export async function consumeEmailChangeToken(
  db: Db,
  token: string,
  now: Date,
): Promise<{ userId: string; newEmail: string } | undefined> {
  return db
    .updateTable('emailChangeTokens')
    .set({ usedAt: now.toISOString() })
    .where('id', '=', hashSecretToken(token))
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now.toISOString())
    .returning(['userId', 'newEmail'])
    .executeTakeFirst();
}

/** Spent and expired links, a day on (the hourly sweep). */
export async function deleteOldEmailChangeTokens(db: Db, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
  await db.deleteFrom('emailChangeTokens').where('expiresAt', '<', dayAgo).execute();
}

export function emailChangeLink(publicUrl: string, token: string): string {
  return `${publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
}
