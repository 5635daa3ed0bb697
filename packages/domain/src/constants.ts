/**
 * The spec's named constants, each written once (docs/product.md sections 2, 4, 5, 9; docs/decisions/).
 * Money is in whole rupees, durations in milliseconds unless the name says otherwise.
 */

/** API version: every call goes under `/api/v1` (spec 7). */
export const API_BASE_PATH = '/api/v1';
/**
 * The dates a request may name, both included (issue 30, D77): from well before any kitchen's first order
 * to the end of the century, so the day after the last one (2100-01-01) is still an ordinary date.
 */
export const LOCAL_DATE_FIRST = '2000-01-01';
export const LOCAL_DATE_LAST = '2099-12-31';
/** Currency of every price (spec 9). */
export const CURRENCY = 'INR';

/** Platform fee charged on every order, and the struck-out figure shown beside it (spec 9, docs/decisions/p02). */
export const PLATFORM_FEE = 2;
export const PLATFORM_FEE_STRUCK = 10;
/** Delivery charge, and the struck-out figure shown beside it (spec 9). */
export const DELIVERY_CHARGE = 0;
export const DELIVERY_CHARGE_STRUCK = 40;
/** Checkout needs a bill total strictly above this many rupees (spec 5, 9). */
export const MIN_ORDER_ABOVE = 74;

/** Quantity of one order line: whole numbers in this range (issue 2). */
export const MIN_LINE_QUANTITY = 1;
export const MAX_LINE_QUANTITY = 20;
/** Add-ons go into the cart with this quantity (spec 4, 9). */
export const ADDON_QUANTITY = 1;

/** One-time codes (spec 5, 9; docs/decisions/p06). */
export const OTP_LENGTH = 4;
export const OTP_RESEND_SECONDS = 60;
export const OTP_VALID_MS = 5 * 60 * 1000;
export const OTP_MAX_WRONG_TRIES = 5;
/** Sends of a code per mobile number, and per client address, within one hour (docs/decisions/p06). */
export const OTP_SENDS_PER_NUMBER_PER_HOUR = 5;
export const OTP_SENDS_PER_IP_PER_HOUR = 20;
/**
 * Code messages the kitchen sends in one UTC hour, all numbers together, unless SMS_HOURLY_BUDGET
 * says otherwise (issue 11, docs/decisions/0035): caps the SMS bill an attacker with many addresses
 * can run up.
 */
export const DEFAULT_SMS_HOURLY_BUDGET = 200;
/**
 * Wrong codes a number may receive in any 24 hours, across all its codes (issue 7, docs/security.md):
 * a guesser's chance of taking a number in a day is at most 10 / 10,000 = 0.1 %.
 */
export const OTP_WRONG_TRIES_PER_NUMBER_PER_DAY = 10;
/** Orders one customer may place in a minute (issue 7); more get 429. */
export const ORDERS_PER_CUSTOMER_PER_MINUTE = 10;
/**
 * New customers one seller's phone orders may make in a minute (issue 30, docs/decisions/0079): a
 * kitchen taking calls in its rush enters a few a minute; a stolen session cannot fill the users list.
 * Counted in the database; orders for customers who already exist are not limited by it.
 */
export const NEW_PHONE_CUSTOMERS_PER_MINUTE = 20;
/** Orders per page of the seller's order list, unless the call asks for fewer (issue 11, D32). */
export const SELLER_ORDERS_PAGE_SIZE = 30;
/** The most orders one page of the seller's order list may hold (issue 11, D32). */
export const SELLER_ORDERS_PAGE_MAX = 100;
/**
 * Orders per page of a customer's own order list (GET /order/user-orders, issue 17), unless the call asks
 * for fewer (at most SELLER_ORDERS_PAGE_MAX, the one page limit of every list). Twenty cards fill a few
 * phone screens; an old app that sends no cursor gets this first page only.
 */
export const MY_ORDERS_PAGE_SIZE = 20;
/** Customers per page of the seller's users list (GET /users, issue 17), unless the call asks for fewer. */
export const CUSTOMERS_PAGE_SIZE = 50;
/** The longest comment a meal's rating may carry, in characters (issue 15, D56). */
export const RATING_COMMENT_MAX = 280;
/** Stars a rating gives: whole numbers from 1 to 5 (issue 15, D56). */
export const RATING_STARS_MIN = 1;
export const RATING_STARS_MAX = 5;
/** Ratings per page of the seller's reviews, unless the call asks for fewer (issue 15, D56; as D32). */
export const RATINGS_PAGE_SIZE = 30;
/**
 * Writes one customer may make per route per minute on the routes a customer can repeat (address,
 * coupon scratch, push subscription; issue 11, docs/decisions/0036): far above what a person taps.
 */
