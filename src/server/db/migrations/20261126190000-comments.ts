import { sql, type Kysely } from 'kysely';

// Frozen. Issue 23: members' comments and questions under a content, staff replies (one level),
// reports (通報), mutes, and the 承認制 setting's queue (docs/decisions/0023-comments.md).

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('comments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    // Deleting a content deletes its comments.
    .addColumn('content_id', 'text', (col) => col.notNull().references('contents.id').onDelete('cascade'))
    // A reply points at the comment it answers; deleting that comment deletes its replies.
    .addColumn('parent_id', 'text', (col) => col.references('comments.id').onDelete('cascade'))
    // The author; null once she has left (退会): the text stays, her name does not.
    .addColumn('user_id', 'text', (col) => col.references('users.id').onDelete('set null'))
    // What she was when she wrote it: 'owner' (講師), 'staff' (スタッフ) or 'member'.
    .addColumn('author_role', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    // visible; pending (承認制, until staff approve); hidden (by staff, or by three reports).
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('hidden_by', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('edited_at', 'text')
    // When staff last looked at it (approved, replied, restored, marked 確認済み); null: new.
    .addColumn('reviewed_at', 'text')
    // A staff reply: when the member it answers read it, and when its push was claimed.
    .addColumn('read_at', 'text')
    .addColumn('push_claimed_at', 'text')
    .addCheckConstraint('comments_kind', sql`kind in ('comment', 'question')`)
    .addCheckConstraint('comments_status', sql`status in ('visible', 'pending', 'hidden')`)
    .addCheckConstraint('comments_author_role', sql`author_role in ('owner', 'staff', 'member')`)
    .execute();
  await db.schema
    .createIndex('comments_content_idx')
    .on('comments')
    .columns(['content_id', 'created_at'])
    .execute();
  await db.schema.createIndex('comments_parent_idx').on('comments').column('parent_id').execute();
  await db.schema.createIndex('comments_user_idx').on('comments').column('user_id').execute();
  await db.schema
    .createIndex('comments_status_idx')
    .on('comments')
    .columns(['status', 'created_at'])
    .execute();

  await db.schema
    .createTable('comment_reports')
    .addColumn('comment_id', 'text', (col) => col.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('comment_reports_pk', ['comment_id', 'user_id'])
    .execute();
  await db.schema.createIndex('comment_reports_user_idx').on('comment_reports').column('user_id').execute();

  // A member staff have muted reads but does not post.
  await db.schema
    .createTable('comment_mutes')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('comment_mutes').execute();
  await db.schema.dropTable('comment_reports').execute();
  await db.schema.dropTable('comments').execute();
}
