import type { AdminMemberQuery } from '#shared/schemas/admin.js';

const all = ['members'] as const;

export const memberKeys = {
  all,
  /** Every page of the list, whatever the search: what a change refreshes. */
  lists: () => [...all, 'list'] as const,
  list: (query: AdminMemberQuery) => [...all, 'list', query] as const,
};
