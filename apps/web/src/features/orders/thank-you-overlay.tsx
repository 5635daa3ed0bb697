import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { PartyPopper } from 'lucide-react';
import { THANK_YOU_COUNTDOWN_SECONDS } from '@rasoi/domain/constants';
import { m } from '@rasoi/domain/i18n/messages';
import { paths } from '../../lib/paths.ts';
import { overlayHref } from '../../lib/overlay-url.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { RichMessage } from '../../ui/rich-message.tsx';

/**
 * The thankyou overlay (spec 2, 4 'Order placement'): "Thank you, We've received your order" with a
 * visible 3-second countdown, then My Orders with the new-coupon overlay ('Won a new coupon').
 */
export function ThankYouOverlay() {
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(THANK_YOU_COUNTDOWN_SECONDS);
  // The overlay stays on screen until My Orders has come in, and `navigate` changes with the router's
  // place: without this the effect would leave a second time, and Back would open My Orders again.
  const left = useRef(false);

  useEffect(() => {
    if (secondsLeft <= 0) {
      if (left.current) return;
      left.current = true;
      // My Orders with 'Won a new coupon' open on it, in one navigation (issue 12, D38).
      navigate(overlayHref(paths.profileOrders, 'new-coupon'));
      return;
    }
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft, navigate]);

  return (
    <Dialog variant="card" label={m.thankYou()} onClose={() => {}} dismissible={false}>
      <div className="flex w-full flex-col items-center rounded-3xl bg-white px-6 pt-9 pb-8 text-center shadow-2xl shadow-black/20">
        <span
          className="grid size-20 place-items-center rounded-full bg-primary-soft text-primary ring-8 ring-primary-soft/50"
          aria-hidden="true"
        >
          <PartyPopper className="size-9" />
        </span>
        <p className="mt-5 font-display text-2xl leading-snug font-bold text-ink">{m.thankYou()}</p>
        <p className="mt-4 text-sm text-muted" aria-live="polite">
          <RichMessage
            message={m.takingYouToYourOrdersIn}
            parts={{
              seconds: (
                <span className="inline-grid size-7 place-items-center rounded-full bg-primary font-bold tabular-nums text-white">
                  {Math.max(0, secondsLeft)}
                </span>
              ),
            }}
          />
        </p>
      </div>
    </Dialog>
  );
}
