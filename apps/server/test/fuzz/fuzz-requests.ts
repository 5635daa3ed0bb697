import fc from 'fast-check';
import {
  DISH_CATEGORIES,
  DISH_SUB_CATEGORIES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  TAGS,
  THALI_CATEGORIES,
  UPLOAD_FIELD,
} from '@rasoi/domain/constants';
import { contractEntries, type ContractEntry, type RouteName } from '@rasoi/domain/contract';
import english from '../../../../packages/domain/messages/en.json' with { type: 'json' };
import hindi from '../../../../packages/domain/messages/hi.json' with { type: 'json' };

/**
 * Property-based requests for every /api/v1 route of the contract table (issue 7, issue 12): bodies,
 * path parameters, query strings and headers that are wrong types, huge, unicode, deeply nested,
 * prototype-pollution keys, negative and fractional numbers, sent as an anonymous visitor, a customer, the seller or a forged token.
 * Each route has a template of plausible fields so the junk also reaches the checks behind validation.
 */

/** Who sends a request: a real session of each role, none, or a well-formed token that names no session. */
export type FuzzCaller = 'anonymous' | 'customer' | 'seller' | 'forged';

/** Real ids the requests may name, so some reach the handlers rather than stopping at a 404. */
export type FuzzFixtures = {
  orderId: string;
  couponId: string;
  mealId: string;
  /** A thali of its own for DELETE /meal/:id, so deleting it leaves `mealId` to the other routes. */
  spareMealId: string;
  dishId: string;
  addressId: string;
  customerMobile: string;
  /** The fuzz customer's user id: the household account the seller's account routes name (issue 26). */
  customerId: string;
  sellerMobile: string;
  /** Tomorrow's slot of the fuzz kitchen's plan (issue 14). */
  slotId: string;
  /** The weekly slot plan's entry that slot is made from, which tiffin plans are served in (issue 26). */
  slotEntryId: string;
  /** A tiffin plan of the fuzz kitchen (issue 26). */
  planId: string;
  /** The fuzz customer's subscription to that plan (issue 26, D91). */
  subscriptionId: string;
};

/** One generated request, ready for `app.inject`. */
export type FuzzRequest = {
  /** The route it targets, as registered: `POST /api/v1/order/create-cod-order`. */
  route: string;
  caller: FuzzCaller;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
};

type Fields = Record<string, fc.Arbitrary<unknown>>;

/** What a route takes besides its path: plausible body fields, query fields, and whether the body is a file form. */
type RouteShape = { body?: Fields; query?: Fields; upload?: true; headers?: Fields };

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

const mobile = fc.stringMatching(/^[6-9]\d{9}$/);
const digits = (n: number) => fc.stringMatching(new RegExp(`^\\d{${n}}$`));

/** Every text of the message table, in both languages, with its placeholders as written ('{name} for {price}'). */
const TEMPLATES = [...Object.values(english), ...Object.values(hindi)].filter(
  (value): value is string => typeof value === 'string',
);

/**
 * Long text made of a message template's own words, repeated (issue 30, finding 1): the shape that once
 * made translating a refusal back cubic. Up to 24 KB, so a body with two of them stays under the limit.
 */
const templateWords = fc
  .tuple(fc.constantFrom(...TEMPLATES), fc.integer({ min: 200, max: 8_000 }))
  .map(([words, length]) => words.repeat(Math.ceil(length / words.length)).slice(0, length));

/** String replacement patterns (issue 30, finding 6): seller text that once became `$&`, `$'` in a page. */
const REPLACEMENT_PATTERNS = ['$&', "$'", '$`', '$$', '$1', '$<name>', "Sharma $' Rasoi $`"];

/** Strings meant to break things: empty, whitespace, control and RTL characters, emoji, SQL, paths, huge. */
const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\t\n\r',
    '\u202e\u0645\u0631\u062d\u0628\u0627',
    '😢🍛👩‍🍳',
    'ẞ̶̡̛͓ͥ',
    "' OR 1=1 --",
    '"; drop table orders; --',
    '../../etc/passwd',
    '%00',
    '<script>alert(1)</script>',
    'NaN',
    'Infinity',
    '-1',
    '1e309',
    '0x10',
    'null',
    'true',
    '[]',
    '{}',
    ...PROTO_KEYS,
    ...REPLACEMENT_PATTERNS,
  ),
  templateWords,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 1_000, max: 120_000 }).map((n) => 'x'.repeat(n)),
);

/** A page size of a paged list (issues 11, 17): in and out of 1-100, and not numbers. */
const pageSize = fc.constantFrom('1', '20', '30', '100', '101', '0', '-1', '1.5', '1e2', 'abc');
/** A list cursor: real-looking (hex of a time and an id), truncated, or junk. */
const pageCursor = fc.oneof(
  fc
    .tuple(fc.date({ noInvalidDate: true }), fc.stringMatching(/^[0-9a-f]{24}$/))
    .map(([time, id]) => Buffer.from(`${time.toISOString()}|${id}`).toString('hex')),
  fc.stringMatching(/^[0-9a-f]{0,40}$/),
  nastyString,
);

/** Numbers of every awkward kind (NaN and the infinities become null in JSON). */
const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.integer({ min: -100, max: 100 }),
  fc.double(),
  fc.constantFrom(-1, 0, 0.5, -0.5, 1.5, 2 ** 53, -(2 ** 53), Number.MAX_VALUE, Number.MIN_VALUE, 1e308),
);

/** Ordinary text for a text field, now and then with a NUL or another control character inside. */
const text = (maxLength: number) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength }) },
    { weight: 1, arbitrary: fc.constantFrom('Asha\u0000', 'a\u0000b', 'tab\there', 'bell\u0007', 'del\u007f') },
  );

/** A Hindi name or description (issue 16, D62): mostly Devanagari within `max`, sometimes empty, null, one too long, or a number. */
const hindiText = (max: number) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom('पनीर टिक्का', 'दाल मखनी', 'जीरा राइस', 'तंदूरी रोटी') },
    { weight: 1, arbitrary: fc.constantFrom('', '   ', null, 'क'.repeat(max + 1), 42) },
    { weight: 1, arbitrary: text(40) },
  );

