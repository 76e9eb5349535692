const all = ['account'] as const;

export const accountKeys = {
  all,
  profile: () => [...all, 'profile'] as const,
};
