import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH } from '@rasoi/domain/constants';
import { localDateAt } from '@rasoi/domain/slot-dates';
import { contractEntries, type ContractEntry, type RouteName } from '@rasoi/domain/contract';
import { apiRoutes } from '../../test/fuzz/fuzz-harness.ts';
import { newId } from '../lib/crypto.ts';
import { buildTestApp, UNREACHABLE_PUSH_ORIGIN, type TestApp } from '../../test/build-test-app.ts';
import {
  addressBody,
  call,
  logIn,
  newMobile,
  newRemoteAddress,
  readMenu,
  type Answer,
} from '../../test/api-helpers.ts';
import { newCustomer, placeTestOrder, type TestCustomer } from '../../test/orders.ts';
import { deliveredOrder } from '../../test/ratings.ts';
import { newTestSubscription } from '../../test/push-service.ts';
import { routeTableDrift, rowsMissing } from '../../test/route-coverage.ts';
import { findOrCreateSeller, sellerLogIn, TEST_SELLER_PIN } from '../../test/sellers.ts';
import { setKitchenOpen } from '../modules/kitchen/kitchen/kitchen-queries.ts';
import { insertCoupon } from '../modules/ordering/coupons/coupon-queries.ts';

/**
 * Who may call what (docs/decisions/p01, issue 3): one row per route of the contract table (issue 12,
 * D37), by its name, one expected status per caller. Customer B probes customer A's order, address and
 * coupon; B must learn nothing (404). The type demands a row for every route of the table; a route the
 * app registers under /api/v1 without a table entry fails the test, and so does a row naming no route.
 */
type Caller = 'anonymous' | 'customerA' | 'customerB' | 'seller';
const CALLERS: Caller[] = ['anonymous', 'customerA', 'customerB', 'seller'];

type Fixtures = {
  a: TestCustomer;
  b: TestCustomer;
  seller: { token: string; mobile: string };
  /** A's orders: one for reading, one per caller that may move it (only the seller can). */
  orderOfA: string;
  orderToMove: string;
  /** A's delivered order, which only A may rate (issue 15, D56). */
  deliveredOfA: string;
  /** A's order that A cancels (issue 15); the seller's cancel after A's is then refused. */
  orderToCancel: string;
  couponOfA: string;
  dish: string;
  meal: string;
  mealToDelete: string;
  png: Buffer;
  /** A's shared statement link's token (D93): anyone holding it reads that statement. */
  statementToken: string;
};

/** What to send to one route of the contract table, and the status each caller must get. */
type Row = {
  /** The URL to call (defaults to the table's path), and the JSON body. */
  url?: (f: Fixtures) => string;
  body?: (f: Fixtures) => unknown;
  /** Send a one-image multipart form instead of JSON. */
  upload?: true;
  /** Use a second session of each caller (for logout, which ends the session it is called with). */
  spareSession?: true;
  /** The success is bytes of this type, not the envelope (the menu picture, issue 15; a statement PDF, D93). */
  binary?: 'image/png' | 'application/pdf' | 'text/csv';
  expect: Record<Caller, number>;
};

const open = (status: number) => ({ anonymous: status, customerA: status, customerB: status, seller: status });
const loggedIn = (status: number) => ({ anonymous: 401, customerA: status, customerB: status, seller: status });
const sellerOnly = (status: number) => ({ anonymous: 401, customerA: 403, customerB: 403, seller: status });