export const CUSTOMER_WRITES_PER_ROUTE_PER_MINUTE = 30;
/**
 * Addresses one customer may keep (issue 30, docs/decisions/0079): more than a household uses (home,
 * work, family), so the rows a session can add are bounded whatever the rate. Counted in the database
 * when a customer saves one (409 beyond); a phone order's address, entered by the kitchen, is not refused.
 */
export const ADDRESSES_PER_CUSTOMER_MAX = 50;
/** A login session lasts this long unless revoked at logout (30 days). */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Length of the `Idempotency-Key` header on order placement. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;
/**
 * The kitchen's IANA time zone when KITCHEN_TIMEZONE is unset, and the one the web app shows times in
 * until GET /kitchen has told it the kitchen's (issue 30, docs/decisions/0080).
 */
export const DEFAULT_KITCHEN_TIME_ZONE = 'Asia/Kolkata';
/** Indian mobile numbers: 10 digits, shown behind this prefix (spec 9). */
export const PHONE_DIGITS = 10;
export const PHONE_PREFIX = '+91';
/**
 * The most one UPI payment may carry, in whole rupees like every amount here: ₹1,00,000, the usual
 * per-payment limit of UPI apps and banks (NPCI). A bigger order is not offered UPI (docs/decisions/0080).
 */
export const UPI_MAX_PER_PAYMENT = 100_000;
/** Seller PIN length (spec 9). */
export const SELLER_PIN_LENGTH = 4;

/** Order ETA in minutes when the server gives none (spec 9). */
export const DEFAULT_ETA_MINUTES = 30;
/** The ETA countdown recomputes this often (spec 9). */
export const ETA_TICK_MS = 60_000;

/** Timings (spec 9). */
export const THANK_YOU_COUNTDOWN_SECONDS = 3;
export const COUPON_OVERLAY_MS = 2000;
export const NEW_COUPON_OVERLAY_MS = 4000;
export const SPLASH_MS = 3500;
export const SPLASH_TEXT_AT_MS = 1000;
export const SPLASH_LOGO_UNTIL_MS = 3000;
export const ROTATION_MS = 3000;
export const ERROR_TOAST_MS = 10_000;
export const LOGIN_TOAST_MS = 3000;
export const NEW_ORDER_SOUND_DELAY_MS = 3000;
/**
 * The seller's new-order alarm rings again this often while any Preparing order is not yet acknowledged
 * on any of the seller's devices (issue 'The kitchen's day'): a missed chime is a missed order.
 */
export const NEW_ORDER_REPEAT_MS = 15_000;
/** The vibration of each ring where the phone allows it: buzz, pause, buzz (milliseconds). */
export const NEW_ORDER_VIBRATE_PATTERN = [400, 200, 400] as const;

/** Toasts (spec 9). */
export const TOAST_LIMIT = 20;
export const TOAST_MAX_WIDTH_PX = 350;

/** Bottom-sheet heights as a share of the viewport (spec 2, 9). */
export const SHEET_HEIGHT_VH = 80;
export const SHEET_LOADING_HEIGHT_VH = 64;

/** Data-fetching cache (spec 7). */
export const QUERY_STALE_MS = 5 * 60 * 1000;
export const QUERY_GC_MS = 10 * 60 * 1000;

/** Scratch card (spec 9). */
export const SCRATCH_CANVAS_PX = 300;
export const SCRATCH_BRUSH_PX = 40;
export const SCRATCH_REVEAL_SHARE = 0.25;
/**
 * Once enough foil is cleared, the card reveals when the finger lifts, or after this long (ms) without a
 * move while it stays down (issue 15): the 'Wohoo' overlay never covers a card still being scratched.
 */
export const SCRATCH_SETTLE_MS = 700;
export const COUPON_VALID_DAYS = 2;
/** Coupons won with an order (docs/decisions/p08): the off is drawn from this set unless configured otherwise. */
export const DEFAULT_COUPON_OFFERS = [5, 10, 15, 20] as const;
/** A won coupon is named this prefix and its off, e.g. 'RASOI15'. */
export const COUPON_NAME_PREFIX = 'RASOI';

/** Catalogue vocabularies (spec 3, 9). */
export const DISH_CATEGORIES = ['sabzi-gravy', 'sabzi-dry', 'rice', 'chapati', 'deserts', 'beverages'] as const;
export const DISH_SUB_CATEGORIES = ['regular', 'addon'] as const;
export const THALI_CATEGORIES = ['All In one thali', 'Mini Thali', 'Comfort Thali', 'Roti & Parathas'] as const;
export const TAGS = ['best-seller', 'trending', 'quick', 'roti-mania', 'mini'] as const;
/**
 * How an order is paid: on delivery, 'COD' cash or 'UPI' the kitchen's UPI id at the door, no gateway
 * (issue 15, D53); or 'ONLINE', paid through the kitchen's payment gateway before the kitchen sees it
 * (issue 27 part 2, docs/decisions/0100), offered only when the gateway's keys are set.
 */
