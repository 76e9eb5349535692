const all = ['history'] as const;

export const historyKeys = {
  all,
  list: () => [...all, 'list'] as const,
};
