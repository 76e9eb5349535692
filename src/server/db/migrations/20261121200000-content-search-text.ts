import { sql, type Kysely } from 'kysely';

// Frozen. Search matches a normalised copy of title and description (NFKC, lower case), made
// by the app, because SQLite's and PostgreSQL's lower() differ beyond ASCII and neither
// folds full-width characters.

const normalise = (text: string) => text.normalize('NFKC').toLowerCase();

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('contents')
    .addColumn('search_text', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  const rows = await sql<{
    id: string;
    title: string;
    description: string;
  }>`select id, title, description from contents`.execute(db);
  for (const row of rows.rows) {
    await sql`update contents set search_text = ${normalise(`${row.title}\n${row.description}`)} where id = ${row.id}`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contents').dropColumn('search_text').execute();
}