const key = fc.oneof(
  fc.constantFrom(...PROTO_KEYS, ...REPLACEMENT_PATTERNS),
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  // Long keys of template words: an unknown field's name is quoted in the refusal (D72).
  templateWords,
);

/** An object whose own keys may be `__proto__` and friends (Object.fromEntries defines them as own keys). */
const objectOf = <T>(value: fc.Arbitrary<T>) =>
  fc.array(fc.tuple(key, value), { maxLength: 5 }).map((entries) => Object.fromEntries(entries));

/** Any JSON value, nested up to a few levels, with nasty strings, numbers and keys. */
const junk: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    objectOf(tie('value')),
  ),
})).value;

/** A body of plausible values only (each field now and then left out): reaches the checks behind validation. */
function plausibleObject(fields: Fields): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(fields);
  if (names.length === 0) return fc.constant({});
  return fc
    .tuple(...names.map((name) => fc.option(fields[name]!, { nil: undefined, freq: 8 })))
    .map((values) =>
      Object.fromEntries(names.flatMap((name, k) => (values[k] === undefined ? [] : [[name, values[k]]]))),
    );
}

/**
 * A body from a template: every field plausible (now and then left out), then up to two fields
 * replaced by junk, and sometimes extra (polluting) keys. Mostly-valid bodies get past validation,
 * so the junk also reaches the handlers and the database.
 */
function shapedObject(fields: Fields): fc.Arbitrary<Record<string, unknown>> {
  const names = Object.keys(fields);
  const extraKeys = fc.oneof(
    { weight: 3, arbitrary: fc.constant([] as [string, unknown][]) },
    { weight: 1, arbitrary: fc.array(fc.tuple(key, junk), { minLength: 1, maxLength: 3 }) },
  );
  if (names.length === 0) return extraKeys.map((extra) => Object.fromEntries(extra));
  const plausible = names.map((name) =>
    fc.option(fields[name]!, { nil: undefined, freq: 8 }).map((value) => [name, value] as const),
  );
  const mutation = fc.tuple(fc.constantFrom(...names), fc.oneof(nastyString, junk));
  const mutations = fc.oneof(
    { weight: 2, arbitrary: fc.constant([] as [string, unknown][]) },
    { weight: 2, arbitrary: fc.array(mutation, { minLength: 1, maxLength: 1 }) },
    { weight: 1, arbitrary: fc.array(mutation, { minLength: 2, maxLength: 2 }) },
  );
  return fc
    .tuple(fc.tuple(...plausible), mutations, extraKeys)
    .map(([kept, mutated, extra]) =>
      Object.fromEntries([...kept.filter(([, value]) => value !== undefined), ...mutated, ...extra]),
    );
}

const FAKE_ID = '0123456789abcdef01234567';

/** Path-parameter values: a real id, a well-formed unknown one, or anything at all. */
function idParam(real: string): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constant(real),
    fc.constant(FAKE_ID),
    fc.stringMatching(/^[0-9a-f]{24}$/),
    nastyString.filter((text) => text.length > 0),
  );
}

/**
 * Every route's shape, by its name in the contract table: the type demands one per route, so a new
 * route does not compile without its template (issue 12).
 */
