import { PostgresAdapter, sql, type Kysely } from 'kysely';

// PostgreSQL's search index moves to a narrow table of its own (docs/decisions/0036-postgresql-
// search-walks-first.md, revision 2). Every content the GIN index named cost a block of contents
// (rows of about 1.6 KB, 157 MB at 100,000 contents, more than shared_buffers holds) just to learn
// its date, visibility and title: 2.5 µs a candidate, so only 2,000 could be sorted. Here a row is
// the id, the date key, the visibility columns and the folded title (about 440 bytes: the pieces,
// 2–6 KB, alone are pushed out of line, by toast_tuple_target), 44 MB of rows at 100,000 contents
// that stay in memory.
//
// A trigger keeps it in step inside the statement that writes contents, so every write (staff
// saves, publishing, deletes, imports, seeding, a video's removal setting video_id to null) is
// seen by the next search, whatever code wrote it. SQLite searches through its FTS5 table
// (20261123180000): nothing changes there.

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
  'search_grams',
];

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`
    create table content_search_rows (
      id text primary key,
      date text not null,
      created_at text not null,
      status text not null,
      published_at text not null,
      video_id text,
      search_title text not null,
      search_grams text not null
    ) with (toast_tuple_target = 128)`.execute(db);
  // The short columns stay in the row whatever the target (MAIN is moved out only past about 8 KB):
  // a title pushed out of line cost four more buffers each time a candidate's title was checked.
  for (const column of copied.filter((name) => name !== 'search_grams')) {
    await sql.raw(`alter table content_search_rows alter column ${column} set storage main`).execute(db);
  }
  await sql
    .raw(
      `
    create function content_search_rows_sync() returns trigger language plpgsql as $$
    begin
      if tg_op <> 'INSERT' and (tg_op = 'DELETE' or new.id <> old.id) then
        delete from content_search_rows where id = old.id;
      end if;
      if tg_op = 'DELETE' then
        return null;
      end if;
      insert into content_search_rows (${copied.join(', ')})
        values (${copied.map((column) => `new.${column}`).join(', ')})
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
    create trigger contents_search_rows_sync
      after insert or delete or update of ${copied.join(', ')} on contents
      for each row execute function content_search_rows_sync()`,
    )
    .execute(db);
  await sql
    .raw(`insert into content_search_rows (${copied.join(', ')}) select ${copied.join(', ')} from contents`)
    .execute(db);
  await sql`create index content_search_rows_grams_idx on content_search_rows using gin (content_search_pieces(search_grams))`.execute(
    db,
  );
  await sql`drop index contents_search_grams_idx`.execute(db);
  await sql`analyze content_search_rows`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create index contents_search_grams_idx on contents using gin (content_search_pieces(search_grams))`.execute(
    db,
  );
  await sql`drop trigger contents_search_rows_sync on contents`.execute(db);
  await sql`drop function content_search_rows_sync()`.execute(db);
  await sql`drop table content_search_rows`.execute(db);
}
