import type { Db } from '#server/db/database.js';
import { hashSecretToken, newSecretToken } from '#server/secret-token.js';

const validForMs = 60 * 60 * 1000;

/**
 * Creates a single-use reset token valid for one hour (or `validFor` ms: the welcome mail of an
 * imported member waits longer for her) and returns it for the link; only its hash is stored.
 */
export async function createResetToken(
  db: Db,
  userId: string,
  now: Date,
  validFor = validForMs,
): Promise<string> {
  const token = newSecretToken();
  await db
    .insertInto('passwordResetTokens')
    .values({
      id: hashSecretToken(token),
      userId,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + validFor).toISOString(),
      usedAt: null,
    })
    .execute();
  return token;
}

/** Marks the token used and returns its member, or undefined when it is unknown, used or expired. */
export async function consumeResetToken(db: Db, token: string, now: Date): Promise<string | undefined> {
  const row = await db
    .updateTable('passwordResetTokens')
    .set({ usedAt: now.toISOString() })
    .where('id', '=', hashSecretToken(token))
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now.toISOString())
    .returning('userId')
    .executeTakeFirst();
  return row?.userId;
}

export async function findUsableResetToken(db: Db, token: string, now: Date) {
  return db
    .selectFrom('passwordResetTokens')
    .select('userId')
    .where('id', '=', hashSecretToken(token))
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now.toISOString())
    .executeTakeFirst();
}

export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/** After a reset or a password change, every other link the member was sent stops working. */
export async function deleteResetTokens(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('passwordResetTokens').where('userId', '=', userId).execute();
}

/** Forgets reset links that ended before `before` (used or not: an ended link is never shown again). */
export async function deleteResetTokensExpiredBefore(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('passwordResetTokens').where('expiresAt', '<', before.toISOString()).execute();
}
