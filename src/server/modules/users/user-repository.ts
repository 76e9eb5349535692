import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '#server/db/database.js';
import type { UserTable } from '#server/db/schema.js';
import type { StaffRole } from '#shared/schemas/staff-role.js';

export type UserRow = Selectable<UserTable>;

export type NewUser = {
  email: string;
  passwordHash: string;
  /** Null for a member; an オーナー or 編集者 for staff. */
  staffRole: StaffRole | null;
  now: Date;
  /** Asked (optionally) at registration; other ways of making an account leave it empty. */
  displayName?: string | null;
};

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const timestamp = user.now.toISOString();
  return db
    .insertInto('users')
    .values({
      id: randomUUID(),
      email: user.email,
      passwordHash: user.passwordHash,
      staffRole: user.staffRole,
      displayName: user.displayName ?? null,
      createdAt: timestamp,
      updatedAt: timestamp,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

/** Any staff account at all (setup and admin:create are for a site with none). */
export async function adminExists(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('staffRole', 'is not', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function recordLogin(db: Db, userId: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ lastLoginAt: now.toISOString() }).where('id', '=', userId).execute();
}

export async function updatePasswordHash(
  db: Db,
  userId: string,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ passwordHash, updatedAt: now.toISOString() })
    .where('id', '=', userId)
    .execute();
}

/** True for a unique-constraint error from either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: string };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateProfile(
  db: Db,
  userId: string,
  profile: { email: string; displayName: string | null; now: Date },
): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ email: profile.email, displayName: profile.displayName, updatedAt: profile.now.toISOString() })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Disables a member (or lets her in again); returns her row, or undefined when there is none. */
export async function setUserDisabled(
  db: Db,
  userId: string,
  disabled: boolean,
  now: Date,
): Promise<UserRow | undefined> {
  const timestamp = now.toISOString();
  return db
    .updateTable('users')
    .set({ disabledAt: disabled ? timestamp : null, updatedAt: timestamp })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** The member's new address, after she opened the link sent to it. */
export async function updateEmail(db: Db, userId: string, email: string, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ email, updatedAt: now.toISOString() })
    .where('id', '=', userId)
    .execute();
}

/**
 * Ends the member's pending e-mail change. Here beside updateEmail, not in the account module,
 * because a password reset ends it too and the account module already relies on password-reset.
 */
export async function deleteEmailChangeTokens(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('emailChangeTokens').where('userId', '=', userId).execute();
}
