import { z } from 'zod';
import { invalidRequest } from './i18n/messages/invalidrequest1.js';
import { addressBaseSchema } from './address.ts';
import './api-names.ts';
import {
  addressDataSchema,
  addressesDataSchema,
  couponDataSchema,
  couponsDataSchema,
  couponSummaryDataSchema,
  createOrderAnswerSchema,
  createOrderBodySchema,
  dishesDataSchema,
  dishSchema,
  failureSchema,
  idempotencyKeySchema,
  idParamsSchema,
  kitchenDataSchema,
  kitchenNoticeDataSchema,
  loginAnswerSchema,
  loginBodySchema,
  mealsDataSchema,
  orderDataSchema,
  myOrdersQuerySchema,
  ordersDataSchema,
  profileDataSchema,
  sellerMealSchema,
  sellerMealsDataSchema,
  sendOtpBodySchema,
  slotDataSchema,
  slotsDataSchema,
  successSchema,
} from './api.ts';
import { createDishBodySchema, createMealBodySchema, patchDishBodySchema, patchMealBodySchema } from './catalogue.ts';
import { cancelOrderBodySchema } from './cancel-order.ts';
import { billsListDataSchema, billsQuerySchema, orderBillDataSchema } from './bills.ts';
import { booksDataSchema, booksSettingsPatchSchema, exportBillsQuerySchema } from './books.ts';
import { scratchCouponBodySchema } from './coupon.ts';
import { changePinBodySchema, finishSetupBodySchema, resetPinBodySchema } from './seller-pin.ts';
import { kitchenSettingsPatchSchema, kitchenStateBodySchema } from './kitchen-settings.ts';
import { slotPatchSchema, slotPlanBodySchema, slotsQuerySchema } from './slots.ts';
import { dayMenuCopyBodySchema, dayMenuDataSchema, slotMenuBodySchema, slotMenuDataSchema } from './day-menu.ts';
import { phoneOrderBodySchema } from './phone-order.ts';
import { kitchenTicketDataSchema } from './kitchen-ticket.ts';
import { createPlanBodySchema, planDataSchema, plansDataSchema, updatePlanBodySchema } from './plans.ts';
import {
  pauseSubscriptionBodySchema,
  planRemindersBodySchema,
  planRemindersDataSchema,
  skipPlanMealBodySchema,
  changePlanDayBodySchema,
  subscribeBodySchema,
  lostPlanMealsDataSchema,
  subscribersDataSchema,
  subscriptionDataSchema,
  subscriptionsDataSchema,
} from './subscriptions.ts';
import { declaredHolidayDataSchema, declareHolidayBodySchema, holidaysDataSchema } from './holidays.ts';
import { bankSmsSettingsDataSchema, bankSmsSettingsPatchSchema } from './bank-sms-settings.ts';
import { gatewaySmsEventSchema, smsWebhookDataSchema } from './gateway-sms.ts';
import { rateOrderBodySchema, sellerReviewsDataSchema } from './ratings.ts';
import { requestTopUpBodySchema, upiRequestDataSchema } from './upi-requests.ts';
import {
  matchPaymentBodySchema,
  matchPaymentToTopUpBodySchema,
  paymentsToMatchDataSchema,
} from './payments-to-match.ts';
import {
  whatsAppOptInBodySchema,
  whatsAppOptInDataSchema,
  whatsAppSettingsDataSchema,
  whatsAppSettingsPatchSchema,
} from './whatsapp.ts';
import {
  createOnlinePaymentBodySchema,
  gatewaySettingsDataSchema,
  gatewaySettingsPatchSchema,
  onlinePaymentDataSchema,
  onlinePaymentStateDataSchema,
  paymentWebhookEventSchema,
  paymentWebhookHeadersSchema,
} from './payment-gateway.ts';
import {
  accountsListDataSchema,
  accountSummarySchema,
  listAccountsQuerySchema,
  myAccountDataSchema,
  myAccountQuerySchema,
  recordAccountEntryBodySchema,
  recordedEntryDataSchema,
  sharedStatementDataSchema,
  shareStatementBodySchema,
  statementDataSchema,
  statementLinkDataSchema,
  statementQuerySchema,
  updateAccountTermsBodySchema,
} from './ledger.ts';
import {
  foodCostDataSchema,
  ingredientDataSchema,
  ingredientsDataSchema,
  itemDietTagsDataSchema,
  marketListDataSchema,
  marketListQuerySchema,
  plateCostsDataSchema,
  recipeDataSchema,
  recipeParamsSchema,
  saveIngredientBodySchema,
  saveMarketEstimateBodySchema,
  saveRecipeBodySchema,
  setIngredientPriceBodySchema,
} from './recipes.ts';
import {
  eventsQuerySchema,
  saveFcmTokenBodySchema,
  saveFcmTokenDataSchema,
  streamTicketDataSchema,
  vapidPublicKeyDataSchema,
} from './events.ts';
import {
  customersQuerySchema,
  deletedDataSchema,
  deliveryRunDataSchema,
  kitchenDayQuerySchema,
  patchOrderBodySchema,
  prepSheetDataSchema,
  collectOrderBodySchema,
  incomeDataSchema,
  incomeOrdersDataSchema,
  incomeOrdersQuerySchema,
  incomeQuerySchema,
  sellerLoginBodySchema,
  sellerOrdersDataSchema,
  sellerOrdersQuerySchema,
  sellerReviewsQuerySchema,
  sellerUsersDataSchema,
  slotPlanDataSchema,
  statsDataSchema,
  statsQuerySchema,
  uploadAnswerSchema,
} from './seller.ts';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = { invalidRequest };

/**
 * The API contract table (issue 12, docs/decisions/0037): for every /api/v1 route, its method, path
 * and role, its request schemas (params, query, body, headers) and an answer schema per status: the
 * success answers, and the failure envelope `{status:'error', data}` for every error status the route
 * can answer. The server registers each route's schemas and role guard from its entry
 * (apps/server/src/routes/define-route.ts) and serves an OpenAPI 3.1 reference from them at /api/docs; the
 * authorization matrix test and the fuzzer enumerate the routes from it; the web app calls the API by
 * route key (`callApi` in apps/web/src/api/client.ts) and checks the answers in development and tests.
 *
 * The error statuses follow from the entry, plus what its handler adds (`errors`): every route 400
 * (bad input, an unknown query parameter); every method but GET 413 (body too large) and 415 (a content
 * type it cannot parse); a path parameter 404 (and 414 when over-long); 'customer' 401; 'seller' 401
 * and 403; every route 503 with Retry-After when the database refuses a connection (D77).
 */

/**
 * Who may call a route: 'public' (anyone), 'customer' (any logged-in session: a customer's, or the
 * seller's, who may also order), 'seller' (a session from the seller's PIN login, D29).
 */
export type ApiRole = 'public' | 'customer' | 'seller';
export type ApiMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** One route: its method, its path under /api/v1 (`:name` marks a path parameter), and its role. */
export type ApiRoute = { readonly method: ApiMethod; readonly path: string; readonly role: ApiRole };

/** A request part's schema; query and header values arrive as strings. */
type Schema = z.ZodType;

