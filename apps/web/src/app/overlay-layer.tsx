import { useEffect, useRef, type ComponentType } from 'react';
import { LoginOverlay } from '../features/auth/login-overlay.tsx';
import { LogoutOverlay } from '../features/auth/logout-overlay.tsx';
import { OtpOverlay } from '../features/auth/otp-overlay.tsx';
import { CouponOverlay } from '../features/coupons/coupon-overlay.tsx';
import { NewCouponOverlay } from '../features/coupons/new-coupon-overlay.tsx';
import { ScratchCodeOverlay } from '../features/coupons/scratch-code-overlay.tsx';
import { InstallSheet } from '../features/install/install-sheet.tsx';
import { CustomiseSheet } from '../features/menu/customise-sheet.tsx';
import { DishDetailOverlay } from '../features/menu/dish-detail-overlay.tsx';
import { ThankYouOverlay } from '../features/orders/thank-you-overlay.tsx';
import { SellerLoginOverlay } from '../features/seller/seller-login-overlay.tsx';
import { SplashOverlay } from './splash.tsx';
import { useUi, type OverlayName } from './ui-store.ts';

/** Each overlay by its name (spec 2 'Overlays'). */
const OVERLAYS: Record<OverlayName, ComponentType> = {
  login: LoginOverlay,
  otp: OtpOverlay,
  logout: LogoutOverlay,
  dish: DishDetailOverlay,
  customise: CustomiseSheet,
  thankyou: ThankYouOverlay,
  'seller-login': SellerLoginOverlay,
  splash: SplashOverlay,
  coupon: CouponOverlay,
  'new-coupon': NewCouponOverlay,
  'scratch-code': ScratchCodeOverlay,
  install: InstallSheet,
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
 * the overlay is pinned. Overlay components stop clicks inside from reaching the backdrop.
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
      <Overlay />
    </div>
  );
}
