import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { SplashOverlay } from './splash.tsx';
import { useUi, type OverlayName } from './ui-store.ts';

/** An overlay loaded the first time it opens, so the first visit's download leaves it out (issue 6). */
const lazyOverlay = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  lazy(async () => ({ default: (await load())[name] }));

/**
 * Each overlay by its name (spec 2 'Overlays'); the splash is built in, so it shows as soon as this
 * layer is loaded (overlay-host.tsx loads it before the first render of a first visit).
 */
const OVERLAYS: Record<OverlayName, ComponentType> = {
  login: lazyOverlay(() => import('../features/auth/login-overlay.tsx'), 'LoginOverlay'),
  otp: lazyOverlay(() => import('../features/auth/otp-overlay.tsx'), 'OtpOverlay'),
  logout: lazyOverlay(() => import('../features/auth/logout-overlay.tsx'), 'LogoutOverlay'),
  dish: lazyOverlay(() => import('../features/menu/dish-detail-overlay.tsx'), 'DishDetailOverlay'),
  customise: lazyOverlay(() => import('../features/menu/customise-sheet.tsx'), 'CustomiseSheet'),
  thankyou: lazyOverlay(() => import('../features/orders/thank-you-overlay.tsx'), 'ThankYouOverlay'),
  'seller-login': lazyOverlay(() => import('../features/seller/seller-login-overlay.tsx'), 'SellerLoginOverlay'),
  splash: SplashOverlay,
  coupon: lazyOverlay(() => import('../features/coupons/coupon-overlay.tsx'), 'CouponOverlay'),
  'new-coupon': lazyOverlay(() => import('../features/coupons/new-coupon-overlay.tsx'), 'NewCouponOverlay'),
  'scratch-code': lazyOverlay(() => import('../features/coupons/scratch-code-overlay.tsx'), 'ScratchCodeOverlay'),
  install: lazyOverlay(() => import('../features/install/install-sheet.tsx'), 'InstallSheet'),
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