const MATRIX: Record<RouteName, Row> = {
  // auth: open to everyone; what they answer depends on the body, not the caller
  sendOtp: { body: () => ({ mobile: newMobile() }), expect: open(200) },
  logIn: { body: () => ({ mobile: newMobile(), otp: '1234' }), expect: open(400) },
  sellerLogIn: { body: (f) => ({ mobile: f.seller.mobile, pin: TEST_SELLER_PIN }), expect: open(200) },
  logOut: { body: () => ({}), spareSession: true, expect: loggedIn(200) },
  // the seller's PIN (issue 13, D41): a wrong current PIN changes nothing, so later rows keep the PIN
  changePin: { body: () => ({ currentPin: '0000', newPin: '1357' }), expect: sellerOnly(400) },
  finishSetup: { body: () => ({}), expect: sellerOnly(200) },
  resetPin: { body: () => ({ mobile: newMobile(), otp: '1234', newPin: '1357' }), expect: open(400) },
  // the menu and the kitchen state: anyone may read
  listMeals: { expect: open(200) },
  listDishes: { expect: open(200) },
  getKitchen: { expect: open(200) },
  // today's menu picture (issue 15, D58): public and read-only
  getMenuPicture: { binary: 'image/png', expect: open(200) },
  // a customer's own things
  getProfile: { expect: loggedIn(200) },
  listAddresses: { expect: loggedIn(200) },
  createAddress: { body: () => addressBody(), expect: loggedIn(201) },
  listMyOrders: { expect: loggedIn(200) },
  placeOrder: {
    // Everyone orders to A's address: only A may.
    body: (f) => ({ meals: [{ meal_id: f.meal, quantity: 2 }], address: f.a.addressId }),
    expect: { anonymous: 401, customerA: 201, customerB: 404, seller: 404 },
  },
  getOrder: {
    url: (f) => `/order/${f.orderOfA}`,
    expect: { anonymous: 401, customerA: 200, customerB: 404, seller: 200 },
  },
  // Any session may call; B learns nothing of A's order; the seller finds it cancelled by A already (409).
  cancelOrder: {
    url: (f) => `/order/${f.orderToCancel}/cancel`,
    body: () => ({ reason: 'Ordered by mistake' }),
    expect: { anonymous: 401, customerA: 200, customerB: 404, seller: 409 },
  },
  // The order's bill (issue 28, D107): A's delivered order has one; B learns nothing of it.
  getOrderBill: {
    url: (f) => `/order/${f.deliveredOfA}/bill`,
    expect: { anonymous: 401, customerA: 200, customerB: 404, seller: 200 },
  },
  getOrderBillPdf: {
    url: (f) => `/order/${f.deliveredOfA}/bill.pdf`,
    binary: 'application/pdf',
    expect: { anonymous: 401, customerA: 200, customerB: 404, seller: 200 },
  },
  listCoupons: { expect: loggedIn(200) },
  scratchCoupon: {
    url: (f) => `/coupon/${f.couponOfA}`,
    body: () => ({ is_scratched: true }),
    expect: { anonymous: 401, customerA: 200, customerB: 404, seller: 404 },
  },
  // live updates and web push (issue 5): the stream takes a ticket, never a bearer token, so without
  // one it refuses everyone alike
  createEventTicket: { expect: loggedIn(200) },
  openEventStream: { expect: open(401) },
  getVapidPublicKey: { expect: open(200) },
  savePushSubscription: {
    body: () => ({ fcmToken: newTestSubscription(`${UNREACHABLE_PUSH_ORIGIN}/send/${newId()}`).subscription }),
    expect: loggedIn(200),
  },
  // the seller's calls
  // 'Notify me' (issue 'The kitchen's day'): any logged-in caller; the kitchen is open here, so nobody waits
  requestKitchenNotice: { expect: loggedIn(200) },
  listSellerOrders: { expect: sellerOnly(200) },
  listBills: { url: () => '/bills?month=2026-04', expect: sellerOnly(200) },
  exportBills: { url: () => '/bills/export.csv?month=2026-04', binary: 'text/csv', expect: sellerOnly(200) },
  getBooks: { expect: sellerOnly(200) },
  updateBooksSettings: { body: () => ({ upi_personal_month: 20_000_000 }), expect: sellerOnly(200) },
  getCouponSummary: { expect: sellerOnly(200) },
  changeOrderStatus: {
    url: (f) => `/order/${f.orderToMove}`,
    body: () => ({ status: 'Out For Delivery' }),
    expect: sellerOnly(200),
  },
  acknowledgeOrder: { url: (f) => `/order/${f.orderOfA}/acknowledge`, expect: sellerOnly(200) },
  // UPI on delivery (issue 15, D53): A's order is cash, so A passes the guard and is told so (400); anyone
  // else's claim on it is a missing order. Collecting and the Income page are the seller's.
  claimOrderPaid: {
    url: (f) => `/order/${f.orderOfA}/paid`,
    expect: { anonymous: 401, customerA: 400, customerB: 404, seller: 404 },
  },
  // A's order is cash: A is told there is no UPI amount (400); anyone else's ask is a missing order.
  requestUpiPayment: {
    url: (f) => `/order/${f.orderOfA}/upi`,
    expect: { anonymous: 401, customerA: 400, customerB: 404, seller: 404 },
  },
  collectOrder: {
    url: (f) => `/order/${f.orderOfA}/collect`,
    body: () => ({ method: 'cash' }),
    expect: sellerOnly(200),
  },
  getIncome: { url: () => '/income?timeFrame=2', expect: sellerOnly(200) },
  listIncomeOrders: { url: () => '/income/orders?figure=cash&timeFrame=2', expect: sellerOnly(200) },
  listCustomers: { expect: sellerOnly(200) },
  getStats: { url: () => '/stats?timeFrame=2', expect: sellerOnly(200) },
  createMeal: { body: (f) => mealBody(f.dish), expect: sellerOnly(201) },
  changeMeal: { url: (f) => `/meal/${f.meal}`, body: () => ({ tag: 'quick' }), expect: sellerOnly(200) },
  deleteMeal: { url: (f) => `/meal/${f.mealToDelete}`, expect: sellerOnly(200) },
  createDish: { body: () => dishBody(), expect: sellerOnly(201) },
  changeDish: { url: (f) => `/dish/${f.dish}`, body: () => ({ is_show: true }), expect: sellerOnly(200) },
  setKitchenOpen: { body: () => ({ is_open: true }), expect: sellerOnly(200) },
  updateKitchenSettings: { body: () => ({ order_eta_minutes: 30 }), expect: sellerOnly(200) },
  uploadImages: { upload: true, expect: sellerOnly(201) },
  // meal slots (issue 14): anyone reads a day's slots; the plan and one day's changes are the seller's
  listSlots: { expect: open(200) },
  getSlotPlan: { expect: sellerOnly(200) },
  saveSlotPlan: { body: () => ({ slots: [] }), expect: sellerOnly(200) },
  changeSlot: {
    url: () => '/slots/0123456789abcdef01234567',
    body: () => ({ is_open: false }),
    expect: sellerOnly(404),
  },
  // the kitchen's day (issue 14): the seller's own views of a day's orders
  getPrepSheet: { expect: sellerOnly(200) },
  // The kitchen ticket (issue 28, D111): the seller's only; a customer may not read even their own.
  getKitchenTicket: { url: (f) => `/order/${f.orderOfA}/ticket`, expect: sellerOnly(200) },
  getDeliveryRun: { url: () => '/delivery-run?date=2026-11-26', expect: sellerOnly(200) },
  // the day's menu (issue 14): anyone reads a slot's menu; changing and copying are the seller's
  getSlotMenu: { url: () => '/slots/0123456789abcdef01234567/menu', expect: open(404) },
  saveSlotMenu: {
    url: () => '/slots/0123456789abcdef01234567/menu',
    body: () => ({ meal_ids: [], dish_ids: [] }),
    expect: sellerOnly(404),
  },
  // A kitchen without slots has nothing to copy: 400 for the seller, after the guard.
  copyDayMenu: { body: () => ({ from: '2999-01-01', to: '2999-01-08' }), expect: sellerOnly(400) },
  // phone orders (issue 14): only the seller enters an order for a customer's number
  placePhoneOrder: {
    body: (f) => ({
      mobile: newMobile(),
      address: phoneAddress(),
      meals: [{ meal_id: f.meal, quantity: 2 }],
    }),
    expect: sellerOnly(201),
  },
  // ratings (issue 15, D56): only A rates A's delivered order (B and the seller learn nothing: 404); the
  // seller reads the reviews
  rateOrder: {
    url: (f) => `/order/${f.deliveredOfA}/rating`,
    body: () => ({ stars: 4, comment: 'Good dal' }),
    expect: { anonymous: 401, customerA: 201, customerB: 404, seller: 404 },
  },
  listReviews: { expect: sellerOnly(200) },
  // household accounts (issue 26, D88): only the seller records and sets terms, for A's account; a
  // customer reads only their own account (the session names it: there is no id to name another's).
  recordAccountPayment: {
    url: (f) => `/accounts/${f.a.userId}/entries`,
    body: () => ({ kind: 'payment', method: 'cash', amount_paise: 10_000 }),
    expect: sellerOnly(201),
  },
  listAccounts: { url: () => '/accounts?only=dues', expect: sellerOnly(200) },
  updateAccountTerms: {
    url: (f) => `/accounts/${f.a.userId}`,
    body: () => ({ credit_limit_paise: 50_000, on_account_allowed: true }),
    expect: sellerOnly(200),
  },
  getMyAccount: { expect: loggedIn(200) },
  // a top-up by UPI (issue 27, D99): each caller opens their own account's request
  requestTopUp: { body: () => ({ amount_paise: 50_000 }), expect: loggedIn(200) },
  getAccountStatement: { url: () => '/account/statement?month=2026-04', expect: loggedIn(200) },
  // the statement's PDF and a link to it (D93): each caller's own; the link opens for anyone holding it
  getAccountStatementPdf: {
    url: () => '/account/statement.pdf?month=2026-04',
    binary: 'application/pdf',
    expect: loggedIn(200),
  },
  shareAccountStatement: { body: () => ({ month: '2026-04' }), expect: loggedIn(200) },
  getSharedStatement: { url: (f) => `/statements/${f.statementToken}`, expect: open(200) },
  getSharedStatementPdf: {
    url: (f) => `/statements/${f.statementToken}.pdf`,
    binary: 'application/pdf',
    expect: open(200),
  },
  // tiffin plans (issue 26, D89): anyone reads the active plans; the catalogue and its changes are the
  // seller's (the kitchen has no slot by that id: 400 after the guard; no plan by that id: 404)
  listPlans: { expect: open(200) },
  listSellerPlans: { expect: sellerOnly(200) },
  createPlan: {
    body: () => ({
      name: 'Matrix tiffin',
      meal_id: null,
      slot_id: '0123456789abcdef01234567',
      weekdays: [0],
      meal_price_paise: 9_000,
    }),
    expect: sellerOnly(400),
  },
  updatePlan: {
    url: () => '/plans/0123456789abcdef01234567',
    body: () => ({ meal_price_paise: 9_500 }),
    expect: sellerOnly(404),
  },
  retirePlan: { url: () => '/plans/0123456789abcdef01234567/retire', body: () => ({}), expect: sellerOnly(404) },
  // subscriptions (issue 26, D91): any session, for its own household only; no plan or subscription by
  // these ids (404 after the guard; another household's real subscription is 404 in subscriptions.test.ts)
  subscribeToPlan: {
    body: (f) => ({
      plan_id: '0123456789abcdef01234567',
      start_day: '2030-01-07',
      tiffins: 1,
      address_id: f.a.addressId,
      pay: 'prepaid',
    }),
    expect: loggedIn(404),
  },
  listMySubscriptions: { expect: loggedIn(200) },
  // plan meal reminders (issue 26, D95): any session, its own household's choice
  getPlanReminders: { expect: loggedIn(200) },
  setPlanReminders: { body: () => ({ evening_before: true }), expect: loggedIn(200) },
  skipPlanMeal: {
    url: () => '/subscriptions/0123456789abcdef01234567/skip',
    body: () => ({ day: '2030-01-07', skip: true }),
    expect: loggedIn(404),
  },
  changePlanDay: {
    url: () => '/subscriptions/0123456789abcdef01234567/day',
    body: () => ({ day: '2030-01-07', extra_tiffins: 1 }),
    expect: loggedIn(404),
  },
  pauseSubscription: {
    url: () => '/subscriptions/0123456789abcdef01234567/pause',
    body: () => ({ from: '2030-01-07', until: '2030-01-10' }),
    expect: loggedIn(404),
  },
  resumeSubscription: {
    url: () => '/subscriptions/0123456789abcdef01234567/resume',
    body: () => ({}),
    expect: loggedIn(404),
  },
  endSubscription: {
    url: () => '/subscriptions/0123456789abcdef01234567/end',
    body: () => ({}),
    expect: loggedIn(404),
  },
  listSubscribers: { expect: sellerOnly(200) },
  // A slot the weekly plan does not have, on the kitchen's today: the seller's answer writes nothing.
  declareHoliday: {
    body: () => ({ day: localDateAt(new Date(), 'Asia/Kolkata'), slot_id: '0123456789abcdef01234567' }),
    expect: sellerOnly(404),
  },
  // the holidays and the lost plan meals (issue 26, D94): the seller's lists
  listHolidays: { expect: sellerOnly(200) },
  listLostPlanMeals: { expect: sellerOnly(200) },
  // UPI from the bank's SMS (issue 27 part 1, D97): the phone's webhook is open but signed, and this kitchen
  // has no signing key, so every caller is refused alike (401). The bank settings are the seller's; the
  // phone is not this server's SMS gateway, so the seller's registration is refused after the guard (409).
  receiveGatewaySms: {
    body: () => ({ id: 'matrix-event', event: 'sms:received', payload: { message: 'x', phoneNumber: 'AD-HDFCBK' } }),
    expect: open(401),
  },
  // Online payment (D100): without the gateway's keys every caller is told it is not offered.
  createOnlinePayment: {
    body: (f) => ({ order_id: f.orderOfA }),
    expect: { anonymous: 401, customerA: 409, customerB: 409, seller: 409 },
  },
  getOrderPayment: {
    url: (f) => `/order/${f.orderOfA}/payment`,
    expect: { anonymous: 401, customerA: 200, customerB: 404, seller: 404 },
  },
  receivePaymentWebhook: {
    body: () => ({ entity: 'event', event: 'payment.captured', payload: {}, created_at: 1 }),
    expect: open(401),
  },
  getGatewaySettings: { expect: sellerOnly(200) },
  updateGatewaySettings: { body: () => ({ key_id: 'rzp_test_AbCdEf123456' }), expect: sellerOnly(200) },
  getBankSmsSettings: { expect: sellerOnly(200) },
  updateBankSmsSettings: { body: () => ({ bank_sms_senders: ['HDFCBK'] }), expect: sellerOnly(200) },
  registerSmsWebhook: { body: () => ({}), expect: sellerOnly(409) },
  // Payments to match (D98): the seller's; a payment that is not there is 404 to her.
  listUnmatchedPayments: { expect: sellerOnly(200) },
  matchPayment: {
    url: () => '/payments/unmatched/0123456789abcdef01234567/match',
    body: (f) => ({ order_id: f.orderOfA }),
    expect: sellerOnly(404),
  },
  matchPaymentToTopUp: {
    url: () => '/payments/unmatched/0123456789abcdef01234567/topup',
    body: () => ({ request_id: '0123456789abcdef01234567' }),
    expect: sellerOnly(404),
  },
  dismissPayment: { url: () => '/payments/unmatched/0123456789abcdef01234567/not-mine', expect: sellerOnly(404) },
  // WhatsApp receipts (issue 27 part 3, D101): a customer's own opt-in (any session: the seller's own
  // number may opt in too); the kitchen's Cloud API settings are the seller's.
  getWhatsAppOptIn: { expect: loggedIn(200) },
  updateWhatsAppOptIn: { body: () => ({ whatsapp_receipts: true }), expect: loggedIn(200) },
  getWhatsAppSettings: { expect: sellerOnly(200) },
  updateWhatsAppSettings: { body: () => ({ phone_number_id: '106540352242922' }), expect: sellerOnly(200) },
  // ingredients, recipes, plate costs and the market list (issue 28 part 3, D109, D110): the seller's own
  listIngredients: { expect: sellerOnly(200) },
  saveIngredient: {
    body: () => ({ _id: '0123456789abcdef01234567', name: 'Matrix salt', unit: 'kg', pack_milli: 1000 }),
    expect: sellerOnly(404),
  },
  setIngredientPrice: {
    url: () => '/ingredients/0123456789abcdef01234567/prices',
    body: () => ({ price_paise: 2_000, from_day: '2026-12-01' }),
    expect: sellerOnly(404),
  },
  getItemDietTags: { expect: sellerOnly(200) },
  getRecipe: { url: (f) => `/recipes/meal/${f.meal}`, expect: sellerOnly(200) },
  saveRecipe: { url: (f) => `/recipes/dish/${f.dish}`, body: () => ({ lines: [] }), expect: sellerOnly(200) },
  listPlateCosts: { expect: sellerOnly(200) },
  getMarketList: { expect: sellerOnly(200) },
  getFoodCost: { expect: sellerOnly(200) },
  saveMarketEstimate: {
    body: (f) => ({ date: '2026-12-08', items: [{ kind: 'meal', item_id: f.meal, plates: 0 }] }),
    expect: sellerOnly(200),
  },
};