function routeShapes(f: FuzzFixtures): Record<RouteName, RouteShape> {
  const quantity = fc.integer({ min: 1, max: 20 });
  // Diet notes (issue 15, D55): plausible flags and levels, and notes up to past their length, markup included.
  const diet = fc.record(
    {
      jain: fc.boolean(),
      no_onion_garlic: fc.boolean(),
      spice: fc.constantFrom('less', 'medium', 'spicy', null, 'hot'),
      less_oil: fc.boolean(),
      note: fc.oneof(text(160), fc.constantFrom('<b>Jain</b>', 'No garlic', 'a'.repeat(141))),
    },
    { requiredKeys: [] },
  );
  const date = fc.oneof(
    fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
    fc.constantFrom('2031-02-30', '2024-13-01', '0000-00-00', '2024-1-1'),
    // the range's edges and just past them, and the far years that once overflowed (issue 30, D77)
    fc.constantFrom('2000-01-01', '2099-12-31', '1999-12-31', '2100-01-01', '9999-12-31', '0000-01-01', '2026-02-30'),
    fc.constantFrom('0001-01-01', '1970-01-01', '275760-09-13'),
  );
  // Days for the subscription routes: around today, far, impossible and malformed.
  const fuzzDay = fc.oneof(
    fc
      .date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
    fc.constantFrom('2026-02-30', '9999-12-31', '2026-4-1', '', 'today'),
    nastyString,
  );
  const paise = (max: number) => fc.oneof(fc.integer({ min: -1, max: max + 1 }), fc.constantFrom(0, 1.5, null, '100'));
  const planFields: Fields = {
    name: text(70),
    meal_id: fc.oneof(fc.constant(null), mostlyReal(f.mealId)),
    slot_id: fc.oneof(mostlyReal(f.slotEntryId), fc.constant(f.slotId)),
    weekdays: fc.array(fc.integer({ min: -1, max: 8 }), { maxLength: 8 }),
    meal_price_paise: paise(1_000_000),
    week_price_paise: paise(10_000_000),
    month_price_paise: paise(10_000_000),
    skip_cutoff_minutes: fc.oneof(fc.integer({ min: -1, max: 3_000 }), fc.constant(null)),
    start_lead_days: fc.oneof(fc.integer({ min: -1, max: 31 }), fc.constant(0.5)),
  };
  const clock = fc.constantFrom('10:30', '12:30', '14:00', '19:30', '21:00', '24:00', '9:30', '12:60', '');
  const dishFields: Fields = {
    name: text(30),
    description: fc.string({ maxLength: 60 }),
    img_url: fc.array(
      fc.constantFrom(
        '/images/uploads/65a1b2c3d4e5f60718293a4b-800.webp',
        '/images/seed/dal-tadka.svg',
        '/images/../../api/v1/kitchen',
      ),
      { maxLength: 4 },
    ),
    asset_aws_key: fc.option(fc.string({ maxLength: 30 })),
    selling_price: fc.integer({ min: 1, max: 500 }),
    category: fc.constantFrom(...DISH_CATEGORIES),
    sub_category: fc.constantFrom(...DISH_SUB_CATEGORIES),
    // The Hindi texts (issue 16, D62): Devanagari, empty, null, too long, or not text.
    name_hi: hindiText(80),
    description_hi: hindiText(500),
  };
  const keys = {
    p256dh: fc.stringMatching(/^[A-Za-z0-9_-]{87}$/),
    auth: fc.stringMatching(/^[A-Za-z0-9_-]{22}$/),
  };
  const subscription = fc.record({
    // .invalid never resolves: a push the fuzz run makes possible goes nowhere.
    endpoint: fc.constantFrom(
      'https://push.invalid/send/abc',
      'http://push.invalid/x',
      'ftp://push.invalid/x',
      // Not push services (issue 11): refused with 400.
      'https://127.0.0.1:9/x',
      'https://[::1]/x',
      'https://user:pw@fcm.googleapis.com/x',
    ),
    expirationTime: fc.option(fc.nat()),
    keys: fc.record(keys),
  });
  return {
    sendOtp: { body: { mobile, phoneNumber: mobile } },
    logIn: { body: { mobile: fc.constantFrom(f.customerMobile, f.sellerMobile), otp: digits(4) } },
    sellerLogIn: { body: { mobile: fc.constantFrom(f.sellerMobile, f.customerMobile), pin: digits(4) } },
    logOut: { body: {} },
    changePin: { body: { currentPin: digits(4), newPin: digits(4) } },
    finishSetup: { body: { newPin: digits(4) } },
    resetPin: {
      body: { mobile: fc.constantFrom(f.sellerMobile, f.customerMobile), otp: digits(4), newPin: digits(4) },
    },
    listMeals: {},
    listDishes: {},
    getKitchen: {},
    getMenuPicture: {
      query: {
        layout: fc.constantFrom('wide', 'portrait', 'square'),
        v: fc.oneof(nastyString, fc.constant('x'.repeat(65))),
      },
    },
    getProfile: {},
    listAddresses: {},
    createAddress: {
      body: {
        reciever_name: text(40),
        reciever_mobile: mobile,
        flat_number: text(20),
        tower_number: text(20),
        society: text(40),
        locality: text(40),
        pincode: fc.constantFrom('201009', '201010', '2010090', ' 201009 '),
      },
    },
    // One page of the customer's own orders (issue 17), paged like the seller's list.
    listMyOrders: { query: { limit: pageSize, cursor: pageCursor } },
    placeOrder: {
      body: {
        meals: fc.array(fc.record({ meal_id: mostlyReal(f.mealId), quantity }), { minLength: 1, maxLength: 2 }),
        dishes: fc.array(
          fc.record({ dish_id: mostlyReal(f.dishId), quantity, sub_category: fc.constantFrom(...DISH_SUB_CATEGORIES) }),
          { maxLength: 3 },
        ),
        address: mostlyReal(f.addressId),
        // An old client's keys, accepted and ignored for one release, and its CARD (docs/decisions/0086).
        price: fc.nat(5_000),
        amount: fc.nat(5_000),
        status: fc.constantFrom(...ORDER_STATUSES),
        couponId: fc.option(mostlyReal(f.couponId), { freq: 2 }),
        payment_method: fc.constantFrom('COD', 'COD', 'COD', 'CARD', ...PAYMENT_METHODS),
        currency: fc.constantFrom('INR', 'INR', 'INR', 'USD'),
        receipt: text(60),
        diet,
      },
      headers: {
        'idempotency-key': fc.oneof(
          { weight: 4, arbitrary: fc.uuid() },
          { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 150 }) },
          { weight: 1, arbitrary: text(20) },
        ),
      },
    },
    getOrder: {},
    // The order's bill (issue 28, D107): an order with or without one, or none.
    getOrderBill: {},
    getOrderBillPdf: {},
    getKitchenTicket: {},
    // Cancelling (issue 15, D54): reasons of any length and characters, markup and line breaks included.
    cancelOrder: {
      body: {
        reason: fc.oneof(
          text(250),
          fc.constantFrom('', 'Ordered by mistake', '<b>late</b>', 'one\ntwo', 'x'.repeat(201)),
        ),
      },
    },
    listCoupons: {},
    scratchCoupon: { body: { is_scratched: fc.boolean() } },
    // A month's bills (issue 28, D107): months in and out of form, page sizes and cursors as the order list's.
    listBills: {
      query: {
        month: fc.oneof(fc.constantFrom('2026-04', '2026-13', '2026-4', '2026-04-01', '999-01'), nastyString),
        limit: pageSize,
        cursor: pageCursor,
      },
    },
    exportBills: {
      query: {
        month: fc.oneof(fc.constantFrom('2026-04', '2026-13', '2026-4'), nastyString),
        year: fc.oneof(fc.constantFrom('2026-27', '2026-28', '26-27', '2026-2027'), nastyString),
      },
    },
    getBooks: {},
    updateBooksSettings: {
      body: {
        fssai_registration: fc.oneof(fc.integer({ min: -1, max: 2 ** 40 }), fc.constant(1.5)),
        gst_registration: fc.integer({ min: 0, max: 300_000_000 }),
        composition: fc.constantFrom(1_500_000_000, 0, '100'),
        upi_personal_month: fc.integer({ min: 50, max: 20_000_000 }),
      },
    },
    listSellerOrders: {
      // One page of the seller's list (issue 11): a status tab, a page size in and out of 1-100, and a
      // cursor that is real-looking (hex of a time and an id), truncated, or junk.
      query: {
        startDate: date,
        endDate: date,
        status: fc.constantFrom(...ORDER_STATUSES, 'Refunded', ''),
        limit: pageSize,
        cursor: pageCursor,
      },
    },
    getCouponSummary: {},
    changeOrderStatus: { body: { status: fc.constantFrom(...ORDER_STATUSES) } },
    acknowledgeOrder: {},
    // UPI on delivery (issue 15, D53): the methods and near misses, frames and dates, both and neither
    claimOrderPaid: {},
    requestUpiPayment: {},
    collectOrder: { body: { method: fc.constantFrom('cash', 'upi', 'UPI', 'card', '') } },
    getIncome: { query: { timeFrame: fc.constantFrom('1', '2', '3', '4', '0', '5', 'x'), date } },
    // One page of an Income figure's orders (D114), paged like the orders.
    listIncomeOrders: {
      query: {
        figure: fc.constantFrom('cash', 'upi', 'online', 'to_collect', 'account', 'cancelled', 'card', ''),
        timeFrame: fc.constantFrom('1', '2', '3', '4', '0', '5', 'x'),
        date,
        limit: pageSize,
        cursor: pageCursor,
      },
    },
    // One page of the customers (issue 17), paged like the orders.
    listCustomers: { query: { startDate: date, endDate: date, limit: pageSize, cursor: pageCursor } },
    getStats: { query: { timeFrame: fc.constantFrom('1', '2', '3', '4', '0', '5', '1.5', '-1') } },
    createMeal: {
      body: {
        img_url: dishFields.img_url!,
        category: fc.constantFrom(...THALI_CATEGORIES),
        name: text(30),
        cost_price: fc.integer({ min: 0, max: 500 }),
        selling_price: fc.integer({ min: 1, max: 500 }),
        actual_price: fc.integer({ min: 0, max: 500 }),
        description: fc.string({ maxLength: 60 }),
        dishes: fc.array(mostlyReal(f.dishId), { maxLength: 4 }),
        asset_aws_key: fc.option(fc.string({ maxLength: 30 })),
        tag: fc.constantFrom(...TAGS),
        start_hour: fc.integer({ min: 0, max: 23 }),
        end_hour: fc.integer({ min: 0, max: 23 }),
        date: fc.oneof(fc.string({ maxLength: 20 }), fc.integer()),
        rating: fc.string({ maxLength: 5 }),
        name_hi: dishFields.name_hi!,
        description_hi: dishFields.description_hi!,
      },
    },
    changeMeal: {
      body: {
        is_active: fc.boolean(),
        is_show: fc.boolean(),
        tag: fc.constantFrom(...TAGS),
        name_hi: dishFields.name_hi!,
        description_hi: dishFields.description_hi!,
      },
    },
    deleteMeal: {},
    createDish: { body: dishFields },
    changeDish: { body: { ...dishFields, is_active: fc.boolean(), is_show: fc.boolean() } },
    setKitchenOpen: { body: { is_open: fc.oneof(fc.boolean(), fc.constantFrom(null, 'false', 0)) } },
    updateKitchenSettings: {
      // The pincodes keep 201009 mostly, so the address and order templates stay meaningful (issue 13).
      body: {
        name: text(50),
        description: fc.string({ maxLength: 130 }),
        support_phone: fc.constantFrom('', '9876543210', '98765', 'call me'),
        fssai_licence: fc.constantFrom('', '12345678901234', '1234', 'x'.repeat(14)),
        serviceable_pincodes: fc.oneof(
          { weight: 4, arbitrary: fc.constant(['201009']) },
          {
            weight: 1,
            arbitrary: fc.array(fc.constantFrom('201009', '110001', '2010', ' 201010 ', ''), { maxLength: 3 }),
          },
        ),
        societies: fc.array(fc.record({ name: text(20), towers: fc.array(text(10), { maxLength: 3 }) }), {
          maxLength: 2,
        }),
        upi_id: fc.constantFrom('', 'kitchen@okaxis', 'kitchen@', '@bank', 'a b@c'),
        order_eta_minutes: fc.oneof(fc.integer({ min: -5, max: 700 }), fc.constant(1.5)),
        coupon_offers: fc.array(fc.integer({ min: -1, max: 60 }), { maxLength: 4 }),
        language: fc.constantFrom('en', 'hi', 'fr', 'hi-IN', ''),
        // Bills (issue 28, D107): a good GSTIN, a wrong check character, a wrong form; schemes; prefixes.
        address: fc.string({ maxLength: 210 }),
        gstin: fc.constantFrom('', '27AAPFU0939F1ZV', '27AAPFU0939F1ZW', '99AAPFU0939F1ZV', 'x'.repeat(50)),
        gst_scheme: fc.constantFrom('none', 'composition', 'regular', 'exempt'),
        bill_prefix: fc.constantFrom('RS', 'A1', 'ABCD', '', 'R/'),
      },
    },
    uploadImages: { upload: true },
    // meal slots (issue 14): times and caps around their limits, weekdays outside 0-6
    listSlots: { query: { date } },
    getSlotPlan: {},
    saveSlotPlan: {
      body: {
        slots: fc.array(
          fc.record({
            name: text(35),
            weekdays: fc.array(fc.integer({ min: -1, max: 8 }), { maxLength: 8 }),
            order_by: clock,
            delivery_from: clock,
            delivery_to: clock,
            capacity: fc.oneof(fc.integer({ min: -5, max: 600 }), fc.constant(1.5)),
          }),
          { maxLength: 4 },
        ),
      },
    },
    changeSlot: {
      body: { capacity: fc.oneof(fc.integer({ min: -5, max: 600 }), fc.constant(2.5)), is_open: fc.boolean() },
    },
    // the kitchen's day (issue 14): dates around the real ones, slot ids well- and ill-formed
    getPrepSheet: { query: { date, slot_id: idParam('0123456789abcdef01234567') } },
    getDeliveryRun: { query: { date, slot_id: idParam('0123456789abcdef01234567') } },
    // the day's menu and phone orders (issue 14): real and unknown ids, long lists, dates around today
    getSlotMenu: {},
    saveSlotMenu: {
      body: {
        meal_ids: fc.array(mostlyReal(f.mealId), { maxLength: 4 }),
        dish_ids: fc.oneof(fc.array(mostlyReal(f.dishId), { maxLength: 4 }), fc.constant(Array(201).fill(f.dishId))),
      },
    },
    copyDayMenu: { body: { from: date, to: date } },
    placePhoneOrder: {
      body: {
        mobile: fc.oneof(mobile, fc.constant(f.customerMobile)),
        address: fc.record({
          reciever_name: text(40),
          flat_number: text(20),
          tower_number: text(20),
          society: text(40),
          locality: text(40),
          pincode: fc.constantFrom('201009', '201010', ' 201009 '),
        }),
        address_id: mostlyReal(f.addressId),
        meals: fc.array(fc.record({ meal_id: mostlyReal(f.mealId), quantity }), { minLength: 1, maxLength: 2 }),
        dishes: fc.array(fc.record({ dish_id: mostlyReal(f.dishId), quantity }), { maxLength: 2 }),
        diet,
      },
      headers: { 'idempotency-key': fc.uuid() },
    },
    // ratings (issue 15, D56): stars in and out of 1-5, comments plain, long or with markup; the seller's
    // reviews paged like the orders
    rateOrder: {
      body: {
        stars: fc.oneof(fc.integer({ min: 0, max: 6 }), fc.constantFrom(4.5, '4', null)),
        comment: fc.oneof(text(300), fc.constantFrom('<b>ok</b>', 'a < b', '<3', 'x'.repeat(281))),
      },
    },
    listReviews: {
      query: {
        limit: fc.constantFrom('1', '30', '100', '101', '0', 'abc'),
        cursor: fc.oneof(fc.stringMatching(/^[0-9a-f]{0,40}$/), nastyString),
      },
    },
    // household accounts (issue 26, D88): amounts of every sign and size, notes short and long, months
    // real and not; the seller's routes name the fuzz customer's account (realIdFor)
    recordAccountPayment: {
      body: {
        kind: fc.constantFrom('payment', 'adjustment', 'meal', 'refund'),
        method: fc.constantFrom('cash', 'upi', 'card'),
        amount_paise: fc.oneof(
          fc.integer({ min: -20_000_000, max: 20_000_000 }),
          fc.constantFrom(0, 1, -1, 10_000_000, 10_000_001, 0.5, 1e12, '100'),
        ),
        note: fc.oneof(text(250), fc.constantFrom('', 'Diwali discount', 'x'.repeat(201))),
      },
      headers: { 'idempotency-key': fc.oneof(fc.stringMatching(/^[a-z0-9-]{1,40}$/), fc.constant('k'.repeat(101))) },
    },
    listAccounts: { query: { only: fc.constantFrom('all', 'dues', 'some') } },
    updateAccountTerms: {
      body: {
        credit_limit_paise: fc.oneof(fc.integer({ min: -1, max: 10_000_001 }), fc.constantFrom(0.5, '100', null)),
        on_account_allowed: fc.oneof(fc.boolean(), fc.constantFrom('yes', 1, null)),
      },
    },
    getMyAccount: { query: { limit: pageSize, cursor: pageCursor } },
    // a top-up by UPI (issue 27, D99): amounts around ₹1 and ₹1,00,000, fractions, text
    requestTopUp: {
      body: {
        amount_paise: fc.oneof(
          fc.integer({ min: -1_000, max: 20_000_000 }),
          fc.constantFrom(0, 99, 100, 10_000_000, 10_000_001, 100.5, 1e12, '500', null),
        ),
      },
    },
    getAccountStatement: {
      query: { month: fc.oneof(fc.constantFrom('2026-04', '2026-13', '1999-12', '2026-4', '2026-04-01'), nastyString) },
    },
    // the statement's PDF and share link (D93): months as above; the public side's tokens are made up,
    // cut, or doctored real-looking ones (statementToken), so each is a 404
    getAccountStatementPdf: {
      query: { month: fc.oneof(fc.constantFrom('2026-04', '2026-13', '1999-12', '2026-4', '2026-04-01'), nastyString) },
    },
    shareAccountStatement: {
      body: { month: fc.oneof(fc.constantFrom('2026-04', '2026-13', '1999-12', '2026-4'), nastyString) },
    },
    getSharedStatement: {},
    getSharedStatementPdf: {},
    // tiffin plans (issue 26, D89): prices, weekdays, cut-offs and lead days around their bounds; real and
    // unknown slot entries and thalis
    listPlans: {},
    listSellerPlans: {},
    createPlan: { body: planFields },
    updatePlan: { body: planFields },
    retirePlan: {},
    // subscriptions (issue 26, D91): days real, past, far and malformed; tiffins around 1-4; the real plan,
    // address and subscription mostly (realIdFor)
    subscribeToPlan: {
      body: {
        plan_id: mostlyReal(f.planId),
        start_day: fuzzDay,
        tiffins: fc.oneof(fc.integer({ min: -1, max: 6 }), fc.constantFrom(1.5, '2', null)),
        address_id: mostlyReal(f.addressId),
        diet,
        pay: fc.constantFrom('prepaid', 'on_account', 'cash', null),
      },
      headers: { 'idempotency-key': fc.uuid() },
    },
    listMySubscriptions: {},
    // plan meal reminders (issue 26, D95): a boolean, or anything else
    getPlanReminders: {},
    setPlanReminders: { body: { evening_before: fc.oneof(fc.boolean(), fc.constantFrom('yes', 1, null)) } },
    skipPlanMeal: { body: { day: fuzzDay, skip: fc.oneof(fc.boolean(), fc.constantFrom('yes', 1, null)) } },
    changePlanDay: {
      body: {
        day: fuzzDay,
        extra_tiffins: fc.oneof(fc.integer({ min: -1, max: 5 }), fc.constantFrom(1.5, '1', null)),
        address_id: fc.oneof(fc.constant(null), mostlyReal(f.addressId)),
      },
    },
    pauseSubscription: { body: { from: fuzzDay, until: fuzzDay } },
    resumeSubscription: {},
    endSubscription: {},
    listSubscribers: {},
    // holidays (issue 26, D92): days real, past, far and malformed; a slot of the plan or not; notes to 200
    declareHoliday: {
      body: {
        day: fuzzDay,
        slot_id: fc.oneof(fc.constant(null), mostlyReal(f.slotId ?? '0123456789abcdef01234567')),
        note: fc.string({ maxLength: 200 }),
      },
    },
    // the seller's lists of holidays and lost plan meals (issue 26, D94): no input
    listHolidays: {},
    listLostPlanMeals: {},
    // UPI from the bank's SMS (issue 27 part 1, D97): the phone's webhook with events real-looking and not,
    // signatures of the right form that sign nothing (401 before the body is read); the seller's senders
    // (bank names, prefixed, numbers, junk) and signing keys around their bounds; the registration
    receiveGatewaySms: {
      body: {
        id: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{21}$/), nastyString),
        event: fc.constantFrom('sms:received', 'sms:sent', 'system:ping', ''),
        deviceId: fc.stringMatching(/^[a-f0-9]{32}$/),
        payload: fc.record({
          message: nastyString,
          phoneNumber: fc.constantFrom('AD-HDFCBK', 'VM-SBIUPI-S', '+919876543210', ''),
          simNumber: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constant(null)),
          receivedAt: fc.constantFrom('2026-12-06T10:15:00.000+05:30', 'yesterday', ''),
        }),
      },
      headers: {
        'x-signature': fc.oneof(fc.stringMatching(/^[0-9a-f]{64}$/), headerValue),
        'x-timestamp': fc.oneof(fc.integer({ min: 0, max: 2_000_000_000 }).map(String), headerValue),
      },
    },
    // Online payment (issue 27 part 2, D100): real, unknown and broken orders, amounts of every kind.
    createOnlinePayment: {
      body: {
        order_id: fc.oneof(fc.constant(f.orderId), fc.constant(FAKE_ID), nastyString),
        topup_paise: fc.oneof(fc.integer({ min: -100, max: 20_000_000 }), fc.double(), fc.constant('100')),
      },
    },
    getOrderPayment: {},
    receivePaymentWebhook: {
      body: {
        entity: fc.constantFrom('event', ''),
        event: fc.constantFrom('payment.captured', 'order.paid', 'payment.failed', 'refund.processed', 'x', ''),
        created_at: fc.oneof(fc.integer({ min: -1, max: 2_000_000_000 }), nastyString),
        payload: fc.record({
          payment: fc.record({ entity: fc.record({ id: nastyString, order_id: nastyString, amount: fc.integer() }) }),
        }),
      },
    },
    // ingredients, recipes and the market list (issue 28 part 3, D109, D110): names, units, packs, tags,
    // prices and days around their bounds; recipe lines with real and unknown ingredients, negative and
    // fractional quantities; estimates for real and unknown items
    listIngredients: {},
    saveIngredient: {
      body: {
        _id: fc.option(idParam(FAKE_ID), { nil: undefined }),
        name: text(70),
        name_hi: hindiText(70),
        unit: fc.constantFrom('kg', 'litre', 'piece', 'bunch', 'cup'),
        pack_milli: fc.integer({ min: -1, max: 2_000_000_000 }),
        diet_tags: fc.array(fc.constantFrom('onion', 'garlic', 'root_vegetable', 'egg', 'meat', 'fish'), {
          maxLength: 7,
        }),
      },
    },
    setIngredientPrice: {
      body: { price_paise: fc.integer({ min: -1, max: 20_000_000 }), from_day: fc.option(fuzzDay, { nil: undefined }) },
    },
    getItemDietTags: {},
    getRecipe: {},
    saveRecipe: {
      body: {
        lines: fc.array(
          fc.record({ ingredient_id: idParam(FAKE_ID), quantity_milli: fc.integer({ min: -5, max: 200_000 }) }),
          { maxLength: 45 },
        ),
      },
    },
    listPlateCosts: {},
    getMarketList: { query: { date } },
    getFoodCost: { query: { timeFrame: fc.constantFrom('1', '2', '3', '4', '0', 'x'), date } },
    saveMarketEstimate: {
      body: {
        date: fuzzDay,
        items: fc.array(
          fc.record({
            kind: fc.constantFrom('meal', 'dish', 'thali'),
            item_id: mostlyReal(f.mealId),
            plates: fc.integer({ min: -1, max: 20_000 }),
          }),
          { maxLength: 5 },
        ),
      },
    },
    getGatewaySettings: {},
    updateGatewaySettings: {
      body: {
        key_id: fc.oneof(fc.constantFrom('rzp_test_AbCdEf123456', 'rzp_live_x', null), nastyString),
        key_secret: fc.oneof(fc.constant(null), nastyString),
        webhook_secret: fc.oneof(fc.constant(null), nastyString),
      },
    },
    getBankSmsSettings: {},
    updateBankSmsSettings: {
      body: {
        bank_sms_senders: fc.array(
          fc.oneof(fc.constantFrom('HDFCBK', 'AD-SBIUPI', 'VM-ICICIB-S', '9876543210'), nastyString),
          {
            maxLength: 22,
          },
        ),
        signing_key: fc.oneof(fc.string({ minLength: 6, maxLength: 260 }), fc.constant(null), nastyString),
      },
    },
    registerSmsWebhook: {},
    // Payments to match (issue 27, D98): unknown payments, real and unknown orders, broken bodies.
    listUnmatchedPayments: {},
    matchPayment: { body: { order_id: fc.oneof(fc.constant(f.orderId), fc.constant(FAKE_ID), nastyString) } },
    matchPaymentToTopUp: { body: { request_id: fc.oneof(fc.constant(FAKE_ID), nastyString) } },
    dismissPayment: {},
    // WhatsApp receipts (issue 27 part 3, D101): the opt-in's flag as anything; the seller's number ID,
    // token and template names around their bounds, null, and junk.
    getWhatsAppOptIn: {},
    updateWhatsAppOptIn: { body: { whatsapp_receipts: fc.oneof(fc.boolean(), nastyString, fc.constant(null)) } },
    getWhatsAppSettings: {},
    updateWhatsAppSettings: {
      body: {
        phone_number_id: fc.oneof(fc.stringMatching(/^\d{1,32}$/), fc.constant(null), nastyString),
        access_token: fc.oneof(
          fc.stringMatching(/^[A-Za-z0-9]{15,40}$/),
          fc.string({ minLength: 1000, maxLength: 1100 }),
          fc.constant(null),
          nastyString,
        ),
        templates: fc.oneof(
          fc.record({ order_confirmed: fc.stringMatching(/^[a-z0-9_]{1,20}$/) }),
          fc.record({ low_balance: nastyString }),
          fc.record({ unknown_kind: fc.constant('x') }),
        ),
      },
    },
    getVapidPublicKey: {},
    savePushSubscription: {
      body: {
        fcmToken: fc.oneof(
          subscription,
          subscription.map((s) => JSON.stringify(s)),
        ),
      },
    },
    createEventTicket: {},
    requestKitchenNotice: {},
    openEventStream: {
      query: { ticket: fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), nastyString), lastEventId: digits(3) },
      headers: { 'last-event-id': fc.oneof(digits(3), fc.string({ unit: 'binary-ascii', maxLength: 20 })) },
    },
  };
}

