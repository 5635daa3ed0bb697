import { CircleX } from 'lucide-react';
import type { Order } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';

/** Who cancelled, in the words of the person reading: the customer's or the seller's screens. */
function byWhom(order: Order, viewer: 'customer' | 'seller'): string {
  if (order.cancelled_by === 'seller') return m.cancelledByKitchen();
  return viewer === 'customer' ? m.cancelledByCustomer() : m.cancelledByCustomerForSeller();
}

/**
 * A cancelled order's note (issue 15, D54): who cancelled it and the reason ('No reason given' when the
 * customer left it out), on the tracking page, My Orders and the seller's card; when it had been paid in
 * cash or by UPI, that the money is on the household's account (D113). Nothing for other orders.
 */
export function CancelledNote({
  order,
  viewer,
  className = '',
}: {
  order: Order;
  viewer: 'customer' | 'seller';
  className?: string;
}) {
  if (order.status !== 'Cancelled') return null;
  const reason = order.cancel_reason || m.cancelNoReason();
  return (
    <div className={`flex items-start gap-3 rounded-2xl bg-stone-100 p-3 text-sm ${className}`}>
      <CircleX className="mt-0.5 size-5 shrink-0 text-stone-500" aria-hidden="true" />
      <div>
        <p className="font-semibold text-ink">{byWhom(order, viewer)}</p>
        <p className="mt-0.5 break-words text-stone-700">{m.cancelledReason({ reason })}</p>
        {order.collected_by === 'cash' || order.collected_by === 'upi' ? (
          <p className="mt-1 break-words font-medium text-ink">
            {viewer === 'customer' ? m.cancelledPaidToAccount() : m.cancelledPaidToAccountSeller()}
          </p>
        ) : null}
      </div>
    </div>
  );
}