/** A phone order's new address (issue 14): the address form without the receiver's mobile. */
function phoneAddress() {
  const { reciever_mobile: _mobile, ...address } = addressBody();
  return address;
}

let t: TestApp;
let f: Fixtures;
let tokens: Record<Exclude<Caller, 'anonymous'>, string>;

beforeAll(async () => {
  t = await buildTestApp();
  const [a, b] = [await newCustomer(t), await newCustomer(t)];
  const seller = await findOrCreateSeller(t);
  const menu = await readMenu(t);
  const meal = menu.meals.find((m) => m.is_active)!._id;
  const couponOfA = newId();
  await insertCoupon(t.db, {
    id: couponOfA,
    user_id: a.userId,
    name: 'RASOI10',
    off: 10,
    expires_at: '2999-01-01T00:00:00.000Z',
    is_used: 0,
    is_scratched: 0,
    description_text: 'Upto 20% Off',
    won_with_order_id: null,
    used_by_order_id: null,
    created_at: new Date().toISOString(),
  });
  const created = await call(t, 'POST', '/meal', { token: seller.token, body: mealBody(menu.dishes[0]!._id) });
  f = {
    a,
    b,
    seller,
    orderOfA: (await placeTestOrder(t, a))._id,
    orderToMove: (await placeTestOrder(t, a))._id,
    deliveredOfA: await deliveredOrder(t, a, seller.token),
    orderToCancel: (await placeTestOrder(t, a))._id,
    couponOfA,
    dish: menu.dishes[0]!._id,
    meal,
    mealToDelete: created.body.data.meal._id,
    png: await sharp({ create: { width: 40, height: 40, channels: 3, background: 'orange' } })
      .png()
      .toBuffer(),
    statementToken: new URL(
      (await call(t, 'POST', '/account/statement/share', { token: a.token, body: { month: '2026-04' } })).body.data.url,
    ).pathname.split('/')[2]!,
  };
  tokens = { customerA: a.token, customerB: b.token, seller: seller.token };
});
afterAll(async () => {
  await t.close();
});

