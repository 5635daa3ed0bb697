import { useRoutes, type RouteObject } from 'react-router';
import { AddDishPage } from './add-dish-page.tsx';
import { AddThaliPage } from './add-thali-page.tsx';
import { ChangePinPage } from './change-pin-page.tsx';
import { DashboardPage } from './dashboard-page.tsx';
import { KitchenSettingsPage } from './kitchen-settings-page.tsx';
import { IncomePage } from './placeholder-pages.tsx';
import { SellerCouponsPage } from './seller-coupons-page.tsx';
import { SavedDishesPage, SavedMenuPage, SavedThalisPage } from './saved-pages.tsx';
import { SellerLayout } from './seller-layout.tsx';
import { SellerOrdersPage } from './seller-orders-page.tsx';
import { sellerChildPath, sellerPaths } from './seller-paths.ts';
import { SellerProfilePage } from './seller-profile-page.tsx';
import { ThemeStorePage } from './theme-store-page.tsx';

/** The seller pages under /seller (spec 2 'Seller routes'), paths relative to /seller. */
const sellerChildren: RouteObject[] = [
  { index: true, element: <DashboardPage /> },
  { path: sellerChildPath(sellerPaths.profile), element: <SellerProfilePage /> },
  { path: sellerChildPath(sellerPaths.theme), element: <ThemeStorePage /> },
  { path: sellerChildPath(sellerPaths.addThali), element: <AddThaliPage /> },
  { path: sellerChildPath(sellerPaths.addDish), element: <AddDishPage /> },
  { path: sellerChildPath(sellerPaths.menu), element: <SavedMenuPage /> },
  { path: sellerChildPath(sellerPaths.orders), element: <SellerOrdersPage /> },
  { path: sellerChildPath(sellerPaths.dishes), element: <SavedDishesPage /> },
  { path: sellerChildPath(sellerPaths.thalis), element: <SavedThalisPage /> },
  { path: sellerChildPath(sellerPaths.income), element: <IncomePage /> },
  { path: sellerChildPath(sellerPaths.coupons), element: <SellerCouponsPage /> },
  { path: sellerChildPath(sellerPaths.changePin), element: <ChangePinPage /> },
  { path: sellerChildPath(sellerPaths.settings), element: <KitchenSettingsPage /> },
];

/**
 * The seller area as route objects (spec 2 'Seller routes'): 'seller' with the seller layout and its
 * pages. Meant to be added lazily, e.g. with `patchRoutesOnNavigation` and `patch(null, sellerRoutes)`
 * once a path starts with /seller, so a customer's phone never downloads this chunk.
 */
export const sellerRoutes: RouteObject[] = [
  { path: sellerPaths.home.replace(/^\//, ''), element: <SellerLayout />, children: sellerChildren },
];

/**
 * The seller area as one lazy route component, for a splat route:
 * `{ path: 'seller/*', lazy: () => import('../features/seller/routes.tsx') }`. A lazy route may not
 * bring children, so the pages are matched here as descendant routes under /seller.
 */
export function Component() {
  return useRoutes([{ element: <SellerLayout />, children: sellerChildren }]);
}
