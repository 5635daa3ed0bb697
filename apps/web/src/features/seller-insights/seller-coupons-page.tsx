import { BadgeCheck, IndianRupee, Sparkles, TicketPercent, Ticket } from 'lucide-react';
import { formatRupees } from '../../ui/format.ts';
import { useAuth } from '../../lib/session-store.ts';
import { useCouponSummary } from './api/get-coupon-summary.ts';
import { StatCard } from './stat-card.tsx';
import { m } from '@rasoi/domain/i18n/messages';

/**
 * 'Active Coupons' from the seller profile (issue 4): the scratch-card coupons customers have won with
 * their orders, how many they scratched and used, how many can still be used, and the discount given.
 */
export function SellerCouponsPage() {
  const token = useAuth((state) => state.token);
  const summary = useCouponSummary(Boolean(token));
  const figures = summary.isError ? undefined : summary.data;
  const count = (value: number | undefined) => (value === undefined ? undefined : String(value));

  return (
    <div className="px-4 pt-5 pb-6">
      <h1 className="font-display text-3xl font-bold text-ink">{m.activeCoupons()}</h1>
      <p className="mt-1 text-sm text-muted">{m.everyOrderWinsItsCustomer()}</p>
      <section aria-label={m.couponFigures()} className="mt-5 grid grid-cols-2 gap-3">
        <StatCard
          wide
          label={m.discountGiven()}
          value={figures ? formatRupees(figures.discountGiven) : undefined}
          icon={<IndianRupee className="size-5" />}
          tone="bg-primary-soft text-primary"
        />
        <StatCard
          label={m.active()}
          value={count(figures?.active)}
          icon={<TicketPercent className="size-5" />}
          tone="bg-emerald-50 text-veg"
        />
        <StatCard
          label={m.issued()}
          value={count(figures?.issued)}
          icon={<Ticket className="size-5" />}
          tone="bg-amber-50 text-amber-700"
        />
        <StatCard
          label={m.scratched()}
          value={count(figures?.scratched)}
          icon={<Sparkles className="size-5" />}
          tone="bg-amber-50 text-amber-700"
        />
        <StatCard
          label={m.used()}
          value={count(figures?.used)}
          icon={<BadgeCheck className="size-5" />}
          tone="bg-primary-soft text-primary"
        />
      </section>
      {summary.isError ? <p className="mt-4 text-sm text-red-700">{summary.error.message}</p> : null}
    </div>
  );
}
