import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Gift } from 'lucide-react';
import { NEW_COUPON_OVERLAY_MS } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { paths } from '../../lib/paths.ts';
import { useUi } from '../../lib/ui-store.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';

/**
 * The new-coupon overlay (spec 2, 4): 'Won a new coupon' after an order, with a way to the coupons;
 * closes itself after 4 s.
 */
export function NewCouponOverlay() {
  const navigate = useNavigate();
  const closeOverlay = useUi((state) => state.closeOverlay);

  useEffect(() => {
    const timer = setTimeout(closeOverlay, NEW_COUPON_OVERLAY_MS);
    return () => clearTimeout(timer);
  }, [closeOverlay]);

  function seeCoupons() {
    // In place of the overlay's history entry, so Back does not reopen it (issue 12, D38).
    navigate(paths.profileCoupons, { replace: true });
  }

  return (
    <Dialog variant="card" labelledBy="new-coupon-title" onClose={closeOverlay} dismissible={false}>
      <div className="flex w-full animate-rise flex-col items-center rounded-3xl bg-white px-6 pt-9 pb-7 text-center shadow-2xl shadow-black/20">
        <span
          className="grid size-20 place-items-center rounded-full bg-gradient-to-br from-accent to-primary text-white ring-8 ring-primary-soft/60"
          aria-hidden="true"
        >
          <Gift className="size-9" />
        </span>
        <p id="new-coupon-title" className="mt-5 font-display text-2xl leading-snug font-bold text-ink">
          {m.newCouponWon()}
        </p>
        <p className="mt-2 text-sm text-muted">{m.scratchItToFindOut()}</p>
        <Button className="mt-6" block onClick={seeCoupons}>
          {m.seeMyCoupons()}
        </Button>
      </div>
    </Dialog>
  );
}
