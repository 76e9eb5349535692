import { Type, type Static } from 'typebox';
import { maxVideoSeconds } from '../watch-progress.js';
import { ContentCard } from './contents.js';
import { ItemList } from './fields.js';

// Continue watching and the やったよ log (issue 12). Members only; every answer is the member's own.

const DayKey = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'A business day, YYYY-MM-DD' });
const MonthKey = Type.String({
  pattern: '^\\d{4}-(0[1-9]|1[0-2])$',
  description: 'A business month, YYYY-MM',
});

export const WatchProgress = Type.Object({
  contentId: Type.String(),
  /** Whole seconds, never past the end. */
  positionSeconds: Type.Integer({ minimum: 0 }),
  durationSeconds: Type.Integer({ minimum: 1 }),
  /** Reached 90% at least once; stays true when she watches it again. */
  watched: Type.Boolean(),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type WatchProgress = Static<typeof WatchProgress>;

/** What the player reports: where it is and how long the video is, in seconds. */
export const ProgressReport = Type.Object({
  positionSeconds: Type.Number({ minimum: 0, maximum: maxVideoSeconds }),
  durationSeconds: Type.Number({ exclusiveMinimum: 0, maximum: maxVideoSeconds }),
});
export type ProgressReport = Static<typeof ProgressReport>;

export const ContentProgress = Type.Object({
  progress: Type.Union([WatchProgress, Type.Null()]),
  /** Where 続きから再生 starts, or null when the video starts from the beginning. */
  resumeAt: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
});
export type ContentProgress = Static<typeof ContentProgress>;

export const ProgressList = ItemList(WatchProgress);
export type ProgressList = Static<typeof ProgressList>;

export const ContinueWatching = Type.Object({
  items: Type.Array(Type.Object({ content: ContentCard, progress: WatchProgress })),
});
export type ContinueWatching = Static<typeof ContinueWatching>;

export const DoneState = Type.Object({
  /** Recorded やったよ for this content today (business day). */
  done: Type.Boolean(),
  day: DayKey,
});
export type DoneState = Static<typeof DoneState>;

export const ActivityCalendarQuery = Type.Object({ month: Type.Optional(MonthKey) });
export type ActivityCalendarQuery = Static<typeof ActivityCalendarQuery>;

export const ActivityCalendar = Type.Object({
  month: MonthKey,
  today: DayKey,
  /** Days of the month with something done, oldest first, each with what was done. */
  days: Type.Array(
    Type.Object({
      day: DayKey,
      count: Type.Integer({ minimum: 1 }),
      contents: Type.Array(Type.Object({ id: Type.String(), title: Type.String() })),
    }),
  ),
  /** やったよ recorded in the month. */
  monthTotal: Type.Integer({ minimum: 0 }),
  /** Days in a row up to today (or yesterday, while today is not done yet). */
  currentStreak: Type.Integer({ minimum: 0 }),
  longestStreak: Type.Integer({ minimum: 0 }),
  /** The 7 days ending today, oldest first. */
  lastSevenDays: Type.Array(Type.Object({ day: DayKey, done: Type.Boolean() })),
});
export type ActivityCalendar = Static<typeof ActivityCalendar>;
