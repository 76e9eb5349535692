const all = ['live'] as const;

/** Every key of this feature starts with `all`, the staff screen's (`admin`) too. */
export const liveKeys = {
  all,
  overview: () => [...all, 'overview'] as const,
  mine: () => [...all, 'mine'] as const,
  admin: () => [...all, 'admin'] as const,
};
