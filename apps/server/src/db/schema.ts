import type { Generated } from 'kysely';
import type {
  DietSpice,
  DishCategory,
  DishSubCategory,
  OrderCanceller,
  OrderCollection,
  OrderPlacer,
  OrderStatus,
  OrderPaymentMethod,
  Tag,
  ThaliCategory,
} from '@rasoi/domain/constants';
import type { MenuItemKind } from '@rasoi/domain/day-menu';
import type { OrderEventType } from '@rasoi/domain/events';
import type { LedgerKind, LedgerPaymentMethod, LedgerRecorder } from '@rasoi/domain/ledger';
import type { PlanDayOutcome, SubscriptionPay } from '@rasoi/domain/subscriptions';
import type { IngredientUnit, RecipeKind } from '@rasoi/domain/recipes';

/**
 * The tables as Kysely sees them. Dialect-neutral storage (docs/architecture.md 'Server'): ids are
 * 24-hex text, booleans integers 0/1, times ISO-8601 UTC text, money integer whole rupees.
 */
export type Flag = 0 | 1;

export type UsersTable = {
  id: string;
  mobile: string;
  role: 'customer' | 'seller';
  pin_hash: string | null;
  created_at: string;
  /** 1 while the seller's PIN is the one generated at first start (migration 0011, D41). */
  pin_generated: Generated<Flag>;
  /** 1 until the seller has finished the first-start setup (migration 0011, D41). */
  setup_due: Generated<Flag>;
  /** The seller whose phone order made this customer; null for one who signed up (migration 0029, D79). */
  added_by: string | null;
};

export type SessionsTable = {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** What the session may do (migration 0005): only a PIN login opens a 'seller' session. */
  scope: SessionScope;
};

export type SessionScope = 'customer' | 'seller';

export type OtpCodesTable = {
  id: string;
  mobile: string;
  code_hash: string;
  created_at: string;
  expires_at: string;
  wrong_tries: number;
  consumed_at: string | null;
};

export type DishesTable = {
  id: string;
  name: string;
  description: string;
  /** JSON text of a list of image URLs. */
  img_url: string;
  asset_aws_key: string | null;
  selling_price: number;
  category: DishCategory;
  sub_category: DishSubCategory;
  is_active: Flag;
  is_show: Flag;
  is_scratched: Flag;
  created_at: string;
  /** The seller's Hindi name and description (issue 16, D62), null when none. */
  name_hi: string | null;
  description_hi: string | null;
};

export type MealsTable = {
  id: string;
  name: string;
  description: string;
  /** JSON text of a list of image URLs. */
  img_url: string;
  selling_price: number;
  actual_price: number;
  cost_price: number;
  tag: Tag;
  category: ThaliCategory;
  sub_category: string | null;
  is_active: Flag;
  is_show: Flag;
  asset_aws_key: string | null;
  start_hour: number;
  end_hour: number;
  date: string;
  rating: string;
  created_at: string;
  /** The seller's Hindi name and description (issue 16, D62), null when none. */
  name_hi: string | null;
  description_hi: string | null;
};

export type MealDishesTable = { meal_id: string; dish_id: string; position: number };

export type AddressesTable = {
  id: string;
  user_id: string;
  reciever_name: string;
  reciever_mobile: string;
  flat_number: string;
  tower_number: string;
  society: string;
  locality: string;
  pincode: string;
  created_at: string;
};