/** The real id to use for a route's `:id`, by what the route names. */
/** An id field's plausible value: mostly the real one, now and then an unknown or a bad one. */
function mostlyReal(real: string): fc.Arbitrary<string> {
  return fc.oneof({ weight: 6, arbitrary: fc.constant(real) }, { weight: 1, arbitrary: idParam(real) });
}

function realIdFor(method: string, path: string, f: FuzzFixtures): string {
  if (method === 'DELETE' && path.startsWith('/meal/')) return f.spareMealId;
  if (path.startsWith('/coupon/')) return f.couponId;
  if (path.startsWith('/meal/')) return f.mealId;
  if (path.startsWith('/dish/')) return f.dishId;
  if (path.startsWith('/slots/')) return f.slotId;
  if (path.startsWith('/accounts/')) return f.customerId;
  if (path.startsWith('/plans/')) return f.planId;
  if (path.startsWith('/subscriptions/')) return f.subscriptionId;
  if (path.startsWith('/recipes/meal/')) return f.mealId;
  if (path.startsWith('/ingredients/')) return FAKE_ID;
  return f.orderId;
}

/** A shared statement's token as a guesser could send it (D93): signed-looking, cut, empty or nasty. */
const statementToken = fc.oneof(
  fc.tuple(fc.base64String({ maxLength: 60 }), fc.base64String({ maxLength: 44 })).map(([a, b]) => `${a}~${b}`),
  fc.constantFrom('', '~', 'a~b~c', 'x'.repeat(300)),
  nastyString,
);

