import { PostgresAdapter, sql, type Kysely } from 'kysely';

// PostgreSQL's walk through the newest contents reads a table of its own (docs/decisions/0036-
// postgresql-search-walks-first.md, revision 4). Walking contents by its date index, each row
// checked cost about 2.5 buffers (search_text, about 1.2 KB, is compressed and stored out of line
// beside the article's body) and its decompression. Here a row is the date key, the visibility
// columns, the folded title and search_text, kept uncompressed in the row (MAIN storage and a
// toast_tuple_target of a whole page: only a text past about 8 KB is compressed, and only one
// that still does not fit is moved out), so a walked row is one buffer. Keeping the text in
// contents' own row instead pushed `body` out of line for the content page (revision 3).
//
// A trigger keeps it in step inside the statement that writes contents, as content_search_rows
// (20261127110000); a TRUNCATE of contents now empties both copies too. SQLite walks its own
// index (20261127040000): nothing changes there.

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

const copied = [
  'id',
  'date',
  'created_at',
  'status',
  'published_at',
  'video_id',
  'search_title',
  'search_text',
];

// A value copied from contents as it is stays compressed: PostgreSQL copies a compressed text
// (fetched from contents' TOAST) without opening it, whatever the new column's storage. `|| ''`
// makes it a new, plain text, which the row then keeps as it is.
const plain = (column: string) => (column === 'search_text' ? `${column} || ''` : column);

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`
    create table content_search_walk (
      id text primary key,
      date text not null,
      created_at text not null,
      status text not null,
      published_at text not null,
      video_id text,
      search_title text not null,
      search_text text not null
    ) with (toast_tuple_target = 8160)`.execute(db);
  for (const column of ['search_title', 'search_text']) {
    await sql.raw(`alter table content_search_walk alter column ${column} set storage main`).execute(db);
  }
  await sql
    .raw(
      `
    create function content_search_walk_sync() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' and (tg_op = 'DELETE' or new.id <> old.id) then
        delete from content_search_walk where id = old.id;
      end if;
      if tg_op = 'DELETE' then
        return null;
      end if;
      insert into content_search_walk (${copied.join(', ')})
        values (${copied.map((column) => `new.${plain(column)}`).join(', ')})
        on conflict (id) do update set
          ${copied
            .slice(1)
            .map((column) => `${column} = excluded.${column}`)
            .join(', ')};
      return null;
    end $$`,
    )
    .execute(db);
  // Only the copied columns wake it: a view counted (view_count) writes nothing here.
  await sql
    .raw(
      `
    create trigger contents_search_walk_sync
      after insert or delete or update of ${copied.join(', ')} on contents
      for each row execute function content_search_walk_sync()`,
    )
    .execute(db);
  // No code truncates contents; a hand-run TRUNCATE (or one cascaded from another table) would
  // otherwise leave both copies naming contents that are gone, and fire no row trigger.
  await sql
    .raw(
      `
    create function content_search_copies_truncate() returns trigger language plpgsql as $$
    begin
      truncate content_search_rows, content_search_walk;
      return null;
    end $$`,
    )
    .execute(db);
  await sql`
    create trigger contents_search_copies_truncate
      after truncate on contents
      for each statement execute function content_search_copies_truncate()`.execute(db);
  // One statement fills it, each search text decompressed and written once.
  await sql
    .raw(
      `insert into content_search_walk (${copied.join(', ')}) select ${copied.map(plain).join(', ')} from contents`,
    )
    .execute(db);
  await sql`create index content_search_walk_date_idx on content_search_walk (date, created_at, id)`.execute(
    db,
  );
  await sql`analyze content_search_walk`.execute(db);
}

// Down leaves the schema as 20261127180000 did, TRUNCATE guard included: there was none for
// content_search_rows before this migration, and one kept for it alone would outlive that table
// when 20261127110000's down drops it, making every later TRUNCATE of contents fail.
export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop trigger contents_search_copies_truncate on contents`.execute(db);
  await sql`drop function content_search_copies_truncate()`.execute(db);
  await sql`drop trigger contents_search_walk_sync on contents`.execute(db);
  await sql`drop function content_search_walk_sync()`.execute(db);
  await sql`drop table content_search_walk`.execute(db);
}