/** What an entry declares besides its route. */
type EntrySpec = {
  /** One line for the API reference. */
  summary: string;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  headers?: Schema;
  /** The success answers by status: the whole JSON answer, envelope included. */
  ok: Readonly<Record<number, Schema>>;
  /** Error statuses the handler answers besides those that follow from the entry (see above). */
  errors?: readonly number[];
  /**
   * The handler sends its success answer already serialized (bytes cached with an ETag, the menu):
   * the schema documents the answer and the cache checks it once when it builds it, not per request.
   */
  preSerialized?: true;
  /** A body that is not JSON (the upload's multipart form): documented, not validated by a schema. */
  bodyNote?: string;
  /** The multipart form such a body is (docs/decisions/0085): its file field and how many files it takes. */
  multipart?: { readonly field: string; readonly minFiles: number; readonly maxFiles: number };
  /** The success answer's media type when it is not JSON (docs/decisions/0085): the picture, the stream. */
  okType?: 'image/png' | 'application/pdf' | 'text/event-stream' | 'text/csv';
};

/** What `entry` adds: every error status, and every answer schema by status (success and failure). */
type EntryAnswers = {
  /** The error statuses this route can answer, each with the failure envelope. */
  failures: readonly number[];
  /** Every answer schema by status. */
  responses: Readonly<Record<number, Schema>>;
};

/** One row of the table: the route, its schemas, and its answers. */
export type ContractEntry = ApiRoute & EntrySpec & EntryAnswers;

/** Builds an entry: the error statuses that follow from the route and its schemas, and `responses`. */
function entry<const M extends ApiMethod, const P extends string, const R extends ApiRole, const S extends EntrySpec>(
  method: M,
  path: P,
  role: R,
  spec: S,
): { method: M; path: P; role: R } & S & EntryAnswers {
  const route = { method, path, role };
  // Every route refuses an unknown query parameter and a NUL character anywhere (plugins/input-guard.ts).
  const failures = new Set<number>([...(spec.errors ?? []), 400]);
  // Fastify reads a body on every method but GET: too large is 413, a type it cannot parse 415.
  if (method !== 'GET') failures.add(413).add(415);
  // A path parameter that names nothing is 404; one over Fastify's length limit 414, before routing.
  if (spec.params) failures.add(404).add(414);
  if (route.role !== 'public') failures.add(401);
  if (route.role === 'seller') failures.add(403);
  // PostgreSQL refusing a connection (too many clients, starting up, the pool's wait over) is 503 with
  // Retry-After on any route (issue 30, D77).
  failures.add(503);
  const sorted = [...failures].sort((a, b) => a - b);
  const responses: Record<number, Schema> = { ...spec.ok };
  for (const status of sorted) responses[status] = failureSchema;
  return { ...route, ...spec, failures: sorted, responses };
}

/** No body, or an empty JSON object (spec 7: logout and the kitchen switch take nothing). */
const noBodySchema = z.strictObject({}).nullish();
// Other headers pass through: only the idempotency key is read.
const placeOrderHeadersSchema = z.looseObject({ 'idempotency-key': idempotencyKeySchema.optional() });
// Other headers pass through; a Last-Event-ID that is not ours (not digits) is ignored.
const streamHeadersSchema = z.looseObject({ 'last-event-id': z.string().optional() });
// SMS Gateway for Android's signature headers (D97): checked before the body, so a missing one is 401, not 400.
const gatewaySmsHeadersSchema = z.looseObject({
  'x-signature': z.string().optional().meta({ description: 'Hex HMAC-SHA256 of the raw body followed by X-Timestamp' }),
  'x-timestamp': z.string().optional().meta({ description: 'Unix time in seconds the event was signed at' }),
});
// The menu picture's layout (default wide); `v` is the preview's cache buster (D58), read by nobody.
// A shared statement's token (D93): any text; one that is not a valid, current token is 404, never 400.
const statementTokenParamsSchema = z.strictObject({ token: z.string() });
const menuPictureQuerySchema = z.strictObject(
  { layout: z.enum(['wide', 'portrait']).optional(), v: z.string().max(64).optional() },
  { error: () => m.invalidRequest() },
);

// The answers many routes share, named in the API document (docs/decisions/0085).
const orderAnswerSchema = successSchema(orderDataSchema).meta({ id: 'OrderAnswer' });
const kitchenAnswerSchema = successSchema(kitchenDataSchema).meta({ id: 'KitchenAnswer' });
const loginAnswerNamedSchema = loginAnswerSchema.meta({ id: 'LoginAnswer' });
const placeOrderAnswerSchema = createOrderAnswerSchema.meta({ id: 'PlaceOrderAnswer' });
const emptyAnswerSchema = successSchema(z.object({})).meta({ id: 'EmptyAnswer' });
const recordedEntryAnswerSchema = successSchema(recordedEntryDataSchema).meta({ id: 'RecordedEntryAnswer' });
const upiRequestAnswerSchema = successSchema(upiRequestDataSchema).meta({ id: 'UpiRequestAnswer' });
const planAnswerSchema = successSchema(planDataSchema).meta({ id: 'PlanAnswer' });
const plansResponseSchema = successSchema(plansDataSchema).meta({ id: 'PlansAnswer' });
const subscriptionAnswerSchema = successSchema(subscriptionDataSchema).meta({ id: 'SubscriptionAnswer' });

