const all = ['programs'] as const;
const admin = [...all, 'admin'] as const;

/**
 * Every key of this feature starts with `all`: joining, leaving and restarting refresh all of it.
 * `admin.all` is what the staff screens read, refreshed when a program is saved or published.
 */
export const programKeys = {
  all,
  list: () => [...all, 'list'] as const,
  today: () => [...all, 'today'] as const,
  detail: (id: string) => [...all, 'detail', id] as const,
  admin: {
    all: admin,
    list: () => [...admin, 'list'] as const,
    detail: (id: string) => [...admin, 'detail', id] as const,
    pickableContents: () => [...admin, 'pickable-contents'] as const,
  },
};
