import { Type, type Static } from 'typebox';
import { categories, contentTypes } from '../categories.js';
import { PreviewSchema } from './publishing.js';
import { HostedVideo } from './videos.js';

// The member area's API (issue 4).

export const CategorySchema = Type.Enum(categories);
export const ContentTypeSchema = Type.Enum(contentTypes);

/** What every view of a content begins with, the members' card and the staff list alike. */
export const contentBasics = {
  id: Type.String(),
  title: Type.String(),
  category: CategorySchema,
  type: ContentTypeSchema,
  /** Publication day, YYYY-MM-DD. */
  date: Type.String(),
  description: Type.String(),
};

export const ContentCard = Type.Object({
  ...contentBasics,
  /** Our own address of the stored thumbnail; null → the web app shows the local placeholder. */
  thumbnailUrl: Type.Union([Type.String(), Type.Null()]),
  viewCount: Type.Integer({ minimum: 0 }),
  badges: Type.Object({ new: Type.Boolean(), featured: Type.Boolean(), popular: Type.Boolean() }),
  /** The business date of the live lesson it records (ライブアーカイブ); null (or absent) for other contents. */
  liveLessonDate: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type ContentCard = Static<typeof ContentCard>;

export const ContentDetail = Type.Intersect([
  ContentCard,
  Type.Object({
    /** youtube-nocookie embed address, for videos. */
    videoUrl: Type.Union([Type.String(), Type.Null()]),
    /** A video staff uploaded (issue 24), played with the site's own player; null otherwise. */
    hostedVideo: Type.Union([HostedVideo, Type.Null()]),
    /** Sanitized article HTML, for articles. */
    body: Type.Union([Type.String(), Type.Null()]),
    /** null for guests, who have no favorites. */
    isFavorite: Type.Union([Type.Boolean(), Type.Null()]),
    related: Type.Array(ContentCard),
    /** Only in a staff preview of a content members cannot see yet: a draft, or scheduled. */
    preview: Type.Optional(PreviewSchema),
  }),
]);
export type ContentDetail = Static<typeof ContentDetail>;

export const ListName = Type.Union([Type.Literal('new'), Type.Literal('featured'), Type.Literal('popular')]);
export type ListName = Static<typeof ListName>;

/** Where a page starts: the nextCursor of the page before. */
export const PageCursor = Type.String({ minLength: 1, maxLength: 400, pattern: '^[A-Za-z0-9_-]+$' });

export const ContentListQuery = Type.Object({
  list: ListName,
  category: Type.Optional(CategorySchema),
  /** live: live archives only (ライブアーカイブ). */
  archive: Type.Optional(Type.Literal('live')),
  cursor: Type.Optional(PageCursor),
});
export type ContentListQuery = Static<typeof ContentListQuery>;

export const ContentSearchQuery = Type.Object({
  q: Type.String({ maxLength: 100 }),
  cursor: Type.Optional(PageCursor),
});
export type ContentSearchQuery = Static<typeof ContentSearchQuery>;

export const ContentPage = Type.Object({
  items: Type.Array(ContentCard),
  /** Hand back as `cursor` for the next page; null on the last page. */
  nextCursor: Type.Union([Type.String(), Type.Null()]),
});
export type ContentPage = Static<typeof ContentPage>;

/** A page of search results; when nothing at all matches, what to try instead. */
export const ContentSearchPage = Type.Object({
  items: Type.Array(ContentCard),
  nextCursor: Type.Union([Type.String(), Type.Null()]),
  /** Only on a first page without results. */
  suggestions: Type.Optional(
    Type.Object({
      /** What to say, in Japanese. */
      message: Type.String(),
      /** Shorter words, or the words of the query one by one, that do find contents. */
      words: Type.Array(Type.String()),
      /** The categories, to look through instead. */
      categories: Type.Array(CategorySchema),
    }),
  ),
});
export type ContentSearchPage = Static<typeof ContentSearchPage>;

export const HomeFeed = Type.Object({
  new: Type.Array(ContentCard),
  featured: Type.Array(ContentCard),
  popular: Type.Array(ContentCard),
});
export type HomeFeed = Static<typeof HomeFeed>;

// No NUL byte: PostgreSQL refuses it in text, which would fail the read.
export const ContentIdParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 100, pattern: '^[^\\x00]+$' }),
});
export type ContentIdParams = Static<typeof ContentIdParams>;

export const ViewRecorded = Type.Object({ viewCount: Type.Integer({ minimum: 0 }) });
export type ViewRecorded = Static<typeof ViewRecorded>;

export const FavoriteList = Type.Object({
  items: Type.Array(Type.Object({ content: ContentCard, addedAt: Type.String({ format: 'date-time' }) })),
});
export type FavoriteList = Static<typeof FavoriteList>;

export const HistoryList = Type.Object({
  items: Type.Array(Type.Object({ content: ContentCard, viewedAt: Type.String({ format: 'date-time' }) })),
});
export type HistoryList = Static<typeof HistoryList>;

export const FavoriteState = Type.Object({ isFavorite: Type.Boolean() });
export type FavoriteState = Static<typeof FavoriteState>;
