import { Link } from 'react-router';
import type { Order } from '@rasoi/domain/api';
import { Bike, ChefHat } from 'lucide-react';
import { isUndelivered } from '@rasoi/domain/order-status';
import { paths } from '../../lib/paths.ts';
import { useAuth } from '../../lib/session-store.ts';
import { useUserOrders } from './api/get-user-orders.ts';
import { itemCount } from './order-view.ts';
import { MESSAGES } from '@rasoi/domain/messages';
import { useDeliveryWindow } from '../slots/index.ts';

/**
 * The strip's second line: the item count, or for an order in a meal slot its delivery window ('Delivery
 * 17:00–18:00 today', issue 14), which says more and keeps the strip as high as before.
 */
function StripDetail({ order }: { order: Order }) {
  const count = itemCount(order);
  const words = useDeliveryWindow(order.slot);
  return (
    <p className="text-xs text-white/70">
      {words ? (
        words.window
      ) : (
        <>
          {count} {count === 1 ? MESSAGES.item : MESSAGES.items}
        </>
      )}
    </p>
  );
}

/**
 * Home's floating strip (spec 2 'Home'): one per undelivered order, 'Preparing your Order' or
 * 'Order Out for Delivery', the item count (an order's meal slot window instead, issue 14) and 'View Order'. Renders nothing when logged out or all
 * orders are delivered.
 */
export function UndeliveredOrderStrip() {
  const token = useAuth((state) => state.token);
  const { data: orders } = useUserOrders(Boolean(token));
  const open = token ? (orders ?? []).filter((order) => isUndelivered(order.status)) : [];
  if (open.length === 0) return null;

  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-20 z-30 mx-auto flex max-w-md flex-col gap-2 px-3">
      {open.map((order) => {
        const onTheWay = order.status === 'Out For Delivery';
        return (
          <section
            key={order._id}
            aria-label={MESSAGES.orderInProgress}
            className="pointer-events-auto flex items-center gap-3 rounded-2xl bg-ink/95 py-2 pr-2 pl-3 text-white shadow-xl shadow-black/25 backdrop-blur"
          >
            <span className="grid size-9 shrink-0 place-items-center rounded-full bg-primary" aria-hidden="true">
              {onTheWay ? <Bike className="size-5" /> : <ChefHat className="size-5" />}
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm leading-tight font-semibold">
                {onTheWay ? MESSAGES.pushOutForDeliveryTitle : MESSAGES.preparingYourOrder}
              </p>
              <StripDetail order={order} />
            </div>
            <Link
              to={paths.order(order._id)}
              className="inline-flex min-h-11 shrink-0 items-center rounded-xl bg-white px-3 text-sm font-bold text-primary-dark transition-colors hover:bg-primary-soft"
            >
              {MESSAGES.viewOrder}
            </Link>
          </section>
        );
      })}
    </div>
  );
}
