import { randomUUID } from 'node:crypto';
import type { Db } from '#server/db/database.js';
import type { UserRow } from '../users/user-repository.js';

export type ExportedMember = Pick<
  UserRow,
  'id' | 'email' | 'displayName' | 'createdAt' | 'lastVisitAt' | 'disabledAt'
> & { programs: string[]; doneThisMonth: number };

const exportPageSize = 500;

/**
 * Every member, oldest first, a page at a time (keyset on createdAt and id), so an export of
 * 10,000 members never holds them all in memory. `month` bounds やったよ to business days.
 */
export async function* exportedMembers(db: Db, month: string): AsyncGenerator<ExportedMember[]> {
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    let query = db
      .selectFrom('users')
      .select(['id', 'email', 'displayName', 'createdAt', 'lastVisitAt', 'disabledAt'])
      .orderBy('createdAt')
      .orderBy('id')
      .limit(exportPageSize);
    if (after) {
      const { createdAt, id } = after;
      query = query.where((eb) =>
        eb.or([
          eb('createdAt', '>', createdAt),
          eb.and([eb('createdAt', '=', createdAt), eb('id', '>', id)]),
        ]),
      );
    }
    const users = await query.execute();
    if (users.length === 0) return;
    const ids = users.map((user) => user.id);
    const [enrolments, done] = await Promise.all([
      db
        .selectFrom('programEnrolments')
        .innerJoin('programs', 'programs.id', 'programEnrolments.programId')
        .select(['programEnrolments.userId', 'programs.title'])
        .where('programEnrolments.userId', 'in', ids)
        .where('programEnrolments.endedAt', 'is', null)
        .orderBy('programEnrolments.startedAt')
        .execute(),
      db
        .selectFrom('activityLog')
        .select((eb) => ['userId', eb.fn.countAll<number | string>().as('count')])
        .where('userId', 'in', ids)
        .where('day', '>=', `${month}-01`)
        .where('day', '<=', `${month}-31`)
        .groupBy('userId')
        .execute(),
    ]);
    const doneBy = new Map(done.map((row) => [row.userId, Number(row.count)]));
    yield users.map((user) => ({
      ...user,
      programs: enrolments.filter((row) => row.userId === user.id).map((row) => row.title),
      doneThisMonth: doneBy.get(user.id) ?? 0,
    }));
    const last = users.at(-1)!;
    after = { createdAt: last.createdAt, id: last.id };
  }
}

const chunkSize = 200;

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += chunkSize)
    result.push(items.slice(start, start + chunkSize));
  return result;
}

/** Which of these (normalized) addresses already belong to a member. */
export async function takenEmails(db: Db, emails: readonly string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (const part of chunks(emails)) {
    if (part.length === 0) continue;
    const rows = await db.selectFrom('users').select('email').where('email', 'in', part).execute();
    for (const row of rows) taken.add(row.email);
  }
  return taken;
}

/**
 * Adds the members, skipping an address that is (by now) taken. The returned rows are the
 * members this call created: the unique address is the claim, so of two imports running at
 * once exactly one creates (and mails) each member. The empty password hash matches no password:
 * she can sign in once she has set one with the link.
 */
export async function insertImportedMembers(
  db: Db,
  members: readonly { email: string; displayName: string | null }[],
  now: Date,
): Promise<{ id: string; email: string }[]> {
  const timestamp = now.toISOString();
  const created: { id: string; email: string }[] = [];
  // One transaction: a failure half-way leaves no member created without her invitation.
  await db.transaction().execute(async (trx) => {
    for (const part of chunks(members)) {
      const rows = await trx
        .insertInto('users')
        .values(
          part.map((member) => ({
            id: randomUUID(),
            email: member.email,
            displayName: member.displayName,
            passwordHash: '',
            staffRole: null,
            createdAt: timestamp,
            updatedAt: timestamp,
          })),
        )
        .onConflict((conflict) => conflict.column('email').doNothing())
        .returning(['id', 'email'])
        .execute();
      created.push(...rows);
    }
  });
  return created;
}
