import { Route, Routes } from 'react-router';
import { SlotDaysPage, SlotPlanPage } from '../../features/seller-slots/index.ts';
import { DeliveryRunPage, PrepSheetPage } from '../../features/kitchen-day/index.ts';
import { DayMenuPage } from '../../features/day-menu/index.ts';
import { PhoneOrderPage } from '../../features/phone-orders/index.ts';
import { AddDishPage } from '../../features/seller-catalogue/add-dish-page.tsx';
import { AddThaliPage } from '../../features/seller-catalogue/add-thali-page.tsx';
import { ChangePinPage } from '../../features/seller-account/change-pin-page.tsx';
import { DashboardPage } from './dashboard-page.tsx';
import { KitchenSettingsPage } from '../../features/seller-kitchen/kitchen-settings-page.tsx';
import { IncomePage } from '../../features/seller-insights/income-page.tsx';
import { SellerCouponsPage } from '../../features/seller-insights/seller-coupons-page.tsx';
import { SavedDishesPage, SavedMenuPage, SavedThalisPage } from '../../features/seller-catalogue/saved-pages.tsx';
import { SellerLayout } from './seller-layout.tsx';
import { SellerOrdersPage } from '../../features/seller-orders/seller-orders-page.tsx';
import { sellerChildPath, sellerPaths } from '../../lib/seller-paths.ts';
import { SellerProfilePage } from '../../features/seller-account/seller-profile-page.tsx';
import { ReviewsPage } from '../../features/seller-insights/reviews-page.tsx';
import { ThemeStorePage } from '../../features/seller-kitchen/theme-store-page.tsx';

/** The seller pages under /seller (spec 2 'Seller routes'), paths relative to /seller. */
const sellerPages = [
  { path: sellerPaths.profile, page: <SellerProfilePage /> },
  { path: sellerPaths.theme, page: <ThemeStorePage /> },
  { path: sellerPaths.addThali, page: <AddThaliPage /> },
  { path: sellerPaths.addDish, page: <AddDishPage /> },
  { path: sellerPaths.menu, page: <SavedMenuPage /> },
  { path: sellerPaths.orders, page: <SellerOrdersPage /> },
  { path: sellerPaths.dishes, page: <SavedDishesPage /> },
  { path: sellerPaths.thalis, page: <SavedThalisPage /> },
  { path: sellerPaths.income, page: <IncomePage /> },
  { path: sellerPaths.coupons, page: <SellerCouponsPage /> },
  { path: sellerPaths.changePin, page: <ChangePinPage /> },
  { path: sellerPaths.settings, page: <KitchenSettingsPage /> },
  { path: sellerPaths.slots, page: <SlotDaysPage planPath={sellerPaths.slotPlan} /> },
  { path: sellerPaths.slotPlan, page: <SlotPlanPage daysPath={sellerPaths.slots} /> },
  { path: sellerPaths.prepSheet, page: <PrepSheetPage /> },
  { path: sellerPaths.deliveryRun, page: <DeliveryRunPage /> },
  { path: sellerPaths.dayMenu, page: <DayMenuPage /> },
  { path: sellerPaths.phoneOrder, page: <PhoneOrderPage ordersPath={sellerPaths.orders} /> },
  { path: sellerPaths.reviews, page: <ReviewsPage /> },
];

/**
 * The seller area (spec 2 'Seller routes'): the seller layout and its pages, as descendant routes of the
 * app's `/seller/*` route, which loads this module lazily (app/router.tsx), so a customer's phone never
 * downloads this chunk.
 */
export function SellerRoutes() {
  return (
    <Routes>
      <Route element={<SellerLayout />}>
        <Route index element={<DashboardPage />} />
        {sellerPages.map(({ path, page }) => (
          <Route key={path} path={sellerChildPath(path)} element={page} />
        ))}
      </Route>
    </Routes>
  );
}