export const PAYMENT_METHODS = ['COD', 'UPI', 'ONLINE'] as const;
/**
 * How an order was paid, as it is answered: a payment method a customer chooses, or 'ACCOUNT' for a tiffin
 * plan's meal, charged to the household account when it was made (issue 26, D92). Never sent by a client.
 */
export const ORDER_PAYMENT_METHODS = [...PAYMENT_METHODS, 'ACCOUNT'] as const;
/** Minutes an online order waits for its payment before it is given up and its plates released (D100). */
export const ONLINE_PAYMENT_LIFE_MINUTES = 15;

/**
 * Order statuses, spelt as the API spells them (spec 9, docs/decisions/p05). 'Awaiting Payment' is an
 * online order not paid yet (D100): its plates are held, the kitchen neither sees nor cooks it; the
 * gateway's payment moves it to 'Preparing', its short life's end or a cancel to 'Cancelled'.
 */
export const ORDER_STATUSES = [
  'Awaiting Payment',
  'Recieved',
  'Preparing',
  'Out For Delivery',
  'Delivered',
  'Cancelled',
] as const;

/** Fixed thali values on creation (spec 3, 9). */
export const THALI_START_HOUR = 0;
export const THALI_END_HOUR = 23;
export const THALI_RATING = '4.8';

export type DishCategory = (typeof DISH_CATEGORIES)[number];
export type DishSubCategory = (typeof DISH_SUB_CATEGORIES)[number];
export type ThaliCategory = (typeof THALI_CATEGORIES)[number];
export type Tag = (typeof TAGS)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Seller order cards: the amount shown when an order carries none, and the default payment method (spec 2 'Seller orders'). */
export const DEFAULT_ORDER_AMOUNT = 120;
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = PAYMENT_METHODS[0];

/**
 * Seller PIN tries per number and channel (issue 11, docs/decisions/0027, docs/security.md 'The
 * seller PIN arithmetic'): a try is refused while the number has had `max` wrong PINs within any of
 * these rolling windows (milliseconds). The longer windows make the locks escalate: 15 minutes, then a
 * day, then a week. The daily cap keeps a guesser's chance of the PIN at 10 / 10,000 = 0.1 % a day.
 */
export const SELLER_PIN_TRY_LIMITS = [
  { windowMs: 15 * 60 * 1000, max: 5 },
  { windowMs: 24 * 60 * 60 * 1000, max: 10 },
  { windowMs: 7 * 24 * 60 * 60 * 1000, max: 20 },
] as const;

/** Seller logins one client address may try per window (minutes), whatever the numbers (issue 3). */
export const SELLER_LOGIN_WINDOW_MINUTES = 15;
export const SELLER_LOGINS_PER_IP_PER_WINDOW = 20;

/** A thali created without a tag gets this one (the Featured Meal row's tag; docs/decisions/0011). */
export const DEFAULT_MEAL_TAG: Tag = TAGS[0];

/** Image upload (spec 5, 9; issue 3; docs/decisions/0009): files per upload, and limits per file. */
export const UPLOAD_MAX_FILES = 4;
export const UPLOAD_MAX_MEGABYTES = 8;
export const UPLOAD_MAX_MEGAPIXELS = 40;
/** The multipart form field that carries the images (spec 7). */
export const UPLOAD_FIELD = 'image';
/** Widths in CSS pixels of the stored WebP renditions: cards and thumbnails (400), detail views (800). */
export const UPLOAD_WIDTHS = [400, 800] as const;
export type UploadWidth = (typeof UPLOAD_WIDTHS)[number];

// Meal slots (issue 14, docs/decisions/0047; packages/domain/src/slots.ts).
/** Most plates a slot may cap at: a home kitchen, not a factory (a guard against a typo such as 3000). */
export const SLOT_CAPACITY_MAX = 500;
/** Most entries in the weekly plan (e.g. breakfast, lunch, snacks, dinner, each with a weekend variant). */
export const SLOT_PLAN_ENTRIES_MAX = 14;
/** Longest slot name, in characters. */
export const SLOT_NAME_MAX = 30;
/**
 * The 'Lunch + Dinner' starter the seller's plan editor offers a kitchen with no plan (issue 14): every
 * day, wall-clock 'HH:MM' times, plates per day. The names come from MESSAGES (`lunch`, `dinner`).
 */
