import { useCallback, useRef } from 'react';
import { Link } from 'react-router';
import { ChevronRight, ReceiptText } from 'lucide-react';
import type { Order } from '@rasoi/domain/api';
import { paths } from '../../lib/paths.ts';
import { Button } from '../../ui/button.tsx';
import { formatDateTimeUs, formatRupees, orderNumber } from '../../ui/format.ts';
import { useKitchenTimeZone } from '../../api/get-kitchen.ts';
import { LoginPrompt } from '../../ui/login-prompt.tsx';
import { useAuth } from '../../lib/session-store.ts';
import { useDeferredData } from '../../api/use-deferred-data.ts';
import { useUserOrders } from '../../api/get-user-orders.ts';
import { orderLines } from './order-view.ts';
import { CancelledNote } from '../../ui/cancelled-note.tsx';
import { m } from '@rasoi/domain/i18n/messages';
import { useDeliveryWindow } from '../../api/use-delivery-window.ts';
import { isUndelivered, orderStatusLabel } from '@rasoi/domain/order-status';
import { OrderAgainButton } from './order-again-button.tsx';
import { StarRow } from '../../ui/star-row.tsx';
import { ShowMore } from '../../ui/show-more.tsx';
import { ORDER_STATUS_TONES } from '../../ui/order-status-tone.ts';

function OrderCard({ order }: { order: Order }) {
  const timeZone = useKitchenTimeZone();
  // An order in a meal slot says when it is delivered (issue 14).
  const words = useDeliveryWindow(order.status === 'Cancelled' ? null : order.slot);
  const past = !isUndelivered(order.status);
  return (
    <li className="rounded-3xl bg-white shadow-sm ring-1 ring-line transition-shadow hover:shadow-md">
      {/* The link is the order's number, stretched over the card (its ::after) so a tap anywhere on the card
          still opens the order. Its name starts with that visible number and goes on with the summary
          ('Order #0002, Preparing, ₹141, Delivery ...'): a name made of the whole card's text would not,
          and a summary that begins otherwise fails WCAG 2.5.3 (D81). */}
      <div className="relative rounded-3xl p-4">
        <div className="flex items-start justify-between gap-3">
          <div>
            <p className="text-sm font-semibold text-ink">
              <Link
                to={paths.order(order._id)}
                aria-label={`${m.orderWithNumber({ number: orderNumber(order._id) })}, ${orderStatusLabel(order.status)}, ${formatRupees(order.amount)}${words ? `, ${words.window}` : ''}`}
                className="after:absolute after:inset-0 after:rounded-3xl focus-visible:outline-none focus-visible:after:ring-4 focus-visible:after:ring-primary/20"
              >
                {m.orderWithNumber({ number: orderNumber(order._id) })}
              </Link>
            </p>
            <p className="mt-0.5 text-sm text-muted">
              {m.placedOnDate({ date: formatDateTimeUs(order.createdAt, timeZone) })}
            </p>
            {words ? <p className="mt-0.5 text-sm font-medium text-ink">{words.window}</p> : null}
          </div>
          <span className={`shrink-0 rounded-full px-3 py-1 text-xs font-semibold ${ORDER_STATUS_TONES[order.status]}`}>
            {orderStatusLabel(order.status)}
          </span>
        </div>
        <CancelledNote order={order} viewer="customer" className="mt-3" />
        <ul className="mt-3 space-y-1 border-t border-dashed border-line pt-3">
          {orderLines(order).map((line) => (
            <li key={line.key} className="flex justify-between gap-3 text-sm">
              <span lang={line.nameLang} className="text-ink">
                {line.name}
              </span>
              <span className="text-muted">× {line.quantity}</span>
            </li>
          ))}
        </ul>
        <div className="mt-3 flex items-center justify-between">
          <p className="text-lg font-bold text-ink">{formatRupees(order.amount)}</p>
          <span className="flex items-center text-sm font-semibold text-primary">
            {past ? m.viewPastOrder() : m.track()} <ChevronRight className="size-4" aria-hidden="true" />
          </span>
        </div>
      </div>
      {past ? (
        // A past order (issue 15): its rating or a way to give one, and 'Order again'.
        <div className="space-y-3 border-t border-line px-4 pt-3 pb-4">
          {order.status === 'Delivered' ? (
            order.rating ? (
              <div className="flex items-center gap-2 text-sm text-muted">
                {m.yourRating()} <StarRow stars={order.rating.stars} />
              </div>
            ) : (
              <Link
                to={paths.order(order._id)}
                className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary"
              >
                {m.rateYourMeal()} <ChevronRight className="size-4" aria-hidden="true" />
              </Link>
            )
          ) : null}
          <OrderAgainButton order={order} />
        </div>
      ) : null}
    </li>
  );
}

