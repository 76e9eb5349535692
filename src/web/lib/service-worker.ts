import { clearMemberCachesMessage, memberCachePrefix } from '#shared/offline-caches.js';

/** Registers /sw.js after the page has loaded, so it never competes with the first screen. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/**
 * Deletes every cache that may hold a member's answers or images (logout, a session found over),
 * from the page itself and through the service worker, so the next person on this phone sees none.
 */
export async function clearMemberCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  navigator.serviceWorker?.controller?.postMessage(clearMemberCachesMessage);
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(memberCachePrefix)).map((name) => caches.delete(name)),
  );
}
