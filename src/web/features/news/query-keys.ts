const all = ['news'] as const;

/** Every key of this feature starts with `all`. */
export const newsKeys = {
  all,
  mine: () => [...all, 'mine'] as const,
};
