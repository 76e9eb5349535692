import { sql, type Kysely } from 'kysely';

// Frozen. Programs are 下書き, 予約 or 公開 like contents (issue 22,
// docs/decisions/0019-scheduled-posts.md): `status` draft or published, and a published program
// shows to members from `published_at` on (ISO 8601 UTC, compared as text). A program that was
// public stays public, since its creation; one that was not public becomes a draft.
// `is_published` goes: two columns saying the same thing could disagree.

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('programs')
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('published')
        .check(sql`status in ('draft', 'published')`),
    )
    .execute();
  await db.schema
    .alterTable('programs')
    .addColumn('published_at', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  await db
    .updateTable('programs')
    .set({ published_at: sql.ref('created_at') })
    .execute();
  await db.updateTable('programs').set({ status: 'draft' }).where('is_published', '=', 0).execute();
  await db.schema.alterTable('programs').dropColumn('is_published').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('programs')
    .addColumn('is_published', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.updateTable('programs').set({ is_published: 1 }).where('status', '=', 'published').execute();
  await db.schema.alterTable('programs').dropColumn('published_at').execute();
  await db.schema.alterTable('programs').dropColumn('status').execute();
}
