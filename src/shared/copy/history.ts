export const history = {
  heading: '視聴履歴',
  empty: '視聴履歴はまだありません',
  viewedAt: (date: string, time: string) => `${date} ${time} に視聴`,
} as const;
