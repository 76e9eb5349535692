import { Type, type Static } from 'typebox';
import { CategorySchema, ContentTypeSchema, contentBasics } from './contents.js';
import { ItemList, PassphraseText } from './fields.js';
import { PublishingStateSchema } from './publishing.js';
import { StaffRole } from './staff-role.js';
import { VideoSummary } from './videos.js';

// The admin screens' API (issue 5). Every route is for staff only, some for the オーナー alone,
// checked on the server (docs/product.md#staff-roles).

/** What the post and edit forms send. viewCount: anything that is not a whole number ≥ 0 becomes 0. */
export const ContentInput = Type.Object({
  title: Type.String({ maxLength: 200 }),
  category: CategorySchema,
  type: ContentTypeSchema,
  /** Publication day, YYYY-MM-DD. */
  date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  description: Type.String({ maxLength: 2000 }),
  /** The YouTube link as typed (videos): watch?v=, youtu.be/, /embed/, /shorts/, /live/, m.youtube.com. */
  videoUrl: Type.String({ maxLength: 500 }),
  /**
   * A video staff uploaded (videos.id, issue 24) instead of a YouTube link: then videoUrl is empty.
   * null: none; absent on edit: unchanged, as a client that does not know about it leaves it.
   */
  videoId: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  /** Article HTML from the editor; sanitized on the server. */
  body: Type.String({ maxLength: 200_000 }),
  /** Key of an uploaded thumbnail, or null for the default (YouTube's for videos, a placeholder for articles). */
  thumbnailKey: Type.Union([Type.String({ maxLength: 200 }), Type.Null()]),
  viewCount: Type.Union([Type.Integer(), Type.Number(), Type.String({ maxLength: 30 }), Type.Null()]),
  isFeatured: Type.Boolean(),
  /** The date of the live lesson it records (YYYY-MM-DD), null when it is not an archive; absent on edit: unchanged. */
  liveLessonDate: Type.Optional(Type.Union([Type.String({ maxLength: 20 }), Type.Null()])),
  /** 下書き, 予約 (at `date` and `publishTime`, business time) or 公開; absent: 公開 when new, unchanged on edit. */
  state: Type.Optional(PublishingStateSchema),
  /** HH:MM business time, for 予約. */
  publishTime: Type.Optional(Type.String({ maxLength: 10 })),
});
export type ContentInput = Static<typeof ContentInput>;

export const AdminContent = Type.Object({
  ...contentBasics,
  /** As the admin typed it. */
  videoUrl: Type.Union([Type.String(), Type.Null()]),
  /** The youtube-nocookie embed address derived from it. */
  embedUrl: Type.Union([Type.String(), Type.Null()]),
  /** The video staff uploaded for it, with its conversion state; null: none (a YouTube link or an article). */
  video: Type.Union([VideoSummary, Type.Null()]),
  body: Type.Union([Type.String(), Type.Null()]),
  thumbnailKey: Type.Union([Type.String(), Type.Null()]),
  thumbnailUrl: Type.Union([Type.String(), Type.Null()]),
  viewCount: Type.Integer({ minimum: 0 }),
  isFeatured: Type.Boolean(),
  liveLessonDate: Type.Union([Type.String(), Type.Null()]),
  /** One of the samples written at the first start, not yet saved by staff (shown サンプル). */
  isSample: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  /** As of the answer: 予約 until publishedAt, 公開 from then on. */
  state: PublishingStateSchema,
  /** ISO 8601 UTC: when it shows (or showed) to members, once published. */
  publishedAt: Type.String(),
  /** publishedAt's business wall-clock time, HH:MM, for the form. */
  publishTime: Type.String(),
});
export type AdminContent = Static<typeof AdminContent>;

export const SamplesRemoved = Type.Object({ message: Type.String(), removed: Type.Integer({ minimum: 0 }) });
export type SamplesRemoved = Static<typeof SamplesRemoved>;

