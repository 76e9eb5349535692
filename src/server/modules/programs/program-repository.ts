import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { PublishingState } from '#shared/schemas/publishing.js';
import type { Db } from '#server/db/database.js';
import type { Database, ProgramEnrolmentTable, ProgramTable } from '#server/db/schema.js';
import type { ContentRow } from '../contents/content-repository.js';
import { isVisibleTo, type Publishable } from '../contents/content-visibility.js';

// Programs, their days and members' enrolments (issue 13). What a member has done is never
// stored here: it is read from the やったよ log and watch progress (decision 0010).

export type ProgramRow = Selectable<ProgramTable>;
export type EnrolmentRow = Selectable<ProgramEnrolmentTable>;

export type ProgramValues = {
  title: string;
  description: string;
  coverKey: string | null;
  days: string[][];
} & Publishable;

export async function findProgram(db: Db, id: string): Promise<ProgramRow | undefined> {
  return db.selectFrom('programs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The where-condition of programs members may see at `at`, as contents (content-visibility.ts). */
function isProgramVisibleTo(at: string) {
  return (eb: ExpressionBuilder<Database, 'programs'>) =>
    eb.and([sql<boolean>`${eb.ref('programs.status')} = 'published'`, eb('programs.publishedAt', '<=', at)]);
}

/** The programs members see at `at`, the one that went public last first. */
export async function listVisiblePrograms(db: Db, at: string): Promise<ProgramRow[]> {
  return db
    .selectFrom('programs')
    .selectAll()
    .where(isProgramVisibleTo(at))
    .orderBy('publishedAt', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .execute();
}

/**
 * Every program for staff, newest first; with `state`, only 下書き, 予約 (published, its time still
 * ahead of `now`) or 公開.
 */
export async function listProgramsForAdmin(
  db: Db,
  filter: { state?: PublishingState | undefined; now: Date },
): Promise<ProgramRow[]> {
  const now = filter.now.toISOString();
  let query = db.selectFrom('programs').selectAll();
  if (filter.state === 'draft') query = query.where('status', '=', 'draft');
  if (filter.state === 'scheduled')
    query = query.where('status', '=', 'published').where('publishedAt', '>', now);
  if (filter.state === 'published') query = query.where(isProgramVisibleTo(now));
  return query.orderBy('createdAt', 'desc').orderBy('id').execute();
}

/** Each program's days, as content ids in order (a day whose contents were all deleted is empty). */
export async function dayContentIdsOf(
  db: Db,
  programs: readonly ProgramRow[],
): Promise<Map<string, string[][]>> {
  const result = new Map<string, string[][]>();
  for (const program of programs)
    result.set(
      program.id,
      Array.from({ length: Number(program.dayCount) }, () => []),
    );
  if (programs.length === 0) return result;
  const rows = await db
    .selectFrom('programDayContents')
    .select(['programId', 'dayNumber', 'contentId'])
    .where(
      'programId',
      'in',
      programs.map((program) => program.id),
    )
    .orderBy('programId')
    .orderBy('dayNumber')
    .orderBy('position')
    .execute();
  for (const row of rows) result.get(row.programId)?.[Number(row.dayNumber) - 1]?.push(row.contentId);
  return result;
}

/**
 * The contents of program days by id; with `visibleAt`, only those members may see then (a
 * draft or a not-yet-public content in a day is left out for members, shown to staff).
 */
export async function contentsByIds(
  db: Db,
  ids: readonly string[],
  visibleAt?: string,
): Promise<Map<string, ContentRow>> {
  if (ids.length === 0) return new Map();
  let query = db
    .selectFrom('contents')
    .selectAll()
    .where('id', 'in', [...new Set(ids)]);
  if (visibleAt !== undefined) query = query.where(isVisibleTo(visibleAt));
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.id, row]));
}

async function writeDays(db: Db, programId: string, days: readonly string[][]): Promise<void> {
  await db.deleteFrom('programDayContents').where('programId', '=', programId).execute();
  const rows = days.flatMap((contentIds, index) =>
    contentIds.map((contentId, position) => ({
      programId,
      dayNumber: index + 1,
      position: position + 1,
      contentId,
    })),
  );
  if (rows.length > 0) await db.insertInto('programDayContents').values(rows).execute();
}

/** The programs row's own columns from what staff saved (the days go to programDayContents). */
function programColumns(values: ProgramValues) {
  return {
    title: values.title,
    description: values.description,
    coverKey: values.coverKey,
    dayCount: values.days.length,
    status: values.status,
    publishedAt: values.publishedAt,
  };
}

export async function insertProgram(db: Db, id: string, values: ProgramValues, now: string): Promise<void> {
  await db
    .insertInto('programs')
    .values({ id, ...programColumns(values), createdAt: now, updatedAt: now })
    .execute();
  await writeDays(db, id, values.days);
}

/** Replaces the program and its days; enrolments stay, so members keep the days that still exist. */
export async function updateProgram(db: Db, id: string, values: ProgramValues, now: string): Promise<void> {
  await db
    .updateTable('programs')
    .set({ ...programColumns(values), updatedAt: now })
    .where('id', '=', id)
    .execute();
  await writeDays(db, id, values.days);
}