export type OrdersTable = {
  id: string;
  user_id: string;
  status: OrderStatus;
  price: number;
  discount: number;
  platform_fee: number;
  delivery_charge: number;
  amount: number;
  /** The address as it was when the order was placed. */
  address_id: string;
  reciever_name: string;
  reciever_mobile: string;
  flat_number: string;
  tower_number: string;
  society: string;
  locality: string;
  pincode: string;
  payment_method: OrderPaymentMethod;
  currency: 'INR';
  receipt: string | null;
  coupon_id: string | null;
  /** Promised delivery time in minutes. */
  total_time: number;
  idempotency_key: string | null;
  created_at: string;
  updated_at: string;
  /** The meal slot it is delivered in, copied when placed (migration 0012, D47); null for an order on demand. */
  slot_id: string | null;
  slot_name: string | null;
  /** The slot's kitchen date 'yyyy-mm-dd'. */
  slot_date: string | null;
  delivery_from: string | null;
  delivery_to: string | null;
  /** Plates (thalis) the order took from its slot. */
  plates: number;
  /** When a seller device first acknowledged the order; null until then (migration 0013). */
  acknowledged_at: string | null;
  /** Who entered it (migration 0016, issue 14): the customer, or the kitchen for a phoned-in order. */
  placed_by: OrderPlacer;
  /** The customer's diet notes (migration 0019, issue 15, D55): flags 0/1, spice or null, plain-text note or null. */
  diet_jain: Generated<number>;
  diet_no_onion_garlic: Generated<number>;
  diet_less_oil: Generated<number>;
  diet_spice: DietSpice | null;
  diet_note: string | null;
  /** UPI on delivery (migration 0017, D53): when the customer said 'I have paid'; null until then. */
  paid_claimed_at: string | null;
  /**
   * How the seller collected the money at the door, and when; null until collected. 'account' for a tiffin
   * plan's meal (D92): charged to the household account when the order was made, collected_at that instant.
   */
  collected_by: OrderCollection | null;
  collected_at: string | null;
  /** Cancelling (migration 0018, issue 15, D54): the reason ('' when the customer gave none), who and when; null unless cancelled. */
  cancel_reason: string | null;
  cancelled_by: OrderCanceller | null;
  cancelled_at: string | null;
  /** The slot's cut-off copied when placed (migration 0018): the customer may cancel until then. */
  slot_order_by: string | null;
};

/** `name_hi`: the thali's Hindi name when the order was placed, null when it had none (0023, issue 16, D62). */
export type OrderMealsTable = {
  order_id: string;
  meal_id: string;
  name: string;
  name_hi: string | null;
  unit_price: number;
  quantity: number;
};

/** `name_hi`: the dish's Hindi name when the order was placed, null when it had none (0023, issue 16, D62). */
export type OrderDishesTable = {
  order_id: string;
  dish_id: string;
  name: string;
  name_hi: string | null;
  unit_price: number;
  quantity: number;
  sub_category: DishSubCategory;
};

export type CouponsTable = {
  id: string;
  user_id: string;
  name: string;
  /** Percentage off. */
  off: number;
  expires_at: string;
  is_used: Flag;
  is_scratched: Flag;
  description_text: string;
  won_with_order_id: string | null;
  used_by_order_id: string | null;
  created_at: string;
};

export type PushSubscriptionsTable = {
  id: string;
  user_id: string;
  endpoint: string;
  keys_json: string;
  created_at: string;
  /** Consecutive failed pushes to the endpoint (migration 0008); dropped at PUSH_FAILURES_BEFORE_DROP. */
  failures: Generated<number>;
  /** The language of the app that saved it, 'en' | 'hi' (migration 0022, D62): its pushes are written in it. */
  locale: Generated<string>;
};

export type KitchenTable = { id: number; is_open: Flag; updated_at: string };

/** Recent failed seller logins of one number: the count in the current window and any lock. */
/**
 * Who is trying a login (migration 0005, docs/security.md): 'anonymous', or 'signed-in' for a
 * request that carries a session of the same number. Each channel has its own budget of tries.
 */
export type LoginChannel = 'anonymous' | 'signed-in';

/** One counted seller PIN try (the wrong ones stay; a right one is given back). */
export type SellerPinTriesTable = { id: string; mobile: string; channel: LoginChannel; created_at: string };

/**
 * A seller's order change sent with an Idempotency-Key (migration 0046, docs/decisions/0115): one row per
 * (order, key), written in the change's transaction; a repeat of the key answers the order and changes nothing.
 */
