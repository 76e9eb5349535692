const all = ['members'] as const;

export const memberKeys = {
  all,
  list: () => [...all, 'list'] as const,
};
