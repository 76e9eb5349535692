/** Every cached answer about watch progress starts with this key, so one call refreshes them all. */
export const progressQueryKey = 'progress';