/** A header value as a client could send it: printable ASCII and Latin-1 bytes only. */
const headerValue = fc
  .oneof(nastyString, fc.string({ unit: 'binary-ascii', maxLength: 60 }))
  .map((value) => value.replace(/[^\t\x20-\x7e\xa0-\xff]/g, '').slice(0, 8_000));

/** Extra headers: content types that lie, odd accepts, forwarded-for chains, junk names. */
const extraHeaders = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        'content-type',
        'accept',
        'accept-encoding',
        'x-forwarded-for',
        'x-forwarded-proto',
        'idempotency-key',
        'last-event-id',
        'origin',
        'x-junk',
        '__proto__',
        'constructor',
      ),
      fc.oneof(
        headerValue,
        fc.constantFrom(
          'application/json',
          'application/json; charset=utf-16',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'multipart/form-data; boundary=x',
          'gzip, deflate, br',
          '*/*',
        ),
      ),
    ),
    { maxLength: 3 },
  )
  .map((pairs) => Object.fromEntries(pairs) as Record<string, string>);
/** Most requests carry only their own headers; one in four adds junk ones. */
const maybeExtraHeaders = fc.oneof(
  { weight: 3, arbitrary: fc.constant({} as Record<string, string>) },
  { weight: 1, arbitrary: extraHeaders },
);

