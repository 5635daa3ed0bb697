import { useId } from 'react';
import { Link } from 'react-router';
import type { Order } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';
import { paths } from '../../lib/paths.ts';
import { useUi } from '../../lib/ui-store.ts';
import { BottomSheet } from '../../ui/bottom-sheet.tsx';
import { orderNumber } from '../../ui/format.ts';
import { OrderDetailLine } from './order-detail-line.tsx';
import { useUndeliveredOrders } from './use-undelivered-orders.ts';
import { orderStatusLabel } from '@rasoi/domain/order-status';
import { ORDER_STATUS_TONES } from '../../ui/order-status-tone.ts';

function UndeliveredOrderRow({ order }: { order: Order }) {
  const number = orderNumber(order._id);
  return (
    <li className="flex items-center gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink">
          {m.orderWithNumber({ number })}
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${ORDER_STATUS_TONES[order.status]}`}>
            {orderStatusLabel(order.status)}
          </span>
        </p>
        <OrderDetailLine order={order} className="mt-0.5 text-sm text-muted" />
      </div>
      <Link
        to={paths.order(order._id)}
        aria-label={m.viewOrderNumber({ number })}
        className="inline-flex min-h-11 shrink-0 items-center rounded-xl bg-primary px-3 text-sm font-bold text-white transition-colors hover:bg-primary-dark"
      >
        {m.viewOrder()}
      </Link>
    </li>
  );
}

/**
 * 'Your orders on the way' (issue 15), opened from the home strip when several orders are undelivered:
 * each with its number ('#' and the id's last four characters, as My Orders shows it), its status, its
 * delivery window or item count, and 'View Order'. A bottom sheet in the URL (`?sheet=orders-on-the-way`),
 * so Back closes it and the menu stays beneath.
 */
export function UndeliveredOrdersSheet() {
  const titleId = useId();
  const closeOverlay = useUi((state) => state.closeOverlay);
  const orders = useUndeliveredOrders();
  return (
    <BottomSheet titleId={titleId} title={m.yourOrdersOnTheWay()} onClose={closeOverlay}>
      <ul className="divide-y divide-line">
        {orders.map((order) => (
          <UndeliveredOrderRow key={order._id} order={order} />
        ))}
      </ul>
    </BottomSheet>
  );
}
