import { z } from 'zod';
import type { Coupon, couponDataSchema, couponsDataSchema, couponSummaryDataSchema } from './api.ts';
import { COUPON_NAME_PREFIX, COUPON_VALID_DAYS } from './constants.ts';
import { couponDescription as couponDescriptionText } from './i18n/messages/coupondescription1.js';
import { couponExpired } from './i18n/messages/couponexpired1.js';
import { couponNotScratched } from './i18n/messages/couponnotscratched2.js';
import { couponScratchOnly } from './i18n/messages/couponscratchonly2.js';
import { couponUsed } from './i18n/messages/couponused1.js';
import { couponWon } from './i18n/messages/couponwon1.js';
import type { Locale } from './locale.ts';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = {
  couponDescription: couponDescriptionText,
  couponExpired,
  couponNotScratched,
  couponScratchOnly,
  couponUsed,
  couponWon,
};

/**
 * Scratch-card coupon rules shared by server and web app (spec 3 'Coupon', spec 4 'Coupon states',
 * docs/decisions/p08): the states, the Coupons page's tabs, and how a won coupon is named.
 */

/** Where a coupon stands: unscratched (shows 'Scratch now'), active (scratched, usable), used, expired. */
export type CouponState = 'unscratched' | 'active' | 'used' | 'expired';

/** The tabs of the Coupons page, in the order shown (spec 2 'Coupons'). */
export const COUPON_TABS = ['active', 'used', 'expired'] as const;
export type CouponTab = (typeof COUPON_TABS)[number];

/** The fields the state rules read. */
export type CouponFacts = Pick<Coupon, 'expiryTime' | 'is_used' | 'is_scratched'>;

/** True when the expiry time is not after `now`: an expiry exactly now counts as expired (spec 4). */
export function isExpired(expiryTime: string, now: Date): boolean {
  return new Date(expiryTime).getTime() <= now.getTime();
}

/** The coupon's state at `now`; used beats expired, and both beat (un)scratched. */
export function couponState(coupon: CouponFacts, now: Date): CouponState {
  if (coupon.is_used) return 'used';
  if (isExpired(coupon.expiryTime, now)) return 'expired';
  return coupon.is_scratched ? 'active' : 'unscratched';
}

/**
 * The one tab a coupon belongs in (spec 4): Used = is_used; Expired = expiry passed and not used;
 * Active = neither (scratched or not).
 */
export function couponTab(coupon: CouponFacts, now: Date): CouponTab {
  const state = couponState(coupon, now);
  return state === 'used' || state === 'expired' ? state : 'active';
}

/** The coupons of one tab, in the order given. */
export function couponsInTab<T extends CouponFacts>(coupons: readonly T[], tab: CouponTab, now: Date): T[] {
  return coupons.filter((coupon) => couponTab(coupon, now) === tab);
}

/**
 * Why the coupon cannot pay for an order at `now` (the sentence a person sees: used, expired, not
 * scratched yet, checked in that order), or null when it can. The one home of the usable rule (issue 12):
 * the server refuses an order with this sentence (place-order.ts) and the web app applies only coupons
 * it calls usable.
 */
export function couponRefusal(coupon: CouponFacts, now: Date): string | null {
  const key = couponRefusalKey(coupon, now);
  if (key === 'couponUsed') return m.couponUsed();
  if (key === 'couponExpired') return m.couponExpired();
  if (key === 'couponNotScratched') return m.couponNotScratched();
  return null;
}

/**
 * The message key of couponRefusal's sentence, or null when the coupon is usable: what the server's
 * AppError carries, so the sentence is written in the caller's language when it answers (D84).
 */
export function couponRefusalKey(
  coupon: CouponFacts,
  now: Date,
): 'couponUsed' | 'couponExpired' | 'couponNotScratched' | null {
  const state = couponState(coupon, now);
  if (state === 'used') return 'couponUsed';
  if (state === 'expired') return 'couponExpired';
  if (state === 'unscratched') return 'couponNotScratched';
  return null;
}

/** True when the coupon can pay for an order now: scratched, unused, unexpired (couponRefusal gives the reason otherwise). */
export function isCouponUsable(coupon: CouponFacts, now: Date): boolean {
  return couponRefusal(coupon, now) === null;
}

/** A won coupon's name: the prefix and its off, e.g. 'RASOI15'. */
export function couponName(off: number): string {
  return `${COUPON_NAME_PREFIX}${off}`;
}

/**
 * A won coupon's description, 'Get {off}% off on your next order' (`off` a percentage), in `locale`, else
 * the current language (issue 16, D62): the server stores it in English, and the web app shows it from
 * `off` in the person's language.
 */
export function couponDescription(off: number, locale?: Locale): string {
  return m.couponDescription({ off }, { locale });
}

/** The coupon overlay's text (spec 2): 'Wohoo, You got {off}% off', in the current language (issue 16, D62). */
export function couponWonText(off: number): string {
  return m.couponWon({ off });
}

/** When a coupon won at `now` expires: two days later (spec 9, docs/decisions/p08). */
export function couponExpiry(now: Date): Date {
  return new Date(now.getTime() + COUPON_VALID_DAYS * 24 * 60 * 60 * 1000);
}

/**
 * `PATCH /coupon/{id}` (spec 7): only `{is_scratched: true}`; anything else is refused.
 * Built in a call marked pure, so a bundle that uses only the coupon rules above (the web app's first
 * load, issue 6) leaves the schema, and with it zod, out.
 */
export const scratchCouponBodySchema = /* @__PURE__ */ (() =>
  z.strictObject({ is_scratched: z.literal(true, { error: () => m.couponScratchOnly() }) }))();
export type ScratchCouponBody = z.infer<typeof scratchCouponBodySchema>;

/** Answers of the coupon calls (the `data` part of the envelope; schemas in api.ts, issue 12). */
export type CouponsData = z.infer<typeof couponsDataSchema>;
export type CouponData = z.infer<typeof couponDataSchema>;

/** The seller's 'Active Coupons' figures (issue 4): see couponSummaryDataSchema. */
export type CouponSummaryData = z.infer<typeof couponSummaryDataSchema>;
