import { z } from 'zod';
import {
  CANCEL_REASON_MAX,
  CANCEL_WINDOW_MINUTES_MAX,
  LARGE_CANCEL_PLATES,
  LATE_CANCEL_HOURS,
  ONLINE_PAYMENT_LIFE_MINUTES,
  type OrderStatus,
} from './constants.ts';
import { UNPAID_STATUSES } from './order-status.ts';
import { cancelReasonChangedMind } from './i18n/messages/cancelreasonchangedmind3.js';
import { cancelReasonInvalid } from './i18n/messages/cancelreasoninvalid2.js';
import { cancelReasonLate } from './i18n/messages/cancelreasonlate2.js';
import { cancelReasonMistake } from './i18n/messages/cancelreasonmistake2.js';
import { cancelWindowInvalid } from './i18n/messages/cancelwindowinvalid2.js';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = { cancelReasonChangedMind, cancelReasonInvalid, cancelReasonLate, cancelReasonMistake, cancelWindowInvalid };

/**
 * Cancelling an order (issue 15, docs/decisions/0054): who may, until when, and with what reason.
 * Zod is needed for the schemas; the rule itself (`customerCancelDeadline`) is plain, so the tracking
 * page and the server decide the same instant.
 */

/** The kitchen's `cancel_window_minutes`: 0 (customers cannot cancel) to CANCEL_WINDOW_MINUTES_MAX. */
export const cancelWindowMinutesSchema = z
  .number({ error: () => m.cancelWindowInvalid() })
  .int({ error: () => m.cancelWindowInvalid() })
  .min(0, { error: () => m.cancelWindowInvalid() })
  .max(CANCEL_WINDOW_MINUTES_MAX, { error: () => m.cancelWindowInvalid() });

/**
 * A cancel reason as stored and shown to both sides: trimmed, at most CANCEL_REASON_MAX characters, one
 * line, no `<` or `>` (plain text only, like slot names). May be empty; the seller's route requires one.
 */
export const cancelReasonSchema = z
  .string({ error: () => m.cancelReasonInvalid() })
  .trim()
  .max(CANCEL_REASON_MAX, { error: () => m.cancelReasonInvalid() })
  .refine((text) => !/[\r\n<>]/.test(text), { error: () => m.cancelReasonInvalid() });

/** `POST /order/{id}/cancel` body: the reason (the customer may leave it empty; the seller may not). */
export const cancelOrderBodySchema = z.strictObject({ reason: cancelReasonSchema.default('') });
export type CancelOrderBody = z.input<typeof cancelOrderBodySchema>;

/** The reasons the customer's sheet offers before 'Other reason' (free text), in the current language. */
export function customerCancelReasons(): string[] {
  return [m.cancelReasonMistake(), m.cancelReasonChangedMind(), m.cancelReasonLate()];
}

/** What the customer's rule reads of an order: its status, when it was placed, and its slot's cut-off. */
export type CancellableOrder = {
  status: OrderStatus;
  /** ISO instant the order was placed. */
  createdAt: string;
  /** Its slot's cut-off (ISO instant), or null for an order on demand. */
  slot: { order_by: string } | null;
};

/**
 * The instant until which the customer may cancel `order` (D54), or null when they may not at all:
 * only while it is Preparing and the kitchen's window is above 0 minutes; then until the later of
 * placing + `windowMinutes` and its slot's cut-off (an order for later can be cancelled until the
 * kitchen stops taking orders for that slot). The caller compares it with now, for the time it shows;
 * whether a cancel goes ahead is decided with customerCancelBounds.
 */
export function customerCancelDeadline(order: CancellableOrder, windowMinutes: number): Date | null {
  // An online order awaiting its payment is the customer's to give up until its life ends (D100), whatever
  // the window: it was never the kitchen's.
  if (UNPAID_STATUSES.includes(order.status)) {
    return new Date(Date.parse(order.createdAt) + ONLINE_PAYMENT_LIFE_MINUTES * 60_000);
  }
  if (order.status !== 'Preparing' || windowMinutes <= 0) return null;
  const afterPlacing = Date.parse(order.createdAt) + windowMinutes * 60_000;
  const cutOff = order.slot ? Date.parse(order.slot.order_by) : Number.NaN;
  return new Date(Number.isNaN(cutOff) ? afterPlacing : Math.max(afterPlacing, cutOff));
}