/** The contract table: one entry per /api/v1 route, by name. */
export const contract = {
  sendOtp: entry('POST', '/auth/send-otp', 'public', {
    summary: 'Texts a one-time login code to a mobile number.',
    body: sendOtpBodySchema,
    ok: { 200: successSchema(z.string()) },
    // 503: the SMS provider failed or timed out; the try does not count (issue 13, D39).
    errors: [429, 503],
  }),
  logIn: entry('POST', '/auth/login', 'public', {
    summary: 'Logs in with the mobile number and its one-time code; answers the bearer token.',
    body: loginBodySchema,
    ok: { 200: loginAnswerNamedSchema },
    errors: [429],
  }),
  sellerLogIn: entry('POST', '/auth/seller-login', 'public', {
    summary: "Logs the seller in with the kitchen's mobile number and PIN; answers the bearer token.",
    body: sellerLoginBodySchema,
    ok: { 200: loginAnswerNamedSchema },
    errors: [401, 429],
  }),
  logOut: entry('POST', '/auth/logout', 'customer', {
    summary: 'Ends the session of the bearer token, and its open event streams.',
    body: noBodySchema,
    ok: { 200: emptyAnswerSchema },
  }),
  changePin: entry('POST', '/auth/change-pin', 'seller', {
    summary: "Changes the seller's PIN with the current one (counted as PIN login tries); ends its other sessions.",
    body: changePinBodySchema,
    ok: { 200: emptyAnswerSchema },
    errors: [429],
  }),
  finishSetup: entry('POST', '/auth/seller-setup', 'seller', {
    summary: "Ends the seller's first-start setup; newPin replaces the generated PIN, required while it is in use.",
    body: finishSetupBodySchema,
    ok: { 200: successSchema(profileDataSchema) },
    errors: [409],
  }),
  resetPin: entry('POST', '/auth/reset-pin', 'public', {
    summary: "Sets a new seller PIN with a one-time code sent to the seller's number; ends every session, logs in.",
    body: resetPinBodySchema,
    ok: { 200: loginAnswerNamedSchema },
    errors: [429],
  }),
  listMeals: entry('GET', '/meal', 'public', {
    summary: 'The thalis: shown ones without cost prices; everything to the seller. ETag, 304 when current.',
    ok: { 200: successSchema(z.union([sellerMealsDataSchema, mealsDataSchema])), 304: z.void() },
    preSerialized: true,
  }),
  listDishes: entry('GET', '/dish', 'public', {
    summary: 'The dishes: shown ones; everything to the seller. ETag, 304 when current.',
    ok: { 200: successSchema(dishesDataSchema), 304: z.void() },
    preSerialized: true,
  }),
  getKitchen: entry('GET', '/kitchen', 'public', {
    summary:
      'Whether the kitchen takes orders now, and its settings (all public: name, phone, delivery area, UPI id, ETA, offers).',
    ok: { 200: kitchenAnswerSchema },
  }),
  getMenuPicture: entry('GET', '/share/menu.png', 'public', {
    summary:
      "A PNG of today's menu (kitchen, thalis with prices, slots with order-by times, the link), wide for previews or portrait. ETag, 304 when current. Limited per client address (429 with Retry-After).",
    query: menuPictureQuerySchema,
    ok: { 200: z.string(), 304: z.void() },
    okType: 'image/png',
    errors: [429],
    preSerialized: true,
  }),
  getProfile: entry('GET', '/users/profile', 'customer', {
    summary: 'The caller with their coupons.',
    ok: { 200: successSchema(profileDataSchema) },
  }),
  listAddresses: entry('GET', '/address', 'customer', {
    summary: "The caller's saved delivery addresses, newest first.",
    ok: { 200: successSchema(addressesDataSchema) },
  }),
  createAddress: entry('POST', '/address', 'customer', {
    summary: 'Saves a delivery address in a pincode the kitchen serves; a customer keeps at most 50 (409 beyond).',
    body: addressBaseSchema,
    ok: { 201: successSchema(addressDataSchema) },
    // 409: the caller keeps ADDRESSES_PER_CUSTOMER_MAX already (issue 30, D79).
    errors: [409, 429],
  }),
  listMyOrders: entry('GET', '/order/user-orders', 'customer', {
    summary: "One page of the caller's orders, newest first; without a cursor the first (newest) page.",
    query: myOrdersQuerySchema,
    ok: { 200: successSchema(ordersDataSchema) },
  }),
  placeOrder: entry('POST', '/order/create-cod-order', 'customer', {
    summary:
      "Places an order paid on delivery, by cash (COD) or UPI (only once the kitchen has a UPI id); the server prices it. A repeated Idempotency-Key answers 200. In a meal slot, 409 when the slot is full, closed or past, or when the caller's orders in it would hold more than the kitchen's household_plates_max plates (issue 30, D74).",
    body: createOrderBodySchema,
    headers: placeOrderHeadersSchema,
    ok: { 201: placeOrderAnswerSchema, 200: placeOrderAnswerSchema },
    errors: [404, 409, 429],
  }),
  getOrder: entry('GET', '/order/:id', 'customer', {
    summary: "One of the caller's orders (any order to the seller).",
    params: idParamsSchema,
    ok: { 200: orderAnswerSchema },
  }),
  // The order's numbered bill (issue 28 part 1, docs/decisions/0107).
  getOrderBill: entry('GET', '/order/:id/bill', 'customer', {
    summary:
      "The bill of one of the caller's orders (any order's to the seller), made when it was delivered or paid online, and its credit note when it was cancelled after: number, kitchen (name, address, FSSAI number, GSTIN), customer, lines and money in paise, how it was paid. 404 when the order is not the caller's or has no bill yet.",
    params: idParamsSchema,
    ok: { 200: successSchema(orderBillDataSchema) },
  }),
  getOrderBillPdf: entry('GET', '/order/:id/bill.pdf', 'customer', {
    summary:
      "The order's bill as an A4 PDF in the caller's language (its credit note on a second page when there is one). 404 as getOrderBill.",
    params: idParamsSchema,
    ok: { 200: z.string() },
    okType: 'application/pdf',
    preSerialized: true,
    // 503: this server lacks the fonts a PDF is written with (D93).
    errors: [503],
  }),
  claimOrderPaid: entry('POST', '/order/:id/paid', 'customer', {
    summary:
      "The customer says they paid a UPI-on-delivery order ('I have paid'): stamps the claim once; a repeat answers it unchanged. A tiffin plan's meal, paid from the household account, is refused 409.",
    params: idParamsSchema,
    body: noBodySchema,
    ok: { 200: orderAnswerSchema },
    errors: [409, 429],
  }),
  requestUpiPayment: entry('POST', '/order/:id/upi', 'customer', {
    summary:
      "The exact amount to pay a UPI-on-delivery order by UPI (issue 27, D98): the bill less 0-99 paise that no other open request asks, so the kitchen's bank SMS for that amount marks it paid. Opens a request, or answers the order's open one. 400 for a cash order or one above the UPI limit, 409 for a cancelled, collected or tiffin plan order, 503 when every amount of the bill is taken.",
    params: idParamsSchema,
    body: noBodySchema,
    ok: { 200: upiRequestAnswerSchema },
    errors: [409, 429, 503],
  }),
  cancelOrder: entry('POST', '/order/:id/cancel', 'customer', {
    summary:
      "Cancels an order with a reason (issue 15, D54): the customer their own, while Preparing and within the kitchen's window or before its slot's cut-off; the seller any undelivered order, reason required. The coupon the order won is withdrawn (D75): an undelivered order it paid for loses the discount (its own order.updated event); a customer's cancel is refused 409 when that order is delivered.",
    params: idParamsSchema,
    body: cancelOrderBodySchema,
    ok: { 200: orderAnswerSchema },
    errors: [409, 429],
  }),
  listCoupons: entry('GET', '/coupon', 'customer', {
    summary: "The caller's coupons, newest first.",
    ok: { 200: successSchema(couponsDataSchema) },
  }),
  scratchCoupon: entry('PATCH', '/coupon/:id', 'customer', {
    summary: "Scratches one of the caller's coupons: only {is_scratched: true}.",
    params: idParamsSchema,
    body: scratchCouponBodySchema,
    ok: { 200: successSchema(couponDataSchema) },
    errors: [429],
  }),
  createEventTicket: entry('POST', '/events/ticket', 'customer', {
    summary: 'A short-lived single-use ticket that opens one live order stream.',
    ok: { 200: successSchema(streamTicketDataSchema) },
    errors: [429],
  }),
  openEventStream: entry('GET', '/events', 'public', {
    summary:
      "The live order events the ticket's user may see, as Server-Sent Events (text/event-stream), resuming after Last-Event-ID.",
    query: eventsQuerySchema,
    headers: streamHeadersSchema,
    // Each event: `id`, `event` (order.created | order.updated), `data`; kitchen.changed without id.
    ok: { 200: z.string() },
    okType: 'text/event-stream',
    errors: [401, 429],
  }),
  getVapidPublicKey: entry('GET', '/notification/vapid-public-key', 'public', {
    summary: "The server's VAPID public key, for pushManager.subscribe.",
    ok: { 200: successSchema(vapidPublicKeyDataSchema) },
  }),
  savePushSubscription: entry('POST', '/notification/save-fcm-token', 'customer', {
    summary: "Saves this browser's push subscription (sent as fcmToken) for the caller.",
    body: saveFcmTokenBodySchema,
    ok: { 200: successSchema(saveFcmTokenDataSchema) },
    errors: [429],
  }),
  requestKitchenNotice: entry('POST', '/kitchen/notify-me', 'customer', {
    summary:
      'While the kitchen is closed, asks for one web push when it opens; repeating it changes nothing. Answers whether the caller waits.',
    body: noBodySchema,
    ok: { 200: successSchema(kitchenNoticeDataSchema) },
    errors: [429],
  }),
  listSellerOrders: entry('GET', '/order', 'seller', {
    summary: "One page of every customer's orders, newest first, with the counts on the first page.",
    query: sellerOrdersQuerySchema,
    ok: { 200: successSchema(sellerOrdersDataSchema) },
  }),
  listBills: entry('GET', '/bills', 'seller', {
    summary:
      "One page of a month's bills and credit notes (`month` yyyy-mm on the kitchen's calendar, this month when left out), newest first, paged by `limit` and `cursor` as the order lists are.",
    query: billsQuerySchema,
    ok: { 200: successSchema(billsListDataSchema) },
  }),
  // The kitchen's books (issue 28 part 2, docs/decisions/0108).
  exportBills: entry('GET', '/bills/export.csv', 'seller', {
    summary:
      "A month's (`month` yyyy-mm) or a financial year's (`year` 2026-27) bills and credit notes as CSV, oldest first, one row a document (a credit note's amounts negative), then a summary of totals by payment method and tax rate. Streamed.",
    query: exportBillsQuerySchema,
    ok: { 200: z.string() },
    okType: 'text/csv',
    preSerialized: true,
  }),
  getBooks: entry('GET', '/books', 'seller', {
    summary:
      "The financial year's turnover (bills less credit notes) and this month's UPI on bills, in paise, each limit the kitchen watches (FSSAI registration, GST registration, composition, UPI on a personal id) with its percent and level: near from 80%, over at 100%.",
    ok: { 200: successSchema(booksDataSchema) },
  }),
  updateBooksSettings: entry('PATCH', '/books/settings', 'seller', {
    summary: 'Changes any of the limits the books watch, in paise; answers the books as GET /books does.',
    body: booksSettingsPatchSchema,
    ok: { 200: successSchema(booksDataSchema) },
  }),
  changeOrderStatus: entry('PATCH', '/order/:id', 'seller', {
    summary:
      'Moves an order to its next status. With an Idempotency-Key, a repeat of the key answers the order as it is and changes nothing.',
    params: idParamsSchema,
    body: patchOrderBodySchema,
    // A change queued on the kitchen's phone while offline is sent again until answered (D115).
    headers: placeOrderHeadersSchema,
    ok: { 200: orderAnswerSchema },
    errors: [409],
  }),
  acknowledgeOrder: entry('POST', '/order/:id/acknowledge', 'seller', {
    summary:
      'Marks a new order as seen by the seller, which stops the new-order alarm on every seller device; the first time is kept.',
    params: idParamsSchema,
    body: noBodySchema,
    ok: { 200: orderAnswerSchema },
  }),
  listCustomers: entry('GET', '/users', 'seller', {
    summary:
      'One page of the customers who registered between startDate and endDate, newest first, with their order counts.',
    query: customersQuerySchema,
    ok: { 200: successSchema(sellerUsersDataSchema) },
  }),
  getStats: entry('GET', '/stats', 'seller', {
    summary: 'Orders, revenue and customers for today, this week, this month or lifetime (timeFrame 1-4).',
    query: statsQuerySchema,
    ok: { 200: successSchema(statsDataSchema) },
  }),
  getCouponSummary: entry('GET', '/coupon/summary', 'seller', {
    summary: "The seller profile's 'Active Coupons' figures.",
    ok: { 200: successSchema(couponSummaryDataSchema) },
  }),
  createMeal: entry('POST', '/meal', 'seller', {
    summary: 'Adds a thali (with an optional Hindi name and description).',
    body: createMealBodySchema,
    ok: { 201: successSchema(z.object({ meal: sellerMealSchema })) },
  }),
  changeMeal: entry('PATCH', '/meal/:id', 'seller', {
    summary: "Changes a thali's active or shown flag, its tag, or its Hindi name and description.",
    params: idParamsSchema,
    body: patchMealBodySchema,
    ok: { 200: successSchema(z.object({ meal: sellerMealSchema })) },
  }),
  deleteMeal: entry('DELETE', '/meal/:id', 'seller', {
    summary: 'Deletes a thali; past orders keep their lines. Not a thali a tiffin plan brings (409: hide it instead).',
    params: idParamsSchema,
    ok: { 200: successSchema(deletedDataSchema) },
    // 409: a tiffin plan brings this thali (issue 26, docs/decisions/0089).
    errors: [409],
  }),
  createDish: entry('POST', '/dish', 'seller', {
    summary: 'Adds a dish (with an optional Hindi name and description).',
    body: createDishBodySchema,
    ok: { 201: successSchema(z.object({ dish: dishSchema })) },
  }),
  changeDish: entry('PATCH', '/dish/:id', 'seller', {
    summary: 'Changes a dish: its flags or any of its fields.',
    params: idParamsSchema,
    body: patchDishBodySchema,
    ok: { 200: successSchema(z.object({ dish: dishSchema })) },
  }),
  setKitchenOpen: entry('POST', '/kitchen/close', 'seller', {
    summary:
      'Opens ({"is_open": true}) or closes ({"is_open": false}) the kitchen; a repeat leaves it so. Answers the state. No body: 400.',
    body: kitchenStateBodySchema,
    ok: { 200: kitchenAnswerSchema },
  }),
  updateKitchenSettings: entry('PATCH', '/kitchen/settings', 'seller', {
    summary:
      "Changes any of the kitchen's settings (name, phone, licence, delivery area, UPI id, ETA, offers, cancel window, plates one household may hold in a slot); answers them all.",
    body: kitchenSettingsPatchSchema,
    ok: { 200: kitchenAnswerSchema },
  }),
  listSlots: entry('GET', '/slots', 'public', {
    summary:
      "A day's meal slots (default: the kitchen's today) with cut-off, delivery window, plates left and whether they take orders.",
    query: slotsQuerySchema,
    ok: { 200: successSchema(slotsDataSchema) },
  }),
  getSlotPlan: entry('GET', '/slot-plan', 'seller', {
    summary: "The kitchen's weekly plan of meal slots (weekdays, order-by time, delivery window, plates).",
    ok: { 200: successSchema(slotPlanDataSchema) },
  }),
  saveSlotPlan: entry('POST', '/slot-plan', 'seller', {
    summary:
      'Replaces the weekly plan of meal slots; days already changed or ordered for keep their slots. An empty plan turns slots off. A slot a tiffin plan is served in stays (409).',
    body: slotPlanBodySchema,
    ok: { 200: successSchema(slotPlanDataSchema) },
    // 409: the new plan drops a slot a tiffin plan is served in (issue 26, docs/decisions/0089).
    errors: [409],
  }),
  changeSlot: entry('PATCH', '/slots/:id', 'seller', {
    summary:
      "Changes one day's slot (its cap in plates, open or closed) without touching the plan; a cap below the plates taken closes it.",
    params: idParamsSchema,
    body: slotPatchSchema,
    ok: { 200: successSchema(slotDataSchema) },
  }),
  getPrepSheet: entry('GET', '/prep-sheet', 'seller', {
    summary:
      "What to cook for a day (default: the kitchen's today) or one of its meal slots: orders, plates, thalis and each dish's portions.",
    query: kitchenDayQuerySchema,
    ok: { 200: successSchema(prepSheetDataSchema) },
    errors: [404],
  }),
  getKitchenTicket: entry('GET', '/order/:id/ticket', 'seller', {
    summary:
      "An order's kitchen ticket in the caller's language: number, line items, diet notes, slot, society, tower and flat, customer and time, and one label a box (a unit of a line item; issue 28, D111). 404 for an order still awaiting its online payment.",
    params: idParamsSchema,
    ok: { 200: successSchema(kitchenTicketDataSchema) },
  }),
  collectOrder: entry('POST', '/order/:id/collect', 'seller', {
    summary:
      "Records how the order's money was collected at the door, cash or UPI; a later call corrects it. Not for a cancelled order, nor a tiffin plan's meal paid from the household account (409). With an Idempotency-Key, a repeat of the key answers the order as it is and changes nothing.",
    params: idParamsSchema,
    body: collectOrderBodySchema,
    headers: placeOrderHeadersSchema,
    ok: { 200: orderAnswerSchema },
    errors: [409],
  }),
  getIncome: entry('GET', '/income', 'seller', {
    summary:
      'Cash collected, UPI received, paid online, still to collect, paid from tiffin accounts and cancelled, each a count and an amount, for a time frame (1-4) or a date (default today).',
    query: incomeQuerySchema,
    ok: { 200: successSchema(incomeDataSchema) },
  }),
  listIncomeOrders: entry('GET', '/income/orders', 'seller', {
    summary:
      "One page of an Income figure's orders, newest first, keyset paged like the order lists, over the same time frame or date as GET /income.",
    query: incomeOrdersQuerySchema,
    ok: { 200: successSchema(incomeOrdersDataSchema) },
  }),
  getDeliveryRun: entry('GET', '/delivery-run', 'seller', {
    summary: 'The undelivered orders of a day or meal slot by society, tower and flat, with the cash to collect.',
    query: kitchenDayQuerySchema,
    ok: { 200: successSchema(deliveryRunDataSchema) },
    errors: [404],
  }),
  getSlotMenu: entry('GET', '/slots/:id/menu', 'public', {
    summary:
      "Which thalis and dishes one day's slot offers: `all` (the whole catalogue, shown and active) or the ids it names.",
    params: idParamsSchema,
    ok: { 200: successSchema(slotMenuDataSchema) },
  }),
  saveSlotMenu: entry('POST', '/slots/:id/menu', 'seller', {
    summary:
      "Replaces one day's slot menu with the thalis and dishes named (both lists empty: the whole catalogue). Not for a past day.",
    params: idParamsSchema,
    body: slotMenuBodySchema,
    ok: { 200: successSchema(slotMenuDataSchema) },
  }),
  copyDayMenu: entry('POST', '/day-menu/copy', 'seller', {
    summary:
      "Copies one day's slot menus onto another day's slots, matched by plan entry or name (last week's: from = to - 7).",
    body: dayMenuCopyBodySchema,
    ok: { 200: successSchema(dayMenuDataSchema) },
  }),
  placePhoneOrder: entry('POST', '/order/phone', 'seller', {
    summary:
      "Places a cash-on-delivery order a customer gave by phone, for their mobile number (made if new), marked as the kitchen's. A seller makes at most 20 new customers a minute (429 with Retry-After beyond).",
    body: phoneOrderBodySchema,
    headers: placeOrderHeadersSchema,
    ok: { 201: placeOrderAnswerSchema, 200: placeOrderAnswerSchema },
    // 429: the customer's order rate, or the seller's new customers a minute (issue 30, D79).
    errors: [404, 409, 429],
  }),
  rateOrder: entry('POST', '/order/:id/rating', 'customer', {
    summary:
      "Rates one of the caller's delivered orders once: 1 to 5 whole stars and a short plain-text comment. Answers the order.",
    params: idParamsSchema,
    body: rateOrderBodySchema,
    ok: { 201: orderAnswerSchema },
    // 409: rated already, or not delivered yet (issue 15, D56).
    errors: [409, 429],
  }),
  listReviews: entry('GET', '/ratings', 'seller', {
    summary: "One page of the customers' ratings and comments, newest first, with the thalis each order held.",
    query: sellerReviewsQuerySchema,
    ok: { 200: successSchema(sellerReviewsDataSchema) },
  }),
  uploadImages: entry('POST', '/assets/upload', 'seller', {
    summary: 'Stores 1 to 4 images (multipart field `image`, at most 8 MB each) as WebP renditions.',
    bodyNote: 'multipart/form-data: 1 to 4 files in the field `image`',
    multipart: { field: 'image', minFiles: 1, maxFiles: 4 },
    ok: { 201: uploadAnswerSchema },
    errors: [413],
  }),
  // The household account, a ledger in paise (issue 26, D88).
  recordAccountPayment: entry('POST', '/accounts/:id/entries', 'seller', {
    summary:
      "Records a household's payment (cash or UPI) or an adjustment with a note, in paise, on its account (`id` the customer's user id). A repeated Idempotency-Key answers the first entry with 200. 409 when an adjustment would take the balance below minus the credit limit, or above the most an account holds.",
    params: idParamsSchema,
    headers: placeOrderHeadersSchema,
    body: recordAccountEntryBodySchema,
    ok: { 201: recordedEntryAnswerSchema, 200: recordedEntryAnswerSchema },
    errors: [409],
  }),
  listAccounts: entry('GET', '/accounts', 'seller', {
    summary:
      "The households' accounts, most owed first, each with its balance in paise, terms and the day it began to owe; `only=dues` keeps those below zero.",
    query: listAccountsQuerySchema,
    ok: { 200: successSchema(accountsListDataSchema) },
  }),
  updateAccountTerms: entry('PATCH', '/accounts/:id', 'seller', {
    summary:
      "Sets a household's credit limit (paise) and whether it may pay monthly on account. 409 when the household owes more than the new limit.",
    params: idParamsSchema,
    body: updateAccountTermsBodySchema,
    ok: { 200: successSchema(z.object({ account: accountSummarySchema })) },
    errors: [409],
  }),
  getMyAccount: entry('GET', '/account', 'customer', {
    summary: "The caller's household account: balance and terms in paise, and one page of its entries, newest first.",
    query: myAccountQuerySchema,
    ok: { 200: successSchema(myAccountDataSchema) },
  }),
  requestTopUp: entry('POST', '/account/topup', 'customer', {
    summary:
      "Asks to add money to the caller's household account by UPI (issue 27, D99): `amount_paise` ₹1 to ₹1,00,000. Answers the exact amount to pay, the amount less 0-99 paise that no other open request asks, open for 30 minutes; the kitchen's bank SMS of that amount adds the amount to the account. The same amount again answers the open request with its life renewed; another amount replaces it. 409 when the account would hold more than it may, 503 when every amount near it is taken.",
    body: requestTopUpBodySchema,
    ok: { 200: upiRequestAnswerSchema },
    errors: [409, 429],
  }),
  getAccountStatement: entry('GET', '/account/statement', 'customer', {
    summary:
      "One month's statement of the caller's account (`month` yyyy-mm): opening balance, the month's entries in order, closing balance and dues carried, in paise.",
    query: statementQuerySchema,
    ok: { 200: successSchema(statementDataSchema) },
  }),
  // The statement as a PDF and a link that opens it without login (issue 26, docs/decisions/0093).
  getAccountStatementPdf: entry('GET', '/account/statement.pdf', 'customer', {
    summary:
      "One month's statement of the caller's account (`month` yyyy-mm) as a PDF in the caller's language: kitchen, household, opening balance, each entry with its day, what it was and amount, closing balance and dues carried.",
    query: statementQuerySchema,
    ok: { 200: z.string() },
    okType: 'application/pdf',
    preSerialized: true,
    // 503: this server lacks the fonts a PDF is written with (D93).
    errors: [503],
  }),
  shareAccountStatement: entry('POST', '/account/statement/share', 'customer', {
    summary:
      "Makes a link to one month's statement of the caller's account that opens without login for 30 days (a signed token: nothing is stored); answers the page's URL and when it stops working.",
    body: shareStatementBodySchema,
    ok: { 200: successSchema(statementLinkDataSchema) },
  }),
  getSharedStatement: entry('GET', '/statements/:token', 'public', {
    summary:
      "The month's statement a shared link names, with the kitchen's name and the household. 404 when the token is not one, was altered or has expired.",
    params: statementTokenParamsSchema,
    ok: { 200: successSchema(sharedStatementDataSchema) },
  }),
  getSharedStatementPdf: entry('GET', '/statements/:token.pdf', 'public', {
    summary:
      "The shared statement as a PDF, in the caller's language. 404 when the token is not one, was altered or has expired.",
    params: statementTokenParamsSchema,
    ok: { 200: z.string() },
    okType: 'application/pdf',
    preSerialized: true,
    // 503: this server lacks the fonts a PDF is written with (D93).
    errors: [404, 503],
  }),
  // tiffin plans (issue 26, docs/decisions/0089): anyone reads the active ones; the seller keeps the catalogue
  listPlans: entry('GET', '/plans', 'public', {
    summary:
      "The kitchen's active tiffin plans: what comes, slot, weekdays, prices in paise, skip cut-off and the earliest day a new subscription can start.",
    ok: { 200: plansResponseSchema },
  }),
  listSellerPlans: entry('GET', '/kitchen/plans', 'seller', {
    summary: 'Every tiffin plan of the kitchen, retired ones too, by name.',
    ok: { 200: plansResponseSchema },
  }),
  createPlan: entry('POST', '/plans', 'seller', {
    summary:
      'Adds a tiffin plan: the thali of the day (meal_id null) or one thali, in one slot on chosen weekdays, prices in paise.',
    body: createPlanBodySchema,
    ok: { 201: planAnswerSchema },
    // 409: an active plan has this name.
    errors: [409],
  }),
  updatePlan: entry('PATCH', '/plans/:id', 'seller', {
    summary:
      'Changes a tiffin plan from its next meal not yet cut. A retired plan takes only a new name or price a meal (409).',
    params: idParamsSchema,
    body: updatePlanBodySchema,
    ok: { 200: planAnswerSchema },
    // 409: an active plan has this name, or the plan is retired.
    errors: [409],
  }),
  retirePlan: entry('POST', '/plans/:id/retire', 'seller', {
    summary: 'Retires a tiffin plan: it takes no new subscribers and leaves the public list. A repeat keeps it so.',
    params: idParamsSchema,
    body: noBodySchema,
    ok: { 200: planAnswerSchema },
  }),
  // kitchen holidays (issue 26, docs/decisions/0092)
  declareHoliday: entry('POST', '/holidays', 'seller', {
    summary:
      'Declares a kitchen holiday: a day (today or later) off, whole or for one slot of the weekly plan, with a note. Its plan meals are not made or charged (any already made are cancelled and refunded) and the slot takes no orders that day. A repeat for the same day and slot answers the first holiday with 200.',
    body: declareHolidayBodySchema,
    ok: { 201: successSchema(declaredHolidayDataSchema), 200: successSchema(declaredHolidayDataSchema) },
    // 404: no such slot in the weekly plan.
    errors: [404],
  }),
  listHolidays: entry('GET', '/holidays', 'seller', {
    summary:
      "The kitchen's holidays from 30 days back on, by day: each with its day, the weekly plan's slot it takes off (id and name; null for the whole day) and its note. A holiday cannot be withdrawn (docs/decisions/0094).",
    ok: { 200: successSchema(holidaysDataSchema) },
  }),
  // subscriptions to tiffin plans, skips and pauses (issue 26, docs/decisions/0091): the household's own;
  // another household's subscription is 404, as for orders
  subscribeToPlan: entry('POST', '/subscriptions', 'customer', {
    summary:
      "Subscribes the caller's household to a tiffin plan from a start day: tiffins a meal (1-4), one of its addresses, diet notes, prepaid or monthly on account. A repeated Idempotency-Key answers the first subscription with 200.",
    headers: placeOrderHeadersSchema,
    body: subscribeBodySchema,
    ok: { 201: subscriptionAnswerSchema, 200: subscriptionAnswerSchema },
    // 404: no such plan, or not the caller's address; 409: the plan is retired, or monthly payment is not allowed.
    errors: [404, 409, 429],
  }),
  listMySubscriptions: entry('GET', '/subscriptions', 'customer', {
    summary:
      "The caller's subscriptions, newest first, each with its state, pause and coming meals for 14 days: each day planned, skipped, extra or paused, and until when it can still change.",
    ok: { 200: successSchema(subscriptionsDataSchema) },
  }),
  skipPlanMeal: entry('POST', '/subscriptions/:id/skip', 'customer', {
    summary:
      "Skips the meal of one day (`skip` true) or undoes that skip (false), until that meal's skip cut-off. 409 after it, or once the meal is being made.",
    params: idParamsSchema,
    body: skipPlanMealBodySchema,
    ok: { 200: subscriptionAnswerSchema },
    errors: [409, 429],
  }),
  changePlanDay: entry('POST', '/subscriptions/:id/day', 'customer', {
    summary:
      "Sets one meal day's extra tiffins (0-4, within the slot's cap) and/or another of the caller's addresses for that day (null: the subscription's own), until that meal's skip cut-off. 409 after it, on a skipped or paused day, or without room.",
    params: idParamsSchema,
    body: changePlanDayBodySchema,
    ok: { 200: subscriptionAnswerSchema },
    errors: [409, 429],
  }),
  pauseSubscription: entry('POST', '/subscriptions/:id/pause', 'customer', {
    summary:
      'Pauses the subscription from one day until another, both included (at most 90 days), from a day whose meal can still change (409 otherwise).',
    params: idParamsSchema,
    body: pauseSubscriptionBodySchema,
    ok: { 200: subscriptionAnswerSchema },
    errors: [409, 429],
  }),
  resumeSubscription: entry('POST', '/subscriptions/:id/resume', 'customer', {
    summary: 'Ends every pause of the subscription from the first day whose meal can still change.',
    params: idParamsSchema,
    body: noBodySchema,
    ok: { 200: subscriptionAnswerSchema },
    errors: [409, 429],
  }),
  endSubscription: entry('POST', '/subscriptions/:id/end', 'customer', {
    summary:
      'Ends the subscription: no meals from the first day whose meal can still change; a repeat keeps the first end.',
    params: idParamsSchema,
    body: noBodySchema,
    ok: { 200: subscriptionAnswerSchema },
    errors: [429],
  }),
  // the household's plan meal reminders (issue 26, docs/decisions/0095): one choice per household
  getPlanReminders: entry('GET', '/plan-reminders', 'customer', {
    summary: "The caller's choice of plan meal reminders: `evening_before`, a push the evening before each meal.",
    ok: { 200: successSchema(planRemindersDataSchema) },
  }),
  setPlanReminders: entry('PATCH', '/plan-reminders', 'customer', {
    summary:
      'Turns the evening-before reminder of every coming plan meal on or off: a web push naming the meal, its tiffins and the time skipping closes.',
    body: planRemindersBodySchema,
    ok: { 200: successSchema(planRemindersDataSchema) },
    errors: [429],
  }),
  listSubscribers: entry('GET', '/subscribers', 'seller', {
    summary:
      "Every subscription of the kitchen, active first: the household's mobile, plan, state, pause, tiffins, pay, address, diet notes and account balance in paise.",
    ok: { 200: successSchema(subscribersDataSchema) },
  }),
  listLostPlanMeals: entry('GET', '/plan-meals/lost', 'seller', {
    summary:
      'The plan meals households lost from 14 days back on (the slot had no room, the account was at its credit limit, or the server was down past the meal), most recent day first: each with the household (mobile, the name on its address), plan and slot, day and why.',
    ok: { 200: successSchema(lostPlanMealsDataSchema) },
  }),
  // UPI confirmed from the bank's own SMS (issue 27 part 1, docs/decisions/0097): the kitchen's phone
  // forwards what it receives; the seller names her bank's senders and the phone's signing key
  receiveGatewaySms: entry('POST', '/payments/sms', 'public', {
    summary:
      "SMS Gateway for Android's webhook: one event, signed with the kitchen's signing key (X-Signature, the hex HMAC-SHA256 of the raw body followed by X-Timestamp, Unix seconds within 5 minutes of the server's clock). A received SMS from one of the kitchen's bank senders is stored once per event id and, a credit, once per UPI reference; any other event or sender is answered and left alone. 401 when unsigned, wrongly signed or stale.",
    headers: gatewaySmsHeadersSchema,
    body: gatewaySmsEventSchema,
    ok: { 200: emptyAnswerSchema },
    errors: [401],
  }),
  getBankSmsSettings: entry('GET', '/payments/sms/settings', 'seller', {
    summary:
      "The kitchen's bank SMS settings: its bank senders, whether the phone's signing key is set (never the key), the address the phone forwards to, and whether this server's SMS gateway is the phone.",
    ok: { 200: successSchema(bankSmsSettingsDataSchema) },
  }),
  updateBankSmsSettings: entry('PATCH', '/payments/sms/settings', 'seller', {
    summary:
      "Sets the kitchen's bank senders (such as HDFCBK or SBIUPI; 'AD-HDFCBK' is kept as HDFCBK) and/or the signing key SMS Gateway shows (null removes it); answers the settings, without the key.",
    body: bankSmsSettingsPatchSchema,
    ok: { 200: successSchema(bankSmsSettingsDataSchema) },
  }),
  registerSmsWebhook: entry('POST', '/payments/sms/webhook', 'seller', {
    summary:
      "Asks the kitchen's phone (SMS Gateway for Android, the server's SMS gateway) to forward every SMS it receives to this server's `receiveGatewaySms`; answers the registration. A repeat replaces it. 409 when the phone is not the SMS gateway or the server is not on https; 503 when the phone does not answer or refuses.",
    body: noBodySchema,
    ok: { 200: successSchema(smsWebhookDataSchema) },
    errors: [409, 503],
  }),
  // 'Payments to match' (issue 27, docs/decisions/0098): credits no request's amount named, for the seller.
  listUnmatchedPayments: entry('GET', '/payments/unmatched', 'seller', {
    summary:
      "The newest payments to match (at most 100): credits from the kitchen's bank SMS that paid no UPI request by their amount, and SMS that looked like a credit but could not be read; and the orders awaiting a UPI payment, with the amounts they asked.",
    ok: { 200: successSchema(paymentsToMatchDataSchema) },
  }),
  matchPayment: entry('POST', '/payments/unmatched/:id/match', 'seller', {
    summary:
      "Assigns a payment to match to the order it paid: the order's money is recorded as collected by UPI (its open UPI request closes) and the payment leaves the list. 409 when the payment was matched or dismissed meanwhile, the order's UPI request was already paid by a credit of its exact amount, or the order is cancelled or a tiffin plan's meal.",
    params: idParamsSchema,
    body: matchPaymentBodySchema,
    ok: { 200: orderAnswerSchema },
    errors: [409],
  }),
  matchPaymentToTopUp: entry('POST', '/payments/unmatched/:id/topup', 'seller', {
    summary:
      "Assigns a payment to match to a household's top-up it paid (D99), open or past its life but unpaid: the credit's amount is added to the household's account as a UPI payment (once per bank reference), the top-up turns paid and the payment leaves the list. Answers the entry and the balance. 409 when the payment was matched or dismissed meanwhile, has no amount, the top-up is paid or replaced, or the account would hold more than it may.",
    params: idParamsSchema,
    body: matchPaymentToTopUpBodySchema,
    ok: { 200: recordedEntryAnswerSchema },
    errors: [409],
  }),
  dismissPayment: entry('POST', '/payments/unmatched/:id/not-mine', 'seller', {
    summary: "Marks a payment to match as not the kitchen's: it leaves the list. 409 when it was matched meanwhile.",
    params: idParamsSchema,
    body: noBodySchema,
    ok: { 200: successSchema(z.object({})) },
    errors: [409],
  }),
  // Receipts and reminders by WhatsApp (issue 27 part 3, docs/decisions/0101): the customer opts in, the seller
  // names the kitchen's WhatsApp Cloud API number, token and templates.
  getWhatsAppOptIn: entry('GET', '/users/whatsapp', 'customer', {
    summary:
      'Whether the caller gets receipts and reminders on WhatsApp (off until turned on), and whether the kitchen sends WhatsApp messages at all.',
    ok: { 200: successSchema(whatsAppOptInDataSchema) },
  }),
  updateWhatsAppOptIn: entry('PATCH', '/users/whatsapp', 'customer', {
    summary:
      "Turns the caller's WhatsApp receipts on or off. On, they go to the caller's mobile number in the language of the request (Accept-Language), instead of the web pushes for the same news; a message WhatsApp does not take falls back to the push.",
    body: whatsAppOptInBodySchema,
    ok: { 200: successSchema(whatsAppOptInDataSchema) },
  }),
  getWhatsAppSettings: entry('GET', '/notifications/whatsapp/settings', 'seller', {
    summary:
      "The kitchen's WhatsApp Cloud API settings: the phone number ID, whether the access token is set (never the token), the template name of each message, and whether messages go out.",
    ok: { 200: successSchema(whatsAppSettingsDataSchema) },
  }),
  updateWhatsAppSettings: entry('PATCH', '/notifications/whatsapp/settings', 'seller', {
    summary:
      "Sets the kitchen's WhatsApp phone number ID, access token (null removes either: messages stop) and/or template names; answers the settings, without the token.",
    body: whatsAppSettingsPatchSchema,
    ok: { 200: successSchema(whatsAppSettingsDataSchema) },
  }),
  // Online payment through the kitchen's gateway, Razorpay (issue 27 part 2, docs/decisions/0100).
  createOnlinePayment: entry('POST', '/payments/online', 'customer', {
    summary:
      "Asks the kitchen's payment gateway for a payment, for one of the caller's orders awaiting online payment (`order_id`: its bill) or a top-up of their household account (`topup_paise`); answers what the gateway's checkout needs (the public key id, the gateway's order id and amount), never a secret. The same order asked again answers its open payment. Only the gateway's signed webhook confirms it. 404 for another's order, 409 when online payment is not offered or the order is not awaiting payment, 503 when the gateway does not answer (nothing is cooked unpaid).",
    body: createOnlinePaymentBodySchema,
    ok: { 200: successSchema(onlinePaymentDataSchema).meta({ id: 'OnlinePaymentAnswer' }) },
    errors: [404, 409, 429, 503],
  }),
  getOrderPayment: entry('GET', '/order/:id/payment', 'customer', {
    summary:
      "Where the caller's order's online payment is: awaiting, paid, refunding, refunded or refund failed (none for an order not paid online), with the amount paid and when it was refunded.",
    params: idParamsSchema,
    ok: { 200: successSchema(onlinePaymentStateDataSchema) },
  }),
  receivePaymentWebhook: entry('POST', '/payments/gateway/webhook', 'public', {
    summary:
      "The payment gateway's webhook (Razorpay): one event, signed with the kitchen's webhook secret (X-Razorpay-Signature, the hex HMAC-SHA256 of the raw body), processed once per X-Razorpay-Event-Id. payment.captured and order.paid confirm a payment (the order goes to the kitchen, or the top-up is credited; a payment for an order given up is refunded); refund.processed records a refund. Any other event is answered and left alone. 401 when unsigned or wrongly signed.",
    headers: paymentWebhookHeadersSchema,
    body: paymentWebhookEventSchema,
    ok: { 200: emptyAnswerSchema },
    errors: [401],
  }),
  getGatewaySettings: entry('GET', '/payments/gateway/settings', 'seller', {
    summary:
      "The kitchen's payment gateway settings: the key id, whether the key secret and the webhook secret are set (never the secrets), whether online payment is offered, and the webhook's address.",
    ok: { 200: successSchema(gatewaySettingsDataSchema) },
  }),
  updateGatewaySettings: entry('PATCH', '/payments/gateway/settings', 'seller', {
    summary:
      "Sets the gateway's key id, key secret and/or webhook secret (null removes one); answers the settings, without the secrets.",
    body: gatewaySettingsPatchSchema,
    ok: { 200: successSchema(gatewaySettingsDataSchema) },
  }),
  // Ingredients, recipes, plate costs and the market list (issue 28 part 3, docs/decisions/0109, 0110).
  listIngredients: entry('GET', '/ingredients', 'seller', {
    summary:
      "The kitchen's ingredients by name: unit, the pack the seller buys in (thousandths of the unit), diet tags, the price of a unit today and the next one set (paise).",
    ok: { 200: successSchema(ingredientsDataSchema) },
  }),
  saveIngredient: entry('POST', '/ingredients', 'seller', {
    summary:
      'Adds an ingredient (201), or with _id changes its names, pack and diet tags (200). 409 when another has the name, or for another unit than its own (a unit never changes).',
    body: saveIngredientBodySchema,
    ok: { 200: successSchema(ingredientDataSchema), 201: successSchema(ingredientDataSchema) },
    errors: [404, 409],
  }),
  setIngredientPrice: entry('POST', '/ingredients/:id/prices', 'seller', {
    summary:
      'Adds the price of one unit (paise) from a kitchen day on; earlier days keep their price. Answers the ingredient.',
    params: idParamsSchema,
    body: setIngredientPriceBodySchema,
    ok: { 200: successSchema(ingredientDataSchema) },
  }),
  getItemDietTags: entry('GET', '/recipes/diet-tags', 'seller', {
    summary:
      "Each thali and dish whose plate has an ingredient tagged onion, garlic, root vegetable, egg or meat, with those ingredients: what an order's diet notes are held against.",
    ok: { 200: successSchema(itemDietTagsDataSchema) },
  }),
  getRecipe: entry('GET', '/recipes/:kind/:id', 'seller', {
    summary:
      "A thali's or dish's recipe (its lines, a thali's dishes with theirs) and what a plate costs today, with its margin (paise).",
    params: recipeParamsSchema,
    ok: { 200: successSchema(recipeDataSchema) },
  }),
  saveRecipe: entry('POST', '/recipes/:kind/:id', 'seller', {
    summary:
      "Replaces a thali's or dish's recipe (ingredients and quantity a plate, thousandths of the unit) at once. Answers the recipe and its cost.",
    params: recipeParamsSchema,
    body: saveRecipeBodySchema,
    ok: { 200: successSchema(recipeDataSchema) },
  }),
  listPlateCosts: entry('GET', '/plate-costs', 'seller', {
    summary: 'What a plate of each thali and dish with a recipe costs today, and its margin (paise).',
    ok: { 200: successSchema(plateCostsDataSchema) },
  }),
  getMarketList: entry('GET', '/market-list', 'seller', {
    summary:
      "What to buy for a kitchen day (default tomorrow): the plates of its orders, plan meals and the seller's estimate, each ingredient needed rounded up to whole packs, with the estimated cost (paise).",
    query: marketListQuerySchema,
    ok: { 200: successSchema(marketListDataSchema) },
  }),
  getFoodCost: entry('GET', '/income/food-cost', 'seller', {
    summary:
      "The cost of food sold for the Income page's query and orders (every figure but cancelled): orders, their amount (whole rupees), plates, and what they cost at each day's prices (paise).",
    query: incomeQuerySchema,
    ok: { 200: successSchema(foodCostDataSchema) },
  }),
  saveMarketEstimate: entry('POST', '/market-list/estimates', 'seller', {
    summary:
      "Sets the plates the seller expects on a kitchen day beyond orders and plan meals, per thali or dish; answers that day's market list.",
    body: saveMarketEstimateBodySchema,
    ok: { 200: successSchema(marketListDataSchema) },
  }),
} satisfies Record<string, ContractEntry>;

