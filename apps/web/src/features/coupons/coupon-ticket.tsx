import type { ReactNode } from 'react';
import { Sparkles } from 'lucide-react';
import type { Coupon } from '@rasoi/domain/api';
import { couponDescription, type CouponState } from '@rasoi/domain/coupon';
import { m } from '@rasoi/domain/i18n/messages';
import { Button } from '../../ui/button.tsx';
import { formatDateTimeUs } from '../../ui/format.ts';
import { useKitchenTimeZone } from '../../api/get-kitchen.ts';

type CouponTicketProps = {
  coupon: Coupon;
  state: CouponState;
  /** The action button ('Scratch now', 'Use this code', 'Apply'); none for used and expired. */
  action?: { label: string; onClick: () => void } | undefined;
  /** Extra line under the details (e.g. 'Applied'). */
  note?: ReactNode;
};

const TEAR_OFF_CLASSES: Record<CouponState, string> = {
  unscratched: 'bg-gradient-to-br from-stone-200 via-stone-50 to-stone-400 text-primary-dark',
  active: 'bg-gradient-to-br from-accent to-primary text-white',
  used: 'bg-stone-300 text-stone-600',
  expired: 'bg-stone-200 text-stone-600',
};

/**
 * One coupon as a ticket (spec 2 'Coupons'): unscratched shows a foil strip and 'Scratch now';
 * scratched shows the code, the off, 'Valid till' and its action; used and expired are greyed.
 */
export function CouponTicket({ coupon, state, action, note }: CouponTicketProps) {
  const timeZone = useKitchenTimeZone();
  const hidden = state === 'unscratched';
  const faded = state === 'used' || state === 'expired';
  return (
    <article
      aria-label={hidden ? m.unscratchedCoupon() : m.couponTicketLabel({ name: coupon.name, off: coupon.off })}
      className={`relative flex overflow-hidden rounded-2xl bg-white shadow-[0_4px_14px_-6px_rgba(124,45,18,0.25)] ring-1 ring-line/70 ${faded ? 'opacity-75' : ''}`}
    >
      <div
        className={`flex w-24 shrink-0 flex-col items-center justify-center px-2 py-4 text-center ${TEAR_OFF_CLASSES[state]}`}
      >
        {hidden ? (
          <>
            <Sparkles className="size-7" aria-hidden="true" />
            <span className="mt-1 text-xs font-bold tracking-wide uppercase">{m.scratch()}</span>
          </>
        ) : (
          <>
            <span className="font-display text-3xl leading-none font-bold">{coupon.off}%</span>
            <span className="text-xs font-bold tracking-widest uppercase">{m.off()}</span>
          </>
        )}
      </div>
      {/* The ticket's perforation between the tear-off and the body. */}
      <div className="relative w-0 border-l-2 border-dashed border-line" aria-hidden="true">
        <span className="absolute -top-2 -left-2 size-4 rounded-full bg-cream" />
        <span className="absolute -bottom-2 -left-2 size-4 rounded-full bg-cream" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 px-4 py-3">
        {hidden ? (
          <>
            <p className="font-semibold text-ink">{m.aScratchCardForYou()}</p>
            <p className="text-sm text-muted">{m.scratchItToRevealYour()}</p>
          </>
        ) : (
          <>
            <div className="flex items-center justify-between gap-2">
              <p className="truncate font-mono text-base font-bold tracking-wider text-ink">{coupon.name}</p>
              {faded ? (
                <span className="shrink-0 rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-600">
                  {state === 'used' ? m.used() : m.expired()}
                </span>
              ) : null}
            </div>
            <p className="text-sm text-stone-700">{couponDescription(coupon.off)}</p>
          </>
        )}
        <p className="text-xs text-muted">{m.validTillDate({ date: formatDateTimeUs(coupon.expiryTime, timeZone) })}</p>
        {note}
        {action ? (
          <Button
            variant={hidden ? 'default' : 'secondary'}
            className="mt-1 self-start text-sm"
            onClick={action.onClick}
          >
            {action.label}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