export type OrderChangeKeysTable = {
  order_id: string;
  idempotency_key: string;
  /** What the key was first sent for. */
  change: 'status' | 'collect';
  created_at: string;
};

/** One change of an order, as the event stream sends it (issue 5). `id` increases in commit order. */
export type OrderEventsTable = {
  id: Generated<number>;
  order_id: string;
  /** The order's customer: who besides the seller may see the event. */
  user_id: string;
  type: OrderEventType;
  /** JSON text of the event's data, `{"order": ...}`. */
  payload: string;
  created_at: string;
  /**
   * The writing transaction's id on PostgreSQL (pg_current_xact_id(), set by the column's default), 0 on
   * SQLite; events are read in (tx_id, id) order (migration 0026). PostgreSQL answers it as text.
   */
  tx_id: Generated<number | string>;
};

/** A short-lived ticket that opens event streams for one session; only its SHA-256 is stored. */
export type StreamTicketsTable = {
  ticket_hash: string;
  session_id: string;
  user_id: string;
  role: 'customer' | 'seller';
  created_at: string;
  expires_at: string;
};

/**
 * One open event stream, on whichever instance holds it (migration 0006, D30): counted against the
 * per-session and per-user caps while its `seen_at` is fresh; its instance refreshes it each heartbeat.
 */
export type OpenStreamsTable = {
  id: string;
  instance_id: string;
  session_id: string;
  user_id: string;
  opened_at: string;
  seen_at: string;
};

/** Small named values shared by every instance (the VAPID key pair). */
export type AppSettingsTable = { key: string; value: string; created_at: string };

/** One guess at a number's one-time code in the last 24 hours (migration 0004, docs/security.md). */
export type OtpWrongTriesTable = {
  id: string;
  mobile: string;
  created_at: string;
  channel: Generated<LoginChannel>;
};

/** A number's last one-time code send, the row every send to it takes first (migration 0009, D35). */
export type OtpSendGuardsTable = { mobile: string; last_sent_at: string };

/** Code messages sent in one UTC hour (`2026-11-22T21`), against SMS_HOURLY_BUDGET (migration 0009, D35). */
export type SmsHourlySendsTable = { hour: string; sends: number };

/**
 * The kitchen's own settings, one row with id 1 (migration 0010, D40): texts ('' when not set), lists
 * as JSON text (pincodes, societies `[{name, towers}]`, coupon percentages), the ETA in minutes.
 */
export type KitchenSettingsTable = {
  id: number;
  name: string;
  description: string;
  support_phone: string;
  fssai_licence: string;
  serviceable_pincodes: string;
  societies: string;
  upi_id: string;
  order_eta_minutes: number;
  coupon_offers: string;
  updated_at: string;
  /** Days ahead customers may order for (migration 0012, D47). */
  order_days_ahead: number;
  /** Minutes after placing a customer may cancel (migration 0018, D54). */
  cancel_window_minutes: number;
  /** Most plates one household may hold in one slot of one day (migration 0028, docs/decisions/0074). */
  household_plates_max: number;
  /** The kitchen's language, 'en' | 'hi' (migration 0022, D62): the shared menu picture's and the manifest's. */
  language: string;
  /** What its bills carry (migration 0041, D107): address and GSTIN ('' when not set), scheme, number prefix. */
  address: string;
  gstin: string;
  gst_scheme: string;
  bill_prefix: string;
};

/** One entry of the seller's weekly slot plan (migration 0012, D47): wall-clock 'HH:MM' times, weekdays JSON. */
export type SlotPlanTable = {
  id: string;
  name: string;
  /** JSON text of weekday numbers, 0 = Monday ... 6 = Sunday. */
  weekdays: string;
  order_by: string;
  delivery_from: string;
  delivery_to: string;
  capacity: number;
  position: number;
  created_at: string;
};

