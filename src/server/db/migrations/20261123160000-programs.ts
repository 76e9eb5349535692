import { sql, type Kysely } from 'kysely';

// Frozen. Issue 13: programs (day-by-day plans built from existing contents), their days'
// contents, and members' enrolments. A day's progress is never stored: it follows from the
// やったよ log and watch progress (docs/decisions/0013-programs.md).

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('programs')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('cover_key', 'text')
    .addColumn('day_count', 'integer', (col) => col.notNull())
    .addColumn('is_published', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('programs_day_count_range', sql`day_count >= 3 and day_count <= 60`)
    .execute();

  // A content leaves a day when it is deleted (the day shows what remains).
  await db.schema
    .createTable('program_day_contents')
    .addColumn('program_id', 'text', (col) => col.notNull().references('programs.id').onDelete('cascade'))
    .addColumn('day_number', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('content_id', 'text', (col) => col.notNull().references('contents.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('program_day_contents_pk', ['program_id', 'day_number', 'position'])
    .execute();
  await db.schema
    .createIndex('program_day_contents_content_id_idx')
    .on('program_day_contents')
    .column('content_id')
    .execute();

  // One row per start: restarting ends the old row ('restarted') and adds a new one, so history stays.
  await db.schema
    .createTable('program_enrolments')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('program_id', 'text', (col) => col.notNull().references('programs.id').onDelete('cascade'))
    // The business day she joined (day 1), YYYY-MM-DD (decision 0004).
    .addColumn('started_day', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('ended_at', 'text')
    .addColumn('end_reason', 'text')
    .addCheckConstraint(
      'program_enrolments_end_reason',
      sql`(ended_at is null and end_reason is null) or (ended_at is not null and end_reason in ('left', 'restarted'))`,
    )
    .execute();
  // At most one current enrolment per member and program.
  await db.schema
    .createIndex('program_enrolments_current_idx')
    .on('program_enrolments')
    .columns(['user_id', 'program_id'])
    .unique()
    .where(sql.ref('ended_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('program_enrolments_program_idx')
    .on('program_enrolments')
    .columns(['program_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('program_enrolments').execute();
  await db.schema.dropTable('program_day_contents').execute();
  await db.schema.dropTable('programs').execute();
}
