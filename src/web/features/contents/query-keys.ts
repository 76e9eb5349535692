import type { Category } from '#shared/categories.js';
import type { ListName } from '#shared/schemas/contents.js';

const all = ['contents'] as const;
const admin = [...all, 'admin'] as const;

/**
 * Every key of this feature starts with `all`, so invalidating it refreshes member and admin
 * screens alike; `admin.all` refreshes the staff screens only.
 */
export const contentKeys = {
  all,
  feed: () => [...all, 'feed'] as const,
  list: (list: ListName, category: Category | undefined, liveArchive: boolean) =>
    [...all, 'list', list, category ?? 'all', ...(liveArchive ? (['live-archive'] as const) : [])] as const,
  search: (q: string) => [...all, 'search', q] as const,
  detail: (id: string) => [...all, 'detail', id] as const,
  admin: {
    all: admin,
    list: () => [...admin, 'list'] as const,
    detail: (id: string) => [...admin, 'detail', id] as const,
    programs: (id: string) => [...admin, 'programs', id] as const,
  },
};