/** One day's meal slot (migration 0012, D47): instants as ISO-8601 UTC, plates `taken` never above `capacity`. */
export type SlotsTable = {
  id: string;
  plan_id: string;
  /** The kitchen's calendar date, 'yyyy-mm-dd'. */
  date: string;
  name: string;
  order_by: string;
  delivery_from: string;
  delivery_to: string;
  capacity: number;
  taken: Generated<number>;
  is_open: Generated<Flag>;
  /** 1 once the seller changed this day (its cap or open flag): a new plan leaves it alone. */
  changed: Generated<Flag>;
  created_at: string;
  updated_at: string;
};

/** A customer waiting for the kitchen to open ('Notify me', migration 0014); one row per customer. */
export type KitchenNotifyRequestsTable = { user_id: string; created_at: string };
/** One thali or dish on one day's slot menu (migration 0015, issue 14); a slot without rows offers everything. */
export type SlotMenuItemsTable = { slot_id: string; kind: MenuItemKind; item_id: string };

/**
 * A tiffin plan (migration 0031, docs/decisions/0089): prices in integer paise, `weekdays` a 7-bit mask
 * (Monday bit 0), `meal_id` null for the thali of the day, `skip_cutoff_minutes` null for the slot's own.
 */
export type PlansTable = {
  id: string;
  name: string;
  meal_id: string | null;
  slot_id: string;
  weekdays: number;
  meal_price_paise: number;
  week_price_paise: number | null;
  month_price_paise: number | null;
  skip_cutoff_minutes: number | null;
  start_lead_days: Generated<number>;
  retired_at: string | null;
  created_at: string;
  updated_at: string;
};

/**
 * A household's subscription to a tiffin plan (migration 0032, docs/decisions/0091): kitchen days
 * 'yyyy-mm-dd', `end_day` null while open-ended, diet notes as an order carries them (D55), `ended_at` set once it is ended.
 */
export type SubscriptionsTable = {
  id: string;
  plan_id: string;
  user_id: string;
  start_day: string;
  end_day: string | null;
  tiffins: number;
  address_id: string;
  diet_jain: Generated<number>;
  diet_no_onion_garlic: Generated<number>;
  diet_less_oil: Generated<number>;
  diet_spice: DietSpice | null;
  diet_note: string | null;
  pay: SubscriptionPay;
  ended_at: string | null;
  idempotency_key: string | null;
  created_at: string;
  updated_at: string;
};

/**
 * What differs on one day of a subscription (migration 0032, D91): skipped, paused, an extra tiffin or
 * another address (a later step), and the generation's decision on the day's meal, made once (`outcome`,
 * `decided_at`, then `order_id` for a cooked one).
 */
export type SubscriptionDaysTable = {
  subscription_id: string;
  day: string;
  skipped: Generated<number>;
  paused: Generated<number>;
  extra_tiffins: Generated<number>;
  address_id: string | null;
  outcome: PlanDayOutcome | null;
  decided_at: string | null;
  order_id: string | null;
  /** When the evening-before reminder of this meal was sent (migration 0034, D95); null while not. */
  reminded_at: string | null;
  updated_at: string;
};

/** What a stored bank SMS was read as (migration 0036, D97). */
export type BankSmsKind = 'credit' | 'ignored' | 'unreadable';
/** A stored bank SMS's state for the seller: not yet matched, matched to what it paid, or not the kitchen's. */
export type BankSmsStatus = 'unmatched' | 'matched' | 'not_mine';

/**
 * One SMS from a bank sender the kitchen's phone forwarded (migration 0036, D97): once per gateway event
 * (`event_id`) and, a credit, once per UPI reference (`rrn`); `body` cut to BANK_SMS_MAX_LENGTH, empty for
 * an ignored one.
 */
export type BankSmsTable = {
  id: string;
  event_id: string;
  sender: string;
  received_at: string;
  body: string;
  kind: BankSmsKind;
  ignored_why: string | null;
  amount_paise: number | null;
  rrn: string | null;
  payer: string | null;
  status: Generated<BankSmsStatus>;
  matched_type: string | null;
  matched_id: string | null;
  created_at: string;
};

