import type { Generated } from 'kysely';
import type { StaffRole } from '#shared/schemas/staff-role.js';

// Column names are snake_case in the database; CamelCasePlugin maps them to these names.
// Timestamps are ISO 8601 UTC strings and flags are 0/1 integers in both SQLite and
// PostgreSQL (docs/decisions/0004-portable-column-types.md).

export type ContentTable = {
  id: string;
  title: string;
  category: string;
  type: string;
  date: string;
  description: Generated<string>;
  thumbnail: string | null;
  videoUrl: string | null;
  originalVideoUrl: string | null;
  body: string | null;
  viewCount: Generated<number>;
  isFeatured: Generated<number>;
  createdAt: string;
  updatedAt: string;
  migratedAt: string | null;
  /** Folded title, description and article text, one per line, for search (see searchColumnsOf). */
  searchText: Generated<string>;
  /** The folded title alone: a title match ranks first in search. */
  searchTitle: Generated<string>;
  /** PostgreSQL: the index pieces of searchText, space apart (searchGramsColumn); SQLite: ''. */
  searchGrams: Generated<string>;
  /** The business date of the live lesson this content records; null: not a live archive. */
  liveLessonDate: Generated<string | null>;
  /** 1: a sample as seeding wrote it, never saved by staff (see seed-samples.ts); 0 otherwise. */
  uneditedSample: Generated<number>;
  /** draft: staff only; published: shown to members from publishedAt on. */
  status: Generated<'draft' | 'published'>;
  /** ISO 8601 UTC: when a published content starts showing to members (予約 while in the future). */
  publishedAt: string;
  /** A video staff uploaded (videos.id); members see the content only once it is ready. */
  videoId: Generated<string | null>;
};

export type UserTable = {
  id: string;
  email: string;
  passwordHash: string;
  /** Null for a member; staff are 'owner' (everything) or 'editor' (docs/product.md#staff-roles). */
  staffRole: StaffRole | null;
  displayName: string | null;
  photoUrl: string | null;
  createdAt: string;
  updatedAt: string;
  lastLoginAt: string | null;
  /** Set while staff have disabled the member: no sign-in, no session. */
  disabledAt: string | null;
  /** ISO 8601 UTC: her last signed-in request (login, or the session touched every 10 minutes). */
  lastVisitAt: Generated<string | null>;
  /** Her latest やったよ business day (YYYY-MM-DD); null: none. Kept by the activity module. */
  lastDoneDay: Generated<string | null>;
  /** Days in a row with やったよ ending on lastDoneDay; null: not computed yet (see done-runs.ts). */
  doneRunDays: Generated<number | null>;
  /** Her longest run of days in a row with やったよ; null: not computed yet. */
  longestDoneRun: Generated<number | null>;
};

export type SessionTable = {
  id: string;
  userId: string | null;
  kind: 'guest' | 'member';
  createdAt: string;
  expiresAt: string;
  lastSeenAt: string;
  /** The business month (YYYY-MM) whose passphrase opened a guest session; null for members. */
  passphraseMonth: string | null;
};

export type MonthlyPassphraseTable = {
  month: string;
  passphrase: string;
  createdAt: string;
  updatedAt: string;
};

export type FavoriteTable = {
  userId: string;
  contentId: string;
  addedAt: string;
};

export type ViewHistoryTable = {
  userId: string;
  contentId: string;
  viewedAt: string;
};

export type PasswordResetTokenTable = {
  id: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
};

export type EmailChangeTokenTable = {
  id: string;
  userId: string;
  /** The address that becomes the member's when the link is opened. */
  newEmail: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
};

export type SetupTokenTable = {
  id: string;
  createdAt: string;
};

/** Views of a content on one business day (YYYY-MM-DD in APP_TIMEZONE). */
export type ContentDailyViewTable = {
  day: string;
  contentId: string;
  views: number;
};

/** When a session's view of a content was last counted (one view per session and content in 30 min). */
export type RecentViewTable = {
  sessionId: string;
  contentId: string;
  countedAt: string;
};

export type SiteSettingTable = {
  key: string;
  value: string;
  updatedAt: string;
};

/** An upload no saved content has taken yet (see modules/uploads/sweep-unused-uploads.ts). */
export type PendingUploadTable = {
  key: string;
  createdAt: string;
};

export type LiveLessonExceptionTable = {
  id: string;
  kind: 'cancel' | 'extra';
  lessonDate: string;
  startTime: string | null;
  createdAt: string;
};

export type LiveReminderOptinTable = {
  userId: string;
  createdAt: string;
};

export type LiveCalendarFeedTable = {
  userId: string;
  tokenHash: string;
  createdAt: string;
};

export type LiveReminderSendTable = {
  userId: string;
  lessonStartsAt: string;
  claimedAt: string;
  sentAt: string | null;
  stopTokenHash: string;
};

