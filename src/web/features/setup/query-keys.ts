const all = ['setup'] as const;

export const setupKeys = {
  all,
  status: () => [...all, 'status'] as const,
};