export async function setPublishing(db: Db, id: string, publishing: Publishable, now: string): Promise<void> {
  await db
    .updateTable('programs')
    .set({ ...publishing, updatedAt: now })
    .where('id', '=', id)
    .execute();
}

export async function isCoverInUse(db: Db, key: string): Promise<boolean> {
  return (
    (await db.selectFrom('programs').select('id').where('coverKey', '=', key).executeTakeFirst()) !==
    undefined
  );
}

/** The programs whose days show this content (the delete dialog warns about them). */
export async function programsUsingContent(db: Db, contentId: string) {
  return db
    .selectFrom('programs')
    .select(['programs.id', 'programs.title'])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('programDayContents')
          .select('programDayContents.programId')
          .whereRef('programDayContents.programId', '=', 'programs.id')
          .where('programDayContents.contentId', '=', contentId),
      ),
    )
    .orderBy('programs.title')
    .execute();
}

// Enrolments.

export async function currentEnrolments(db: Db, userId: string): Promise<EnrolmentRow[]> {
  return db
    .selectFrom('programEnrolments')
    .selectAll()
    .where('userId', '=', userId)
    .where('endedAt', 'is', null)
    .orderBy('startedAt')
    .execute();
}

/** The titles of the programs each of these members is in now (the staff dashboard). */
export async function currentProgramTitlesOf(db: Db, userIds: readonly string[]) {
  const titles = new Map<string, string[]>();
  if (userIds.length === 0) return titles;
  const rows = await db
    .selectFrom('programEnrolments')
    .innerJoin('programs', 'programs.id', 'programEnrolments.programId')
    .select(['programEnrolments.userId', 'programs.title'])
    .where('programEnrolments.userId', 'in', userIds)
    .where('programEnrolments.endedAt', 'is', null)
    .orderBy('programEnrolments.startedAt')
    .execute();
  for (const row of rows) titles.set(row.userId, [...(titles.get(row.userId) ?? []), row.title]);
  return titles;
}

export async function currentEnrolment(db: Db, userId: string, programId: string) {
  return db
    .selectFrom('programEnrolments')
    .selectAll()
    .where('userId', '=', userId)
    .where('programId', '=', programId)
    .where('endedAt', 'is', null)
    .executeTakeFirst();
}

export async function startEnrolment(
  db: Db,
  entry: { id: string; userId: string; programId: string; startedDay: string; now: string },
): Promise<void> {
  await db
    .insertInto('programEnrolments')
    .values({
      id: entry.id,
      userId: entry.userId,
      programId: entry.programId,
      startedDay: entry.startedDay,
      startedAt: entry.now,
      endedAt: null,
      endReason: null,
    })
    .execute();
}

export async function endEnrolment(
  db: Db,
  entry: { userId: string; programId: string; reason: 'left' | 'restarted'; now: string },
): Promise<boolean> {
  const ended = await db
    .updateTable('programEnrolments')
    .set({ endedAt: entry.now, endReason: entry.reason })
    .where('userId', '=', entry.userId)
    .where('programId', '=', entry.programId)
    .where('endedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return ended !== undefined;
}

/**
 * Her current enrolment, when it began on `startedDay`, begins again now; false when there is none
 * of that day.
 */
export async function restartEnrolmentBegunOn(
  db: Db,
  entry: { userId: string; programId: string; startedDay: string; now: string },
): Promise<boolean> {
  const restarted = await db
    .updateTable('programEnrolments')
    .set({ startedAt: entry.now })
    .where('userId', '=', entry.userId)
    .where('programId', '=', entry.programId)
    .where('startedDay', '=', entry.startedDay)
    .where('endedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return restarted !== undefined;
}

export async function enrolmentsOfPrograms(db: Db, programIds: readonly string[]): Promise<EnrolmentRow[]> {
  if (programIds.length === 0) return [];
  return db.selectFrom('programEnrolments').selectAll().where('programId', 'in', programIds).execute();
}

export type DoneFact = { userId: string; contentId: string; at: string };

/**
 * What these members did with these contents: each やったよ (with its business day) and each video
 * watched to 90% (with when). The caller decides what counts for which enrolment.
 */
export async function doneFacts(db: Db, userIds: readonly string[], contentIds: readonly string[]) {
  if (userIds.length === 0 || contentIds.length === 0) return { activity: [], watched: [] };
  const users = [...new Set(userIds)];
  const contents = [...new Set(contentIds)];
  const [activity, watched] = await Promise.all([
    db
      .selectFrom('activityLog')
      .select(['userId', 'contentId', 'day as at'])
      .where('userId', 'in', users)
      .where('contentId', 'in', contents)
      .execute(),
    db
      .selectFrom('watchProgress')
      .select(['userId', 'contentId', 'watchedAt'])
      .where('userId', 'in', users)
      .where('contentId', 'in', contents)
      .where('watchedAt', 'is not', null)
      .execute(),
  ]);
  return {
    activity: activity as DoneFact[],
    watched: watched.map((row) => ({ userId: row.userId, contentId: row.contentId, at: row.watchedAt! })),
  };
}
