const all = ['activity'] as const;
const calendars = [...all, 'calendar'] as const;

/** Every key of this feature starts with `all`; `calendars` covers every month's calendar. */
export const activityKeys = {
  all,
  calendars,
  /** null: this month, as the server's business day has it. */
  calendar: (month: string | null) => [...calendars, month ?? 'current'] as const,
  done: (contentId: string) => [...all, 'done', contentId] as const,
};
