const all = ['favorites'] as const;

export const favoriteKeys = {
  all,
  list: () => [...all, 'list'] as const,
};
