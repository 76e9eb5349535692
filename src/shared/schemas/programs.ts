import { Type, type Static } from 'typebox';
import { programLimits } from '../programs.js';
import { ContentCard } from './contents.js';
import { ItemList } from './fields.js';
import { PreviewSchema, PublishingStateSchema } from './publishing.js';

// Programs (issue 13): day-by-day plans built from existing contents.

const DayKey = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'A business day, YYYY-MM-DD' });

export const ProgramIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
export type ProgramIdParams = Static<typeof ProgramIdParams>;

const ProgramProgressSchema = Type.Object({
  doneDays: Type.Integer({ minimum: 0 }),
  totalDays: Type.Integer({ minimum: 0 }),
  todayDay: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  catchUpDays: Type.Integer({ minimum: 0 }),
  finished: Type.Boolean(),
});

export const ProgramSummary = Type.Object({
  id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  coverUrl: Type.Union([Type.String(), Type.Null()]),
  dayCount: Type.Integer({ minimum: 1 }),
  /** The member's progress when she follows it; null for guests and programs she does not follow. */
  progress: Type.Union([ProgramProgressSchema, Type.Null()]),
});
export type ProgramSummary = Static<typeof ProgramSummary>;

export const ProgramList = ItemList(ProgramSummary);
export type ProgramList = Static<typeof ProgramList>;

export const ProgramDay = Type.Object({
  day: Type.Integer({ minimum: 1 }),
  contents: Type.Array(ContentCard),
  /** For a member who follows the program; null otherwise. */
  opensOn: Type.Union([DayKey, Type.Null()]),
  open: Type.Union([Type.Boolean(), Type.Null()]),
  done: Type.Union([Type.Boolean(), Type.Null()]),
});
export type ProgramDay = Static<typeof ProgramDay>;

export const ProgramDetail = Type.Intersect([
  ProgramSummary,
  Type.Object({
    days: Type.Array(ProgramDay),
    /** The day she joined (the current enrolment), or null. */
    startedDay: Type.Union([DayKey, Type.Null()]),
    /** Only members may join (and not in a preview: a program members cannot see takes nobody). */
    canJoin: Type.Boolean(),
    /** Only in a staff preview of a program members cannot see yet: a draft, or scheduled. */
    preview: Type.Optional(PreviewSchema),
  }),
]);
export type ProgramDetail = Static<typeof ProgramDetail>;

export const ProgramChanged = Type.Object({ message: Type.String(), program: ProgramDetail });
export type ProgramChanged = Static<typeof ProgramChanged>;

export const TodayMenu = Type.Object({
  items: Type.Array(
    Type.Object({
      program: ProgramSummary,
      /** Today's day (the latest open one) and its contents, each marked done or not. */
      day: Type.Integer({ minimum: 1 }),
      dayDone: Type.Boolean(),
      contents: Type.Array(Type.Object({ content: ContentCard, done: Type.Boolean() })),
    }),
  ),
});
export type TodayMenu = Static<typeof TodayMenu>;

// Staff.

export const ProgramInputSchema = Type.Object({
  title: Type.String({ maxLength: 1000 }),
  description: Type.String({ maxLength: 5000 }),
  coverKey: Type.Union([Type.String({ maxLength: 200 }), Type.Null()]),
  /** 下書き, 予約 (at publishDate and publishTime, business time) or 公開; absent: 公開 when new, unchanged on edit. */
  state: Type.Optional(PublishingStateSchema),
  /** YYYY-MM-DD, for 予約. */
  publishDate: Type.Optional(Type.String({ maxLength: 20 })),
  /** HH:MM business time, for 予約. */
  publishTime: Type.Optional(Type.String({ maxLength: 10 })),
  days: Type.Array(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 10 }), {
    maxItems: programLimits.maxDays + 10,
  }),
});

export const AdminProgramStats = Type.Object({
  joined: Type.Integer({ minimum: 0 }),
  /**
   * Members whose day `day` has opened: day 7 (a week in), or the last day of a shorter program,
   * so a 3-day program is never asked about a day 7 it does not have.
   */
  reachedDay: Type.Object({ day: Type.Integer({ minimum: 1 }), members: Type.Integer({ minimum: 0 }) }),
  completed: Type.Integer({ minimum: 0 }),
  /** completed / joined, 0–1; 0 when nobody joined. */
  completionRate: Type.Number({ minimum: 0, maximum: 1 }),
});
export type AdminProgramStats = Static<typeof AdminProgramStats>;

export const AdminProgram = Type.Object({
  id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  coverKey: Type.Union([Type.String(), Type.Null()]),
  coverUrl: Type.Union([Type.String(), Type.Null()]),
  /** As of the answer: 予約 until publishedAt, 公開 from then on. */
  state: PublishingStateSchema,
  /** ISO 8601 UTC: when it shows (or showed) to members, once published. */
  publishedAt: Type.String(),
  /** publishedAt's business day and wall-clock time (YYYY-MM-DD, HH:MM), for the form. */
  publishDate: Type.String(),
  publishTime: Type.String(),
  days: Type.Array(Type.Array(Type.Object({ id: Type.String(), title: Type.String() }))),
  stats: AdminProgramStats,
  updatedAt: Type.String(),
});
export type AdminProgram = Static<typeof AdminProgram>;

export const AdminProgramList = ItemList(AdminProgram);
export type AdminProgramList = Static<typeof AdminProgramList>;

export const AdminProgramSaved = Type.Object({ message: Type.String(), program: AdminProgram });
export type AdminProgramSaved = Static<typeof AdminProgramSaved>;

/** true: 公開 now (a 予約 too); false: back to 下書き. */
export const PublishInput = Type.Object({ published: Type.Boolean() });

export const ContentProgramUsage = Type.Object({
  programs: Type.Array(Type.Object({ id: Type.String(), title: Type.String() })),
});
export type ContentProgramUsage = Static<typeof ContentProgramUsage>;
