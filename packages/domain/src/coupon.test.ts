import { describe, expect, it } from 'vitest';
import {
  couponDescription,
  couponExpiry,
  couponName,
  couponState,
  couponsInTab,
  couponTab,
  couponRefusal,
  couponWonText,
  isCouponUsable,
  scratchCouponBodySchema,
  type CouponFacts,
} from './coupon.ts';
import { couponExpired } from './i18n/messages/couponexpired1.js';
import { couponNotScratched } from './i18n/messages/couponnotscratched2.js';
import { couponUsed } from './i18n/messages/couponused1.js';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = { couponExpired, couponNotScratched, couponUsed };

const now = new Date('2025-03-10T12:00:00.000Z');
const later = '2025-03-11T12:00:00.000Z';
const earlier = '2025-03-09T12:00:00.000Z';
const coupon = (overrides: Partial<CouponFacts> = {}): CouponFacts => ({
  expiryTime: later,
  is_used: false,
  is_scratched: true,
  ...overrides,
});

describe('couponState (spec 4)', () => {
  it('tells unscratched, active, used and expired apart', () => {
    expect(couponState(coupon({ is_scratched: false }), now)).toBe('unscratched');
    expect(couponState(coupon(), now)).toBe('active');
    expect(couponState(coupon({ is_used: true }), now)).toBe('used');
    expect(couponState(coupon({ expiryTime: earlier }), now)).toBe('expired');
    expect(couponState(coupon({ expiryTime: earlier, is_scratched: false }), now)).toBe('expired');
  });

  it('counts an expiry exactly now as expired, and a millisecond later as not', () => {
    expect(couponState(coupon({ expiryTime: now.toISOString() }), now)).toBe('expired');
    expect(couponState(coupon({ expiryTime: new Date(now.getTime() + 1).toISOString() }), now)).toBe('active');
  });

  it('lets used beat expired', () => {
    expect(couponState(coupon({ is_used: true, expiryTime: earlier }), now)).toBe('used');
  });

  it('calls only active coupons usable', () => {
    expect(isCouponUsable(coupon(), now)).toBe(true);
    expect(isCouponUsable(coupon({ is_scratched: false }), now)).toBe(false);
    expect(isCouponUsable(coupon({ is_used: true }), now)).toBe(false);
    expect(isCouponUsable(coupon({ expiryTime: now.toISOString() }), now)).toBe(false);
  });

  it('says why a coupon cannot pay: used before expired before unscratched', () => {
    expect(couponRefusal(coupon(), now)).toBeNull();
    expect(couponRefusal(coupon({ is_used: true, expiryTime: earlier, is_scratched: false }), now)).toBe(
      m.couponUsed(),
    );
    expect(couponRefusal(coupon({ expiryTime: earlier, is_scratched: false }), now)).toBe(m.couponExpired());
    expect(couponRefusal(coupon({ is_scratched: false }), now)).toBe(m.couponNotScratched());
  });
});

describe('coupon tabs (spec 4)', () => {
  const unscratched = coupon({ is_scratched: false });
  const scratched = coupon();
  const used = coupon({ is_used: true });
  const usedAndExpired = coupon({ is_used: true, expiryTime: earlier });
  const expired = coupon({ expiryTime: earlier });
  const expiresNow = coupon({ expiryTime: now.toISOString() });
  const all = [unscratched, scratched, used, usedAndExpired, expired, expiresNow];

  it('puts each coupon in exactly one tab', () => {
    expect(couponsInTab(all, 'active', now)).toEqual([unscratched, scratched]);
    expect(couponsInTab(all, 'used', now)).toEqual([used, usedAndExpired]);
    expect(couponsInTab(all, 'expired', now)).toEqual([expired, expiresNow]);
  });

  it('shows a used coupon whose expiry passed under Used, not Expired', () => {
    expect(couponTab(usedAndExpired, now)).toBe('used');
  });
});

describe('won coupons (docs/decisions/p08)', () => {
  it('are named, described and valid for two days', () => {
    expect(couponName(15)).toBe('RASOI15');
    expect(couponDescription(10)).toBe('Get 10% off on your next order');
    expect(couponWonText(20)).toBe('Wohoo, You got 20% off');
    expect(couponExpiry(now).toISOString()).toBe('2025-03-12T12:00:00.000Z');
  });
});

describe('scratchCouponBodySchema', () => {
  it('accepts only {is_scratched: true}', () => {
    expect(scratchCouponBodySchema.safeParse({ is_scratched: true }).success).toBe(true);
    expect(scratchCouponBodySchema.safeParse({ is_scratched: false }).success).toBe(false);
    expect(scratchCouponBodySchema.safeParse({ is_scratched: true, is_used: false }).success).toBe(false);
    expect(scratchCouponBodySchema.safeParse({}).success).toBe(false);
  });
});
