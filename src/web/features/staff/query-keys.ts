const all = ['staff'] as const;

export const staffKeys = {
  all,
  list: () => [...all, 'list'] as const,
  invitation: (token: string) => [...all, 'invitation', token] as const,
};
