import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Order } from '@rasoi/domain/api';
import { Bike, ChefHat } from 'lucide-react';
import { m } from '@rasoi/domain/i18n/messages';
import { paths } from '../../lib/paths.ts';
import { useUi } from '../../lib/ui-store.ts';
import { orderNumber } from '../../ui/format.ts';
import { OrderDetailLine } from './order-detail-line.tsx';
import { useUndeliveredOrders } from './use-undelivered-orders.ts';

const ACTION_CLASSES =
  'inline-flex min-h-11 shrink-0 items-center rounded-xl bg-white px-3 text-sm font-bold text-primary-dark transition-colors hover:bg-primary-soft';

/** The strip's frame: the icon (a bike once out for delivery, else a chef's hat), two lines and an action. */
function Strip({ onTheWay, children, action }: { onTheWay: boolean; children: ReactNode; action: ReactNode }) {
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-20 z-30 mx-auto flex max-w-md flex-col px-3">
      <section
        aria-label={m.orderInProgress()}
        className="pointer-events-auto flex flex-wrap items-center justify-end gap-x-3 gap-y-1 rounded-2xl bg-ink/95 py-2 pr-2 pl-3 text-white shadow-xl shadow-black/25 backdrop-blur"
      >
        {/* The icon and the words stay together and keep at least 10rem: with large text the action goes
            under them instead of squeezing them to nothing (D106). */}
        <div className="flex min-w-0 flex-1 basis-40 items-center gap-3">
          <span className="grid size-9 shrink-0 place-items-center rounded-full bg-primary" aria-hidden="true">
            {onTheWay ? <Bike className="size-5" /> : <ChefHat className="size-5" />}
          </span>
          <div className="min-w-0 flex-1">{children}</div>
        </div>
        {action}
      </section>
    </div>
  );
}

/** One undelivered order: 'Preparing your Order' or 'Order Out for Delivery', its detail and 'View Order'. */
function OneOrderStrip({ order }: { order: Order }) {
  const onTheWay = order.status === 'Out For Delivery';
  return (
    <Strip
      onTheWay={onTheWay}
      action={
        <Link to={paths.order(order._id)} className={ACTION_CLASSES}>
          {m.viewOrder()}
        </Link>
      }
    >
      <p className="text-sm leading-tight font-semibold">
        {onTheWay ? m.pushOutForDeliveryTitle() : m.preparingYourOrder()}
      </p>
      <OrderDetailLine order={order} className="text-xs text-white/70" />
    </Strip>
  );
}

/**
 * Several undelivered orders (issue 15): '3 orders on the way', their numbers, and 'View Orders', which
 * opens the sheet listing each (undelivered-orders-sheet.tsx) instead of stacking a strip per order over
 * the menu.
 */
function SeveralOrdersStrip({ orders }: { orders: Order[] }) {
  const openOverlay = useUi((state) => state.openOverlay);
  return (
    <Strip
      onTheWay={orders.some((order) => order.status === 'Out For Delivery')}
      action={
        <button type="button" onClick={() => openOverlay('orders-on-the-way')} className={ACTION_CLASSES}>
          {m.viewOrders()}
        </button>
      }
    >
      <p className="text-sm leading-tight font-semibold">{m.ordersOnTheWay({ count: orders.length })}</p>
      <p className="truncate text-xs text-white/70">{orders.map((order) => orderNumber(order._id)).join(' · ')}</p>
    </Strip>
  );
}

/**
 * Home's floating strip (spec 2 'Home'): for one undelivered order, 'Preparing your Order' or 'Order Out
 * for Delivery', the item count (an order's meal slot window instead, issue 14) and 'View Order'; for
 * several, one strip with their count that opens a sheet listing them (issue 15). Renders nothing when
 * logged out or all orders are delivered.
 */
export function UndeliveredOrderStrip() {
  const open = useUndeliveredOrders();
  if (open.length === 0) return null;
  return open.length === 1 ? <OneOrderStrip order={open[0]!} /> : <SeveralOrdersStrip orders={open} />;
}
