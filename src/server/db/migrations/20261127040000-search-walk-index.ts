import { PostgresAdapter, type Kysely } from 'kysely';

// SQLite's walk through the newest contents for two words that rarely meet
// (docs/decisions/0037-sqlite-search-walk.md): the date index that already held the visibility
// columns and the folded title now holds video_id and search_key too, so the walk checks which
// contents the FTS5 index names, and whether members may see them, from the index alone, and
// reads only the long rows that may hold the words. It replaces contents_date_search_title_idx
// (20261126235000) and contents_date_idx (20261121090000), whose columns it begins with: with
// the narrower date index beside it, SQLite walked that one for a page after the first and read
// every row to learn its search_key. PostgreSQL walks its own way: nothing changes there.

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await db.schema
    .createIndex('contents_date_search_idx')
    .on('contents')
    .columns(['date', 'created_at', 'id', 'status', 'published_at', 'video_id', 'search_title', 'search_key'])
    .execute();
  await db.schema.dropIndex('contents_date_search_title_idx').execute();
  await db.schema.dropIndex('contents_date_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await db.schema
    .createIndex('contents_date_idx')
    .on('contents')
    .columns(['date', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('contents_date_search_title_idx')
    .on('contents')
    .columns(['date', 'created_at', 'id', 'status', 'published_at', 'search_title'])
    .execute();
  await db.schema.dropIndex('contents_date_search_idx').execute();
}
