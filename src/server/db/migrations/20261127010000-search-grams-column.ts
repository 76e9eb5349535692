import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { searchGramsColumn } from '../search-grams.js';

// PostgreSQL's search index from pieces the app makes (docs/decisions/0033-search-at-100000.md).
// Until now its GIN index ran the SQL function content_search_grams over search_text: 10 ms for
// a 470-character article on a quiet machine, paid by every staff save and by every row seeded.
// From here the app writes the pieces (search-grams.ts, the same function that feeds SQLite's
// index, so the engines cannot drift) into search_grams, space apart, and the index splits that
// string with content_search_pieces: string_to_array, in a PL/pgSQL function so that the planner
// cannot inline it and sees its declared cost. Left as the bare, cheap-looking string_to_array,
// the planner chose to split every row's 2 KB of pieces in a scan of the table (120 ms for one
// count at 100,000 contents) over reading the index.
//
// SQLite keeps the column empty: its FTS5 index is fed by triggers from search_text
// (20261123180000), and the pieces stored twice would add about a third to its file.

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Fills search_grams from search_text, a few hundred rows to an update. */
async function fill(db: Kysely<any>) {
  const batch = 500;
  for (let last = ''; ;) {
    const { rows } = await sql<{ id: string; text: string }>`
      select id, search_text as text from contents where id > ${last} order by id limit ${batch}`.execute(db);
    if (rows.length > 0) {
      const values = rows.map((row) => sql`(${row.id}, ${searchGramsColumn(row.text)})`);
      await sql`
        update contents set search_grams = v.grams
          from (values ${sql.join(values)}) as v(id, grams)
          where contents.id = v.id`.execute(db);
    }
    if (rows.length < batch) return;
    last = rows.at(-1)!.id;
  }
}

const piecesFunction = sql`
  create or replace function content_search_pieces(grams text) returns text[]
  language plpgsql immutable strict parallel safe cost 10000
  as $$ begin return string_to_array(grams, ' '); end $$`;

// As 20261126235000 wrote it, for going back.
const gramFunction = sql.raw(`
  create or replace function content_search_grams(t text) returns text[]
  language sql immutable strict parallel safe cost 10000
  as $$
    select coalesce(array_agg(distinct gram), '{}'::text[]) from (
      select substr(w.run, i, n) as gram
        from regexp_split_to_table(t, '\\s+') as w(run),
             generate_series(1, 3) as n,
             generate_series(1, char_length(w.run) - n + 1) as i
      union all
      select chr(1) || substr(w.run, i, n)
        from regexp_split_to_table(split_part(t, chr(10), 1), '\\s+') as w(run),
             generate_series(1, 3) as n,
             generate_series(1, char_length(w.run) - n + 1) as i
    ) as grams
  $$`);

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('contents')
    .addColumn('search_grams', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  if (!isPostgres(db)) return;
  await sql`drop index contents_search_grams_idx`.execute(db);
  await sql`drop function content_search_grams(text)`.execute(db);
  await fill(db);
  await piecesFunction.execute(db);
  await sql`create index contents_search_grams_idx on contents using gin (content_search_pieces(search_grams))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index contents_search_grams_idx`.execute(db);
    await sql`drop function content_search_pieces(text)`.execute(db);
    await gramFunction.execute(db);
    await sql`create index contents_search_grams_idx on contents using gin (content_search_grams(search_text))`.execute(
      db,
    );
  }
  await db.schema.alterTable('contents').dropColumn('search_grams').execute();
}
