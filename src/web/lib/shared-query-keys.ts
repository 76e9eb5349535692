import { matchQuery, type Query } from '@tanstack/react-query';

// Query keys that more than one feature reads or refreshes. A feature's own keys live in that
// feature (`features/<name>/query-keys.ts`); only keys that cross features come here, so that a
// rename breaks the build instead of silently stopping a refresh.

/**
 * What every query key starts with: a feature's name, or a key several features share. Declared
 * to TanStack Query below, so a key (or a refresh) starting with anything else does not compile.
 */
export type QueryKeyRoot =
  | 'session'
  | 'settings'
  | 'account'
  | 'activity'
  | 'audit'
  | 'comments'
  | 'contents'
  | 'dashboard'
  | 'favorites'
  | 'history'
  | 'legal'
  | 'live'
  | 'members'
  | 'news'
  | 'notices'
  | 'passphrases'
  | 'programs'
  | 'progress'
  | 'setup'
  | 'staff'
  | 'videos';

declare module '@tanstack/react-query' {
  interface Register {
    queryKey: readonly [QueryKeyRoot, ...ReadonlyArray<unknown>];
  }
}

/** The one cache entry every guard and screen reads to know who is here. */
export const sessionQueryKey = ['session'] as const;

/** The site's name, links and live schedule: the settings screen edits them, live changes refresh them. */
export const siteSettingsQueryKey = ['settings'] as const;

/**
 * The header's unread count (unread notices and staff replies to her comments): reading either
 * refreshes it.
 */
export const unreadQueryKey = ['notices', 'unread'] as const;

/** For "everything but the session" refreshes: the session is asked for only when it may have changed. */
export function isSessionQuery(query: Query): boolean {
  return matchQuery({ queryKey: sessionQueryKey }, query);
}
