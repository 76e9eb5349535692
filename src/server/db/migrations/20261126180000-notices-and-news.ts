import { sql, type Kysely } from 'kysely';

// Frozen. お知らせ and news of new contents (issue 23, docs/decisions/0026-notices-and-news.md):
// staff's notices (draft or published from published_at, like contents), each member's read
// state, each member's news preferences (all off until she turns them on), and the claim of every
// mail and push sent for them, so that several app processes send each one once.

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notices')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    // Sanitized on the server: the article's safe subset without pictures.
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('draft', 'published')`))
    .addColumn('published_at', 'text', (col) => col.notNull())
    // The instant the pin at the top of home ends; null: not pinned.
    .addColumn('pinned_until', 'text')
    .addColumn('send_push', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('send_mail', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('notices_published_idx').on('notices').columns(['published_at']).execute();

  await db.schema
    .createTable('notice_reads')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('notice_id', 'text', (col) => col.notNull().references('notices.id').onDelete('cascade'))
    .addColumn('read_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('notice_reads_pk', ['user_id', 'notice_id'])
    .execute();

  await db.schema
    .createTable('news_preferences')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('notice_mail', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('content_push', 'integer', (col) => col.notNull().defaultTo(0))
    // Contents that went public before she asked are not pushed to her.
    .addColumn('content_push_since', 'text')
    .addColumn('weekly_digest', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  // One row per send, inserted before sending: the primary key is the claim. device_id is the push
  // subscription for a push and '' for a mail; item_id the notice, the content or the digest's week.
  await db.schema
    .createTable('news_sends')
    .addColumn('kind', 'text', (col) =>
      col.notNull().check(sql`kind in ('notice-mail', 'notice-push', 'content-push', 'digest')`),
    )
    .addColumn('item_id', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device_id', 'text', (col) => col.notNull())
    .addColumn('claimed_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    // The one-click unsubscribe link of a mail; only its hash is kept.
    .addColumn('stop_token_hash', 'text')
    .addPrimaryKeyConstraint('news_sends_pk', ['kind', 'item_id', 'user_id', 'device_id'])
    .execute();
  await db.schema.createIndex('news_sends_user_idx').on('news_sends').column('user_id').execute();
  await db.schema.createIndex('news_sends_stop_idx').on('news_sends').column('stop_token_hash').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('news_sends').execute();
  await db.schema.dropTable('news_preferences').execute();
  await db.schema.dropTable('notice_reads').execute();
  await db.schema.dropTable('notices').execute();
}