/** The query string: the route's own fields (plausible or junk), unknown and polluting keys, or raw junk. */
/** A query object as a query string ('' when empty); non-string values as JSON text. */
function toQueryString(query: Record<string, unknown>): string {
  const encode = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, encode(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function queryString(fields: Fields): fc.Arbitrary<string> {
  const structured = shapedObject(fields).map(toQueryString);
  const raw = fc.constantFrom(
    '?',
    '?&&&',
    '?a[b]=1&__proto__[polluted]=1',
    '?constructor[prototype][polluted]=1',
    '?timeFrame=1&timeFrame=2',
    '?%E0%A4%A',
    '?ticket=%FF%FE',
    `?${'a='.repeat(3000)}`,
  );
  return fc.oneof({ weight: 4, arbitrary: structured }, { weight: 1, arbitrary: raw });
}

/** A multipart body of random parts: real-looking images, wrong fields, junk bytes, too many files, a broken form. */
function multipartBody(): fc.Arbitrary<{ payload: Buffer; contentType: string }> {
  const boundary = 'fuzz-boundary-7';
  const part = fc.record({
    field: fc.oneof(fc.constant(UPLOAD_FIELD), fc.constantFrom('file', '__proto__', ''), fc.string({ maxLength: 10 })),
    filename: fc.option(
      fc.oneof(fc.constantFrom('a.png', 'a.jpg', '../../a.png', 'a.svg'), fc.string({ maxLength: 20 })),
    ),
    type: fc.constantFrom('image/png', 'image/jpeg', 'text/html', 'application/octet-stream'),
    bytes: fc.oneof(
      fc.uint8Array({ maxLength: 200 }),
      fc.constant(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])),
      fc.constant(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16])),
    ),
  });
  return fc.tuple(fc.array(part, { maxLength: 6 }), fc.boolean()).map(([parts, truncated]) => {
    const chunks = parts.map((p) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.field.replace(/["\r\n]/g, '')}"` +
            (p.filename === null ? '' : `; filename="${p.filename.replace(/["\r\n]/g, '')}"`) +
            `\r\nContent-Type: ${p.type}\r\n\r\n`,
          'latin1',
        ),
        Buffer.from(p.bytes),
        Buffer.from('\r\n'),
      ]),
    );
    const end = truncated ? Buffer.alloc(0) : Buffer.from(`--${boundary}--\r\n`);
    return { payload: Buffer.concat([...chunks, end]), contentType: `multipart/form-data; boundary=${boundary}` };
  });
}

