import type { Kysely } from 'kysely';

// Frozen. Work that must run once however many app processes there are (the hourly
// housekeeping): a process claims a job's row until a given time; the others see it claimed.

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_claims')
    .addColumn('name', 'text', (col) => col.primaryKey())
    // ISO 8601 UTC, like every timestamp here; '' before the first claim.
    .addColumn('claimed_until', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_claims').execute();
}
