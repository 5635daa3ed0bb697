import { CalendarCheck } from 'lucide-react';
import type { Order } from '@rasoi/domain/api';
import { m } from '@rasoi/domain/i18n/messages';

/**
 * 'Tiffin plan': marks an order a household's tiffin plan made at the meal's skip cut-off (placed_by
 * 'plan', issue 26, D92), so the kitchen knows a regular's meal from a one-off order. Nothing for any other
 * order. A span, so it fits inside a button (the seller's card header). Shown on the seller's order card,
 * the delivery run and (with its count) the prep sheet.
 */
export function PlanMealBadge({ order, className = '' }: { order: Pick<Order, 'placed_by'>; className?: string }) {
  if (order.placed_by !== 'plan') return null;
  return <PlanMealMark className={className} />;
}

/** The badge itself, for a view that has already decided it applies. */
export function PlanMealMark({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-violet-50 px-2 py-0.5 text-xs font-semibold text-violet-700 ring-1 ring-violet-200 ${className}`}
    >
      <CalendarCheck className="size-3 shrink-0" aria-hidden="true" />
      {m.planMealBadge()}
    </span>
  );
}
