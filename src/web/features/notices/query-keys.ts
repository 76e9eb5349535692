import { unreadQueryKey } from '#web/lib/shared-query-keys';

const all = ['notices'] as const;

/** Every key of this feature starts with `all`: staff saving a notice refreshes them all. */
export const noticeKeys = {
  all,
  list: () => [...all, 'list'] as const,
  /** The header badge's counts (shared with the comments, which refresh it). */
  unread: () => unreadQueryKey,
  admin: () => [...all, 'admin'] as const,
};
