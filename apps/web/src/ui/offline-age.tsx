import { m } from '@rasoi/domain/i18n/messages';
import { useKitchenTimeZone } from '../api/get-kitchen.ts';
import { useOnline } from './offline-banner.tsx';
import { formatTimeOfDay } from './format.ts';

/**
 * 'Offline · showing what was loaded at 12:40' (issue 29 item 5, D115): under a seller screen's title
 * while the device is offline, the time its answer (`updatedAt`, epoch ms, the query's dataUpdatedAt)
 * was loaded on the kitchen's clock. Nothing online or before any answer.
 */
export function OfflineAge({ updatedAt }: { updatedAt: number }) {
  const online = useOnline();
  const timeZone = useKitchenTimeZone();
  if (online || !updatedAt) return null;
  return (
    <p className="mt-2 rounded-xl bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-800 print:hidden">
      {m.offlineLoadedAt({ time: formatTimeOfDay(updatedAt, timeZone) })}
    </p>
  );
}
