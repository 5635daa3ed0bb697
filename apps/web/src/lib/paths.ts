/**
 * The one typed table of the app's routes with link builders (spec 2), the customer's and the seller's
 * (D83: one route table for the whole app). Build links from here;
 * never write a path string by hand. Shared code (docs/architecture.md 'Layers'), so a feature links to a
 * page without importing app/; vite.config.ts reads it for the per-page preloads.
 */
export const paths = {
  home: '/',
  splash: '/splash',
  checkout: '/checkout',
  address: '/address',
  newAddress: '/address/new',
  order: (orderId: string) => `/orders/${encodeURIComponent(orderId)}`,
  orderPattern: '/orders/:orderId',
  // The order's bill (issue 28, D107), a page of features/bills that prints on A4.
  orderBill: (orderId: string) => `/orders/${encodeURIComponent(orderId)}/bill`,
  orderBillPattern: '/orders/:orderId/bill',
  payment: '/payment',
  cart: '/cart',
  scratch: '/scratch',
  fullMenu: '/full-menu',
  profile: '/profile',
  profileOrders: '/profile/orders',
  profileCoupons: '/profile/coupons',
  // tiffin plans and the household account (issue 26): pages of features/tiffin
  plans: '/plans',
  planSubscribe: (planId: string) => `/plans/${encodeURIComponent(planId)}`,
  planSubscribePattern: '/plans/:planId',
  tiffin: '/tiffin',
  account: '/account',
  /** A shared month's statement (D93), opened without login; the domain builds the links to it. */
  sharedStatementPattern: '/statements/:token',
  seller: '/seller',
} as const;

/**
 * The seller area's routes (spec 2 'Seller routes'), under `paths.seller`; `sellerChildPath` gives a
 * route's path relative to /seller for app/seller/routes.tsx.
 */
export const sellerPaths = {
  home: '/seller',
  profile: '/seller/profile',
  theme: '/seller/theme',
  addThali: '/seller/add-thali',
  addDish: '/seller/add-dish',
  menu: '/seller/menu',
  orders: '/seller/orders',
  // issue 28 (D107): an order's bill, as the seller sees and shares it
  orderBill: (orderId: string) => `/seller/orders/${encodeURIComponent(orderId)}/bill`,
  orderBillPattern: '/seller/orders/:orderId/bill',
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
  // issue 26: tiffin plans, their subscribers and the household accounts (khata)
  plans: '/seller/plans',
  subscribers: '/seller/subscribers',
  accounts: '/seller/accounts',
  // issue 26 (D94): the kitchen's holidays and the plan meals households lost
  holidays: '/seller/holidays',
  lostMeals: '/seller/lost-meals',
  // issue 27 (D97, D98): UPI confirmed from the bank's SMS, the credits left to match and its settings
  payments: '/seller/payments',
  bankSms: '/seller/bank-sms',
  // issue 27 part 3 (D101): the kitchen's WhatsApp Cloud API settings
  whatsApp: '/seller/whatsapp',
  // issue 27 part 2 (D100): the kitchen's Razorpay keys for online payments
  onlinePayments: '/seller/online-payments',
  // issue 28 part 3 (D109, D110): ingredients, a thali's or dish's recipe (recipePath), the market list
  ingredients: '/seller/ingredients',
  recipe: '/seller/recipes/:kind/:id',
  marketList: '/seller/market-list',
  // issue 28 part 4 (D111): the kitchen printer on this device, and an order's ticket or labels to print on paper
  printer: '/seller/printer',
  // one order, or several joined by commas (the prep sheet's 'Print all tickets')
  printOrder: (orderIds: string | readonly string[], what: 'ticket' | 'labels') =>
    `/seller/print/${[orderIds].flat().map(encodeURIComponent).join(',')}?what=${what}`,
  printOrderPattern: '/seller/print/:orderId',
} as const;

/** The recipe page of a thali ('meal') or dish (issue 28 part 3, D109). */
export function recipePath(kind: 'meal' | 'dish', id: string): string {
  return `/seller/recipes/${kind}/${encodeURIComponent(id)}`;
}

/** A seller path relative to /seller, e.g. 'add-dish' for '/seller/add-dish'. */
export function sellerChildPath(path: string): string {
  return path.slice(sellerPaths.home.length + 1);
}
