const all = ['comments'] as const;

export const commentKeys = {
  all,
  list: (contentId: string) => [...all, 'list', contentId] as const,
  unread: () => [...all, 'unread'] as const,
  admin: (filter: 'open' | 'all') => [...all, 'admin', filter] as const,
  waiting: () => [...all, 'waiting'] as const,
};
