import { useSyncExternalStore } from 'react';
import { WifiOff } from 'lucide-react';

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

/**
 * The friendly offline state (issue 5): while the device is offline a small banner under the top bar
 * says the app shows what it already has (the service worker serves the app shell; queries keep their
 * last data).
 */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      className="sticky top-[calc(3.5rem+env(safe-area-inset-top))] z-30 flex items-center justify-center gap-2 bg-ink px-4 py-2 text-sm font-medium text-white"
    >
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      You're offline. Showing what we have.
    </div>
  );
}
