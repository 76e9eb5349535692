import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { searchDocument, foldForSearch } from '../search-fold.js';

// Search reads the article's text too, and folds kana (docs/decisions/0027-search-article-text-
// and-kana.md). search_text becomes the folded title, description and article text, one per
// line; search_title the folded title alone, which ranks a content first. The index holds
// pieces of up to three characters and the title's pieces apart.
//
// The folding is the app's own (search-fold.ts), as the index's pieces already were
// (content_search_tokens): changing either means a new migration that fills both columns again.
//
// SQLite: the triggers of 20261123180000 stay; setting search_text again re-indexes each row with
// today's content_search_tokens(). PostgreSQL: the gram function is replaced and its index built
// again (dropped first, so the rows are not indexed twice).

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

// Until this migration: every character and pair of the whole text (substr by position, which
// PostgreSQL finds by walking the text from its start: fine for a title and a description).
const pairFunction = sql`
  create or replace function content_search_grams(t text) returns text[]
  language sql immutable strict parallel safe
  as $$
    select coalesce(array_agg(gram), '{}'::text[]) from (
      select substr(t, i, 1) as gram from generate_series(1, char_length(t)) as i
      union
      select substr(t, i, 2) from generate_series(1, char_length(t) - 1) as i
    ) as grams
  $$`;

// From this one: runs of one to three characters within each run without spaces, and those of
// the first line (the title) again behind chr(1), as search-grams.ts makes them. Declared
// costly, so the planner reads the index rather than compute it row by row.
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

async function fill(
  db: Kysely<any>,
  documents: (row: { title: string; description: string; body: string | null }) => {
    title: string;
    text: string;
  },
) {
  const batch = 500;
  for (let last = ''; ;) {
    const rows = await sql<{ id: string; title: string; description: string; body: string | null }>`
      select id, title, description, body from contents where id > ${last} order by id limit ${batch}`.execute(
      db,
    );
    for (const row of rows.rows) {
      const { title, text } = documents(row);
      await sql`update contents set search_title = ${title}, search_text = ${text} where id = ${row.id}`.execute(
        db,
      );
    }
    if (rows.rows.length < batch) return;
    last = rows.rows.at(-1)!.id;
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('contents')
    .addColumn('search_title', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  if (isPostgres(db)) await sql`drop index contents_search_grams_idx`.execute(db);
  await fill(db, (row) => ({ title: foldForSearch(row.title), text: searchDocument(row) }));
  if (isPostgres(db)) {
    await gramFunction.execute(db);
    await sql`create index contents_search_grams_idx on contents using gin (content_search_grams(search_text))`.execute(
      db,
    );
  }
  if (isPostgres(db)) return;
  // A common word walks the newest contents checking their titles: from this index alone, without
  // reading each (long) row but for those that match. PostgreSQL cannot filter on an index's
  // columns before reading the row, and would take the index for the visibility condition alone.
  await db.schema
    .createIndex('contents_date_search_title_idx')
    .on('contents')
    .columns(['date', 'created_at', 'id', 'status', 'published_at', 'search_title'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`drop index contents_search_grams_idx`.execute(db);
  else await db.schema.dropIndex('contents_date_search_title_idx').execute();
  // As 20261121200000 wrote it: title and description, NFKC and lower case.
  await fill(db, (row) => ({
    title: '',
    text: `${row.title}\n${row.description}`.normalize('NFKC').toLowerCase(),
  }));
  if (isPostgres(db)) {
    await pairFunction.execute(db);
    await sql`create index contents_search_grams_idx on contents using gin (content_search_grams(search_text))`.execute(
      db,
    );
  }
  await db.schema.alterTable('contents').dropColumn('search_title').execute();
}