/** The body to send and its content type: none, shaped JSON, any JSON, broken JSON, oversized, or another type. */
function bodyFor(shape: RouteShape): fc.Arbitrary<{ payload?: string | Buffer; contentType?: string }> {
  const json = (value: unknown) => ({ payload: JSON.stringify(value) ?? 'null', contentType: 'application/json' });
  const options: fc.WeightedArbitrary<{ payload?: string | Buffer; contentType?: string }>[] = [
    { weight: 1, arbitrary: fc.constant({}) },
    { weight: 2, arbitrary: junk.map(json) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '{"mobile":',
          '{',
          'nul',
          '{"a":1,}',
          '\u0000',
          '{"__proto__":{"polluted":true}}',
          '[1,2',
          '"\\ud800"',
        )
        .map((payload) => ({ payload, contentType: 'application/json' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'image/png'),
          nastyString,
        )
        .map(([contentType, payload]) => ({ payload, contentType })),
    },
    // Just over the 100 KB body limit, or far over it.
    { weight: 1, arbitrary: fc.constantFrom(101 * 1024, 300 * 1024).map((n) => json({ mobile: 'x'.repeat(n) })) },
  ];
  if (shape.body) options.push({ weight: 6, arbitrary: shapedObject(shape.body).map(json) });
  if (shape.upload) options.push({ weight: 6, arbitrary: multipartBody() });
  return fc.oneof(...options);
}

