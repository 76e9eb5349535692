import { randomUUID } from 'node:crypto';
import { endOfMonth } from '#shared/business-time.js';
import { addDays } from '#shared/streaks.js';
import type { Db } from '#server/db/database.js';
import { createSession } from '#server/modules/auth/session-repository.js';
import { insertUser } from '#server/modules/users/user-repository.js';

// Issue 22: a studio of `count` members whose visits, やったよ and runs are spread over a year,
// written straight into the database, and an admin's session cookie to read the list with.

const names = ['さくら', '山田 花子', '佐藤', 'ゆみ', 'Keiko', '田中 美穂', null];

export async function seedMembers(db: Db, count: number, now = new Date()) {
  const dayMs = 24 * 60 * 60 * 1000;
  const today = now.toISOString().slice(0, 10);
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, (_, offset) => {
      const i = start + offset;
      const joined = new Date(now.getTime() - ((i * 37) % 365) * dayMs).toISOString();
      const visitDaysAgo = (i * 13) % 60;
      const doneDaysAgo = i % 3 === 0 ? null : (i * 7) % 40;
      return {
        id: randomUUID(),
        email: `bench-${i}-${now.getTime()}@example.jp`,
        passwordHash: 'not-a-hash',
        displayName: names[i % names.length]!,
        createdAt: joined,
        updatedAt: joined,
        lastLoginAt: joined,
        lastVisitAt: i % 11 === 0 ? null : new Date(now.getTime() - visitDaysAgo * dayMs).toISOString(),
        lastDoneDay: doneDaysAgo === null ? null : addDays(today, -doneDaysAgo),
        doneRunDays: doneDaysAgo === null ? 0 : (i % 9) + 1,
        longestDoneRun: doneDaysAgo === null ? 0 : (i % 9) + 4,
        disabledAt: i % 50 === 0 ? joined : null,
      };
    });
    await db.insertInto('users').values(rows).execute();
  }
  const admin = await insertUser(db, {
    email: `bench-admin-${now.getTime()}@example.jp`,
    passwordHash: 'not-a-hash',
    staffRole: 'owner',
    now,
  });
  const token = await createSession(db, {
    userId: admin.id,
    kind: 'member',
    expiresAt: endOfMonth(now, 'Asia/Tokyo'),
    now,
  });
  return `karada_session=${token}`;
}

/** Varied member-list requests: searches, every sort both ways, every filter, pages 1 to 5. */
export function memberListPaths(): string[] {
  const paths: string[] = [];
  const sorts = ['lastVisit', 'lastDone', 'streak', 'joined'];
  const filters = ['all', 'active', 'drifting', 'disabled'];
  let page = 1;
  for (const sort of sorts) {
    for (const order of ['asc', 'desc']) {
      for (const filter of filters) {
        paths.push(`/api/admin/members?sort=${sort}&order=${order}&filter=${filter}&page=${page}`);
        page = (page % 5) + 1;
      }
    }
  }
  for (const q of ['さくら', '花子', 'bench-12', 'keiko', '%', 'example']) {
    paths.push(`/api/admin/members?q=${encodeURIComponent(q)}&sort=streak&order=desc`);
  }
  return paths;
}
