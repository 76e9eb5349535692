const all = ['progress'] as const;

/** Every key of this feature starts with `all`, so one call refreshes them all. */
export const progressKeys = {
  all,
  list: () => [...all, 'list'] as const,
  content: (id: string) => [...all, 'content', id] as const,
  continueWatching: () => [...all, 'continue'] as const,
};
