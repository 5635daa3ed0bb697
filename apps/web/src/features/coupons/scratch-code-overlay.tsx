import { useUi } from '../../lib/ui-store.ts';
import { LoadingDots } from '../../ui/loading-dots.tsx';
import { useAuth } from '../../lib/session-store.ts';
import { useCoupons } from './api/get-coupons.ts';
import { ScratchCard } from './scratch-card.tsx';
import { useRevealCoupon } from './use-reveal-coupon.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { CloseButton } from '../../ui/close-button.tsx';
import { m } from '@rasoi/domain/i18n/messages';

/**
 * The scratch-code overlay (spec 2): the scratch card of the coupon in useUi.currentCoupon, with a
 * close icon. Scratching past 25% marks it scratched, toasts and switches to the coupon overlay.
 */
export function ScratchCodeOverlay() {
  const couponId = useUi((state) => state.currentCoupon);
  const closeOverlay = useUi((state) => state.closeOverlay);
  const token = useAuth((state) => state.token);
  const coupons = useCoupons(Boolean(token));
  const coupon = coupons.data?.find((known) => known._id === couponId);
  const reveal = useRevealCoupon();

  return (
    <Dialog variant="card" labelledBy="scratch-code-title" onClose={closeOverlay}>
      <div className="relative flex w-full animate-rise flex-col items-center rounded-3xl bg-cream px-4 pt-6 pb-7 text-center shadow-2xl shadow-black/30">
        <CloseButton onClick={closeOverlay} />
        <h2 id="scratch-code-title" className="font-display text-2xl font-bold text-ink">
          {m.yourScratchCard()}
        </h2>
        <p className="mt-1 mb-4 text-sm text-muted">{m.scratchAQuarterOfThe()}</p>
        {coupon ? (
          <ScratchCard key={coupon._id} coupon={coupon} onReveal={reveal} />
        ) : coupons.isPending && token ? (
          <LoadingDots />
        ) : (
          <p className="py-10 text-muted">{m.thisScratchCardIsNo()}</p>
        )}
      </div>
    </Dialog>
  );
}
