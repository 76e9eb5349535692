import type { StaffRole } from '#shared/schemas/staff-role.js';
import type { Db } from '#server/db/database.js';
import { hashPassword } from '#server/modules/auth/password-hashing.js';
import { savePassphrase } from '#server/modules/passphrases/passphrase-repository.js';
import { insertUser, type UserRow } from '#server/modules/users/user-repository.js';

let counter = 0;

/** A unique address per call, so tests never collide on the unique e-mail index. */
export function uniqueEmail(name = 'member'): string {
  return `${name}-${process.pid}-${++counter}@example.jp`;
}

export const memberPassword = 'yuzu-Kinoko-2026';

export async function createMember(
  db: Db,
  options: { email?: string; password?: string; isAdmin?: boolean; staffRole?: StaffRole; now?: Date } = {},
): Promise<UserRow & { password: string }> {
  const password = options.password ?? memberPassword;
  // isAdmin: the オーナー, who may do everything (most staff tests need nothing narrower).
  const staffRole = options.staffRole ?? (options.isAdmin ? 'owner' : null);
  const user = await insertUser(db, {
    email: options.email ?? uniqueEmail(staffRole ?? 'member'),
    passwordHash: await hashPassword(password),
    staffRole,
    now: options.now ?? new Date(),
  });
  return { ...user, password };
}

export async function setPassphrase(db: Db, month: string, passphrase: string): Promise<void> {
  await savePassphrase(db, month, passphrase, new Date());
}