export const AdminContentList = ItemList(AdminContent);
export type AdminContentList = Static<typeof AdminContentList>;

export const ContentSaved = Type.Object({ message: Type.String(), content: AdminContent });
export type ContentSaved = Static<typeof ContentSaved>;

export const UploadPurposeQuery = Type.Object({
  purpose: Type.Union([Type.Literal('thumbnail'), Type.Literal('image')]),
});
export type UploadPurposeQuery = Static<typeof UploadPurposeQuery>;

/** An image stored by the server (re-encoded to WebP, metadata stripped, named by us). */
export const UploadedImage = Type.Object({
  key: Type.String(),
  url: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});
export type UploadedImage = Static<typeof UploadedImage>;

export const PassphraseMonths = Type.Object({
  currentMonth: Type.String(),
  /** Past months that have one, the current month, and the next 12, oldest first. */
  months: Type.Array(
    Type.Object({ month: Type.String(), passphrase: Type.Union([Type.String(), Type.Null()]) }),
  ),
});
export type PassphraseMonths = Static<typeof PassphraseMonths>;

export const MonthParams = Type.Object({ month: Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$' }) });
export type MonthParams = Static<typeof MonthParams>;

export const PassphraseInput = Type.Object({ passphrase: PassphraseText });
export type PassphraseInput = Static<typeof PassphraseInput>;

export const PassphraseSuggestion = Type.Object({ passphrase: Type.String() });
export type PassphraseSuggestion = Static<typeof PassphraseSuggestion>;

export const AdminStatus = Type.Object({
  /** From 7 days before the month ends, when next month has no passphrase yet. */
  nextMonthPassphraseMissing: Type.Boolean(),
  /**
   * The months that need a passphrase now and have none (YYYY-MM), this month first: this month
   * whenever it has none, next month when `nextMonthPassphraseMissing`.
   */
  missingPassphraseMonths: Type.Array(Type.String()),
  /**
   * Wrong passphrases reached the site's hourly cap (within the last day): when, and until when
   * new passphrases wait (null once the hour is over).
   */
  passphraseGuessing: Type.Union([
    Type.Object({ trippedAt: Type.String(), pausedUntil: Type.Union([Type.String(), Type.Null()]) }),
    Type.Null(),
  ]),
});
export type AdminStatus = Static<typeof AdminStatus>;

export const AdminMember = Type.Object({
  id: Type.String(),
  email: Type.String(),
  displayName: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  lastLoginAt: Type.Union([Type.String(), Type.Null()]),
  /** Null for a member; her role when she is staff (changed on the staff screen). */
  staffRole: Type.Union([StaffRole, Type.Null()]),
  /** Disabled by staff: she cannot sign in until re-enabled. */
  disabled: Type.Boolean(),
  /** Her last signed-in request (ISO 8601 UTC); null: never. */
  lastVisitAt: Type.Union([Type.String(), Type.Null()]),
  /** Her latest やったよ business day (YYYY-MM-DD); null: none. */
  lastDoneDay: Type.Union([Type.String(), Type.Null()]),
  currentStreak: Type.Integer(),
  /** See memberStatuses: decided in the business time zone (docs/product.md, issue 22). */
  status: Type.Union([
    Type.Literal('active'),
    Type.Literal('drifting'),
    Type.Literal('disabled'),
    Type.Literal('new'),
  ]),
});
export type AdminMember = Static<typeof AdminMember>;
export type MemberStatus = AdminMember['status'];

/** Active: a visit or やったよ within the 14 business days ending today. */
export const activeWindowDays = 14;

export const memberSorts = ['lastVisit', 'lastDone', 'streak', 'joined'] as const;
export type MemberSort = (typeof memberSorts)[number];
export const memberFilters = ['all', 'active', 'drifting', 'disabled'] as const;
export type MemberFilter = (typeof memberFilters)[number];
export const memberPageSize = 50;

export const AdminMemberQuery = Type.Object({
  /** Part of the e-mail or the name; % and _ are taken as typed. */
  q: Type.Optional(Type.String({ maxLength: 100 })),
  sort: Type.Optional(
    Type.Union([
      Type.Literal('lastVisit'),
      Type.Literal('lastDone'),
      Type.Literal('streak'),
      Type.Literal('joined'),
    ]),
  ),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
  filter: Type.Optional(
    Type.Union([
      Type.Literal('all'),
      Type.Literal('active'),
      Type.Literal('drifting'),
      Type.Literal('disabled'),
    ]),
  ),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type AdminMemberQuery = Static<typeof AdminMemberQuery>;

export const AdminMemberList = Type.Object({
  items: Type.Array(AdminMember),
  /** Members matching the search and filter, all pages together. */
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});
export type AdminMemberList = Static<typeof AdminMemberList>;

export const MemberStatusInput = Type.Object({ disabled: Type.Boolean() });
export type MemberStatusInput = Static<typeof MemberStatusInput>;

export const MemberIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
export type MemberIdParams = Static<typeof MemberIdParams>;

export const Dashboard = Type.Object({
  members: Type.Integer(),
  activeThisMonth: Type.Integer(),
  /** The last 30 business days, oldest first, days without views included as 0. */
  viewsPerDay: Type.Array(Type.Object({ day: Type.String(), views: Type.Integer() })),
  topContents: Type.Array(Type.Object({ id: Type.String(), title: Type.String(), views: Type.Integer() })),
  /** Keep going (issue 12): members who viewed, played or recorded やったよ in the last 7 business days. */
  activeLast7Days: Type.Integer(),
  /** やったよ per business day, the last 30 days, oldest first, days without any included as 0. */
  donePerDay: Type.Array(Type.Object({ day: Type.String(), count: Type.Integer() })),
  /** Members whose current やったよ streak is 3 days or more. */
  streakMembers: Type.Integer(),
  /**
   * しばらくお休み中の方 (issue 22): drifting members, the most recently gone first. Members by name
   * are the オーナー's to see (docs/product.md#staff-roles): absent for an 編集者.
   */
  drifting: Type.Optional(
    Type.Object({
      total: Type.Integer(),
      items: Type.Array(
        Type.Object({
          id: Type.String(),
          email: Type.String(),
          displayName: Type.Union([Type.String(), Type.Null()]),
          lastVisitAt: Type.Union([Type.String(), Type.Null()]),
          lastDoneDay: Type.Union([Type.String(), Type.Null()]),
          longestStreak: Type.Integer(),
          /** Titles of the programs she is in now. */
          programs: Type.Array(Type.String()),
        }),
      ),
    }),
  ),
  /** Members who came or recorded やったよ, per business week (Monday first), the last 12, oldest first. */
  weeklyActive: Type.Array(Type.Object({ weekStart: Type.String(), members: Type.Integer() })),
  /** Per joining month (the last 12, oldest first): members who joined, those active now. */
  cohorts: Type.Array(Type.Object({ month: Type.String(), joined: Type.Integer(), active: Type.Integer() })),
});
export type Dashboard = Static<typeof Dashboard>;

/** Read by the landing page and member screens; edited on the admin settings screen. */
export const SiteSettings = Type.Object({
  siteName: Type.String({ minLength: 1, maxLength: 50 }),
  joinUrl: Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
  communityUrl: Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
  liveLessonUrl: Type.Union([Type.String({ maxLength: 500 }), Type.Null()]),
  /** 0 = Sunday … 6 = Saturday; the weekly live lesson (default Wednesday). */
  liveWeekday: Type.Integer({ minimum: 0, maximum: 6 }),
  /** HH:MM in the business time zone (default 21:00). */
  liveTime: Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' }),
});
export type SiteSettings = Static<typeof SiteSettings>;
