import type { OrderStatus } from '@rasoi/domain/constants';
import type { TimeFrame } from '@rasoi/domain/time-frame';

/**
 * Every TanStack query key of the web app, one factory per feature (issue 12 'Session hygiene'): a query
 * and each invalidation of it name the same factory, so no array key is written by hand anywhere else.
 * They live here, in shared code, because features invalidate each other's data (placing an order
 * refreshes the orders, the profile and the coupons; the live order events update the seller's lists)
 * without importing one another. A key that is a prefix of others (`all`) invalidates them all.
 */

/** The menu's thalis (GET /meal); the seller's full list sits under the same root, so one invalidation refreshes both. */
export const mealsKeys = {
  all: ['meals'] as const,
  seller: ['meals', 'seller'] as const,
};

/** The dishes (GET /dish); the seller's full list sits under the same root. */
export const dishesKeys = {
  all: ['dishes'] as const,
  seller: ['dishes', 'seller'] as const,
};

/**
 * One day's slot menu (GET /slots/:id/menu, issue 14); the seller's changes invalidate `all`.
 */
export const dayMenuKeys = {
  all: ['day-menu'] as const,
  menus: () => [...dayMenuKeys.all, 'menu'] as const,
  menu: (slotId: string) => [...dayMenuKeys.menus(), slotId] as const,
};

/** The kitchen's public state and settings (GET /kitchen), also the seller's open/closed switch. */
export const kitchenKeys = { all: ['kitchen'] as const };

/**
 * The caller's 'Notify me' answer (POST /kitchen/notify-me, issue 'The kitchen's day'), kept from the tap
 * for the Closed screen; its own root, so refetching the kitchen leaves it alone.
 */
export const kitchenNoticeKeys = { mine: ['kitchen-notice'] as const };

/** The caller's profile (GET /users/profile), whose `role` is the session's. */
export const profileKeys = { all: ['profile'] as const };

/** The caller's WhatsApp receipts choice (GET /users/whatsapp, issue 27 part 3, D101). */
export const whatsAppKeys = { optIn: ['whatsapp-opt-in'] as const };

/** The caller's coupons (GET /coupon). */
export const couponsKeys = { all: ['coupons'] as const };

/** The caller's saved addresses (GET /address). */
export const addressesKeys = { all: ['addresses'] as const };

/** The caller's orders: the list (GET /order/user) and one order (GET /order/:id). */
export const ordersKeys = {
  all: ['orders'] as const,
  mine: () => [...ordersKeys.all, 'mine'] as const,
  detail: (orderId: string) => [...ordersKeys.all, 'one', orderId] as const,
  /** The exact UPI amount asked for the order (POST /order/:id/upi, issue 27, D98). */
  upi: (orderId: string) => [...ordersKeys.all, 'upi', orderId] as const,
  /** The order's bill and credit note (GET /order/:id/bill, issue 28, D107): refreshed with the order's. */
  bill: (orderId: string) => [...ordersKeys.all, 'bill', orderId] as const,
  /** Where the order's online payment is (GET /order/:id/payment, D100), as of the order's own state. */
  payment: (orderId: string, state: string) => [...ordersKeys.all, 'payment', orderId, state] as const,
};

/** The seller area: its order lists by status (paged, issue 11 D32), dashboard figures and coupon summary. */
export const sellerKeys = {
  all: ['seller'] as const,
  /** Every status tab of the seller's order list (GET /order): invalidating it refreshes them all. */
  orders: () => [...sellerKeys.all, 'orders'] as const,
  orderList: (status: OrderStatus) => [...sellerKeys.orders(), status] as const,
  /** The dashboard's figures (GET /stats), every time frame. */
  stats: () => [...sellerKeys.all, 'stats'] as const,
  statsFor: (timeFrame: TimeFrame) => [...sellerKeys.stats(), timeFrame] as const,
  couponSummary: () => [...sellerKeys.all, 'coupon-summary'] as const,
  /** An order's kitchen ticket and box labels (GET /order/:id/ticket, issue 28 D111), in the page's language. */
  kitchenTicket: (orderId: string) => [...sellerKeys.all, 'ticket', orderId] as const,
  /** The Income page (GET /income, issue 15 D53), every day and time frame; `scope` is 'date:...' or 'frame:n'. */
  income: () => [...sellerKeys.all, 'income'] as const,
  incomeFor: (scope: string) => [...sellerKeys.income(), scope] as const,
  /** One figure's orders on the Income page (GET /income/orders, D114), under its scope's key. */
  incomeOrders: (scope: string, figure: string) => [...sellerKeys.income(), scope, 'orders', figure] as const,
  /** The customers' ratings and comments (GET /ratings, issue 15), paged. */
  reviews: () => [...sellerKeys.all, 'reviews'] as const,
  /** The kitchen's tiffin plans, retired ones too (GET /kitchen/plans, issue 26 D89). */
  plans: () => [...sellerKeys.all, 'plans'] as const,
  /** Every subscription of the kitchen (GET /subscribers, issue 26 D91), with each household's balance. */
  subscribers: () => [...sellerKeys.all, 'subscribers'] as const,
  /** The household accounts (GET /accounts, issue 26 D88): `only` 'all' or 'dues'; `accounts()` refreshes both. */
  accounts: () => [...sellerKeys.all, 'accounts'] as const,
  accountList: (only: 'all' | 'dues') => [...sellerKeys.accounts(), only] as const,
  /** The kitchen's holidays from 30 days back (GET /holidays, issue 26 D94). */
  holidays: () => [...sellerKeys.all, 'holidays'] as const,
  /** The plan meals households lost in the last 14 days and the next two (GET /plan-meals/lost, issue 26 D94). */
  lostMeals: () => [...sellerKeys.all, 'lost-meals'] as const,
  /**
   * 'Payments to match' (GET /payments/unmatched, issue 27 D98): credits no UPI request's amount named and
   * the orders awaiting a UPI payment; any change to an order's money may change it.
   */
  paymentsToMatch: () => [...sellerKeys.all, 'payments-to-match'] as const,
  /** The kitchen's bank SMS settings (GET /payments/sms/settings, issue 27 D97): senders, key set or not. */
  bankSmsSettings: () => [...sellerKeys.all, 'bank-sms-settings'] as const,
  /** The kitchen's WhatsApp settings, without the token (GET /notifications/whatsapp/settings, issue 27 D101). */
  whatsApp: () => [...sellerKeys.all, 'whatsapp'] as const,
  /** The kitchen's Razorpay keys, secrets only as set or not (GET /payments/gateway/settings, issue 27 D100). */
  gatewaySettings: () => [...sellerKeys.all, 'gateway-settings'] as const,
  /** The kitchen's books (GET /books, issue 28 part 2, D108): turnover and the limits it nears. */
  books: () => [...sellerKeys.all, 'books'] as const,
};

