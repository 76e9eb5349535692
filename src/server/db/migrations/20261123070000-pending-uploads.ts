import type { Kysely } from 'kysely';

// Frozen. Uploads no saved content has taken yet, with their time, so the housekeeping sweep can
// remove the ones left behind (an image dropped from the editor, a cancelled form) without listing
// the whole folder or bucket.

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pending_uploads')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('pending_uploads_created_at_idx')
    .on('pending_uploads')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pending_uploads').execute();
}
