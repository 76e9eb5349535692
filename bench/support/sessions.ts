import { endOfMonth } from '#shared/business-time.js';
import type { Db } from '#server/db/database.js';
import { createSession } from '#server/modules/auth/session-repository.js';
import { insertUser } from '#server/modules/users/user-repository.js';

const timeZone = 'Asia/Tokyo';

/**
 * Sessions written straight into the database: the gate and the login are rate limited per
 * address and hash passwords on purpose, which a load generator on one address must not measure.
 */
export async function guestCookie(db: Db, now = new Date()): Promise<string> {
  const token = await createSession(db, {
    userId: null,
    kind: 'guest',
    expiresAt: endOfMonth(now, timeZone),
    now,
  });
  return `karada_session=${token}`;
}

export async function memberCookies(db: Db, count: number, now = new Date()) {
  const members: { userId: string; cookie: string }[] = [];
  for (let i = 0; i < count; i++) {
    const user = await insertUser(db, {
      email: `bench-member-${i}-${now.getTime()}@example.jp`,
      // Never used to sign in: the session is made directly.
      passwordHash: 'not-a-hash',
      staffRole: null,
      now,
    });
    const token = await createSession(db, {
      userId: user.id,
      kind: 'member',
      expiresAt: endOfMonth(now, timeZone),
      now,
    });
    members.push({ userId: user.id, cookie: `karada_session=${token}` });
  }
  return members;
}
