import { sql, type Kysely } from 'kysely';

// Frozen. Which contents are samples nobody has edited (issue 26): staff see them marked サンプル
// and can remove them all at once. Seeding sets the mark; saving the content from the admin form
// clears it, since from then on it is staff's own.

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('contents')
    .addColumn('unedited_sample', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  // Sites that already have the samples: the ones never saved since they were written (saving
  // moves updated_at; counting views and fetching thumbnails do not).
  await db
    .updateTable('contents')
    .set({ unedited_sample: 1 })
    .where('id', 'like', 'sample-%')
    .where(sql.ref('updated_at'), '=', sql.ref('created_at'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contents').dropColumn('unedited_sample').execute();
}