/**
 * Requests for every route of the contract table (issue 12; `entries`, by default the whole table),
 * spread evenly over the routes. Throws when an entry has no shape here, so no route goes unfuzzed.
 */
export function fuzzRequests(
  f: FuzzFixtures,
  basePath: string,
  entries: readonly (Pick<ContractEntry, 'method' | 'path'> & { name: string })[] = contractEntries,
): fc.Arbitrary<FuzzRequest> {
  const shapes: Partial<Record<string, RouteShape>> = routeShapes(f);
  const missing = entries.filter((entry) => !shapes[entry.name]);
  if (missing.length > 0) {
    throw new Error(`No fuzz arbitrary for: ${missing.map((entry) => `${entry.method} ${entry.path}`).join(', ')}`);
  }

  return fc.constantFrom(...entries).chain(({ name, method, path: template }) => {
    // A recipe's item kind (D109): the fuzzing goes at the thali's recipe; the kind itself is a closed list.
    const path = template.replace(':kind', 'meal');
    const route = `${method} ${basePath}${template}`;
    const shape = shapes[name]!;
    const pathArb = path.includes(':id')
      ? fc
          .oneof(
            { weight: 1, arbitrary: fc.constant(realIdFor(method, path, f)) },
            { weight: 2, arbitrary: idParam(realIdFor(method, path, f)) },
          )
          .map((id) => path.replace(':id', encodeURIComponent(id)))
      : path.includes(':token')
        ? statementToken.map((token) => path.replace(':token', encodeURIComponent(token)))
        : fc.constant(path);
    // Now and then a raw, badly encoded path segment.
    const rawPath = path.includes(':id')
      ? fc.constantFrom('%E0%A4%A', '%', '%00', '..%2F..%2F').map((id) => path.replace(':id', id))
      : fc.constant(path);
    const caller = fc.constantFrom<FuzzCaller>('anonymous', 'customer', 'customer', 'seller', 'seller', 'forged');
    const chaos = fc.record({
      path: fc.oneof({ weight: 9, arbitrary: pathArb }, { weight: 1, arbitrary: rawPath }),
      query: queryString(shape.query ?? {}),
      body: bodyFor(shape),
      caller,
      ownHeaders: shape.headers ? shapedObject(shape.headers) : fc.constant({}),
      extra: maybeExtraHeaders,
      remoteAddress: fc.ipV4(),
    });
    // One request in four is well formed, with plausible values only: it gets past validation to the
    // business checks (kitchen closed, coupon used, limits) and sometimes succeeds.
    const nearValid = fc.record({
      path: fc.constant(path.replace(':id', encodeURIComponent(realIdFor(method, path, f)))),
      query: plausibleObject(shape.query ?? {}).map(toQueryString),
      body: shape.upload
        ? multipartBody()
        : shape.body
          ? plausibleObject(shape.body).map((value) => ({
              payload: JSON.stringify(value),
              contentType: 'application/json',
            }))
          : fc.constant<{ payload?: string | Buffer; contentType?: string }>({}),
      caller,
      ownHeaders: plausibleObject(shape.headers ?? {}),
      extra: fc.constant({} as Record<string, string>),
      remoteAddress: fc.ipV4(),
    });
    return fc
      .oneof({ weight: 3, arbitrary: chaos }, { weight: 1, arbitrary: nearValid })
      .map(({ path: p, query, body, caller, ownHeaders, extra, remoteAddress }) => {
        const headers: Record<string, string> = {};
        if (body.contentType) headers['content-type'] = body.contentType;
        for (const [name, value] of Object.entries(ownHeaders)) {
          if (value !== undefined)
            headers[name] = String(typeof value === 'string' ? value : JSON.stringify(value)).replace(
              /[^\t\x20-\x7e\xa0-\xff]/g,
              '',
            );
        }
        Object.assign(headers, extra);
        const request: FuzzRequest = { route, caller, method, url: `${basePath}${p}${query}`, headers, remoteAddress };
        if (body.payload !== undefined) request.payload = body.payload;
        return request;
      });
  });
}
