import { registerSW } from 'virtual:pwa-register';
import { queryClient } from '../api/query-client.ts';
import { reloadPage } from '../lib/reload-page.ts';
import type { createAppRouter } from './router.tsx';
import { isBuildStale } from './stale-build.ts';
import { createUpdatePolicy } from './update-policy.ts';

/** How often an open app asks the server whether a new service worker (a new release) is out, in ms. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (offline app shell, push; issue 5) and runs the upgrade policy of
 * docs/decisions.md D43 (issue 13): the open app looks for a new release every hour and whenever it
 * comes back to the foreground; a new worker waits, and the app lets it take over, reloading into the
 * new version, at the end of a navigation or when the page is hidden, if it is not inside an order or a
 * login and no write (an order placement) is in flight. A worker another tab let in, or a build whose
 * chunks are gone, is picked up at such a moment by a reload. Loaded when idle after the first load.
 */
export function startAppUpdates(router: ReturnType<typeof createAppRouter>): void {
  let activating = false;
  const updateServiceWorker = registerSW({
    immediate: true,
    onNeedRefresh: () => policy.ready('waiting'),
    // The new worker controls the page: this page asked for it (reload now) or another tab did (wait).
    onNeedReload: () => (activating ? reloadPage() : policy.ready('active')),
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      const check = () => void registration.update().catch(() => undefined);
      window.setInterval(check, UPDATE_CHECK_MS);
      document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check());
    },
  });
  const policy = createUpdatePolicy({
    isWriteInFlight: () => queryClient.isMutating() > 0,
    activate: () => {
      activating = true;
      void updateServiceWorker(true);
    },
    reload: reloadPage,
  });

  let lastKey = router.state.location.key;
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.key === lastKey) return;
    lastKey = state.location.key;
    if (isBuildStale()) policy.ready('active');
    policy.moment(state.location);
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') policy.moment(router.state.location);
  });
}
