/**
 * The seller area's route table with link builders (spec 2 'Seller routes'). Build seller links from
 * here; `sellerChildPath` gives a route's path relative to /seller for the route objects.
 */
export const sellerPaths = {
  home: '/seller',
  profile: '/seller/profile',
  theme: '/seller/theme',
  addThali: '/seller/add-thali',
  addDish: '/seller/add-dish',
  menu: '/seller/menu',
  orders: '/seller/orders',
  dishes: '/seller/dishes',
  thalis: '/seller/thalis',
  income: '/seller/income',
  coupons: '/seller/coupons',
  changePin: '/seller/change-pin',
  settings: '/seller/settings',
  slots: '/seller/slots',
  slotPlan: '/seller/slot-plan',
  // the kitchen's day (issue 14): pages of features/kitchen-day
  prepSheet: '/seller/prep-sheet',
  deliveryRun: '/seller/delivery-run',
  // issue 14
  dayMenu: '/seller/day-menu',
  phoneOrder: '/seller/phone-order',
  // issue 15: the customers' ratings and comments
  reviews: '/seller/reviews',
} as const;

/** A seller path relative to /seller, e.g. 'add-dish' for '/seller/add-dish'. */
export function sellerChildPath(path: string): string {
  return path.slice(sellerPaths.home.length + 1);
}
