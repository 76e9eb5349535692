import type { Kysely } from 'kysely';

// Frozen. The owner's legal pages (privacy policy, terms of use, 特定商取引法に基づく表記), one row
// per page once it has been saved; a missing row or an empty body means the page is not shown.

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('legal_pages')
    .addColumn('page', 'text', (col) => col.primaryKey())
    // Sanitized article HTML; '' when the owner emptied the page.
    .addColumn('body', 'text', (col) => col.notNull())
    // ISO 8601 UTC.
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('legal_pages').execute();
}
