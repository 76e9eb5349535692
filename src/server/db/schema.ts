import type { Generated } from 'kysely';

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
  /** NFKC, lower-cased title and description, for search (see searchTextOf). */
  searchText: Generated<string>;
};

export type UserTable = {
  id: string;
  email: string;
  passwordHash: string;
  isAdmin: Generated<number>;
  displayName: string | null;
  photoUrl: string | null;
  createdAt: string;
  updatedAt: string;
  lastLoginAt: string | null;
};

export type SessionTable = {
  id: string;
  userId: string | null;
  kind: 'guest' | 'member';
  createdAt: string;
  expiresAt: string;
  lastSeenAt: string;
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

export type SetupTokenTable = {
  id: string;
  createdAt: string;
};

export type ViewEventTable = {
  id: string;
  contentId: string;
  userId: string | null;
  day: string;
  viewedAt: string;
};

export type SiteSettingTable = {
  key: string;
  value: string;
  updatedAt: string;
};

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
  viewEvents: ViewEventTable;
  siteSettings: SiteSettingTable;
  jobClaims: JobClaimTable;
};
