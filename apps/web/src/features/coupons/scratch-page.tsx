import { useState } from 'react';
import { Link } from 'react-router';
import { Sparkles } from 'lucide-react';
import { couponState } from '@rasoi/domain/coupon';
import { m } from '@rasoi/domain/i18n/messages';
import { paths } from '../../lib/paths.ts';
import { Button } from '../../ui/button.tsx';
import { LoadingDots } from '../../ui/loading-dots.tsx';
import { LoginPrompt } from '../../ui/login-prompt.tsx';
import { useAuth } from '../../lib/session-store.ts';
import { useCoupons } from './api/get-coupons.ts';
import { ScratchCard } from './scratch-card.tsx';
import { useApplyCoupon } from './use-apply-coupon.ts';
import { useNow } from './use-now.ts';
import { useRevealCoupon } from './use-reveal-coupon.ts';

/**
 * The scratch route (spec 2 '/scratch'): the scratch card of the customer's newest unscratched
 * coupon. Once revealed the card stays on screen with 'Use this code'.
 */
export function ScratchPage() {
  const token = useAuth((state) => state.token);
  const { data: coupons, isPending, isError } = useCoupons(Boolean(token));
  const now = useNow();
  const reveal = useRevealCoupon();
  const applyToCart = useApplyCoupon();
  // The card being scratched stays on screen after its reveal, even though it is no longer unscratched.
  const [cardId, setCardId] = useState<string | null>(null);
  const coupon =
    coupons?.find((known) => known._id === cardId) ??
    coupons?.find((known) => couponState(known, now) === 'unscratched');
  const revealed = coupon ? couponState(coupon, now) === 'active' : false;

  return (
    <section aria-labelledby="scratch-title" className="flex flex-col items-center px-4 pt-6 pb-10 text-center">
      <h1 id="scratch-title" className="font-display text-3xl font-bold text-ink">
        {m.scratchWin()}
      </h1>
      {!token ? (
        <LoginPrompt message={m.logInToScratchThe()} />
      ) : isPending ? (
        <LoadingDots label={m.loadingYourScratchCard()} />
      ) : isError ? (
        <p className="mt-6 text-muted">{m.scratchCardsLoadFailed()}</p>
      ) : coupon ? (
        <>
          <p className="mt-1 mb-5 text-sm text-muted">{m.scratchAQuarterOfThe()}</p>
          <ScratchCard
            key={coupon._id}
            coupon={coupon}
            onReveal={(won) => {
              setCardId(won._id);
              reveal(won);
            }}
          />
          {revealed ? (
            <Button className="mt-6 min-w-48" onClick={() => applyToCart(coupon)}>
              {m.useThisCode()}
            </Button>
          ) : null}
        </>
      ) : (
        <div className="mt-8 flex flex-col items-center rounded-3xl bg-white px-6 py-10 ring-1 ring-line">
          <span
            className="grid size-16 place-items-center rounded-full bg-primary-soft text-primary"
            aria-hidden="true"
          >
            <Sparkles className="size-7" />
          </span>
          <p className="mt-4 text-lg font-bold text-ink">{m.noCardsToScratch()}</p>
          <p className="mt-1 max-w-xs text-sm text-muted">{m.everyOrderWinsYouA()}</p>
          <Link
            to={paths.profileCoupons}
            className="mt-4 font-semibold text-primary underline-offset-4 hover:underline"
          >
            {m.seeMyCoupons()}
          </Link>
        </div>
      )}
    </section>
  );
}