describe('the authorization matrix', () => {
  it('has one row per route of the contract table, which holds exactly the routes the app registers', () => {
    expect(routeTableDrift(apiRoutes(t.app))).toEqual([]);
    expect(rowsMissing(MATRIX)).toEqual([]);
  });

  it('fails for a route registered without a table entry, and for an entry without a row', () => {
    expect(routeTableDrift([...apiRoutes(t.app), `DELETE ${API_BASE_PATH}/address/:id`])).toEqual([
      `not in the contract table: DELETE ${API_BASE_PATH}/address/:id`,
    ]);
    const newEntry = { name: 'deleteAddress', method: 'DELETE', path: '/address/:id' } as const;
    expect(rowsMissing(MATRIX, [...contractEntries, newEntry])).toEqual([
      'no row for deleteAddress (DELETE /address/:id)',
    ]);
  });

  it('expects what each route’s role in the table means: 401 without a session, 403 for a customer on the seller’s', () => {
    for (const entry of contractEntries) {
      const expected = MATRIX[entry.name].expect;
      if (entry.role !== 'public') expect(expected.anonymous, entry.name).toBe(401);
      if (entry.role === 'seller') expect([expected.customerA, expected.customerB], entry.name).toEqual([403, 403]);
      if (entry.role === 'public') expect(expected.anonymous, entry.name).not.toBe(403);
    }
  });

  it.each(contractEntries.map((entry) => [`${entry.method} ${entry.path}`, entry] as const))(
    '%s',
    async (_name, entry) => {
      const row = MATRIX[entry.name];
      const seen: Partial<Record<Caller, number>> = {};
      // The seller goes last: a refused call changes nothing, the seller's may (a status move, a delete).
      for (const caller of CALLERS) {
        const answer = await send(entry, row, caller);
        seen[caller] = answer.status;
        // Every status a route answers is one its contract entry lists (issue 12).
        expect(Object.keys(entry.responses), `${caller}: ${answer.status}`).toContain(String(answer.status));
        if (answer.status >= 400) expect(answer.body).toEqual({ status: 'error', data: expect.any(String) });
        else if (row.binary)
          // The media type, its parameters aside (the CSV says its charset).
          expect(String(answer.headers['content-type']).split(';')[0]).toBe(row.binary);
        else expect(answer.body).toMatchObject({ status: 'success' });
      }
      expect(seen).toEqual(row.expect);
      await setKitchenOpen(t.db, true, new Date());
    },
  );
});

