import { hash, verify } from '@node-rs/argon2';

// The package's default algorithm is argon2id (checked by the unit test); these are OWASP's
// baseline costs: 19 MiB, 2 passes, 1 lane.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Made once at start, so even the first unknown address takes no longer than a known one. */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('no-such-member-placeholder');
  return dummyHash;
}

/**
 * Verifies against the stored hash, or against a throwaway hash when there is no such member,
 * so an unknown address costs the same time as a wrong password (no enumeration by timing).
 */
export async function verifyPasswordOrDummy(
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  if (passwordHash) return verifyPassword(passwordHash, password);
  await verifyPassword(await prepareDummyHash(), password);
  return false;
}
