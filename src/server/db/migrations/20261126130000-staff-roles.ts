import { sql, type Kysely } from 'kysely';

// Frozen. Staff get a role (docs/decisions/0025-staff-roles.md): users.is_admin becomes
// users.staff_role, null for a member, 'owner' or 'editor' for staff; every admin so far becomes
// an owner, since she could do everything. One column, so "staff" and "role" never disagree.
// Staff invitations wait in staff_invitations: single-use, 7 days, only the SHA-256 of the link's
// token is stored (token_hash), like reset links; the id names it on the staff screen; mailed_at
// claims the mail so it goes out once.

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('staff_role', 'text', (col) => col.check(sql`staff_role in ('owner', 'editor')`))
    .execute();
  await db.updateTable('users').set({ staff_role: 'owner' }).where('is_admin', '=', 1).execute();
  await db.schema.alterTable('users').dropColumn('is_admin').execute();

  await db.schema
    .createTable('staff_invitations')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('email', 'text', (col) => col.notNull().check(sql`email = lower(email)`))
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('owner', 'editor')`))
    .addColumn('invited_by', 'text', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('mailed_at', 'text')
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('staff_invitations_email_idx')
    .on('staff_invitations')
    .column('email')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_invitations').execute();
  await db.schema
    .alterTable('users')
    .addColumn('is_admin', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`is_admin in (0, 1)`),
    )
    .execute();
  await db.updateTable('users').set({ is_admin: 1 }).where('staff_role', 'is not', null).execute();
  await db.schema.alterTable('users').dropColumn('staff_role').execute();
}
