/**
 * Names shared by the service worker and the page. Every cache whose name starts with
 * `memberCachePrefix` may hold one person's answers or images and is deleted at logout and when
 * the session is found over; the precached app shell holds nothing personal and stays.
 */
export const memberCachePrefix = 'member-';
export const memberApiCache = `${memberCachePrefix}api`;
export const memberImageCache = `${memberCachePrefix}images`;
/** Set by the service worker on an API answer it stored: when it was loaded (ISO time). */
export const cachedAtHeader = 'x-cached-at';
/** The page asks the service worker to drop the member caches with this message. */
export const clearMemberCachesMessage = 'clear-member-caches';
