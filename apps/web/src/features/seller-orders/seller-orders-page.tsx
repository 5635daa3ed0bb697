import { useCallback, useRef } from 'react';
import { useTabParam } from '../../lib/use-tab-param.ts';
import { Link } from 'react-router';
import { Bike, CheckCircle2, CircleX, ClipboardList, CookingPot, Inbox, PhoneCall } from 'lucide-react';
import type { OrderStatus } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { loadedOrders } from '../../api/seller-order-cache.ts';
import { Button } from '../../ui/button.tsx';
import { useAuth } from '../../lib/session-store.ts';
import { useSellerOrderList } from './api/get-seller-orders.ts';
import { OfflineAge } from '../../ui/offline-age.tsx';
import { ShowMore } from '../../ui/show-more.tsx';
import { ORDER_STATUS_TONES } from '../../ui/order-status-tone.ts';
import type { OrderCounts } from './order-summary.ts';
import { SellerOrderCard } from './seller-order-card.tsx';
import { sellerPaths } from '../../lib/paths.ts';

/** The tabs: the two active statuses (spec 2), then the delivered orders, newest first (issue 11). */
/* eslint-disable no-restricted-syntax -- `status` is the API's order status value, not a text */
const TABS = [
  { status: 'Preparing', label: m.preparing, count: 'preparing', empty: m.noActiveOrders },
  { status: 'Out For Delivery', label: m.outForDelivery, count: 'outForDelivery', empty: m.noUsedOrders },
  { status: 'Delivered', label: m.delivered, count: null, empty: m.noDeliveredOrders },
  // Cancelled orders, a status of their own (issue 15, D54).
  { status: 'Cancelled', label: m.cancelled, count: null, empty: m.noCancelledOrders },
] as const satisfies readonly {
  status: OrderStatus;
  label: () => string;
  count: keyof OrderCounts | null;
  empty: () => string;
}[];
/* eslint-enable no-restricted-syntax */
/** The tabs' statuses, the URL's `tab` (issue 12, D38). */
const STATUSES = TABS.map((item) => item.status);

// Each count's tile in its status's tone (ui/order-status-tone.ts, D86); labels written when drawn.
const summary = () =>
  [
    { key: 'preparing', label: m.preparingOrders(), icon: CookingPot, tone: ORDER_STATUS_TONES.Preparing },
    { key: 'outForDelivery', label: m.outForDelivery(), icon: Bike, tone: ORDER_STATUS_TONES['Out For Delivery'] },
    { key: 'delivered', label: m.deliveredOrders(), icon: CheckCircle2, tone: ORDER_STATUS_TONES.Delivered },
    { key: 'cancelled', label: m.cancelledOrders(), icon: CircleX, tone: ORDER_STATUS_TONES.Cancelled },
  ] as const;

/** The counts (spec 2): Preparing, Out for Delivery, Delivered, and Cancelled on its own (issue 15). */
export function OrdersSummary({ counts }: { counts: OrderCounts | null }) {
  return (
    // Four in a row while their words fit; otherwise they wrap to more rows, never breaking a word (issue 16).
    <ul aria-label={m.orderSummary()} className="flex flex-wrap gap-2">
      {summary().map(({ key, label, icon: Icon, tone }) => (
        <li
          key={key}
          className="flex min-w-min flex-1 basis-16 flex-col items-start rounded-2xl bg-white p-3 ring-1 ring-line/70"
        >
          <span className={`grid size-8 place-items-center rounded-lg ${tone}`} aria-hidden="true">
            <Icon className="size-4" />
          </span>
          <span className="mt-2 text-2xl font-bold text-ink tabular-nums" data-testid={`count-${key}`}>
            {counts ? counts[key] : '–'}
          </span>
          <span className="text-xs leading-tight font-medium text-muted">{label}</span>
        </li>
      ))}
    </ul>
  );
}

function EmptyState({ text }: { text: string }) {
  return (
    <div className="mt-6 flex flex-col items-center rounded-3xl border-2 border-dashed border-line px-6 py-10 text-center">
      <Inbox className="size-10 text-line" aria-hidden="true" />
      <p className="mt-3 font-medium text-muted">{text}</p>
    </div>
  );
}

/**
 * The seller's orders (spec 2 'Seller orders'): the summary counts and the Preparing, Out for Delivery
 * and Delivered tabs of expandable cards, each with its next step. Each tab asks the server for its
 * own status a page at a time, newest first, and more as the seller scrolls (issue 11, D32); the
 * counts come with the Preparing list's first page. The live order stream keeps them current.
 */
