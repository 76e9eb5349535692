import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { StaffRole } from '#shared/schemas/staff-role.js';
import type { Db } from '#server/db/database.js';
import type { StaffInvitationTable } from '#server/db/schema.js';
import { hashSecretToken, newSecretToken } from '#server/secret-token.js';

export type InvitationRow = Selectable<StaffInvitationTable>;

/** How long an invitation link works: a week leaves time to read the mail and answer. */
export const invitationValidDays = 7;
const validForMs = invitationValidDays * 24 * 60 * 60 * 1000;

/** Stores a new invitation and returns it with the token for the link (only its hash is kept). */
export async function createInvitation(
  db: Db,
  invitation: { email: string; role: StaffRole; invitedBy: string | null; now: Date },
): Promise<{ row: InvitationRow; token: string }> {
  const token = newSecretToken();
  const row = await db
    .insertInto('staffInvitations')
    .values({
      id: randomUUID(),
      tokenHash: hashSecretToken(token),
      email: invitation.email,
      role: invitation.role,
      invitedBy: invitation.invitedBy,
      createdAt: invitation.now.toISOString(),
      expiresAt: new Date(invitation.now.getTime() + validForMs).toISOString(),
      mailedAt: null,
      usedAt: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row, token };
}

/** Invitations still waiting for an answer, newest first. */
export async function listPendingInvitations(db: Db, now: Date): Promise<InvitationRow[]> {
  return db
    .selectFrom('staffInvitations')
    .selectAll()
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now.toISOString())
    .orderBy('createdAt', 'desc')
    .execute();
}

/** Cancels an invitation not used yet; its link stops working. Returns its row, or undefined. */
export async function cancelInvitation(db: Db, id: string): Promise<InvitationRow | undefined> {
  return db
    .deleteFrom('staffInvitations')
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Claims the invitation's mail: true for exactly one caller, however many processes try, so the
 * mail goes out once. A send that fails withdraws the invitation, claim and all.
 */
export async function claimInvitationMail(db: Db, id: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('staffInvitations')
    .set({ mailedAt: now.toISOString() })
    .where('id', '=', id)
    .where('mailedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export type InvitationState = 'usable' | 'used' | 'expired' | 'unknown';

/** The invitation behind a link, and whether it can still be accepted. */
export async function findInvitation(
  db: Db,
  token: string,
  now: Date,
): Promise<{ state: InvitationState; row: InvitationRow | undefined }> {
  const row = await db
    .selectFrom('staffInvitations')
    .selectAll()
    .where('tokenHash', '=', hashSecretToken(token))
    .executeTakeFirst();
  if (!row) return { state: 'unknown', row };
  if (row.usedAt) return { state: 'used', row };
  if (row.expiresAt <= now.toISOString()) return { state: 'expired', row };
  return { state: 'usable', row };
}

/** Marks the invitation used, once: undefined when another request used it first or it expired. */
export async function markInvitationUsed(db: Db, id: string, now: Date): Promise<InvitationRow | undefined> {
  return db
    .updateTable('staffInvitations')
    .set({ usedAt: now.toISOString() })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now.toISOString())
    .returningAll()
    .executeTakeFirst();
}

/** Link for the mail: the web app's invitation page. */
export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/staff-invitation?token=${encodeURIComponent(token)}`;
}
