import { Suspense, type ComponentType } from 'react';
import { SplashOverlay } from './splash.tsx';
import { useUi, type OverlayName } from '../lib/ui-store.ts';
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
  'seller-login': lazyNamed(() => import('../features/seller-account/seller-login-overlay.tsx'), 'SellerLoginOverlay'),
  splash: SplashOverlay,
  coupon: lazyNamed(() => import('../features/coupons/coupon-overlay.tsx'), 'CouponOverlay'),
  'new-coupon': lazyNamed(() => import('../features/coupons/new-coupon-overlay.tsx'), 'NewCouponOverlay'),
  'scratch-code': lazyNamed(() => import('../features/coupons/scratch-code-overlay.tsx'), 'ScratchCodeOverlay'),
  install: lazyNamed(() => import('../features/install/install-sheet.tsx'), 'InstallSheet'),
  'add-choice': lazyNamed(() => import('../features/seller-catalogue/add-chooser.tsx'), 'AddChooser'),
  'orders-on-the-way': lazyNamed(
    () => import('../features/orders/undelivered-orders-sheet.tsx'),
    'UndeliveredOrdersSheet',
  ),
};

/**
 * The one overlay layer (spec 2 'Overlay layer'; issue 12, D38): renders the current overlay by name.
 * Each overlay is a Dialog (ui/dialog.tsx), which dims the page, keeps the focus, closes on Escape or a
 * tap outside unless the overlay runs its own timer, and gives the focus back. Loaded by overlay-host.tsx
 * the first time an overlay opens (issue 6).
 */
export function OverlayLayer() {
  const name = useUi((state) => state.currentOverlay);
  const Overlay = name ? OVERLAYS[name] : undefined;
  if (!Overlay) return null;
  return (
    <Suspense fallback={null}>
      <Overlay key={name} />
    </Suspense>
  );
}