export function SellerOrdersPage() {
  const [status, setStatus] = useTabParam('tab', STATUSES);
  const tab = TABS.find((item) => item.status === status) ?? TABS[0];
  const token = useAuth((state) => state.token);
  const counts = useSellerOrderList('Preparing', Boolean(token)).data?.pages[0]?.counts ?? null;
  const list = useSellerOrderList(tab.status, Boolean(token));
  const { data, isPending, isError, error, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  // A moved order leaves its list at once, even before the refetch that follows the move answers.
  const shown = loadedOrders(data).filter((order) => order.status === tab.status);
  const more = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const listRef = useRef<HTMLUListElement>(null);

  return (
    <div className="px-4 pt-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-bold text-ink">{m.orders()}</h1>
        {/* issue 14: an order a customer gave by phone or WhatsApp */}
        <Link
          to={sellerPaths.phoneOrder}
          className="flex min-h-11 items-center gap-1 rounded-xl bg-primary-soft px-3 text-sm font-semibold text-primary-dark transition-colors hover:bg-primary hover:text-white"
        >
          <PhoneCall className="size-4" aria-hidden="true" /> {m.phoneOrderLink()}
        </Link>
      </div>
      <OfflineAge updatedAt={list.dataUpdatedAt} />
      {/* The kitchen's day (issue 14): the day's orders as a prep sheet and a delivery run. */}
      <nav aria-label={m.kitchenDayViews()} className="mt-3 grid grid-cols-2 gap-2">
        <Link
          to={sellerPaths.prepSheet}
          className="flex min-h-11 items-center justify-center gap-2 rounded-xl bg-white px-3 text-sm font-semibold text-ink ring-1 ring-line hover:bg-primary-soft"
        >
          <ClipboardList className="size-4 text-primary" aria-hidden="true" /> {m.prepSheet()}
        </Link>
        <Link
          to={sellerPaths.deliveryRun}
          className="flex min-h-11 items-center justify-center gap-2 rounded-xl bg-white px-3 text-sm font-semibold text-ink ring-1 ring-line hover:bg-primary-soft"
        >
          <Bike className="size-4 text-primary" aria-hidden="true" /> {m.deliveryRun()}
        </Link>
      </nav>
      <div className="mt-4">
        <OrdersSummary counts={counts} />
      </div>

      <div
        role="tablist"
        aria-label={m.orders()}
        className="mt-5 grid grid-cols-4 gap-1 rounded-2xl bg-white p-1 ring-1 ring-line"
      >
        {TABS.map((item) => {
          const count = item.count && counts ? counts[item.count] : 0;
          const selected = tab.status === item.status;
          return (
            <button
              key={item.status}
              type="button"
              role="tab"
              aria-selected={selected}
              onClick={() => setStatus(item.status)}
              className={`flex min-h-11 flex-wrap items-center justify-center gap-x-1.5 rounded-xl px-1 text-center text-sm leading-tight font-semibold transition-colors ${
                selected ? 'bg-primary text-white shadow-sm' : 'text-muted hover:bg-primary-soft'
              }`}
            >
              {item.label()}
              {count ? (
                <span
                  className={`rounded-full px-2 text-xs ${selected ? 'bg-white/25' : 'bg-primary-soft text-primary-dark'}`}
                >
                  {count}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>

      <div role="tabpanel" aria-label={tab.label()} className="mt-4">
        {isPending ? (
          <ul className="space-y-3" aria-label={m.loadingOrders()}>
            {[0, 1].map((i) => (
              <li key={i} className="h-20 animate-pulse rounded-3xl bg-white ring-1 ring-line/70" />
            ))}
          </ul>
        ) : isError && !data ? (
          <div className="mt-6 text-center">
            <p className="text-muted">{error.message}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void refetch()}>
              {m.tryAgain()}
            </Button>
          </div>
        ) : shown.length === 0 && !hasNextPage ? (
          <EmptyState text={tab.empty()} />
        ) : (
          <ul ref={listRef} tabIndex={-1} className="space-y-3 focus:outline-none">
            {shown.map((order, index) => (
              <SellerOrderCard key={order._id} order={order} defaultOpen={index === 0} />
            ))}
          </ul>
        )}
        {!isPending && hasNextPage ? (
          <ShowMore
            loading={isFetchingNextPage}
            onMore={more}
            label={m.showMoreOrders()}
            loadingLabel={m.loadingMoreOrders()}
            focusOnEnd={listRef}
          />
        ) : null}
      </div>
    </div>
  );
}
