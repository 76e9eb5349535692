import { Type, type Static } from 'typebox';
import { PublishingStateSchema } from './publishing.js';
import { ItemList } from './fields.js';

// お知らせ (issue 23): staff write them, guests and members read them; instants are ISO 8601 UTC.

const Instant = Type.String({ format: 'date-time' });

export const Notice = Type.Object({
  id: Type.String(),
  title: Type.String(),
  /** Sanitized HTML (the article's safe subset, no pictures). */
  body: Type.String(),
  publishedAt: Instant,
  /** Pinned at the top of home now. */
  pinned: Type.Boolean(),
  /** Whether this member has read it; always true for a guest, who keeps no read state. */
  read: Type.Boolean(),
});
export type Notice = Static<typeof Notice>;

export const NoticeList = Type.Object({
  items: Type.Array(Notice),
  /**
   * The one home shows: the pinned one; else the newest unread for a member, the newest of the
   * last week for a guest; null for none.
   */
  highlightId: Type.Union([Type.String(), Type.Null()]),
});
export type NoticeList = Static<typeof NoticeList>;

export const NoticesReadInput = Type.Object({
  ids: Type.Array(Type.String({ maxLength: 100 }), { maxItems: 100 }),
});
export type NoticesReadInput = Static<typeof NoticesReadInput>;

/** The header badge: unread counts per kind (staff replies to comments will join). */
export const Unread = Type.Object({
  notices: Type.Integer({ minimum: 0 }),
  /** Staff replies to her comments and questions she has not read. */
  replies: Type.Integer({ minimum: 0 }),
});
export type Unread = Static<typeof Unread>;

export const NoticeInput = Type.Object({
  title: Type.String({ maxLength: 200 }),
  /** The editor's HTML; sanitized on the server. */
  body: Type.String({ maxLength: 50_000 }),
  /** 下書き, 予約 (at publishDate + publishTime, business time) or 公開 (now). */
  state: PublishingStateSchema,
  /** YYYY-MM-DD, for 予約. */
  publishDate: Type.String({ maxLength: 20 }),
  /** HH:MM, for 予約. */
  publishTime: Type.String({ maxLength: 10 }),
  /** YYYY-MM-DD: pinned at the top of home until the end of this business day; '' not pinned. */
  pinnedUntil: Type.String({ maxLength: 20 }),
  sendPush: Type.Boolean(),
  sendMail: Type.Boolean(),
});
export type NoticeInput = Static<typeof NoticeInput>;

/** A new notice before anything is typed: 公開 now, not pinned, nothing sent. */
export const emptyNoticeInput: NoticeInput = {
  title: '',
  body: '',
  state: 'published',
  publishDate: '',
  publishTime: '',
  pinnedUntil: '',
  sendPush: false,
  sendMail: false,
};

export const AdminNotice = Type.Object({
  id: Type.String(),
  title: Type.String(),
  body: Type.String(),
  state: PublishingStateSchema,
  publishedAt: Instant,
  /** publishedAt in the business zone, for the form. */
  publishDate: Type.String(),
  publishTime: Type.String(),
  /** The last pinned business day, '' when not pinned. */
  pinnedUntil: Type.String(),
  sendPush: Type.Boolean(),
  sendMail: Type.Boolean(),
  /** Members who have read it. */
  readCount: Type.Integer({ minimum: 0 }),
  updatedAt: Instant,
});
export type AdminNotice = Static<typeof AdminNotice>;

export const AdminNoticeList = ItemList(AdminNotice);
export type AdminNoticeList = Static<typeof AdminNoticeList>;

export const NoticeSaved = Type.Object({ message: Type.String(), notice: AdminNotice });
export type NoticeSaved = Static<typeof NoticeSaved>;

export const NoticeIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
export type NoticeIdParams = Static<typeof NoticeIdParams>;

/** The member's news choices; all off until she turns them on. */
export const NewsPreferences = Type.Object({
  noticeMail: Type.Boolean(),
  contentPush: Type.Boolean(),
  weeklyDigest: Type.Boolean(),
});
export type NewsPreferences = Static<typeof NewsPreferences>;

export const NewsPreferencesSaved = Type.Object({ message: Type.String(), preferences: NewsPreferences });
export type NewsPreferencesSaved = Static<typeof NewsPreferencesSaved>;

export const NewsUnsubscribeQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
export type NewsUnsubscribeQuery = Static<typeof NewsUnsubscribeQuery>;
