const all = ['notices'] as const;

/** Every key of this feature starts with `all`: staff saving a notice refreshes them all. */
export const noticeKeys = {
  all,
  list: () => [...all, 'list'] as const,
  /** The header badge's counts. */
  unread: () => [...all, 'unread'] as const,
  admin: () => [...all, 'admin'] as const,
};
