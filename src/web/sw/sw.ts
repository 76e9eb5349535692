/// <reference lib="webworker" />
// The service worker (issue 14). Built by vite-plugin-pwa (injectManifest): the precache list with
// revisions is written into self.__WB_MANIFEST at build time.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  cachedAtHeader,
  clearMemberCachesMessage,
  memberApiCache,
  memberCachePrefix,
  memberImageCache,
} from '#shared/offline-caches.js';
import { liveCardHash } from '#shared/push-reminder.js';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// A new release takes over at once; the page already open keeps the shell it started with, the
// next visit gets the new shell and its own assets from the new precache (never a mix: the shell
// and its hashed files come from one build's list).
self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Member screens open from the precached shell; the gate, login, register, setup and admin pages
// always come from the network (never from a cache).
registerRoute(new NavigationRoute(createHandlerBoundToURL('/'), { allowlist: [/^\/member(\/|$)/] }));

// Uploaded videos (issue 24): playlists, segments, keys, posters and captions always come from the
// network and are never kept. Registered before every other route so no broader pattern added
// later can store them; the signed addresses expire anyway and the key must never sit on the phone.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/api/videos/'),
  new NetworkOnly(),
);

// Answers a member reads: lists, the home feed, contents she opened, her own pages. The session is
// among them so a member screen can open offline; it is wiped with the rest at logout.
const memberReads = [
  /^\/api\/auth\/session$/,
  /^\/api\/feed$/,
  /^\/api\/contents(\/[^/]+)?$/,
  /^\/api\/contents\/search$/,
  /^\/api\/favorites$/,
  /^\/api\/history$/,
  /^\/api\/progress(\/continue)?$/,
  /^\/api\/activity\/calendar$/,
  /^\/api\/live$/,
  /^\/api\/me$/,
  /^\/api\/me\/live$/,
  /^\/api\/settings$/,
];

registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === 'GET' && memberReads.some((pattern) => pattern.test(url.pathname)),
  new NetworkFirst({
    cacheName: memberApiCache,
    networkTimeoutSeconds: 3,
    plugins: [
      {
        // Only good answers are kept, stamped with the time they were loaded.
        cacheWillUpdate: async ({ response }) => {
          if (response.status !== 200) return null;
          // Only a signed-in session is worth keeping; anything else would only hide the login.
          if (new URL(response.url).pathname === '/api/auth/session') {
            const session = (await response.clone().json()) as { state?: string };
            if (session.state !== 'authenticated') return null;
          }
          const headers = new Headers(response.headers);
          headers.set(cachedAtHeader, new Date().toISOString());
          // The body kept is the one the browser already decompressed: its compressed length and
          // encoding no longer describe it.
          headers.delete('content-encoding');
          headers.delete('content-length');
          return new Response(await response.blob(), {
            status: 200,
            statusText: response.statusText,
            headers,
          });
        },
      },
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 }),
    ],
  }),
);

// Images she has seen (uploads are stored under new names, never changed in place).
registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && request.method === 'GET' && url.pathname.startsWith('/uploads/'),
  new CacheFirst({
    cacheName: memberImageCache,
    plugins: [
      { cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) },
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

async function clearMemberCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith(memberCachePrefix)).map((name) => caches.delete(name)),
  );
}

self.addEventListener('message', (event) => {
  if (event.data === clearMemberCachesMessage) event.waitUntil(clearMemberCaches());
});

// Live lesson reminders (server: modules/push). The payload is our own JSON: title, body, url.
self.addEventListener('push', (event) => {
  let data: { title?: string; body?: string; url?: string } = {};
  try {
    data = (event.data?.json() ?? {}) as typeof data;
  } catch {
    return;
  }
  if (!data.title) return;
  event.waitUntil(
    self.registration.showNotification(data.title, {
      body: data.body ?? '',
      icon: '/icons/icon-192.png',
      tag: data.url ?? 'live',
      data: { url: data.url ?? `/member${liveCardHash}` },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(
    (event.notification.data as { url?: string } | null)?.url ?? `/member${liveCardHash}`,
    self.location.origin,
  );
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const client = open.find((candidate) => new URL(candidate.url).origin === self.location.origin);
      if (client) {
        await client.focus();
        await client.navigate(target.href);
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
