/// <reference lib="webworker" />
/**
 * The service worker (docs/architecture.md 'PWA'; spec 1 and 4 'Push flow'; docs/decisions/p07), built by
 * vite-plugin-pwa (injectManifest) to /sw.js:
 * - precaches the app shell and serves it offline: every navigation gets index.html, except /api and
 *   /images, which are never answered from the shell, and a customer's own pages, asked of the network
 *   first (D118);
 * - caches images (/images/) cache-first, and hashed /assets/ the precache leaves out (the seller chunk)
 *   once fetched or named by the app (CACHE_URLS, D115); /api always goes to the network;
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
import { isCustomerScreen } from '@rasoi/domain/first-screens';

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

const shell = createHandlerBoundToURL('/index.html');

/**
 * A customer's own page, which the server writes for them (D118), is asked of the network first: its HTML
 * carries the page's content, which the precached shell can only show once the app has run and read it
 * (over the same network). Never cached here (it is theirs). Offline, on an error answer, or with no
 * answer within WRITTEN_PAGE_WAIT_MS, the precached shell answers as for every other page. The menu pages
 * keep the shell: written for every visitor, they would show a signed-in customer a visitor's page first.
 */
const WRITTEN_PAGE_WAIT_MS = 2_000;
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isCustomerScreen(url.pathname),
  async (options) => {
    // The wait covers the answer's headers only: AbortSignal.timeout would also cut a page whose body is
    // still arriving when the time is up, so the timer is cleared once the headers are in.
    const wait = new AbortController();
    const timer = setTimeout(() => wait.abort(), WRITTEN_PAGE_WAIT_MS);
    try {
      const response = await fetch(options.request, { signal: wait.signal });
      if (response.ok) return response;
    } catch {
      // Offline or too slow: the shell below.
    } finally {
      clearTimeout(timer);
    }
    return shell(options);
  },
);
registerRoute(new NavigationRoute(shell, { denylist: [/^\/api(\/|$)/, /^\/images(\/|$)/] }));

registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && request.method === 'GET' && url.pathname.startsWith('/images/'),
  new CacheFirst({
    cacheName: 'rasoi-images',
    plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

// Hashed build files never change: what the precache left out (the seller area) is kept once fetched,
// or once the open app names it in a CACHE_URLS message (Workbox's default router answers those; the
// seller area sends what it loaded before this worker controlled it: D115). Room for every build file.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && request.method === 'GET' && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: 'rasoi-assets',
    plugins: [new ExpirationPlugin({ maxEntries: 120, purgeOnQuotaError: true })],
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
