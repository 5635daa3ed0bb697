import { useState } from 'react';
import { BadgePercent, ChevronDown, TicketCheck, X } from 'lucide-react';
import { computeBill } from '@rasoi/domain/bill';
import { couponState, couponsInTab } from '@rasoi/domain/coupon';
import { m } from '@rasoi/domain/i18n/messages';
import { useUi } from '../../lib/ui-store.ts';
import { formatRupees } from '../../ui/format.ts';
import { toastLoginNeeded } from '../../lib/toast.ts';
import { useAuth } from '../../lib/session-store.ts';
import { useCoupons } from './api/get-coupons.ts';
import { CouponTicket } from './coupon-ticket.tsx';
import { useAppliedCoupon } from './use-applied-coupon.ts';
import { useApplyCoupon } from './use-apply-coupon.ts';
import { useNow } from './use-now.ts';
import { useScratchNow } from './use-scratch-now.ts';
import { useCart } from '../../lib/cart-store.ts';

const cardClass = 'rounded-2xl bg-white shadow-[0_4px_14px_-6px_rgba(124,45,18,0.2)] ring-1 ring-line/70';

/**
 * The cart's coupon card (spec 2 'Cart', spec 4). With a coupon applied: its name, the discount and
 * Remove (back to the full amount). Otherwise 'Apply coupon' with the number of active coupons
 * ('Upto 20% Off' when there are none); opening it needs a login and lists the active coupons:
 * scratched ones to apply, unscratched ones to scratch. The applied coupon and its percentage come from
 * the coupons query (useAppliedCoupon): one that stopped being usable (used or expired meanwhile) simply
 * no longer counts.
 */
export function CartCouponCard() {
  const token = useAuth((state) => state.token);
  const openOverlay = useUi((state) => state.openOverlay);
  const items = useCart((state) => state.items);
  const removeCoupon = useCart((state) => state.removeCoupon);
  const applied = useAppliedCoupon().coupon;
  const { data: coupons } = useCoupons(Boolean(token));
  const now = useNow();
  const apply = useApplyCoupon({ goToCart: false });
  const scratchNow = useScratchNow();
  const [open, setOpen] = useState(false);

  if (applied) {
    const discount = computeBill(items, applied.off).discount;
    return (
      <section aria-label={m.appliedCoupon()} className={`${cardClass} flex items-center gap-3 p-4`}>
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-green-50 text-veg" aria-hidden="true">
          <TicketCheck className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-ink">{m.couponNameApplied({ name: applied.name })}</p>
          <p className="text-sm font-medium text-veg">
            {m.youSaveAmount({ amount: formatRupees(discount), off: applied.off })}
          </p>
        </div>
        <button
          type="button"
          onClick={removeCoupon}
          className="inline-flex min-h-11 items-center gap-1 rounded-xl px-3 text-sm font-semibold text-primary hover:bg-primary-soft/60"
        >
          <X className="size-4" aria-hidden="true" />
          {m.remove()}
        </button>
      </section>
    );
  }

  const active = coupons ? couponsInTab(coupons, 'active', now) : [];
  const subtitle =
    token && active.length > 0
      ? active.length === 1
        ? m.oneCouponAvailable()
        : m.couponsAvailable({ count: active.length })
      : m.couponDummyOffer();

  function toggle() {
    if (!token) {
      toastLoginNeeded();
      openOverlay('login');
      return;
    }
    setOpen((wasOpen) => !wasOpen);
  }

  return (
    <section aria-label={m.coupons()} className={cardClass}>
      <button
        type="button"
        onClick={toggle}
        aria-expanded={open}
        aria-controls="cart-coupon-list"
        className="flex min-h-16 w-full items-center gap-3 p-4 text-left"
      >
        <span
          className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary"
          aria-hidden="true"
        >
          <BadgePercent className="size-6" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-ink">{m.applyCoupon()}</span>
          <span className="block text-sm text-muted">{subtitle}</span>
        </span>
        <ChevronDown
          className={`size-5 text-muted transition-transform ${open ? 'rotate-180' : ''}`}
          aria-hidden="true"
        />
      </button>
      {open && token ? (
        <div id="cart-coupon-list" className="border-t border-dashed border-line px-4 pt-3 pb-4">
          {active.length === 0 ? (
            <p className="text-sm text-muted">{m.noCouponsYetEveryOrder()}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {active.map((coupon) => {
                const state = couponState(coupon, now);
                return (
                  <li key={coupon._id}>
                    <CouponTicket
                      coupon={coupon}
                      state={state}
                      action={
                        state === 'unscratched'
                          ? { label: m.scratchNow(), onClick: () => scratchNow(coupon) }
                          : {
                              label: m.apply(),
                              onClick: () => {
                                apply(coupon);
                                setOpen(false);
                              },
                            }
                      }
                    />
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ) : null}
    </section>
  );
}
