import { sql, type Kysely } from 'kysely';

// Frozen. Web Push for the live lesson (issue 14): this install's VAPID key pair (made at the
// first start, kept only here), each member's devices, and the claim of every reminder sent to a
// device (so several app processes send each one once).

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  // One row ('vapid'); its own table so no settings screen or settings API can ever list it.
  await db.schema
    .createTable('push_keys')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('public_key', 'text', (col) => col.notNull())
    .addColumn('private_key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // The push service's address for this device's browser; one device, one row.
    .addColumn('endpoint', 'text', (col) => col.notNull().unique())
    .addColumn('p256dh', 'text', (col) => col.notNull())
    .addColumn('auth', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscriptions_user_idx')
    .on('push_subscriptions')
    .column('user_id')
    .execute();

  // One row per device, lesson and reminder, inserted before sending: the primary key is the claim.
  await db.schema
    .createTable('push_reminder_sends')
    .addColumn('subscription_id', 'text', (col) =>
      col.notNull().references('push_subscriptions.id').onDelete('cascade'),
    )
    .addColumn('lesson_starts_at', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('before', 'start')`))
    .addColumn('claimed_at', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text')
    .addPrimaryKeyConstraint('push_reminder_sends_pk', ['subscription_id', 'lesson_starts_at', 'kind'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_reminder_sends').execute();
  await db.schema.dropTable('push_subscriptions').execute();
  await db.schema.dropTable('push_keys').execute();
}
