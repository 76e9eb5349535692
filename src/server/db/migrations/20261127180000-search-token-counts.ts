import { PostgresAdapter, sql, type Kysely } from 'kysely';

// SQLite: how many contents hold each token of the search index (docs/decisions/0037-sqlite-search-
// walk.md, fourth revision), so a search learns in one lookup that a word is in no title, or in
// few contents, instead of asking FTS5, which reads the token's whole list of rows to answer.
// Kept by triggers beside the index's own (20261123180000), from the tokens a write adds or takes
// away (content_search_token_changes, registered by the app on its connection, search-grams.ts).
// A count may run above the truth (filled from the index, which may still count a deleted row),
// never below: a search takes it as "at most".
// PostgreSQL: nothing (its search is decision 36's).

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

const triggers = [
  'contents_search_counts_insert',
  'contents_search_counts_update',
  'contents_search_counts_delete',
];

/** Adds each [token, change] of `changes` (JSON) to the counts. */
const apply = (changes: string) =>
  `insert into content_search_counts (token, contents)
     select value ->> 0, value ->> 1 from json_each(${changes}) where true
     on conflict (token) do update set contents = contents + excluded.contents;`;

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`create table content_search_counts (
    token text primary key,
    contents integer not null
  ) without rowid`.execute(db);
  await sql`create virtual table temp.content_search_vocabulary
    using fts5vocab(main, content_search, row)`.execute(db);
  await sql`insert into content_search_counts (token, contents)
    select term, doc from temp.content_search_vocabulary`.execute(db);
  await sql`drop table temp.content_search_vocabulary`.execute(db);
  await sql
    .raw(
      `create trigger contents_search_counts_insert after insert on contents begin
        ${apply("content_search_token_changes('', new.search_text)")}
      end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger contents_search_counts_update after update of search_text on contents begin
        ${apply('content_search_token_changes(old.search_text, new.search_text)')}
      end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger contents_search_counts_delete after delete on contents begin
        ${apply("content_search_token_changes(old.search_text, '')")}
      end`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  for (const trigger of triggers) await sql.raw(`drop trigger ${trigger}`).execute(db);
  await sql`drop table content_search_counts`.execute(db);
}