async function send(entry: ContractEntry, row: Row, caller: Caller): Promise<Answer> {
  let token = caller === 'anonymous' ? undefined : tokens[caller];
  if (row.spareSession && caller !== 'anonymous') {
    token =
      caller === 'seller'
        ? (await sellerLogIn(t, f.seller.mobile)).token
        : (await logIn(t, caller === 'customerA' ? f.a.mobile : f.b.mobile)).token;
  }
  const url = row.url?.(f) ?? entry.path;
  if (row.upload) {
    const boundary = 'matrix-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      f.png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await t.app.inject({
      method: entry.method,
      url: `${API_BASE_PATH}${url}`,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload,
    });
    return { status: response.statusCode, headers: response.headers, body: response.json() };
  }
  const body = row.body?.(f);
  return call(t, entry.method, url, {
    ...(token ? { token } : {}),
    ...(body === undefined ? {} : { body }),
    remoteAddress: newRemoteAddress(),
  });
}

function mealBody(dishId: string) {
  return {
    category: 'Mini Thali',
    name: 'Matrix Thali',
    cost_price: 50,
    selling_price: 120,
    actual_price: 150,
    dishes: [dishId],
  };
}

function dishBody() {
  return { name: 'Matrix Dal', selling_price: 60, category: 'sabzi-gravy', sub_category: 'regular' };
}
