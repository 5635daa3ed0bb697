import { Route, Routes } from 'react-router';
import { SlotDaysPage, SlotPlanPage } from '../../features/seller-slots/index.ts';
import { DeliveryRunPage, PrepSheetPage } from '../../features/kitchen-day/index.ts';
import { DayMenuPage } from '../../features/day-menu/index.ts';
import { PhoneOrderPage } from '../../features/phone-orders/index.ts';
import { AddDishPage } from '../../features/seller-catalogue/index.ts';
import { AddThaliPage } from '../../features/seller-catalogue/index.ts';
import { ChangePinPage } from '../../features/seller-account/index.ts';
import { DashboardPage } from './dashboard-page.tsx';
import { KitchenSettingsPage } from '../../features/seller-kitchen/index.ts';
import { WhatsAppSettingsPage } from '../../features/seller-whatsapp/index.ts';
import { OnlinePaymentsPage } from '../../features/seller-gateway/index.ts';
import { IncomePage } from '../../features/seller-insights/index.ts';
import { SellerCouponsPage } from '../../features/seller-insights/index.ts';
import { SavedDishesPage, SavedMenuPage, SavedThalisPage } from '../../features/seller-catalogue/index.ts';
import { SellerLayout } from './seller-layout.tsx';
import { SellerOrdersPage } from '../../features/seller-orders/index.ts';
import { BillPage } from '../../features/bills/index.ts';
import { sellerChildPath, sellerPaths } from '../../lib/paths.ts';
import { SellerProfilePage } from '../../features/seller-account/index.ts';
import { ReviewsPage } from '../../features/seller-insights/index.ts';
import { ThemeStorePage } from '../../features/seller-kitchen/index.ts';
import { HolidaysPage, LostMealsPage, PlansPage, SubscribersPage } from '../../features/seller-plans/index.ts';
import { AccountsPage } from '../../features/seller-accounts/index.ts';
import { BankSmsPage, PaymentsToMatchPage } from '../../features/seller-payments/index.ts';
import { IngredientsPage, MarketListPage, RecipePage } from '../../features/seller-recipes/index.ts';
import { PrinterSettingsPage, PrintOrderPage } from '../../features/seller-printing/index.ts';

/** The seller pages under /seller (spec 2 'Seller routes'), paths relative to /seller. */
const sellerPages = [
  { path: sellerPaths.profile, page: <SellerProfilePage /> },
  { path: sellerPaths.theme, page: <ThemeStorePage /> },
  { path: sellerPaths.addThali, page: <AddThaliPage /> },
  { path: sellerPaths.addDish, page: <AddDishPage /> },
  { path: sellerPaths.menu, page: <SavedMenuPage /> },
  { path: sellerPaths.orders, page: <SellerOrdersPage /> },
  { path: sellerPaths.orderBillPattern, page: <BillPage seller /> },
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
  { path: sellerPaths.plans, page: <PlansPage /> },
  { path: sellerPaths.subscribers, page: <SubscribersPage /> },
  { path: sellerPaths.accounts, page: <AccountsPage /> },
  { path: sellerPaths.holidays, page: <HolidaysPage /> },
  { path: sellerPaths.lostMeals, page: <LostMealsPage /> },
  { path: sellerPaths.payments, page: <PaymentsToMatchPage /> },
  { path: sellerPaths.bankSms, page: <BankSmsPage /> },
  { path: sellerPaths.whatsApp, page: <WhatsAppSettingsPage /> },
  { path: sellerPaths.onlinePayments, page: <OnlinePaymentsPage /> },
  { path: sellerPaths.ingredients, page: <IngredientsPage /> },
  { path: sellerPaths.recipe, page: <RecipePage /> },
  { path: sellerPaths.marketList, page: <MarketListPage /> },
  { path: sellerPaths.printer, page: <PrinterSettingsPage /> },
  { path: sellerPaths.printOrderPattern, page: <PrintOrderPage /> },
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