/**
 * My Orders (spec 2 'Orders list'; paged, issue 17: the newest page first, older ones with 'Show more
 * orders' or by scrolling to it): a card per order with its status, amount, placed-on date and
 * time (en-US), the order number and its lines, and a cancelled order's reason (issue 15, D54); a card
 * opens the order's tracking page. A past order also has 'Order again' and, once delivered, its rating or
 * 'Rate your meal' (issue 15, D56, D57).
 */
export function OrdersPage() {
  const token = useAuth((state) => state.token);
  const query = useUserOrders(Boolean(token));
  const { isError, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  // The list renders in a transition, in slices (issue 6).
  const { data: orders = [], pending } = useDeferredData({ data: query.orders, isPending: query.isPending });
  const more = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const listRef = useRef<HTMLUListElement>(null);

  return (
    <section className="px-4 pt-4 pb-8">
      <h1 className="text-2xl font-bold text-ink">{m.myOrders()}</h1>
      {!token ? (
        <LoginPrompt message={m.logInToSeeYour()} />
      ) : pending ? (
        <div className="mt-5 space-y-3" aria-label={m.loadingOrders()}>
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-40 animate-pulse rounded-3xl bg-white ring-1 ring-line" />
          ))}
        </div>
      ) : isError && orders.length === 0 ? (
        <div className="mt-5 rounded-3xl bg-white p-6 text-center ring-1 ring-line">
          <p className="text-ink">{m.ordersLoadFailed()}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void refetch()}>
            {m.tryAgain()}
          </Button>
        </div>
      ) : orders.length === 0 ? (
        <div className="mt-8 flex flex-col items-center rounded-3xl bg-white px-6 py-10 text-center ring-1 ring-line">
          <span
            className="grid size-16 place-items-center rounded-full bg-primary-soft text-primary"
            aria-hidden="true"
          >
            <ReceiptText className="size-7" />
          </span>
          <p className="mt-4 text-lg font-bold text-ink">{m.noOrdersYet()}</p>
          <p className="mt-1 text-sm text-muted">{m.yourFirstHomeCookedThali()}</p>
          <Link
            to={paths.fullMenu}
            className="mt-6 inline-flex min-h-11 items-center rounded-xl bg-primary px-5 font-semibold text-white hover:bg-primary-dark"
          >
            {m.browseTheMenu()}
          </Link>
        </div>
      ) : (
        <>
          <ul ref={listRef} tabIndex={-1} aria-label={m.myOrders()} className="mt-5 space-y-4 focus:outline-none">
            {orders.map((order) => (
              <OrderCard key={order._id} order={order} />
            ))}
          </ul>
          {/* Older orders a page at a time (issue 17), as the seller's list (D32). */}
          {hasNextPage ? (
            <ShowMore
              loading={isFetchingNextPage}
              onMore={more}
              label={m.showMoreOrders()}
              loadingLabel={m.loadingMoreOrders()}
              focusOnEnd={listRef}
            />
          ) : null}
        </>
      )}
    </section>
  );
}
