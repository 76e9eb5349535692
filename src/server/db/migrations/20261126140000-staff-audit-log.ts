import type { Kysely } from 'kysely';

// Frozen. The audit log of staff actions (issue 22): who did what, to what, when. One row per
// action, kept 400 days (housekeeping deletes older rows). Never holds a password, a passphrase
// or a token: a secret field is recorded as "changed" without its value.

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staff_audit_entries')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // ISO 8601 UTC, like every timestamp here.
    .addColumn('at', 'text', (col) => col.notNull())
    // No foreign key: the entry outlives the staff account. The e-mail is a copy taken then.
    .addColumn('actor_id', 'text', (col) => col.notNull())
    .addColumn('actor_email', 'text', (col) => col.notNull())
    // A stable key such as 'content.update'; the web app words it.
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_type', 'text', (col) => col.notNull())
    .addColumn('target_id', 'text')
    // What staff read: a content's title, a member's e-mail (masked once she is deleted), a month.
    .addColumn('target_label', 'text', (col) => col.notNull())
    // JSON: field → { before, after } or { hidden: 'secret' | 'long' }.
    .addColumn('changes', 'text', (col) => col.notNull())
    // JSON: name → number (rows exported, members created, guest sessions ended).
    .addColumn('counts', 'text', (col) => col.notNull())
    .addColumn('client_address', 'text')
    .execute();
  // The screen reads newest first, whole or for one staff member or one kind of target.
  await db.schema
    .createIndex('staff_audit_entries_at')
    .on('staff_audit_entries')
    .columns(['at', 'id'])
    .execute();
  await db.schema
    .createIndex('staff_audit_entries_actor')
    .on('staff_audit_entries')
    .columns(['actor_id', 'at'])
    .execute();
  await db.schema
    .createIndex('staff_audit_entries_target')
    .on('staff_audit_entries')
    .columns(['target_type', 'target_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_audit_entries').execute();
}