/** Where a member stopped in a video (issue 12). */
export type WatchProgressTable = {
  userId: string;
  contentId: string;
  positionSeconds: number;
  durationSeconds: number;
  watchedAt: string | null;
  updatedAt: string;
};

/** やったよ: one row per member, content and business day (issue 12). */
export type ActivityLogTable = {
  userId: string;
  contentId: string;
  day: string;
  doneAt: string;
};

/** A business day (YYYY-MM-DD) on which a member came: weekly active members. */
export type MemberVisitDayTable = {
  userId: string;
  day: string;
};

export type AttemptCounterTable = {
  key: string;
  count: number;
  windowStartedAt: string;
  lastAt: string;
  expiresAt: string;
};

/** A day-by-day plan built from existing contents (issue 13). */
export type ProgramTable = {
  id: string;
  title: string;
  description: Generated<string>;
  coverKey: string | null;
  dayCount: number;
  /** draft: staff only; published: shown to members from publishedAt on (as contents). */
  status: Generated<'draft' | 'published'>;
  /** ISO 8601 UTC: when a published program starts showing to members (予約 while in the future). */
  publishedAt: string;
  createdAt: string;
  updatedAt: string;
};

export type ProgramDayContentTable = {
  programId: string;
  dayNumber: number;
  position: number;
  contentId: string;
};

export type ProgramEnrolmentTable = {
  id: string;
  userId: string;
  programId: string;
  startedDay: string;
  startedAt: string;
  endedAt: string | null;
  endReason: 'left' | 'restarted' | null;
};

/**
 * PostgreSQL only: the narrow copy of contents that search's GIN index lives on, kept in step by a
 * trigger on contents (migration 20261127110000-search-rows); SQLite has no such table.
 */
export type ContentSearchRowTable = Pick<ContentTable, 'id' | 'date' | 'createdAt' | 'publishedAt'> & {
  status: 'draft' | 'published';
  videoId: string | null;
  searchTitle: string;
  searchGrams: string;
};

/**
 * PostgreSQL only: what search's walk through the newest contents reads, the search text kept
 * uncompressed in the row, kept in step by a trigger on contents (migration
 * 20261127190000-search-walk-rows); SQLite has no such table.
 */
export type ContentSearchWalkTable = Omit<ContentSearchRowTable, 'searchGrams'> & { searchText: string };

export type JobClaimTable = {
  name: string;
  /** ISO 8601 UTC; '' before the first claim. */
  claimedUntil: string;
};

export type Database = {
  contents: ContentTable;
  users: UserTable;
  sessions: SessionTable;
  monthlyPassphrases: MonthlyPassphraseTable;
  favorites: FavoriteTable;
  viewHistory: ViewHistoryTable;
  passwordResetTokens: PasswordResetTokenTable;
  setupTokens: SetupTokenTable;
  contentDailyViews: ContentDailyViewTable;
  recentViews: RecentViewTable;
  siteSettings: SiteSettingTable;
  pendingUploads: PendingUploadTable;
  liveLessonExceptions: LiveLessonExceptionTable;
  liveReminderOptins: LiveReminderOptinTable;
  liveCalendarFeeds: LiveCalendarFeedTable;
  liveReminderSends: LiveReminderSendTable;
  watchProgress: WatchProgressTable;
  activityLog: ActivityLogTable;
  memberVisitDays: MemberVisitDayTable;
  attemptCounters: AttemptCounterTable;
  emailChangeTokens: EmailChangeTokenTable;
  programs: ProgramTable;
  programDayContents: ProgramDayContentTable;
  programEnrolments: ProgramEnrolmentTable;
  pushKeys: PushKeyTable;
  pushSubscriptions: PushSubscriptionTable;
  pushReminderSends: PushReminderSendTable;
  jobClaims: JobClaimTable;
  legalPages: LegalPageTable;
  staffAuditEntries: StaffAuditEntryTable;
  comments: CommentTable;
  commentReports: CommentReportTable;
  commentMutes: CommentMuteTable;
  staffInvitations: StaffInvitationTable;
  notices: NoticeTable;
  noticeReads: NoticeReadTable;
  newsPreferences: NewsPreferenceTable;
  newsSends: NewsSendTable;
  videos: VideoTable;
  videoSigningKeys: VideoSigningKeyTable;
  contentSearchRows: ContentSearchRowTable;
  contentSearchWalk: ContentSearchWalkTable;
};

/** This install's VAPID key pair (issue 14); one row, id 'vapid'. */
export type PushKeyTable = {
  id: string;
  publicKey: string;
  privateKey: string;
  createdAt: string;
};

/** A member's device that asked for live-lesson reminders (Web Push). */
export type PushSubscriptionTable = {
  id: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  createdAt: string;
};

