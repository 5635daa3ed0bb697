import { WifiOff } from 'lucide-react';
import { m } from '@rasoi/domain/i18n/messages';

/**
 * The offline banner (issue 5): the app shows what it already has (the service worker serves the app
 * shell; queries keep their last data). Shown by offline-banner.tsx while the device is offline.
 */
export function OfflineNotice() {
  return (
    <div
      role="status"
      className="sticky top-[calc(3.5rem+env(safe-area-inset-top))] z-30 flex items-center justify-center gap-2 bg-ink px-4 py-2 text-sm font-medium text-white"
    >
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      {m.offlineShowingCached()}
    </div>
  );
}
