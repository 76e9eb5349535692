import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';

const validForMs = 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Creates a single-use reset token valid for one hour. Only its hash is stored, so a
 * leaked database does not leak working links. Returns the token to put in the link.
 */
export async function createResetToken(db: Db, userId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('passwordResetTokens')
    .values({
      id: hashToken(token),
      userId,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + validForMs).toISOString(),
      usedAt: null,
    })
    .execute();
  return token;
}

export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}