/** The claim of one reminder to one device for one lesson. */
export type PushReminderSendTable = {
  subscriptionId: string;
  lessonStartsAt: string;
  kind: 'before' | 'start';
  claimedAt: string;
  sentAt: string | null;
};

/** The owner's legal pages (src/server/modules/legal/); one row per page once saved. */
export type LegalPageTable = {
  page: string;
  /** Sanitized article HTML; '' when the page is empty (not shown). */
  body: string;
  updatedAt: string;
};

/** One staff action (src/server/modules/audit/); kept 400 days. */
export type StaffAuditEntryTable = {
  id: string;
  at: string;
  actorId: string;
  /** A copy: the entry still reads after the staff account is deleted. */
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string | null;
  targetLabel: string;
  /** JSON: field → { before, after } or { hidden }. */
  changes: string;
  /** JSON: name → number. */
  counts: string;
  clientAddress: string | null;
};

/** A comment or question under a content, or a reply to one (issue 23, docs/decisions/0023-comments.md). */
export type CommentTable = {
  id: string;
  contentId: string;
  parentId: string | null;
  /** Null once the author has left (退会). */
  userId: string | null;
  authorRole: 'owner' | 'staff' | 'member';
  kind: 'comment' | 'question';
  body: string;
  status: 'visible' | 'pending' | 'hidden';
  hiddenBy: 'staff' | 'reports' | null;
  createdAt: string;
  editedAt: string | null;
  reviewedAt: string | null;
  readAt: string | null;
  pushClaimedAt: string | null;
};

/** 通報: one per member and comment. */
export type CommentReportTable = {
  commentId: string;
  userId: string;
  reason: string;
  createdAt: string;
};

/** A member staff have muted: she reads, she does not post. */
export type CommentMuteTable = {
  userId: string;
  createdAt: string;
};

/** A staff invitation: single-use, 7 days; only the SHA-256 of the link's token is kept. */
export type StaffInvitationTable = {
  id: string;
  tokenHash: string;
  email: string;
  role: StaffRole;
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
  /** Claimed before the mail is sent, so it goes out once. */
  mailedAt: string | null;
  usedAt: string | null;
};

/** A notice from staff (お知らせ, src/server/modules/notices/); shown like a content from publishedAt on. */
export type NoticeTable = {
  id: string;
  title: string;
  /** Sanitized HTML: the article's safe subset without pictures. */
  body: string;
  status: 'draft' | 'published';
  publishedAt: string;
  /** When the pin at the top of home ends; null: not pinned. */
  pinnedUntil: string | null;
  sendPush: number;
  sendMail: number;
  createdAt: string;
  updatedAt: string;
};

/** A member has read a notice. */
export type NoticeReadTable = { userId: string; noticeId: string; readAt: string };

/** What news a member asked for (src/server/modules/news/); no row: nothing. */
export type NewsPreferenceTable = {
  userId: string;
  noticeMail: number;
  contentPush: number;
  contentPushSince: string | null;
  weeklyDigest: number;
  updatedAt: string;
};

export type NewsSendKind = 'notice-mail' | 'notice-push' | 'content-push' | 'digest';

/** The claim of one news mail or push to one member (and device). */
export type NewsSendTable = {
  kind: NewsSendKind;
  itemId: string;
  userId: string;
  /** The push subscription; '' for a mail. */
  deviceId: string;
  claimedAt: string;
  sentAt: string | null;
  stopTokenHash: string | null;
};

/** Where a hosted video's upload and conversion stand (issue 24). */
export type VideoState = 'uploading' | 'waiting' | 'converting' | 'ready' | 'failed';

/** A video staff uploaded, from its resumable upload to its HLS renditions (src/server/modules/videos/). */
export type VideoTable = {
  id: string;
  state: VideoState;
  /** 0–100 while converting. */
  progress: Generated<number>;
  /** Why the conversion failed, as a code; null unless failed. */
  failure: string | null;
  originalName: string;
  /** The uploaded file's storage key, kept until conversion succeeds. */
  originalKey: string | null;
  /** bigint on PostgreSQL: read back with Number(). */
  sizeBytes: Generated<number | string>;
  durationSeconds: number | null;
  width: number | null;
  height: number | null;
  /** JSON array of {name, width, height, bandwidth}. */
  renditions: Generated<string>;
  posterKey: string | null;
  captionsKey: string | null;
  /** 16 bytes as hex, never stored beside the segments. */
  encryptionKey: string | null;
  claimedBy: string | null;
  claimedUntil: string | null;
  attempts: Generated<number>;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
  readyAt: string | null;
};

/** The secret signing hosted videos' addresses (issue 24); one row, id 'playback'. */
export type VideoSigningKeyTable = {
  id: string;
  secret: string;
  createdAt: string;
};
