import { Suspense, useEffect, useRef, type ComponentType } from 'react';
import { SplashOverlay } from './splash.tsx';
import { useUi, type OverlayName } from './ui-store.ts';
import { lazyNamed } from '../ui/lazy-named.ts';

/**
 * Each overlay by its name (spec 2 'Overlays'); the splash is built in, so it shows as soon as this
 * layer is loaded (overlay-host.tsx loads it before the first render of a first visit).
 */
const OVERLAYS: Record<OverlayName, ComponentType> = {
  login: lazyNamed(() => import('../features/auth/login-overlay.tsx'), 'LoginOverlay'),
  otp: lazyNamed(() => import('../features/auth/otp-overlay.tsx'), 'OtpOverlay'),
  logout: lazyNamed(() => import('../features/auth/logout-overlay.tsx'), 'LogoutOverlay'),
  dish: lazyNamed(() => import('../features/menu/dish-detail-overlay.tsx'), 'DishDetailOverlay'),
  customise: lazyNamed(() => import('../features/menu/customise-sheet.tsx'), 'CustomiseSheet'),
  thankyou: lazyNamed(() => import('../features/orders/thank-you-overlay.tsx'), 'ThankYouOverlay'),
  'seller-login': lazyNamed(() => import('../features/seller/seller-login-overlay.tsx'), 'SellerLoginOverlay'),
  splash: SplashOverlay,
  coupon: lazyNamed(() => import('../features/coupons/coupon-overlay.tsx'), 'CouponOverlay'),
  'new-coupon': lazyNamed(() => import('../features/coupons/new-coupon-overlay.tsx'), 'NewCouponOverlay'),
  'scratch-code': lazyNamed(() => import('../features/coupons/scratch-code-overlay.tsx'), 'ScratchCodeOverlay'),
  install: lazyNamed(() => import('../features/install/install-sheet.tsx'), 'InstallSheet'),
};

/** Overlays a tap outside or Escape must not close: they run their own timers (spec 4). */
const PINNED: ReadonlySet<OverlayName> = new Set(['thankyou', 'splash', 'coupon', 'new-coupon', 'logout']);

/** Stops the page behind from scrolling while an overlay is open (spec 2 'Overlay layer'). */
function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [locked]);
}

/**
 * The one overlay layer (spec 2 'Overlay layer'): full-screen and dimmed, it renders the current
 * overlay by name, blocks page scrolling while open, and closes on a tap outside or Escape unless
 * the overlay is pinned. Overlay components stop clicks inside from reaching the backdrop. Loaded by
 * overlay-host.tsx the first time an overlay opens (issue 6).
 */
export function OverlayLayer() {
  const name = useUi((state) => state.currentOverlay);
  const closeOverlay = useUi((state) => state.closeOverlay);
  const Overlay = name ? OVERLAYS[name] : undefined;
  const dismissible = Boolean(name && !PINNED.has(name));
  const layerRef = useRef<HTMLDivElement>(null);
  useScrollLock(Boolean(Overlay));

  useEffect(() => {
    if (!Overlay) return;
    // Move focus into the layer so screen readers and keyboards land in the dialog, not the page behind.
    if (!layerRef.current?.contains(document.activeElement)) layerRef.current?.focus();
    if (!dismissible) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeOverlay();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [Overlay, dismissible, closeOverlay]);

  if (!Overlay) return null;
  return (
    <div
      ref={layerRef}
      tabIndex={-1}
      data-overlay={name}
      onClick={dismissible ? closeOverlay : undefined}
      className="fixed inset-0 z-50 flex flex-col items-center justify-end bg-stone-950/60 outline-none animate-fade-in"
    >
      <Suspense fallback={null}>
        <Overlay />
      </Suspense>
    </div>
  );
}
