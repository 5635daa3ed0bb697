import { useEffect } from 'react';
import { PartyPopper } from 'lucide-react';
import { COUPON_OVERLAY_MS } from '@rasoi/domain/constants';
import { couponWonText } from '@rasoi/domain/coupon';
import { useUi } from '../../lib/ui-store.ts';
import { useAuth } from '../../lib/session-store.ts';
import { useCoupons } from './api/get-coupons.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { m } from '@rasoi/domain/i18n/messages';

/**
 * The coupon overlay (spec 2, 4): 'Wohoo, You got {off}% off' for the coupon just scratched
 * (useUi.currentCoupon); closes itself after 2 s.
 */
export function CouponOverlay() {
  const couponId = useUi((state) => state.currentCoupon);
  const closeOverlay = useUi((state) => state.closeOverlay);
  const token = useAuth((state) => state.token);
  const coupon = useCoupons(Boolean(token)).data?.find((known) => known._id === couponId);

  useEffect(() => {
    const timer = setTimeout(closeOverlay, COUPON_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, [closeOverlay]);

  return (
    <Dialog variant="card" labelledBy="coupon-overlay-text" onClose={closeOverlay} dismissible={false}>
      <div className="flex w-full animate-rise flex-col items-center rounded-3xl bg-white px-6 pt-9 pb-8 text-center shadow-2xl shadow-black/20">
        <span
          className="grid size-20 place-items-center rounded-full bg-primary-soft text-primary ring-8 ring-primary-soft/50"
          aria-hidden="true"
        >
          <PartyPopper className="size-9" />
        </span>
        <p
          id="coupon-overlay-text"
          className="mt-5 font-display text-2xl leading-snug font-bold text-ink"
          aria-live="polite"
        >
          {coupon ? couponWonText(coupon.off) : m.wohoo()}
        </p>
        {coupon ? <p className="mt-2 text-sm text-muted">{m.couponCodeReady({ code: coupon.name })}</p> : null}
      </div>
    </Dialog>
  );
}
