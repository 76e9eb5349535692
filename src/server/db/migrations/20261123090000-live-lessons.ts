import { sql, type Kysely } from 'kysely';

// Frozen. The weekly live lesson (issue 10): staff's exceptions to the weekly rhythm, members'
// reminder opt-ins and calendar subscriptions, the claim of every reminder mail (so several app
// processes send each one once), and the lesson date of a content that records a lesson.
// The schedule itself (weekday, time, duration) lives in site_settings.

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  // The business date (YYYY-MM-DD) of the lesson this content records; null: not an archive.
  await db.schema.alterTable('contents').addColumn('live_lesson_date', 'text').execute();
  await db.schema
    .createIndex('contents_live_lesson_date_idx')
    .on('contents')
    .columns(['live_lesson_date', 'id'])
    .execute();

  await db.schema
    .createTable('live_lesson_exceptions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('cancel', 'extra')`))
    // Business date; a one-off lesson's start time is HH:MM business time.
    .addColumn('lesson_date', 'text', (col) => col.notNull())
    .addColumn('start_time', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('live_lesson_exceptions_kind_date_key', ['kind', 'lesson_date'])
    .addCheckConstraint(
      'live_lesson_exceptions_start_time_check',
      sql`(kind = 'cancel' and start_time is null) or (kind = 'extra' and start_time is not null)`,
    )
    .execute();
  await db.schema
    .createIndex('live_lesson_exceptions_date_idx')
    .on('live_lesson_exceptions')
    .column('lesson_date')
    .execute();

  await db.schema
    .createTable('live_reminder_optins')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('live_calendar_feeds')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    // Only the hash of the address's secret is kept.
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  // One row per member and lesson, inserted before the mail is sent: the primary key is the claim.
  await db.schema
    .createTable('live_reminder_sends')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('lesson_starts_at', 'text', (col) => col.notNull())
    .addColumn('claimed_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    // The one-click stop link in that mail; only its hash is kept.
    .addColumn('stop_token_hash', 'text', (col) => col.notNull().unique())
    .addPrimaryKeyConstraint('live_reminder_sends_pk', ['user_id', 'lesson_starts_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('live_reminder_sends').execute();
  await db.schema.dropTable('live_calendar_feeds').execute();
  await db.schema.dropTable('live_reminder_optins').execute();
  await db.schema.dropTable('live_lesson_exceptions').execute();
  await db.schema.dropIndex('contents_live_lesson_date_idx').execute();
  await db.schema.alterTable('contents').dropColumn('live_lesson_date').execute();
}
