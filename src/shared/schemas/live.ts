import { Type, type Static } from 'typebox';

// The weekly live lesson's API (issue 10). Instants are ISO 8601 UTC; labels are Japanese text in
// the business time zone, made on the server, so a phone set to any zone shows the same thing.

const Instant = Type.String({ format: 'date-time' });
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

const LivePhaseSchema = Type.Union([
  Type.Literal('upcoming'),
  Type.Literal('countdown'),
  Type.Literal('join'),
  Type.Literal('ended'),
]);

export const LiveLesson = Type.Object({
  date: Day,
  startsAt: Instant,
  endsAt: Instant,
  /** "11月25日(水)" */
  dayLabel: Type.String(),
  /** "21:00〜22:00" */
  timeLabel: Type.String(),
  isExtra: Type.Boolean(),
  cancelled: Type.Boolean(),
});
export type LiveLesson = Static<typeof LiveLesson>;

export const LiveArchive = Type.Object({
  id: Type.String(),
  title: Type.String(),
  liveLessonDate: Day,
  dayLabel: Type.String(),
});
export type LiveArchive = Static<typeof LiveArchive>;

export const LiveOverview = Type.Object({
  /** The server's clock when it answered: the countdown corrects the phone's clock with it. */
  now: Instant,
  phase: LivePhaseSchema,
  /** Under way or next (お休み skipped); null when nothing is planned. */
  next: Type.Union([
    Type.Intersect([LiveLesson, Type.Object({ joinOpensAt: Instant, joinOpensTime: Type.String() })]),
    Type.Null(),
  ]),
  previous: Type.Union([LiveLesson, Type.Null()]),
  /** The next few lessons, お休み included and marked. */
  upcoming: Type.Array(LiveLesson),
  /** The link to join; only ever sent to guests and members. */
  liveUrl: Type.Union([Type.String(), Type.Null()]),
  latestArchive: Type.Union([LiveArchive, Type.Null()]),
  /** Google Calendar's event form for the weekly lesson. */
  googleCalendarUrl: Type.Union([Type.String(), Type.Null()]),
});
export type LiveOverview = Static<typeof LiveOverview>;

/** My page: the member's reminder and calendar subscription. */
export const MyLiveSettings = Type.Object({
  reminder: Type.Boolean(),
  /** When the current subscription address was issued; null when there is none. */
  calendarFeedIssuedAt: Type.Union([Instant, Type.Null()]),
});
export type MyLiveSettings = Static<typeof MyLiveSettings>;

export const LiveReminderInput = Type.Object({ enabled: Type.Boolean() });
export type LiveReminderInput = Static<typeof LiveReminderInput>;

export const LiveReminderSaved = Type.Object({ message: Type.String(), settings: MyLiveSettings });
export type LiveReminderSaved = Static<typeof LiveReminderSaved>;

/** A new subscription address, shown once: only its hash is kept. */
export const CalendarFeedIssued = Type.Object({
  message: Type.String(),
  url: Type.String(),
  webcalUrl: Type.String(),
  googleUrl: Type.String(),
  settings: MyLiveSettings,
});
export type CalendarFeedIssued = Static<typeof CalendarFeedIssued>;

export const ReminderStopInput = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
export type ReminderStopInput = Static<typeof ReminderStopInput>;

export const CalendarFeedQuery = Type.Object({ token: Type.String({ maxLength: 200 }) });

/** The admin screen. */
export const LiveScheduleBody = Type.Object({
  weekday: Type.Number(),
  startTime: Type.String({ maxLength: 20 }),
  durationMinutes: Type.Number(),
});

const LiveScheduleSchema = Type.Object({
  weekday: Type.Integer({ minimum: 0, maximum: 6 }),
  startTime: Type.String(),
  durationMinutes: Type.Integer(),
});

export const LiveExceptionBody = Type.Object({
  kind: Type.Union([Type.Literal('cancel'), Type.Literal('extra')]),
  date: Type.String({ maxLength: 20 }),
  startTime: Type.String({ maxLength: 20 }),
});

export const AdminLiveException = Type.Object({
  id: Type.String(),
  kind: Type.Union([Type.Literal('cancel'), Type.Literal('extra')]),
  date: Day,
  startTime: Type.Union([Type.String(), Type.Null()]),
  /** "12月30日(水) お休み" or "1月2日(土) 10:00〜11:00 特別回" */
  label: Type.String(),
  isPast: Type.Boolean(),
});
export type AdminLiveException = Static<typeof AdminLiveException>;

export const AdminLive = Type.Object({
  schedule: LiveScheduleSchema,
  /** Today's business date, so the forms refuse the past the way the server does. */
  today: Day,
  exceptions: Type.Array(AdminLiveException),
  upcoming: Type.Array(LiveLesson),
});
export type AdminLive = Static<typeof AdminLive>;

export const AdminLiveSaved = Type.Object({ message: Type.String(), live: AdminLive });
export type AdminLiveSaved = Static<typeof AdminLiveSaved>;

export const LiveExceptionParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
