import { useState } from 'react';
import { Bike, CheckCircle2, CookingPot, Inbox } from 'lucide-react';
import type { Order } from '@rasoi/domain/api';
import { MESSAGES } from '@rasoi/domain/messages';
import { Button } from '../../ui/button.tsx';
import { useAuth } from '../auth/auth-store.ts';
import { useSellerOrders } from './api/get-seller-orders.ts';
import { countOrders, type OrderCounts } from './order-summary.ts';
import { SellerOrderCard } from './seller-order-card.tsx';

type Tab = 'preparing' | 'out';

const SUMMARY = [
  { key: 'preparing', label: 'Preparing Orders', icon: CookingPot, tone: 'bg-amber-50 text-amber-600' },
  { key: 'outForDelivery', label: 'Out for Delivery', icon: Bike, tone: 'bg-primary-soft text-primary' },
  { key: 'delivered', label: 'Delivered Orders', icon: CheckCircle2, tone: 'bg-green-50 text-veg' },
] as const;

/** The three counts (spec 2): Preparing, Out for Delivery, Delivered = total minus the other two. */
export function OrdersSummary({ counts }: { counts: OrderCounts | null }) {
  return (
    <ul aria-label="Order summary" className="grid grid-cols-3 gap-2">
      {SUMMARY.map(({ key, label, icon: Icon, tone }) => (
        <li key={key} className="flex flex-col items-start rounded-2xl bg-white p-3 ring-1 ring-line/70">
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
 * The seller's orders (spec 2 'Seller orders'): the summary counts and the Preparing and Out for
 * Delivery tabs of expandable cards, each with its next step. Refreshed every 15 s (issue 3).
 */
export function SellerOrdersPage() {
  const [tab, setTab] = useState<Tab>('preparing');
  const token = useAuth((state) => state.token);
  const { data: orders, isPending, isError, error, refetch } = useSellerOrders(Boolean(token));
  const counts = orders ? countOrders(orders) : null;
  const shown: Order[] = (orders ?? []).filter((order) =>
    tab === 'preparing' ? order.status === 'Preparing' : order.status === 'Out For Delivery',
  );
  const tabs = [
    { id: 'preparing' as const, label: 'Preparing', count: counts?.preparing },
    { id: 'out' as const, label: 'Out for Delivery', count: counts?.outForDelivery },
  ];

  return (
    <div className="px-4 pt-5">
      <h1 className="font-display text-3xl font-bold text-ink">Orders</h1>
      <div className="mt-4">
        <OrdersSummary counts={counts} />
      </div>

      <div
        role="tablist"
        aria-label="Orders"
        className="mt-5 grid grid-cols-2 gap-1 rounded-2xl bg-white p-1 ring-1 ring-line"
      >
        {tabs.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            aria-selected={tab === item.id}
            onClick={() => setTab(item.id)}
            className={`flex min-h-11 items-center justify-center gap-2 rounded-xl text-sm font-semibold transition-colors ${
              tab === item.id ? 'bg-primary text-white shadow-sm' : 'text-muted hover:bg-primary-soft'
            }`}
          >
            {item.label}
            {item.count ? (
              <span
                className={`rounded-full px-2 text-xs ${tab === item.id ? 'bg-white/25' : 'bg-primary-soft text-primary-dark'}`}
              >
                {item.count}
              </span>
            ) : null}
          </button>
        ))}
      </div>

      <div role="tabpanel" aria-label={tab === 'preparing' ? 'Preparing' : 'Out for Delivery'} className="mt-4">
        {isPending ? (
          <ul className="space-y-3" aria-label="Loading orders">
            {[0, 1].map((i) => (
              <li key={i} className="h-20 animate-pulse rounded-3xl bg-white ring-1 ring-line/70" />
            ))}
          </ul>
        ) : isError && !orders ? (
          <div className="mt-6 text-center">
            <p className="text-muted">{error.message}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        ) : shown.length === 0 ? (
          <EmptyState text={tab === 'preparing' ? MESSAGES.noActiveOrders : MESSAGES.noUsedOrders} />
        ) : (
          <ul className="space-y-3">
            {shown.map((order, index) => (
              <SellerOrderCard key={order._id} order={order} defaultOpen={index === 0} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