/** Days the seller's slot screen shows, today included (issue 14): a week, each day's cap and open flag. */
export const SELLER_SLOT_DAYS = 7;
export const STARTER_SLOT_PLAN = [
  { meal: 'lunch', order_by: '10:30', delivery_from: '12:30', delivery_to: '14:00', capacity: 30 },
  { meal: 'dinner', order_by: '17:00', delivery_from: '19:30', delivery_to: '21:00', capacity: 25 },
] as const;
/** Days ahead a customer may order by default (0 = today only); the kitchen's setting `order_days_ahead`. */
export const DEFAULT_ORDER_DAYS_AHEAD = 2;
/** Most days ahead a kitchen may take orders for. */
export const ORDER_DAYS_AHEAD_MAX = 7;
/** Below this many minutes to a slot's cut-off the customer sees a countdown ('Order in 24 min'). */
export const SLOT_COUNTDOWN_MINUTES = 60;
/**
 * How long the web app trusts a day's slots (ms) before it asks again, and how often it asks while a
 * countdown shows: plates go as neighbours order.
 */
export const SLOT_REFRESH_MS = 60_000;
/** How often a slot's countdown and state are recomputed on screen (ms); the text changes once a minute. */
export const SLOT_CLOCK_TICK_MS = 15_000;

// The day's menu and phone orders (issue 14; packages/domain/src/day-menu.ts, phone-order.ts).
/** Most thalis, and most dishes, one slot's menu may name: far above a home kitchen's catalogue. */
export const DAY_MENU_ITEMS_MAX = 200;
/**
 * Who entered an order: the customer in the app, the kitchen for a customer who phoned (issue 14), or a
 * tiffin plan, whose meal became an order at its skip cut-off (issue 26, D92).
 */
export const ORDER_PLACERS = ['customer', 'kitchen', 'plan'] as const;
export type OrderPlacer = (typeof ORDER_PLACERS)[number];

// Diet notes per order (issue 15, D55; packages/domain/src/diet.ts).
/** The spice levels a customer may ask for; none chosen means the kitchen's usual. */
export const DIET_SPICE_LEVELS = ['less', 'medium', 'spicy'] as const;
export type DietSpice = (typeof DIET_SPICE_LEVELS)[number];
/** Most characters of an order's free note for the kitchen (after trimming): a line on the cook's card. */
export const DIET_NOTE_MAX = 140;
/**
 * How the seller collected an order's money at the door (issue 15, D53): cash, or a UPI payment to the
 * kitchen's UPI id. The seller records it; nobody here sees the bank.
 */
export const COLLECTION_METHODS = ['cash', 'upi'] as const;
export type CollectionMethod = (typeof COLLECTION_METHODS)[number];
/**
 * How an order's money came in, as it is stored and answered: a collection method the seller recorded at
 * the door, or 'account' for a tiffin plan's meal, charged to the household account in the transaction
 * that made the order (issue 26, D92), or 'online' for an order the payment gateway's webhook confirmed paid
 * (D100). Never sent by a client: a seller cannot record it, nor change it.
 */
export const ORDER_COLLECTIONS = [...COLLECTION_METHODS, 'account', 'online'] as const;
export type OrderCollection = (typeof ORDER_COLLECTIONS)[number];
/**
 * The Income page's figures (issue 29, D114), each order in exactly one: cash, UPI, paid online (D112),
 * still to collect, paid from tiffin accounts (D92), cancelled.
 */
export const INCOME_FIGURE_NAMES = ['cash', 'upi', 'online', 'to_collect', 'account', 'cancelled'] as const;
export type IncomeFigureName = (typeof INCOME_FIGURE_NAMES)[number];
// Cancelling an order (issue 15, D54; packages/domain/src/cancel-order.ts).
/** Minutes after placing an order the customer may cancel it, by default; the kitchen's `cancel_window_minutes`. */
export const DEFAULT_CANCEL_WINDOW_MINUTES = 5;
/** Most minutes a kitchen may give customers to cancel (0 = customers cannot cancel). */
export const CANCEL_WINDOW_MINUTES_MAX = 60;
// One household's share of a slot (issue 30, docs/decisions/0074).
/** Most plates one customer account may hold in one slot of one day, by default; the kitchen's `household_plates_max`. */
export const DEFAULT_HOUSEHOLD_PLATES_MAX = 10;
/** A customer's cancel that gives back at least this many plates is large (docs/decisions/0074). */
export const LARGE_CANCEL_PLATES = 5;
/** A customer's cancel this many hours or fewer before the slot's cut-off is late (docs/decisions/0074). */
export const LATE_CANCEL_HOURS = 24;
/** Longest cancel reason, in characters. */
export const CANCEL_REASON_MAX = 200;
/** Who cancelled an order: its customer, or the seller (issue 15). */
export const ORDER_CANCELLERS = ['customer', 'seller'] as const;
export type OrderCanceller = (typeof ORDER_CANCELLERS)[number];

/** The earliest a plan's own skip cut-off may be: minutes before the slot's delivery starts (48 hours). */
export const PLAN_SKIP_CUTOFF_MAX_MINUTES = 2_880;
