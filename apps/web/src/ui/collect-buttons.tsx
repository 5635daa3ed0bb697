import { useState } from 'react';
import { Banknote, QrCode, Smartphone } from 'lucide-react';
import type { Order } from '@rasoi/domain/api';
import type { CollectionMethod } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { formatRupees } from './format.ts';
import { useCollectOrder } from '../api/collect-order.ts';
import { useWaitingChange } from '../api/kitchen-changes.ts';
import { UpiQr } from './upi-qr.tsx';
import { useUpiLink } from '../api/use-upi-link.ts';

const methods = (): { method: CollectionMethod; label: string; icon: typeof Banknote }[] => [
  { method: 'cash', label: m.collectedCash(), icon: Banknote },
  { method: 'upi', label: m.collectedUpi(), icon: Smartphone },
];

/**
 * The delivery run's payment controls for one order (issue 15, D53): for a UPI order a 'Show QR' button
 * opening the order's `upi://pay` QR to scan at the door (kept closed so a long run stays light), and the
 * two toggles 'Cash collected' / 'UPI received' (POST /order/:id/collect); the chosen one is pressed, and
 * tapping the other corrects a wrong tap. 'Customer says paid' when the customer claimed it. Nothing for
 * a tiffin plan's meal, paid from the household account when it was made (issue 26, D92; the server
 * refuses to record cash or UPI for it).
 */
export function CollectButtons({ order }: { order: Order }) {
  if (order.collected_by === 'account') return null;
  return <DoorCollection order={order} />;
}

function DoorCollection({ order }: { order: Order }) {
  const collect = useCollectOrder();
  // A mark made offline shows as chosen while it waits to be sent (D115).
  const waiting = useWaitingChange(order._id, 'collect');
  const collectedBy = waiting?.method ?? order.collected_by;
  const link = useUpiLink(order);
  const [showQr, setShowQr] = useState(false);
  const amount = formatRupees(order.amount);
  return (
    <div className="mt-3 space-y-2">
      {order.paid_claimed_at && order.collected_by === null ? (
        <p className="rounded-xl bg-green-50 px-3 py-2 text-sm font-semibold text-veg">{m.customerSaysPaid()}</p>
      ) : null}
      {link ? (
        <>
          <button
            type="button"
            aria-expanded={showQr}
            onClick={() => setShowQr((open) => !open)}
            className="flex min-h-11 w-full items-center justify-center gap-2 rounded-xl border-2 border-line bg-white px-3 font-semibold text-ink"
          >
            <QrCode className="size-5" aria-hidden="true" />
            {showQr ? m.hideQr() : m.showQr()}
          </button>
          {showQr ? (
            <div className="flex justify-center rounded-2xl bg-white p-2 ring-1 ring-line">
              <UpiQr link={link} label={m.upiQrLabel({ amount })} className="size-60" />
            </div>
          ) : null}
        </>
      ) : null}
      <div className="grid grid-cols-2 gap-2">
        {methods().map(({ method, label, icon: Icon }) => {
          const chosen = collectedBy === method;
          return (
            <button
              key={method}
              type="button"
              aria-pressed={chosen}
              disabled={collect.isPending || chosen}
              onClick={() => collect.mutate({ orderId: order._id, method })}
              className={`flex min-h-12 items-center justify-center gap-2 rounded-xl px-3 text-sm font-semibold transition-colors ${
                chosen ? 'bg-veg text-white' : 'border-2 border-veg/40 bg-white text-veg'
              }`}
            >
              <Icon className="size-5 shrink-0" aria-hidden="true" />
              {label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
