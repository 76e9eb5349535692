import type { Db } from '#server/db/database.js';
import { hashSecretToken, newSecretToken } from '#server/secret-token.js';

/** A new one-time setup token; any earlier one stops working. */
export async function replaceSetupToken(db: Db, now: Date): Promise<string> {
  const token = newSecretToken();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('setupTokens').execute();
    await trx
      .insertInto('setupTokens')
      .values({ id: hashSecretToken(token), createdAt: now.toISOString() })
      .execute();
  });
  return token;
}

export async function setupTokenExists(db: Db, token: string): Promise<boolean> {
  const row = await db
    .selectFrom('setupTokens')
    .select('id')
    .where('id', '=', hashSecretToken(token))
    .executeTakeFirst();
  return row !== undefined;
}

/** Uses the token up; true when it was valid. Only one of two simultaneous setups can win. */
export async function consumeSetupToken(db: Db, token: string): Promise<boolean> {
  const row = await db
    .deleteFrom('setupTokens')
    .where('id', '=', hashSecretToken(token))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteSetupTokens(db: Db): Promise<void> {
  await db.deleteFrom('setupTokens').execute();
}

export function setupLink(publicUrl: string, token: string): string {
  return `${publicUrl}/setup?token=${encodeURIComponent(token)}`;
}
