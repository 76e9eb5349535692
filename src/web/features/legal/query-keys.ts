// This feature's query keys; everything under 'legal' is refreshed when the owner saves a page.

export const legalQueryKeys = {
  all: ['legal'] as const,
  /** Which pages have something in them (the links). */
  links: ['legal', 'links'] as const,
  page: (page: string) => ['legal', 'page', page] as const,
  /** All three with their drafts, for the admin screen. */
  admin: ['legal', 'admin'] as const,
};