/**
 * Meal slots (issue 14, D47): a day's slots (GET /slots?date=; `day()` is the kitchen's today, asked
 * without a date, whose date the answer names) and the seller's weekly plan (GET /slot-plan). Saving the plan remakes the days, so
 * invalidating `all` refreshes both.
 */
export const slotsKeys = {
  all: ['slots'] as const,
  days: () => [...slotsKeys.all, 'day'] as const,
  day: (date?: string) => [...slotsKeys.days(), date ?? 'today'] as const,
  plan: () => [...slotsKeys.all, 'plan'] as const,
};

/**
 * The kitchen's day (issue 14): the seller's prep sheet and delivery run of a day or slot (`slotId` null: the whole day). Any order change makes `all` stale.
 */
export const kitchenDayKeys = {
  all: ['kitchen-day'] as const,
  prepSheet: (date: string, slotId: string | null) => [...kitchenDayKeys.all, 'prep-sheet', date, slotId] as const,
  deliveryRun: (date: string, slotId: string | null) => [...kitchenDayKeys.all, 'delivery-run', date, slotId] as const,
};

/** The kitchen's active tiffin plans (GET /plans, issue 26, D89): public, the same for everyone. */
export const plansKeys = { all: ['plans'] as const };

/**
 * The caller's tiffin subscriptions with their coming meals (GET /subscriptions, issue 26, D91), and the
 * household's choice of meal reminders (GET /plan-reminders, D95).
 */
export const subscriptionsKeys = {
  all: ['subscriptions'] as const,
  reminders: ['subscriptions', 'reminders'] as const,
};

/**
 * The caller's household account (issue 26, D88): its standing and entries a page at a time (GET /account)
 * and one month's statement (GET /account/statement?month=yyyy-mm). A meal charged or a subscription made
 * changes both, so `all` refreshes them together.
 */
export const accountKeys = {
  all: ['account'] as const,
  entries: () => [...accountKeys.all, 'entries'] as const,
  statement: (month: string) => [...accountKeys.all, 'statement', month] as const,
};

/** The keys of one person's data: refreshed when someone logs in (endSession clears the whole cache). */
export const personalKeys = [
  profileKeys.all,
  ordersKeys.all,
  addressesKeys.all,
  couponsKeys.all,
  subscriptionsKeys.all,
  accountKeys.all,
  whatsAppKeys.optIn,
] as const;

/**
 * Ingredients, recipes and the market list (issue 28 part 3, D109, D110): a save of an ingredient, price or
 * recipe may change every cost, so it refreshes `all`.
 */
export const recipesKeys = {
  all: ['recipes'] as const,
  ingredients: () => [...recipesKeys.all, 'ingredients'] as const,
  recipe: (kind: string, id: string) => [...recipesKeys.all, 'recipe', kind, id] as const,
  plateCosts: () => [...recipesKeys.all, 'plate-costs'] as const,
  dietTags: () => [...recipesKeys.all, 'diet-tags'] as const,
  marketList: (date: string) => [...recipesKeys.all, 'market-list', date] as const,
  /** The cost of food sold beside Income (GET /income/food-cost); `scope` as sellerKeys.incomeFor's. */
  foodCost: (scope: string) => [...recipesKeys.all, 'food-cost', scope] as const,
};
