/**
 * Every /api/v1 route by name (issue 12, docs/decisions.md D37): its method, its path under
 * API_BASE_PATH (`:name` marks a path parameter) and the role it needs. Plain data without zod, each
 * route its own export, so the web app's first load carries only the few routes it calls; the
 * schemas of each route are in contract.ts, which builds the contract table from these.
 *
 * Roles: 'public' (anyone), 'customer' (any logged-in session: a customer's, or the seller's, who may
 * also order), 'seller' (a session from the seller's PIN login, D29).
 */

/** Who may call a route. */
export type ApiRole = 'public' | 'customer' | 'seller';
export type ApiMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** One route: method, path under /api/v1, and role. */
export type ApiRoute = { readonly method: ApiMethod; readonly path: string; readonly role: ApiRole };

const route = <const M extends ApiMethod, const P extends string, const R extends ApiRole>(
  method: M,
  path: P,
  role: R,
) => ({ method, path, role });

// Login and sessions (spec 7, issue 3, issue 11).
export const sendOtp = /* @__PURE__ */ route('POST', '/auth/send-otp', 'public');
export const logIn = /* @__PURE__ */ route('POST', '/auth/login', 'public');
export const sellerLogIn = /* @__PURE__ */ route('POST', '/auth/seller-login', 'public');
export const logOut = /* @__PURE__ */ route('POST', '/auth/logout', 'customer');

// The menu and the kitchen, readable by anyone.
export const listMeals = /* @__PURE__ */ route('GET', '/meal', 'public');
export const listDishes = /* @__PURE__ */ route('GET', '/dish', 'public');
export const getKitchen = /* @__PURE__ */ route('GET', '/kitchen', 'public');

// A customer's own things.
export const getProfile = /* @__PURE__ */ route('GET', '/users/profile', 'customer');
export const listAddresses = /* @__PURE__ */ route('GET', '/address', 'customer');
export const createAddress = /* @__PURE__ */ route('POST', '/address', 'customer');
export const listMyOrders = /* @__PURE__ */ route('GET', '/order/user-orders', 'customer');
export const placeOrder = /* @__PURE__ */ route('POST', '/order/create-cod-order', 'customer');
export const getOrder = /* @__PURE__ */ route('GET', '/order/:id', 'customer');
export const listCoupons = /* @__PURE__ */ route('GET', '/coupon', 'customer');
export const scratchCoupon = /* @__PURE__ */ route('PATCH', '/coupon/:id', 'customer');

// Live order updates and web push (issue 5): the stream takes a single-use ticket, not a bearer token.
export const createEventTicket = /* @__PURE__ */ route('POST', '/events/ticket', 'customer');
export const openEventStream = /* @__PURE__ */ route('GET', '/events', 'public');
export const getVapidPublicKey = /* @__PURE__ */ route('GET', '/notification/vapid-public-key', 'public');
export const savePushSubscription = /* @__PURE__ */ route('POST', '/notification/save-fcm-token', 'customer');

// The seller's calls.
export const listSellerOrders = /* @__PURE__ */ route('GET', '/order', 'seller');
export const changeOrderStatus = /* @__PURE__ */ route('PATCH', '/order/:id', 'seller');
export const listCustomers = /* @__PURE__ */ route('GET', '/users', 'seller');
export const getStats = /* @__PURE__ */ route('GET', '/stats', 'seller');
export const getCouponSummary = /* @__PURE__ */ route('GET', '/coupon/summary', 'seller');
export const createMeal = /* @__PURE__ */ route('POST', '/meal', 'seller');
export const changeMeal = /* @__PURE__ */ route('PATCH', '/meal/:id', 'seller');
export const deleteMeal = /* @__PURE__ */ route('DELETE', '/meal/:id', 'seller');
export const createDish = /* @__PURE__ */ route('POST', '/dish', 'seller');
export const changeDish = /* @__PURE__ */ route('PATCH', '/dish/:id', 'seller');
export const toggleKitchen = /* @__PURE__ */ route('POST', '/kitchen/close', 'seller');
export const uploadImages = /* @__PURE__ */ route('POST', '/assets/upload', 'seller');

/**
 * The path with its `:name` parameters filled in, each URI-encoded: `/order/:id` and `{id: 'a b'}`
 * give `/order/a%20b`. A parameter missing from `params` becomes the empty string.
 */
export function fillPath(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
}