/** The kitchen's bank SMS settings, one row `id` 1 (migration 0036, D97): senders as JSON, the signing key. */
export type BankSmsSettingsTable = { id: number; senders: string; signing_key: string | null; updated_at: string };

/**
 * The kitchen's WhatsApp Cloud API settings, one row `id` 1 (migration 0040, D101): the phone number ID, the
 * access token (never answered), the template names as JSON (kind -> name), when they last changed.
 */
export type WhatsAppSettingsTable = {
  id: number;
  phone_number_id: string | null;
  access_token: string | null;
  templates: string;
  updated_at: string;
};

/** A customer who turned WhatsApp receipts on (migration 0040, D101), and the language they are written in. */
export type WhatsAppOptInsTable = { user_id: string; language: 'en' | 'hi'; opted_in_at: string };
/** Per series ('bill' | 'credit_note') and financial year ('2026-27'), the last serial given (migration 0041, D107). */
export type BillCountersTable = { kind: 'bill' | 'credit_note'; financial_year: string; last_serial: number };

/**
 * A bill or credit note (migration 0041, D107), never updated or deleted: its series, number, order, the
 * bill a credit note reverses, the kitchen day and instant, totals in paise and the document as JSON text.
 */
export type BillsTable = {
  id: string;
  kind: 'bill' | 'credit_note';
  type: 'bill_of_supply' | 'tax_invoice';
  financial_year: string;
  serial: number;
  number: string;
  order_id: string;
  bill_id: string | null;
  day: string;
  issued_at: string;
  total_paise: number;
  tax_rate_bp: number;
  taxable_paise: number;
  tax_paise: number;
  payment_method: string;
  document: string;
};

/** The limits the books watch, in paise, one row `id` 1 once changed (migration 0041, D108; bigint: strings on PostgreSQL). */
export type BooksSettingsTable = {
  id: number;
  fssai_registration: number | string;
  gst_registration: number | string;
  composition: number | string;
  upi_personal_month: number | string;
  updated_at: string;
};

/** The kitchen's payment gateway keys, one row `id` 1 (migration 0039, D100); secrets only the server reads. */
export type GatewaySettingsTable = {
  id: number;
  key_id: string | null;
  key_secret: string | null;
  webhook_secret: string | null;
  updated_at: string;
};

/** One payment asked of the gateway (migration 0039, D100): an order's or a top-up's, in paise. */
export type GatewayPaymentsTable = {
  id: string;
  kind: 'order' | 'topup';
  order_id: string | null;
  user_id: string;
  amount_paise: number;
  gateway_order_id: string;
  status: 'created' | 'paid';
  gateway_payment_id: string | null;
  paid_at: string | null;
  created_at: string;
};

/** One signed webhook event processed, by the gateway's event id (migration 0039, D100). */
export type GatewayEventsTable = { event_id: string; event: string; outcome: string; received_at: string };

/** Why a paid payment is given back (D100). */
export type GatewayRefundReason = 'cancelled' | 'late_payment' | 'wrong_amount';
/** Where a refund is (D100): due -> sending -> requested -> processed | failed; a failed call goes back to due. */
export type GatewayRefundStatus = 'due' | 'sending' | 'requested' | 'processed' | 'failed';

/** A refund owed on a paid payment, one per payment (migration 0039, D100). */
export type GatewayRefundsTable = {
  id: string;
  payment_id: string;
  amount_paise: number;
  reason: GatewayRefundReason;
  status: GatewayRefundStatus;
  gateway_refund_id: string | null;
  attempts: Generated<number>;
  last_error: string | null;
  sending_since: string | null;
  processed_at: string | null;
  created_at: string;
  updated_at: string;
};

/** A household's choice of plan meal reminders (migration 0034, D95): the evening before, 0/1. */
export type PlanRemindersTable = { user_id: string; evening_before: Flag; updated_at: string };

