/// <reference lib="webworker" />
/**
 * The service worker (docs/architecture.md 'PWA'; spec 1 and 4 'Push flow'; docs/decisions/p07), built by
 * vite-plugin-pwa (injectManifest) to /sw.js:
 * - precaches the app shell and serves it offline: every navigation gets index.html, except /api and
 *   /images, which are never answered from the shell;
 * - caches images (/images/) cache-first, and hashed /assets/ the precache leaves out (the seller chunk)
 *   once fetched; /api always goes to the network;
 * - waits, once a new release installs it, until the open app says it may take over (D43);
 * - shows Web Push messages ({title, body, url, icon}) and, on a tap, focuses an open window of the app
 *   on the message's url or opens one.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import type { PushPayload } from '@rasoi/domain/events';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0] };

const DEFAULT_TITLE = 'Rasoi';
const DEFAULT_ICON = '/icons/icon-192.png';

// A new release's worker waits: the open app's pages keep the old build's files from the old worker's
// precache until the app, at a safe moment, asks it to take over (a SKIP_WAITING message, workbox's
// convention; app/app-update.ts, docs/decisions/0043). A first install controls the page at once.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api(\/|$)/, /^\/images(\/|$)/] }),
);

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && request.method === 'GET' && url.pathname.startsWith('/images/'),
  new CacheFirst({
    cacheName: 'rasoi-images',
    plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

// Hashed build files never change: what the precache left out (the seller area) is kept once fetched.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && request.method === 'GET' && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'rasoi-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true })],
  }),
);

/** Reads a push message's JSON, tolerating a plain-text body. */
function readPayload(event: PushEvent): Partial<PushPayload> {
  if (!event.data) return {};
  try {
    return event.data.json() as PushPayload;
  } catch {
    return { body: event.data.text() };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  const url = payload.url && payload.url.startsWith('/') ? payload.url : '/';
  event.waitUntil(
    self.registration.showNotification(payload.title || DEFAULT_TITLE, {
      body: payload.body ?? '',
      icon: payload.icon || DEFAULT_ICON,
      badge: DEFAULT_ICON,
      data: { url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data as { url?: string } | null)?.url ?? '/';
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        if (focused.url !== target) await focused.navigate(target).catch(() => undefined);
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
