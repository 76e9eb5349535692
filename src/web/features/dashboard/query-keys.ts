const all = ['dashboard'] as const;

export const dashboardKeys = {
  all,
  summary: () => [...all, 'summary'] as const,
};
