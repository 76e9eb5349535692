import type { Kysely } from 'kysely';

// Frozen. What revoking access needs: the month whose passphrase opened a guest session (so that
// replacing the passphrase ends those sessions), and members staff have disabled.

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  // YYYY-MM for guest sessions; null for members, who signed in with their own password.
  await db.schema.alterTable('sessions').addColumn('passphrase_month', 'text').execute();
  await db.schema
    .createIndex('sessions_passphrase_month_idx')
    .on('sessions')
    .column('passphrase_month')
    .execute();
  // When staff disabled the member; null while she may sign in.
  await db.schema.alterTable('users').addColumn('disabled_at', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('disabled_at').execute();
  await db.schema.dropIndex('sessions_passphrase_month_idx').execute();
  await db.schema.alterTable('sessions').dropColumn('passphrase_month').execute();
}
