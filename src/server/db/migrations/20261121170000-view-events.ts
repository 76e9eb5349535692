import type { Kysely } from 'kysely';

// Frozen. One row per content view, first-party, for the admin dashboard's views per day.

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('view_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('content_id', 'text', (col) => col.notNull().references('contents.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    // The business day (APP_TIMEZONE) of the view, YYYY-MM-DD, so days group the same on both engines.
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('viewed_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('view_events_day_idx')
    .on('view_events')
    .columns(['day', 'content_id'])
    .execute();
  await db.schema.createIndex('view_events_content_id_idx').on('view_events').column('content_id').execute();
  await db.schema.createIndex('view_events_user_id_idx').on('view_events').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('view_events').execute();
}
