import type { Db } from '#server/db/database.js';
import { attemptLimits } from './attempt-limits.js';
import { countAttempt, readAttempts } from './attempt-counter-repository.js';

const limits = attemptLimits.passwordFailures;
const keyOf = (address: string) => `password-fail:${address}`;

/** How long an address with this many failed password checks waits after its last one. */
function passwordWaitSeconds(failures: number): number {
  if (failures < limits.free) return 0;
  return Math.min(limits.maxWaitSeconds, limits.firstWaitSeconds * 2 ** (failures - limits.free));
}

/** Seconds the address must still wait before its next password is checked (0: none). */
export async function passwordWaitLeft(db: Db, address: string, now: Date): Promise<number> {
  const counter = await readAttempts(db, keyOf(address), now);
  if (!counter) return 0;
  const until = Date.parse(counter.lastAt) + passwordWaitSeconds(counter.count) * 1000;
  return Math.max(0, (until - now.getTime()) / 1000);
}

export async function recordPasswordFailure(db: Db, address: string, now: Date): Promise<void> {
  await countAttempt(db, keyOf(address), {
    now,
    windowMs: limits.forgetAfterMinutes * 60 * 1000,
    extend: true,
  });
}
