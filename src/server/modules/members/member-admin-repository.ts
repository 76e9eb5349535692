import { sql, type Expression } from 'kysely';
import type { AdminMemberQuery, MemberSort } from '#shared/schemas/admin.js';
import { memberPageSize } from '#shared/schemas/admin.js';
import type { Db } from '#server/db/database.js';
import { noAdminLost } from '../users/admin-remains.js';
import type { UserRow } from '../users/user-repository.js';
import { currentStreakOf } from '../activity/done-runs.js';
import { memberActivityColumns, memberStatusOf, type ActivityWindow } from './member-activity.js';

/** Part of what staff typed, matched literally: \, % and _ lose their LIKE meaning. */
export function containsPattern(text: string): string {
  // Only ASCII letters are folded: SQLite's and PostgreSQL's lower() agree on those alone.
  const folded = text.trim().replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  return `%${folded.replace(/[\\%_]/g, (special) => `\\${special}`)}%`;
}

function sortKey(sort: MemberSort, window: ActivityWindow): Expression<unknown> {
  switch (sort) {
    // Never: '' sorts before every instant and day on both engines (their nulls differ).
    case 'lastVisit':
      return sql`coalesce(${sql.ref('users.lastVisitAt')}, '')`;
    case 'lastDone':
      return sql`coalesce(${sql.ref('users.lastDoneDay')}, '')`;
    case 'streak':
      return currentStreakOf(window.today);
    case 'joined':
      return sql.ref('users.createdAt');
  }
}

function adminMemberColumns(window: ActivityWindow) {
  return [
    'users.id',
    'users.email',
    'users.displayName',
    'users.createdAt',
    'users.lastLoginAt',
    'users.isAdmin',
    'users.disabledAt',
    ...memberActivityColumns(window),
  ] as const;
}

function matching(db: Db, query: AdminMemberQuery, window: ActivityWindow) {
  let select = db.selectFrom('users');
  const text = query.q?.trim();
  if (text) {
    const pattern = containsPattern(text);
    select = select.where((eb) =>
      eb.or([
        sql<boolean>`lower(${sql.ref('users.email')}) like ${pattern} escape '\\'`,
        sql<boolean>`lower(coalesce(${sql.ref('users.displayName')}, '')) like ${pattern} escape '\\'`,
      ]),
    );
  }
  const filter = query.filter ?? 'all';
  if (filter !== 'all') select = select.where(memberStatusOf(window), '=', filter);
  return select;
}

/** One page of the member list (issue 22), with how many match in all. */
export async function listMembersForAdmin(db: Db, query: AdminMemberQuery, window: ActivityWindow) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? memberPageSize;
  const order = query.order ?? 'desc';
  const base = matching(db, query, window);
  const [rows, { count }] = await Promise.all([
    base
      .select(adminMemberColumns(window))
      .orderBy(sortKey(query.sort ?? 'joined', window), order)
      // Ties (same day, same streak) keep one order from page to page.
      .orderBy('users.id', order)
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count), page, pageSize };
}

export type AdminMemberRow = Awaited<ReturnType<typeof listMembersForAdmin>>['rows'][number];

/** One member as the list shows her (after staff changed something). */
export async function findAdminMember(db: Db, id: string, window: ActivityWindow) {
  return db
    .selectFrom('users')
    .select(adminMemberColumns(window))
    .where('users.id', '=', id)
    .executeTakeFirst();
}

/**
 * Makes a member admin or not. Taking the role away only happens while another admin remains,
 * checked in the same statement, so two admins removing each other at the same moment cannot
 * both succeed. Undefined when it was refused (the last admin) or the member is gone.
 */
export async function setAdminRole(
  db: Db,
  userId: string,
  isAdmin: boolean,
  now: Date,
): Promise<UserRow | undefined> {
  let update = db
    .updateTable('users')
    .set({ isAdmin: isAdmin ? 1 : 0, updatedAt: now.toISOString() })
    .where('id', '=', userId);
  if (!isAdmin) {
    // A member who is no admin may always be "made" no admin; an admin only while another remains.
    update = update.where(noAdminLost(userId));
  }
  return update.returningAll().executeTakeFirst();
}
