import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { whenIdle } from '../lib/when-idle.ts';
import { lazyNamed } from './lazy-named.ts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the device has a network connection (navigator.onLine and its online/offline events). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

const loadNotice = () => import('./offline-notice.tsx');
const OfflineNotice = lazyNamed(loadNotice, 'OfflineNotice');

/**
 * The friendly offline state (issue 5): while the device is offline a small banner under the top bar
 * says the app shows what it already has. The banner's own code loads once the page is idle after its
 * first load (issue 6), so it is at hand when the connection drops.
 */
export function OfflineBanner() {
  const online = useOnline();
  useEffect(() => whenIdle(() => void loadNotice()), []);
  if (online) return null;
  return (
    <Suspense fallback={null}>
      <OfflineNotice />
    </Suspense>
  );
}
