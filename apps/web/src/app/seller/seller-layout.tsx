import { useEffect, useMemo, useRef } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useScrollRestoration } from '../../lib/use-scroll-restoration.ts';
import { useFocusOnNavigate } from '../../lib/use-focus-on-navigate.ts';
import { useAuth } from '../../lib/session-store.ts';
import { useOrderEvents } from '../../features/live/index.ts';
import { usePushRegistration } from '../../api/use-push-registration.ts';
import { LoadingDots } from '../../ui/loading-dots.tsx';
import { OfflineBanner } from '../../ui/offline-banner.tsx';
import { KitchenOutboxBar } from '../../ui/kitchen-outbox-bar.tsx';
import { useKitchenOffline } from '../../api/kitchen-changes.ts';
import { loadedOrders } from '../../api/seller-order-cache.ts';
import { useAcknowledgeOrders } from '../../features/seller-orders/index.ts';
import { useSellerOrderList } from '../../features/seller-orders/index.ts';
import { askNotificationPermission } from '../../features/seller-orders/index.ts';
import { NewOrderOverlay } from '../../features/seller-orders/index.ts';
import { SellerBottomNav } from './seller-bottom-nav.tsx';
import { SellerLoginPrompt } from '../../features/seller-account/index.ts';
import { sellerPaths } from '../../lib/paths.ts';
import { SellerSetupPage } from '../../features/seller-kitchen/index.ts';
import { SellerTopBar } from './seller-top-bar.tsx';
import { useNewOrderWatch } from '../../features/seller-orders/index.ts';
import { WaitingOrdersBanner } from '../../features/seller-orders/index.ts';
import { useSellerSession } from './use-seller-session.ts';
import { useSellerSetup } from '../../features/seller-kitchen/index.ts';
import { useAutoPrint } from '../../features/seller-printing/index.ts';

/**
 * The seller area's layout (spec 2 'Seller routes'): top bar, the page, bottom bar and the new-order
 * alert. It asks for notification permission on load, keeps the live order
 * stream open (issue 5: new orders reach the list without polling) and watches the Preparing list, where
 * every new order starts, on every seller page (spec 4; issue 11: its first page, not every order), ringing
 * again until a seller device acknowledges the waiting orders, which a bar under the top bar names
 * (issue 'The kitchen's day'), and prints each new order's kitchen ticket when auto-print is on (D111). Without
 * a seller session (no token, or a customer's: useSellerSession, issue 12) the area shows only the prompt to
 * log in as the seller: no page, no kitchen switch, no order stream or alert.
 */
export function SellerLayout() {
  const hasToken = useAuth((state) => Boolean(state.token));
  const session = useSellerSession();
  // A new kitchen's first-start setup comes before every page (issue 13, D41).
  const setup = useSellerSetup();
  const seller = session === 'seller';
  const navigate = useNavigate();
  const orders = useSellerOrderList('Preparing', seller);
  useOrderEvents('seller', seller);
  // The kitchen works offline (issue 29 item 5, D115): its last answers come back before the session
  // check can reach the server, and its queued changes go out when the network returns.
  useKitchenOffline(hasToken);
  usePushRegistration();
  const preparing = useMemo(() => (orders.data ? loadedOrders(orders.data) : undefined), [orders.data]);
  const { waiting, alertOpen, dismiss } = useNewOrderWatch(seller ? preparing : undefined);
  // Each new order's ticket to this device's printer, when the seller turned auto-print on here (D111).
  useAutoPrint(seller ? preparing : undefined);
  const acknowledge = useAcknowledgeOrders();
  const acknowledgeWaiting = () => acknowledge.mutate(waiting.map((order) => order._id));
  useScrollRestoration();
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigate(main);

  useEffect(() => {
    askNotificationPermission();
  }, []);

  return (
    <div className="flex min-h-dvh flex-col bg-cream print:bg-white">
      <SellerTopBar seller={seller} />
      <div className="print:hidden">
        <OfflineBanner />
        {seller ? <KitchenOutboxBar /> : null}
        {waiting.length > 0 ? (
          <WaitingOrdersBanner
            count={waiting.length}
            acknowledging={acknowledge.isPending}
            onAcknowledge={acknowledgeWaiting}
          />
        ) : null}
      </div>
      <main ref={main} className="mx-auto w-full max-w-md flex-1 pb-4">
        {seller ? (
          setup ? (
            <SellerSetupPage setup={setup} />
          ) : (
            <Outlet />
          )
        ) : session === 'checking' ? (
          <LoadingDots />
        ) : (
          <SellerLoginPrompt notSeller={hasToken} />
        )}
      </main>
      {/* Room for the fixed bottom bar. */}
      <div aria-hidden="true" className="h-20 pb-[env(safe-area-inset-bottom)] print:hidden" />
      {setup ? null : <SellerBottomNav />}
      {alertOpen ? (
        <NewOrderOverlay
          count={waiting.length}
          acknowledging={acknowledge.isPending}
          onClose={dismiss}
          onAcknowledge={() => {
            acknowledgeWaiting();
            navigate(sellerPaths.orders);
          }}
        />
      ) : null}
    </div>
  );
}
