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
  options: { email?: string; password?: string; isAdmin?: boolean; now?: Date } = {},
): Promise<UserRow & { password: string }> {
  const password = options.password ?? memberPassword;
  const user = await insertUser(db, {
    email: options.email ?? uniqueEmail(options.isAdmin ? 'admin' : 'member'),
    passwordHash: await hashPassword(password),
    isAdmin: options.isAdmin ?? false,
    now: options.now ?? new Date(),
  });
  return { ...user, password };
}

export async function setPassphrase(db: Db, month: string, passphrase: string): Promise<void> {
  await savePassphrase(db, month, passphrase, new Date());
}
