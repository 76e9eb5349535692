import { sql, type Kysely } from 'kysely';
import { startOfZonedDay } from '#shared/business-time.js';

// Frozen. Drafts and scheduled posts (issue 22, docs/decisions/0019-scheduled-posts.md): a
// content is a draft or published, and a published one shows to members from published_at on
// (ISO 8601 UTC, compared as text). Existing contents are published from the start of their
// 公開日 in the business zone, so one dated in the future no longer shows before that day.

/** The zone the app runs its business days in; migrations see no config, only the environment. */
const businessZone = process.env.APP_TIMEZONE || 'Asia/Tokyo';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's schema types */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('contents')
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('published')
        .check(sql`status in ('draft', 'published')`),
    )
    .execute();
  await db.schema
    .alterTable('contents')
    .addColumn('published_at', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  // One update per distinct day, not per row.
  const days = await db.selectFrom('contents').select('date').distinct().execute();
  for (const { date } of days as { date: string }[]) {
    const [year, month, day] = date.split('-').map(Number);
    const start = startOfZonedDay(year!, month!, day!, businessZone).toISOString();
    await db.updateTable('contents').set({ published_at: start }).where('date', '=', date).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('contents').dropColumn('published_at').execute();
  await db.schema.alterTable('contents').dropColumn('status').execute();
}
