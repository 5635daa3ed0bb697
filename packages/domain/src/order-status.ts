import { ORDER_STATUSES, type OrderStatus } from './constants.ts';
import { awaitingPayment } from './i18n/messages/awaitingpayment1.js';
import { cancelled } from './i18n/messages/cancelled.js';
import { delivered } from './i18n/messages/delivered.js';
import { outForDeliveryStatus } from './i18n/messages/outfordeliverystatus3.js';
import { preparing } from './i18n/messages/preparing.js';
import { received } from './i18n/messages/received.js';
import { trackOrderConfirmed } from './i18n/messages/trackorderconfirmed2.js';
import { trackOrderPreparing } from './i18n/messages/trackorderpreparing2.js';
import { trackOutForDelivery } from './i18n/messages/trackoutfordelivery3.js';
import { trackPrepared } from './i18n/messages/trackprepared1.js';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = {
  awaitingPayment,
  cancelled,
  delivered,
  outForDeliveryStatus,
  preparing,
  received,
  trackOrderConfirmed,
  trackOrderPreparing,
  trackOutForDelivery,
  trackPrepared,
};

/** The one accepted next status for each status, or null at the end (spec 4, docs/decisions/p09). */
const NEXT_STATUS: Record<OrderStatus, OrderStatus | null> = {
  // Left only by the gateway's payment (to Preparing) or a cancel, never as a seller's step (D100).
  'Awaiting Payment': null,
  Recieved: null,
  Preparing: 'Out For Delivery',
  'Out For Delivery': 'Delivered',
  Delivered: null,
  // Reached only through cancelling (POST /order/:id/cancel, issue 15), never as a seller's next step.
  Cancelled: null,
};

/** Status every new order starts with (spec 4). */
export const INITIAL_ORDER_STATUS: OrderStatus = 'Preparing';

/** The status the seller may move an order to next, or null when none (docs/decisions/p09). */
export function nextOrderStatus(status: OrderStatus): OrderStatus | null {
  return NEXT_STATUS[status];
}

/** True when moving from `from` to `to` is an accepted transition (docs/decisions/p09). */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT_STATUS[from] === to;
}

/** Undelivered orders drive the home strip (spec 2, 4); a cancelled order is no longer on its way (issue 15). */
export function isUndelivered(status: OrderStatus): boolean {
  return status !== 'Delivered' && status !== 'Cancelled';
}

/**
 * How each status reads to a person, one label per status wherever a status is shown (issue 25,
 * docs/decisions/0086); the API keeps its spelling 'Recieved' (docs/decisions/p05). Message functions,
 * called when shown, so the label is in the current language.
 */
const STATUS_LABELS: Record<OrderStatus, () => string> = {
  'Awaiting Payment': m.awaitingPayment,
  Recieved: m.received,
  Preparing: m.preparing,
  'Out For Delivery': m.outForDeliveryStatus,
  Delivered: m.delivered,
  Cancelled: m.cancelled,
};

/** The status as a person reads it, in the current language ('Received', 'Out For Delivery', ...). */
export function orderStatusLabel(status: OrderStatus): string {
  return STATUS_LABELS[status]();
}

/** Seller view: Preparing and Out For Delivery are active (spec 4). */
export function isActiveForSeller(status: OrderStatus): boolean {
  return status === 'Preparing' || status === 'Out For Delivery';
}

/**
 * The three tracking steps and their labels before and after they complete (spec 2): message functions,
 * called where the step is shown so it reads in the current language (issue 16, D62).
 */
export const TRACKING_STEPS: readonly { label: () => string; doneLabel: () => string }[] = [
  { label: m.trackOrderConfirmed, doneLabel: m.trackOrderConfirmed },
  { label: m.trackOrderPreparing, doneLabel: m.trackPrepared },
  { label: m.trackOutForDelivery, doneLabel: m.delivered },
];

// A cancelled order ranks below every step: none is done or current (issue 15).
const RANK: Record<OrderStatus, number> = {
  // Not confirmed until it is paid: no step is done or current yet (D100).
  'Awaiting Payment': -1,
  Recieved: 0,
  Preparing: 1,
  'Out For Delivery': 2,
  Delivered: 3,
  Cancelled: -1,
};

/**
 * The state of each tracking step for an order's status: 'done' (tick), 'current' (highlighted,
 * loading) or 'pending'. Step i is done once the status ranks above it (spec 2: a step shows a tick
 * once a later status is reached).
 */
export function trackingStepStates(status: OrderStatus): ('done' | 'current' | 'pending')[] {
  const rank = RANK[status];
  return TRACKING_STEPS.map((_, i) => (rank > i ? 'done' : rank === i ? 'current' : 'pending'));
}

/**
 * Whether the kitchen cooks an order of this status (issue 14, the prep sheet): every status but a
 * cancelled one (issue 15). A Record, so a new status cannot be added without deciding.
 */
const COOKED: Record<OrderStatus, boolean> = {
  // Not paid yet: the kitchen does not see it, and no figure counts it (D100).
  'Awaiting Payment': false,
  Recieved: true,
  Preparing: true,
  'Out For Delivery': true,
  Delivered: true,
  Cancelled: false,
};

/** The statuses whose orders the prep sheet counts (issue 14). */
export const COOKED_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter((status) => COOKED[status]);

/**
 * Whether an order of this status is not an order for the kitchen yet: placed online, its payment not
 * confirmed (D100). Such an order is in no figure at all, neither counted nor cancelled, and the seller's
 * lists leave it out. A Record, so a new status cannot be added without deciding.
 */
const UNPAID: Record<OrderStatus, boolean> = {
  'Awaiting Payment': true,
  Recieved: false,
  Preparing: false,
  'Out For Delivery': false,
  Delivered: false,
  Cancelled: false,
};

/** The statuses of an order still waiting for its online payment (D100). */
export const UNPAID_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter((status) => UNPAID[status]);

/** The statuses left out of the figures: neither cooked nor waiting to be paid, i.e. cancelled (D54, D100). */
export const LEFT_OUT_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (status) => !COOKED[status] && !UNPAID[status],
);

/** The statuses of a delivery run: orders the seller still moves on towards Delivered (issue 14). */
export const DELIVERY_RUN_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(isActiveForSeller);

/** The statuses of orders not yet delivered nor cancelled: what the seller may still cancel (issue 15, D54). */
export const UNDELIVERED_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(isUndelivered);
