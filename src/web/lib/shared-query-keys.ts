// Query keys that more than one feature reads or refreshes. A feature's own keys live in that
// feature (`features/<name>/query-keys.ts`); only keys that cross features come here, so that a
// rename breaks the build instead of silently stopping a refresh.

/** The one cache entry every guard and screen reads to know who is here. */
export const sessionQueryKey = ['session'] as const;
