import { queryClient } from '../api/query-client.ts';
import { reloadPage } from '../lib/reload-page.ts';
import { navigationEvents } from './navigation-events.ts';
import { createUpdatePolicy } from './update-policy.ts';

/** Where the build writes the service worker (vite-plugin-pwa, src/sw.ts) and what it controls. */
const WORKER_URL = '/sw.js';
/** How often an open app asks the server whether a new service worker (a new release) is out, in ms. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** What src/sw.ts takes as the go-ahead to replace the running worker (workbox's convention). */
const SKIP_WAITING = { type: 'SKIP_WAITING' };

/**
 * Registers the service worker (offline app shell, push; issue 5) and runs the upgrade policy of
 * docs/decisions/0043 (issue 13): the open app looks for a new release every hour and whenever it
 * comes back to the foreground; a new worker waits, and the app lets it take over, reloading into the
 * new version, at the end of a navigation or when the page is hidden, if it is not inside an order or a
 * login and no write (an order placement) is in flight. A worker another tab let in, or a build whose
 * chunks are gone, is picked up at such a moment by a reload. Loaded when idle after the first load.
 *
 * The browser's own registration API, not workbox-window's: workbox-window takes an update found more
 * than a minute after registering, or a second one, for another tab's and then reports its takeover
 * as no update, and an app left open for hours is exactly the case this is for.
 */
export function startAppUpdates(): void {
  const container = navigator.serviceWorker;
  if (!container) return;
  let registration: ServiceWorkerRegistration | undefined;
  let activating = false;
  const policy = createUpdatePolicy({
    isWriteInFlight: () => queryClient.isMutating() > 0,
    activate: () => {
      activating = true;
      registration?.waiting?.postMessage(SKIP_WAITING);
    },
    reload: reloadPage,
  });

  // Without a worker in charge yet, the first one taking control is the install, not a new release.
  // The new worker takes over once the old one has no events left to handle, which may be a while after
  // the go-ahead: the page reloads then if it is still at a safe place, else at the next safe moment. One
  // that another tab let in waits for this tab's next moment.
  let controlled = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    if (!controlled) {
      controlled = true;
      return;
    }
    policy.ready('active');
    const location = navigationEvents.location();
    if (activating && location) policy.moment(location);
  });

  void container.register(WORKER_URL, { scope: '/' }).then((registered) => {
    registration = registered;
    if (registered.waiting && container.controller) policy.ready('waiting');
    registered.addEventListener('updatefound', () => {
      const worker = registered.installing;
      worker?.addEventListener('statechange', () => {
        if (worker.state === 'installed' && container.controller) policy.ready('waiting');
      });
    });
    const check = () => void registered.update().catch(() => undefined);
    window.setInterval(check, UPDATE_CHECK_MS);
    document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check());
  });

  // A part of this build that did not load (Vite fires this for every failed import(), also outside a
  // route: a sheet, a library loaded when idle) means a release replaced it: reload at the next safe moment.
  let stale = false;
  window.addEventListener('vite:preloadError', () => {
    stale = true;
  });

  let lastKey = navigationEvents.location()?.key;
  navigationEvents.subscribe(({ location, failed }) => {
    if (location.key === lastKey) return;
    lastKey = location.key;
    // A page that failed (its code did not load) is its error boundary's to recover, once (LoadFailure).
    if (failed) return;
    if (stale) policy.ready('active');
    policy.moment(location);
  });
  document.addEventListener('visibilitychange', () => {
    const location = navigationEvents.location();
    if (document.visibilityState === 'hidden' && location) policy.moment(location);
  });
}
