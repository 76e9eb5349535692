import type { Kysely } from 'kysely';

// Frozen. Counters of attempts (sign-in, passphrase, request limits) shared by every app process
// and kept until they expire, so no amount of other traffic can make the server forget one.

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('attempt_counters')
    // What is counted and for whom, e.g. "passphrase-ip:203.0.113.9".
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addColumn('window_started_at', 'text', (col) => col.notNull())
    .addColumn('last_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('attempt_counters_expires_at_idx')
    .on('attempt_counters')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('attempt_counters').execute();
}