/**
 * The customer's cancel rule (D54) as bounds to compare an order with at `now`, or null when the kitchen's
 * window is 0 (customers cannot cancel at all, not even before a cut-off): the order must have `status`,
 * and have been placed after `placedAfter` (now - window) or have its slot's cut-off after `cutOffAfter`
 * (now). This is the one definition: `customerMayCancel` reads an order against it, and the server's
 * conditional UPDATE writes the same comparisons in SQL (issue 25, docs/decisions/0086). Both are strict,
 * so at the cut-off instant itself the customer may no longer cancel.
 */
export type CustomerCancelBounds = { status: OrderStatus; placedAfter: Date; cutOffAfter: Date };

/** The bounds of the customer's cancel rule at `now` for the kitchen's window, or null at a window of 0. */
export function customerCancelBounds(windowMinutes: number, now: Date): CustomerCancelBounds | null {
  if (windowMinutes <= 0) return null;
  return { status: 'Preparing', placedAfter: new Date(now.getTime() - windowMinutes * 60_000), cutOffAfter: now };
}

/**
 * The customer's giving up of an online order awaiting its payment (D100), as bounds at `now`: an order of
 * one of `statuses` placed after `placedAfter` (now - ONLINE_PAYMENT_LIFE_MINUTES). Past its life the order
 * is the sweep's to give up, not the customer's. The server's UPDATE writes the same comparisons in SQL.
 */
export function customerGiveUpBounds(now: Date): { statuses: readonly OrderStatus[]; placedAfter: Date } {
  return { statuses: UNPAID_STATUSES, placedAfter: new Date(now.getTime() - ONLINE_PAYMENT_LIFE_MINUTES * 60_000) };
}

/**
 * True when the customer may still cancel `order` at `now` (D54): the order read against
 * customerCancelBounds. The same as `now` being before customerCancelDeadline (tested).
 */
export function customerMayCancel(order: CancellableOrder, windowMinutes: number, now: Date): boolean {
  const giveUp = customerGiveUpBounds(now);
  if (giveUp.statuses.includes(order.status)) return Date.parse(order.createdAt) > giveUp.placedAfter.getTime();
  const bounds = customerCancelBounds(windowMinutes, now);
  if (bounds === null || order.status !== bounds.status) return false;
  // A cut-off that does not parse counts as none, as in customerCancelDeadline.
  const cutOff = order.slot ? Date.parse(order.slot.order_by) : Number.NaN;
  return Date.parse(order.createdAt) > bounds.placedAfter.getTime() || cutOff > bounds.cutOffAfter.getTime();
}

/** What `lateLargeCancel` reads of an order (the API's Order has it all). */
export type CancelledOrderFacts = {
  cancelled_by: 'customer' | 'seller' | null;
  cancelled_at: string | null;
  slot: { order_by: string } | null;
  meals: readonly { quantity: number }[];
};

/**
 * A customer's late cancel of a large order (issue 30, docs/decisions/0074): cancelled by the customer,
 * an order for a slot of at least LARGE_CANCEL_PLATES plates (its thalis), at most LATE_CANCEL_HOURS
 * before the slot's cut-off. Returns the plates given back, or 0 when the cancel is not one. The seller's
 * order card marks it and the sellers' push says it.
 */
export function lateLargeCancel(order: CancelledOrderFacts): number {
  if (order.cancelled_by !== 'customer' || !order.cancelled_at || !order.slot) return 0;
  const plates = order.meals.reduce((sum, line) => sum + line.quantity, 0);
  if (plates < LARGE_CANCEL_PLATES) return 0;
  const beforeCutOff = Date.parse(order.slot.order_by) - Date.parse(order.cancelled_at);
  return beforeCutOff <= LATE_CANCEL_HOURS * 3_600_000 ? plates : 0;
}
