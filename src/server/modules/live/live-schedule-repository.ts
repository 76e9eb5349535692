import { liveTiming, type LiveException, type LiveSchedule } from '#shared/live-schedule.js';
import type { Db } from '#server/db/database.js';

// The schedule shares site_settings with the admin settings screen, which also edits the weekday
// and time (one row per key, JSON values); the duration is a key of its own.

const scheduleKeys = ['liveWeekday', 'liveTime', 'liveDurationMinutes'] as const;

/** Before staff change anything: Wednesdays at 21:00 for an hour, as the landing page promises. */
const defaultLiveSchedule: LiveSchedule = {
  weekday: 3,
  startTime: '21:00',
  durationMinutes: liveTiming.defaultDurationMinutes,
};

export async function readLiveSchedule(db: Db): Promise<LiveSchedule> {
  const rows = await db
    .selectFrom('siteSettings')
    .select(['key', 'value'])
    .where('key', 'in', [...scheduleKeys])
    .execute();
  const stored = new Map(rows.map((row) => [row.key, JSON.parse(row.value) as unknown]));
  const weekday = stored.get('liveWeekday');
  const startTime = stored.get('liveTime');
  const duration = stored.get('liveDurationMinutes');
  return {
    weekday: typeof weekday === 'number' ? weekday : defaultLiveSchedule.weekday,
    startTime: typeof startTime === 'string' ? startTime : defaultLiveSchedule.startTime,
    durationMinutes: typeof duration === 'number' ? duration : defaultLiveSchedule.durationMinutes,
  };
}

export async function saveLiveSchedule(db: Db, schedule: LiveSchedule, now: Date): Promise<void> {
  const updatedAt = now.toISOString();
  const values: Record<(typeof scheduleKeys)[number], unknown> = {
    liveWeekday: schedule.weekday,
    liveTime: schedule.startTime,
    liveDurationMinutes: schedule.durationMinutes,
  };
  await db.transaction().execute(async (trx) => {
    for (const key of scheduleKeys) {
      const value = JSON.stringify(values[key]);
      await trx
        .insertInto('siteSettings')
        .values({ key, value, updatedAt })
        .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updatedAt }))
        .execute();
    }
  });
}

export type ExceptionRow = {
  id: string;
  kind: 'cancel' | 'extra';
  lessonDate: string;
  startTime: string | null;
  createdAt: string;
};

/** Exceptions dated `fromDate` or later, oldest first. */
export async function listExceptions(db: Db, fromDate: string): Promise<ExceptionRow[]> {
  return db
    .selectFrom('liveLessonExceptions')
    .selectAll()
    .where('lessonDate', '>=', fromDate)
    .orderBy('lessonDate')
    .orderBy('kind')
    .execute();
}

export function toLiveException(row: ExceptionRow): LiveException {
  return row.kind === 'cancel'
    ? { kind: 'cancel', date: row.lessonDate }
    : { kind: 'extra', date: row.lessonDate, startTime: row.startTime ?? defaultLiveSchedule.startTime };
}

/** False when that date already has an exception of that kind (the unique key decides, on both engines). */
export async function insertException(db: Db, row: ExceptionRow): Promise<boolean> {
  const inserted = await db
    .insertInto('liveLessonExceptions')
    .values(row)
    .onConflict((conflict) => conflict.columns(['kind', 'lessonDate']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function findException(db: Db, id: string): Promise<ExceptionRow | undefined> {
  return db.selectFrom('liveLessonExceptions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function deleteException(db: Db, id: string): Promise<void> {
  await db.deleteFrom('liveLessonExceptions').where('id', '=', id).execute();
}
