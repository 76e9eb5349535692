import { sql, type Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.
// Only types and constraints that mean the same in SQLite and PostgreSQL are used here.

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // Addresses are stored lower-cased, so the unique index is case-insensitive in effect.
    .addColumn('email', 'text', (col) =>
      col
        .notNull()
        .unique()
        .check(sql`email = lower(email)`),
    )
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('is_admin', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`is_admin in (0, 1)`),
    )
    .addColumn('display_name', 'text')
    .addColumn('photo_url', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('last_login_at', 'text')
    .execute();

  await db.schema
    .createTable('contents')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) =>
      col.notNull().check(sql`category in ('diet', 'exercise', 'meals', 'mental', 'beauty', 'lifestyle')`),
    )
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('video', 'article')`))
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('thumbnail', 'text')
    .addColumn('video_url', 'text')
    .addColumn('original_video_url', 'text')
    .addColumn('body', 'text')
    .addColumn('view_count', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`view_count >= 0`),
    )
    .addColumn('is_featured', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`is_featured in (0, 1)`),
    )
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('migrated_at', 'text')
    // A video plays from its embed address; an article needs its body
    // (docs/product.md#contents-and-the-admin-checks).
    .addCheckConstraint('contents_video_has_url', sql`type <> 'video' or video_url is not null`)
    .addCheckConstraint('contents_article_has_body', sql`type <> 'article' or body is not null`)
    .execute();
  // New list and home "new" section: newest by date, optionally within one category.
  await db.schema
    .createIndex('contents_date_idx')
    .on('contents')
    .columns(['date', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('contents_category_date_idx')
    .on('contents')
    .columns(['category', 'date', 'created_at', 'id'])
    .execute();
  // Featured list: featured rows only, newest first.
  await db.schema
    .createIndex('contents_featured_date_idx')
    .on('contents')
    .columns(['is_featured', 'date', 'created_at', 'id'])
    .execute();
  // Popular list: by view count, optionally within one category.
  await db.schema
    .createIndex('contents_view_count_idx')
    .on('contents')
    .columns(['view_count', 'date', 'id'])
    .execute();
  await db.schema
    .createIndex('contents_category_view_count_idx')
    .on('contents')
    .columns(['category', 'view_count', 'date', 'id'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('guest', 'member')`))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    // A guest session belongs to nobody; a member session always to someone.
    .addCheckConstraint(
      'sessions_kind_matches_user',
      sql`(kind = 'guest' and user_id is null) or (kind = 'member' and user_id is not null)`,
    )
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('monthly_passphrases')
    .addColumn('month', 'text', (col) =>
      col
        .primaryKey()
        .check(
          sql`length(month) = 7 and substr(month, 5, 1) = '-' and substr(month, 6, 2) between '01' and '12'`,
        ),
    )
    .addColumn('passphrase', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('favorites')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content_id', 'text', (col) => col.notNull().references('contents.id').onDelete('cascade'))
    .addColumn('added_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('favorites_pk', ['user_id', 'content_id'])
    .execute();
  await db.schema
    .createIndex('favorites_user_added_idx')
    .on('favorites')
    .columns(['user_id', 'added_at', 'content_id'])
    .execute();
  await db.schema.createIndex('favorites_content_id_idx').on('favorites').column('content_id').execute();

  await db.schema
    .createTable('view_history')
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content_id', 'text', (col) => col.notNull().references('contents.id').onDelete('cascade'))
    .addColumn('viewed_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('view_history_pk', ['user_id', 'content_id'])
    .execute();
  await db.schema
    .createIndex('view_history_user_viewed_idx')
    .on('view_history')
    .columns(['user_id', 'viewed_at', 'content_id'])
    .execute();
  await db.schema
    .createIndex('view_history_content_id_idx')
    .on('view_history')
    .column('content_id')
    .execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('password_reset_tokens_user_id_idx')
    .on('password_reset_tokens')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'password_reset_tokens',
    'view_history',
    'favorites',
    'monthly_passphrases',
    'sessions',
    'contents',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
