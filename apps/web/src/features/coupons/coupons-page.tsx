import { TicketPercent } from 'lucide-react';

/** My Coupons (spec 2 'Coupons'). A placeholder until the coupons issue brings the tabs and scratch cards. */
export function CouponsPage() {
  return (
    <section aria-labelledby="coupons-title" className="flex flex-col items-center px-6 pt-12 text-center">
      <span className="grid size-20 place-items-center rounded-full bg-primary-soft text-primary">
        <TicketPercent className="size-10" aria-hidden="true" />
      </span>
      <h1 id="coupons-title" className="mt-5 font-display text-2xl font-bold text-ink">
        No coupons yet
      </h1>
      <p className="mt-2 max-w-xs text-muted">
        Every order wins you a scratch card. Place your first order to get one.
      </p>
    </section>
  );
}
