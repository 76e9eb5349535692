import { sql, type Kysely } from 'kysely';

// Frozen. Issue 12: where each member stopped in each video, and her やったよ log. Both go with
// their member and their content (ON DELETE CASCADE), like favorites and history.

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('watch_progress')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content_id', 'text', (col) => col.notNull().references('contents.id').onDelete('cascade'))
    .addColumn('position_seconds', 'integer', (col) => col.notNull())
    .addColumn('duration_seconds', 'integer', (col) => col.notNull())
    // When she first reached 90%; stays set when she watches the video again.
    .addColumn('watched_at', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('watch_progress_pk', ['user_id', 'content_id'])
    .addCheckConstraint(
      'watch_progress_position_in_video',
      sql`duration_seconds > 0 and position_seconds >= 0 and position_seconds <= duration_seconds`,
    )
    .execute();
  // 続きから見る and the cards: her most recent videos first.
  await db.schema
    .createIndex('watch_progress_user_updated_idx')
    .on('watch_progress')
    .columns(['user_id', 'updated_at', 'content_id'])
    .execute();
  await db.schema
    .createIndex('watch_progress_content_id_idx')
    .on('watch_progress')
    .column('content_id')
    .execute();
  // The staff dashboard's "active in the last 7 days".
  await db.schema
    .createIndex('watch_progress_updated_idx')
    .on('watch_progress')
    .column('updated_at')
    .execute();

  await db.schema
    .createTable('activity_log')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content_id', 'text', (col) => col.notNull().references('contents.id').onDelete('cascade'))
    // The business day (APP_TIMEZONE), YYYY-MM-DD, computed by the app (decision 0004).
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('done_at', 'text', (col) => col.notNull())
    // やったよ once per content per day: the key is the rule.
    .addPrimaryKeyConstraint('activity_log_pk', ['user_id', 'content_id', 'day'])
    .execute();
  // Her calendar and streaks.
  await db.schema
    .createIndex('activity_log_user_day_idx')
    .on('activity_log')
    .columns(['user_id', 'day'])
    .execute();
  // The staff dashboard's やったよ per day and streaks.
  await db.schema
    .createIndex('activity_log_day_idx')
    .on('activity_log')
    .columns(['day', 'user_id'])
    .execute();
  await db.schema
    .createIndex('activity_log_content_id_idx')
    .on('activity_log')
    .column('content_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('activity_log').execute();
  await db.schema.dropTable('watch_progress').execute();
}