/**
 * A kitchen day off (migration 0033, D92): the whole day (`slot_id` null) or one slot of the weekly plan
 * (its `slot_plan` id); one per day and slot.
 */
export type HolidaysTable = {
  id: string;
  day: string;
  slot_id: string | null;
  note: string;
  created_at: string;
};

/** The sellers' last push of a day's lost plan meals, per slot and outcome (migration 0035, D95). */
/** A UPI payment Rasoi asked for, at an amount no other open request has (issue 27, D98). */
export type UpiRequestsTable = {
  id: string;
  kind: 'order' | 'topup';
  order_id: string | null;
  user_id: string;
  /** What is owed, in paise. */
  bill_paise: number;
  /** What is asked: the bill less 0-99 paise, unique among open requests. */
  amount_paise: number;
  status: 'open' | 'paid' | 'expired' | 'cancelled';
  opened_at: string;
  expires_at: string;
  paid_at: string | null;
  rrn: string | null;
};

export type PlanMealNoticesTable = {
  day: string;
  slot_id: string;
  kind: string;
  told_count: number;
  updated_at: string;
};

/** A customer's rating of a delivered order (migration 0020, D56): one per order. */
export type OrderRatingsTable = {
  order_id: string;
  user_id: string;
  stars: number;
  comment: string;
  created_at: string;
};

/** Per thali, the running sum of stars and count of rated orders that held it (migration 0020, D56). */
export type MealRatingTotalsTable = { meal_id: string; stars_sum: number; ratings: number };

/**
 * Per closed kitchen day, each Income figure's order count and summed amount (migration 0024, issue 17;
 * PostgreSQL returns the bigint sums as strings).
 */
export type OrderDayTotalsTable = {
  day: string;
  cash_count: number;
  cash_amount: number | string;
  upi_count: number;
  upi_amount: number | string;
  to_collect_count: number;
  to_collect_amount: number | string;
  cancelled_count: number;
  cancelled_amount: number | string;
  /** Orders paid from a household account (migration 0033, D92). */
  account_count: Generated<number>;
  account_amount: Generated<number | string>;
  /** Orders paid online through the gateway (migration 0044, D112). */
  online_count: Generated<number>;
  online_amount: Generated<number | string>;
};
/** Per customer, the orders placed on closed days and the first one's instant (migration 0024). */
/**
 * A household's account (migration 0030, docs/decisions/0088): money in integer paise; the balance is the
 * sum of its ledger entries, never below minus the credit limit; `owing_since` the kitchen day
 * (yyyy-mm-dd) it last went below zero, null while it is not.
 */
export type HouseholdAccountsTable = {
  user_id: string;
  balance_paise: number;
  credit_limit_paise: number;
  on_account_allowed: Flag;
  owing_since: string | null;
  /** When the household was told its prepaid balance fell below two meals (migration 0034, D95). */
  low_balance_told_at: string | null;
  created_at: string;
  updated_at: string;
};

/** One posting to a household account (migration 0030, D88), never changed; amounts in signed paise. */
export type LedgerEntriesTable = {
  id: string;
  user_id: string;
  kind: LedgerKind;
  method: LedgerPaymentMethod | null;
  amount_paise: number;
  balance_after_paise: number;
  /** The kitchen day it belongs to (yyyy-mm-dd): the meal's, or the day a payment was taken. */
  day: string;
  source_type: string | null;
  source_id: string | null;
  note: string;
  recorded_by: LedgerRecorder;
  idempotency_key: string;
  created_at: string;
};

export type CustomerOrderTotalsTable = { user_id: string; orders: number; first_at: string };
/** The one row (id 1) saying which days are summed: those before `built_through`, in `time_zone` (0024). */
export type OrderDayTotalsStateTable = {
  id: number;
  built_through: string | null;
  time_zone: string | null;
  refreshed_at: string | null;
};
/** Creation instants of orders changed after placing, whose days a refresh sums again (0024, by trigger). */
export type OrderDayTotalsStaleTable = { created_at: string };

