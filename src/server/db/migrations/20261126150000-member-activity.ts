import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen. Issue 22, "who is drifting away": the member list sorts and filters 10,000 members by
// last visit, last やったよ and current streak, so each member's row carries them.
//
// last_visit_at: the last signed-in request (login, or a session touched every 10 minutes).
// last_done_day / done_run_days / longest_done_run: her latest やったよ day, the run of days in a
// row ending on it, her longest run. The app keeps them in step with activity_log (the streak
// arithmetic lives in src/shared/streaks.ts alone); runs left null here are computed by the app
// when it starts (src/server/modules/activity/done-runs.ts).
// member_visit_days: one row per member and business day she came, for weekly active members.

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('last_visit_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('last_done_day', 'text').execute();
  await db.schema.alterTable('users').addColumn('done_run_days', 'integer').execute();
  await db.schema.alterTable('users').addColumn('longest_done_run', 'integer').execute();

  // What is known of visits so far: the last sign-in, or a session seen later than it.
  await sql`update users set last_visit_at = last_login_at`.execute(db);
  await sql`
    update users set last_visit_at = (
      select max(last_seen_at) from sessions where sessions.user_id = users.id and sessions.kind = 'member'
    )
    where exists (
      select 1 from sessions
      where sessions.user_id = users.id and sessions.kind = 'member'
        and sessions.last_seen_at > coalesce(users.last_visit_at, '')
    )`.execute(db);
  await sql`
    update users set last_done_day = (select max(day) from activity_log where activity_log.user_id = users.id)
  `.execute(db);

  await db.schema
    .createTable('member_visit_days')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // The business day (APP_TIMEZONE), YYYY-MM-DD, computed by the app (decision 0004).
    .addColumn('day', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('member_visit_days_pk', ['user_id', 'day'])
    .execute();
  // Weekly active members: a range of days.
  await db.schema
    .createIndex('member_visit_days_day_idx')
    .on('member_visit_days')
    .columns(['day', 'user_id'])
    .execute();
  // The member list's pages walk these instead of sorting every member (ties broken by id).
  // Never visited sorts as oldest: SQLite puts nulls first anyway, PostgreSQL is told to.
  const nullsFirst = isPostgres(db) ? sql` nulls first` : sql``;
  await sql`create index users_created_at_idx on users (created_at, id)`.execute(db);
  await sql`create index users_last_visit_at_idx on users (last_visit_at${nullsFirst}, id)`.execute(db);
  await sql`create index users_last_done_day_idx on users (last_done_day${nullsFirst}, id)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_visit_days').execute();
  for (const index of ['users_created_at_idx', 'users_last_visit_at_idx', 'users_last_done_day_idx'])
    await db.schema.dropIndex(index).execute();
  for (const column of ['longest_done_run', 'done_run_days', 'last_done_day', 'last_visit_at'])
    await db.schema.alterTable('users').dropColumn(column).execute();
}
