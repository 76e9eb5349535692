import { sql, type Kysely } from 'kysely';

// Frozen. Views are counted per day and content instead of one row per view (which grew without
// bound), and a session's view of a content counts once in a while (recent_views remembers it).
// The rows already there are added up into the daily counts first, so the dashboard keeps them.

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('content_daily_views')
    // The business day (APP_TIMEZONE), YYYY-MM-DD, as view_events had it.
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('content_id', 'text', (col) => col.notNull().references('contents.id').onDelete('cascade'))
    .addColumn('views', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('content_daily_views_pk', ['day', 'content_id'])
    .execute();
  await db.schema
    .createIndex('content_daily_views_content_id_idx')
    .on('content_daily_views')
    .column('content_id')
    .execute();
  await sql`insert into content_daily_views (day, content_id, views)
    select day, content_id, count(*) from view_events group by day, content_id`.execute(db);
  await db.schema.dropTable('view_events').execute();

  await db.schema
    .createTable('recent_views')
    .addColumn('session_id', 'text', (col) => col.notNull().references('sessions.id').onDelete('cascade'))
    .addColumn('content_id', 'text', (col) => col.notNull().references('contents.id').onDelete('cascade'))
    .addColumn('counted_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('recent_views_pk', ['session_id', 'content_id'])
    .execute();
  await db.schema
    .createIndex('recent_views_counted_at_idx')
    .on('recent_views')
    .column('counted_at')
    .execute();
  await db.schema
    .createIndex('recent_views_content_id_idx')
    .on('recent_views')
    .column('content_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('recent_views').execute();
  // The single views cannot come back; an empty table of the old shape does.
  await db.schema
    .createTable('view_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('content_id', 'text', (col) => col.notNull().references('contents.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('viewed_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.dropTable('content_daily_views').execute();
}
