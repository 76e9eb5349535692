import { sql, type OrderByItemBuilder, type SelectQueryBuilder } from 'kysely';
import type { AdminMemberQuery, MemberSort } from '#shared/schemas/admin.js';
import { memberPageSize } from '#shared/schemas/admin.js';
import { databaseKind, type Db } from '#server/db/database.js';
import type { Database } from '#server/db/schema.js';
import { currentStreakOf } from '../activity/done-runs.js';
import { memberActivityColumns, memberStatusOf, type ActivityWindow } from './member-activity.js';

/** Part of what staff typed, matched literally: \, % and _ lose their LIKE meaning. */
export function containsPattern(text: string): string {
  return `%${text.trim().replace(/[\\%_]/g, (special) => `\\${special}`)}%`;
}

/**
 * `column` holds `pattern`, ASCII letters in any case: SQLite's LIKE ignores their case,
 * PostgreSQL's ILIKE too (and, like SQLite, no other letters' with the C collation).
 */
function holds(db: Db, column: 'users.email' | 'users.displayName', pattern: string) {
  const like = databaseKind(db) === 'postgres' ? sql`ilike` : sql`like`;
  return sql<boolean>`${sql.ref(column)} ${like} ${pattern} escape '\\'`;
}

type Order = 'asc' | 'desc';

/**
 * Pages walk an index where there is one (joined, last visit, last やったよ): a column sorted
 * straight, never visited as the oldest on both engines; ties broken by id.
 */
function sorted<Q extends SelectQueryBuilder<Database, 'users', object>>(
  select: Q,
  sort: MemberSort,
  order: Order,
  window: ActivityWindow,
): Q {
  const nulls = (ob: OrderByItemBuilder) => (order === 'asc' ? ob.asc().nullsFirst() : ob.desc().nullsLast());
  const byColumn = (column: 'users.createdAt' | 'users.lastVisitAt' | 'users.lastDoneDay') =>
    select.orderBy(column, nulls).orderBy('users.id', order) as Q;
  switch (sort) {
    case 'joined':
      return byColumn('users.createdAt');
    case 'lastVisit':
      return byColumn('users.lastVisitAt');
    case 'lastDone':
      return byColumn('users.lastDoneDay');
    case 'streak':
      return select.orderBy(currentStreakOf(window.today), order).orderBy('users.id', order) as Q;
  }
}

function adminMemberColumns(window: ActivityWindow) {
  return [
    'users.id',
    'users.email',
    'users.displayName',
    'users.createdAt',
    'users.lastLoginAt',
    'users.staffRole',
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
      eb.or([holds(db, 'users.email', pattern), holds(db, 'users.displayName', pattern)]),
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
    sorted(base.select(adminMemberColumns(window)), query.sort ?? 'joined', order, window)
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