/**
 * An ingredient (migration 0042, docs/decisions/0109): `pack_milli` the pack the seller buys it in, in
 * thousandths of `unit`; `diet_tags` JSON text of the domain's DIET_TAGS.
 */
export type IngredientsTable = {
  id: string;
  name: string;
  name_hi: string | null;
  unit: IngredientUnit;
  pack_milli: number;
  diet_tags: string;
  created_at: string;
  updated_at: string;
};

/** One price of an ingredient, paise a unit from a kitchen day on; only ever added (migration 0042, D109). */
export type IngredientPricesTable = {
  id: string;
  ingredient_id: string;
  from_day: string;
  price_paise: number;
  created_at: string;
};

/** One ingredient of a thali's or dish's plate, in thousandths of its unit (migration 0042, D109). */
export type RecipeLinesTable = {
  kind: RecipeKind;
  item_id: string;
  ingredient_id: string;
  quantity_milli: number;
  position: number;
};

/** The plates the seller expects of a thali or dish on a kitchen day, beyond orders and plan meals (0042, D110). */
export type PlateEstimatesTable = { day: string; kind: RecipeKind; item_id: string; plates: number };

export type Database = {
  users: UsersTable;
  sessions: SessionsTable;
  otp_codes: OtpCodesTable;
  dishes: DishesTable;
  meals: MealsTable;
  meal_dishes: MealDishesTable;
  addresses: AddressesTable;
  orders: OrdersTable;
  order_meals: OrderMealsTable;
  order_dishes: OrderDishesTable;
  coupons: CouponsTable;
  push_subscriptions: PushSubscriptionsTable;
  kitchen: KitchenTable;
  kitchen_settings: KitchenSettingsTable;
  seller_pin_tries: SellerPinTriesTable;
  order_events: OrderEventsTable;
  order_change_keys: OrderChangeKeysTable;
  stream_tickets: StreamTicketsTable;
  open_streams: OpenStreamsTable;
  app_settings: AppSettingsTable;
  otp_wrong_tries: OtpWrongTriesTable;
  otp_send_guards: OtpSendGuardsTable;
  sms_hourly_sends: SmsHourlySendsTable;
  slot_plan: SlotPlanTable;
  slots: SlotsTable;
  kitchen_notify_requests: KitchenNotifyRequestsTable;
  slot_menu_items: SlotMenuItemsTable;
  order_ratings: OrderRatingsTable;
  meal_rating_totals: MealRatingTotalsTable;
  order_day_totals: OrderDayTotalsTable;
  customer_order_totals: CustomerOrderTotalsTable;
  order_day_totals_state: OrderDayTotalsStateTable;
  order_day_totals_stale: OrderDayTotalsStaleTable;
  household_accounts: HouseholdAccountsTable;
  ledger_entries: LedgerEntriesTable;
  plans: PlansTable;
  subscriptions: SubscriptionsTable;
  subscription_days: SubscriptionDaysTable;
  holidays: HolidaysTable;
  plan_meal_notices: PlanMealNoticesTable;
  upi_requests: UpiRequestsTable;
  plan_reminders: PlanRemindersTable;
  bank_sms: BankSmsTable;
  bank_sms_settings: BankSmsSettingsTable;
  whatsapp_settings: WhatsAppSettingsTable;
  whatsapp_opt_ins: WhatsAppOptInsTable;
  gateway_settings: GatewaySettingsTable;
  gateway_payments: GatewayPaymentsTable;
  gateway_events: GatewayEventsTable;
  gateway_refunds: GatewayRefundsTable;
  bill_counters: BillCountersTable;
  bills: BillsTable;
  books_settings: BooksSettingsTable;
  ingredients: IngredientsTable;
  ingredient_prices: IngredientPricesTable;
  recipe_lines: RecipeLinesTable;
  plate_estimates: PlateEstimatesTable;
};