/** The name of a route in the table. */
export type RouteName = keyof typeof contract;
/** The whole table's type, for code that reads it by name (the web app imports only this type). */
export type Contract = typeof contract;

/** Every entry of the table, with its name. */
export const contractEntries: readonly (ContractEntry & { name: RouteName })[] = Object.entries(contract).map(
  ([name, value]) => ({ ...value, name: name as RouteName }),
);

/** A route's key as clients name it: its method and path, `'PATCH /order/:id'`. */
export type RouteKey = { [N in RouteName]: `${Contract[N]['method']} ${Contract[N]['path']}` }[RouteName];

/** The table's entry for a route key. */
export type EntryAt<K extends RouteKey> = {
  [N in RouteName]: `${Contract[N]['method']} ${Contract[N]['path']}` extends K ? Contract[N] : never;
}[RouteName];

/** What a client sends as a route's JSON body (the schema's input), or never when it takes none. */
export type BodyOf<E extends ContractEntry> = E['body'] extends z.ZodType ? z.input<E['body']> : never;

/** A route's success answers as a client reads them (the whole JSON, envelope included); no bodiless 304. */
export type AnswerOf<E extends ContractEntry> = Exclude<
  { [S in keyof E['ok']]: E['ok'][S] extends z.ZodType ? z.output<E['ok'][S]> : never }[keyof E['ok']],
  void | undefined
>;

/** The names of a path's `:name` parameters: `/order/:id` gives 'id', `/statements/:token.pdf` 'token'. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}.${string}`
    ? Name
    : P extends `${string}:${infer Name}`
      ? Name
      : never;
