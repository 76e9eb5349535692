import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen. An index for search that keeps partial matching of Japanese (no spaces between words):
// every character and every pair of neighbouring characters of search_text
// (docs/decisions/0016-search-index.md). The database keeps it in step with the contents, whoever
// writes them.
//
// SQLite: an FTS5 table holding the pieces as tokens (spelled by content_search_tokens(), which
// the app registers on its connection, src/server/db/search-grams.ts), filled by triggers. Its
// rows are keyed by contents.search_key, a number of our own: a table whose key is text has a
// rowid that VACUUM may renumber.
//
// PostgreSQL: a GIN index over the pieces, computed by an immutable SQL function that counts
// characters as the app does. (pg_trgm finds nothing in Japanese text on a database whose
// LC_CTYPE is C, where it takes kana and kanji for punctuation.)

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`
      create function content_search_grams(t text) returns text[]
      language sql immutable strict parallel safe
      as $$
        select coalesce(array_agg(gram), '{}'::text[]) from (
          select substr(t, i, 1) as gram from generate_series(1, char_length(t)) as i
          union
          select substr(t, i, 2) from generate_series(1, char_length(t) - 1) as i
        ) as grams
      $$`.execute(db);
    await sql`create index contents_search_grams_idx on contents using gin (content_search_grams(search_text))`.execute(
      db,
    );
    return;
  }
  await sql`alter table contents add column search_key integer`.execute(db);
  await sql`update contents set search_key = rowid`.execute(db);
  await sql`create unique index contents_search_key_idx on contents (search_key)`.execute(db);
  // Contentless: the index alone, the text stays in contents. detail=none: which rows hold a
  // token is all the search asks, not where in them.
  await sql`create virtual table content_search using fts5(
    tokens, content='', contentless_delete=1, tokenize='ascii', detail=none
  )`.execute(db);
  await sql`insert into content_search (rowid, tokens)
    select search_key, content_search_tokens(search_text) from contents`.execute(db);
  await sql`create trigger contents_search_insert after insert on contents begin
    update contents set search_key = (select coalesce(max(search_key), 0) + 1 from contents)
      where id = new.id;
    insert into content_search (rowid, tokens)
      select search_key, content_search_tokens(new.search_text) from contents where id = new.id;
  end`.execute(db);
  await sql`create trigger contents_search_update after update of search_text on contents begin
    delete from content_search where rowid = old.search_key;
    insert into content_search (rowid, tokens) values (old.search_key, content_search_tokens(new.search_text));
  end`.execute(db);
  await sql`create trigger contents_search_delete after delete on contents begin
    delete from content_search where rowid = old.search_key;
  end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index contents_search_grams_idx`.execute(db);
    await sql`drop function content_search_grams(text)`.execute(db);
    return;
  }
  for (const trigger of ['contents_search_insert', 'contents_search_update', 'contents_search_delete']) {
    await sql.raw(`drop trigger ${trigger}`).execute(db);
  }
  await sql`drop table content_search`.execute(db);
  await sql`drop index contents_search_key_idx`.execute(db);
  await sql`alter table contents drop column search_key`.execute(db);
}
