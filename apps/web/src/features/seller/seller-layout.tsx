import { useEffect, useMemo } from 'react';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { useAuth } from '../auth/auth-store.ts';
import { useOrderEvents } from '../live/use-order-events.ts';
import { usePushRegistration } from '../push/use-push-registration.ts';
import { OfflineBanner } from '../../ui/offline-banner.tsx';
import { loadedOrders } from '../../api/seller-order-cache.ts';
import { useSellerOrderList } from './api/get-seller-orders.ts';
import { askNotificationPermission } from './new-order-alert.ts';
import { NewOrderOverlay } from './new-order-overlay.tsx';
import { SellerBottomNav } from './seller-bottom-nav.tsx';
import { SellerLoginPrompt } from './seller-login-prompt.tsx';
import { SellerOverlayHost } from './seller-overlay-host.tsx';
import { sellerPaths } from './seller-paths.ts';
import { SellerTopBar } from './seller-top-bar.tsx';
import { useNewOrderWatch } from './use-new-order-watch.ts';

/**
 * The seller area's layout (spec 2 'Seller routes'): top bar, the page, bottom bar, the seller-login
 * overlay and the new-order alert. It asks for notification permission on load, keeps the live order
 * stream open (issue 5: new orders reach the list without polling) and watches the Preparing list, where
 * every new order starts, on every seller page (spec 4; issue 11: its first page, not every order). Without a seller token, or with a customer's, the page gives way to a prompt to
 * log in as the seller.
 */
export function SellerLayout() {
  const token = useAuth((state) => state.token);
  const navigate = useNavigate();
  const orders = useSellerOrderList('Preparing', Boolean(token));
  useOrderEvents('seller');
  usePushRegistration();
  const preparing = useMemo(() => (orders.data ? loadedOrders(orders.data) : undefined), [orders.data]);
  const { newCount, dismiss } = useNewOrderWatch(token ? preparing : undefined);
  const notSeller = orders.error instanceof ApiError && orders.error.status === 403;

  useEffect(() => {
    askNotificationPermission();
  }, []);

  return (
    <div className="flex min-h-dvh flex-col bg-cream">
      <SellerTopBar />
      <OfflineBanner />
      <main className="mx-auto w-full max-w-md flex-1 pb-4">
        {!token || notSeller ? <SellerLoginPrompt notSeller={Boolean(token)} /> : <Outlet />}
      </main>
      {/* Room for the fixed bottom bar. */}
      <div aria-hidden="true" className="h-20 pb-[env(safe-area-inset-bottom)]" />
      <SellerBottomNav />
      <SellerOverlayHost />
      {newCount > 0 ? (
        <NewOrderOverlay
          count={newCount}
          onClose={dismiss}
          onView={() => {
            dismiss();
            navigate(sellerPaths.orders);
          }}
        />
      ) : null}
      <ScrollRestoration />
    </div>
  );
}
