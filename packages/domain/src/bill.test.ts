import { describe, expect, it } from 'vitest';
import { computeBill, meetsMinimumOrder, minimumOrderShortfall, shortfallLabel, storedBill } from './bill.ts';

describe('computeBill (docs/decisions/p02)', () => {
  it('adds whole-rupee line totals and the platform fee', () => {
    const bill = computeBill([
      { price: 149, quantity: 2 },
      { price: 30, quantity: 1 },
    ]);
    expect(bill.itemTotal).toBe(328);
    expect(bill.discount).toBe(0);
    expect(bill.platformFee).toBe(2);
    expect(bill.deliveryCharge).toBe(0);
    expect(bill.toPay).toBe(330);
  });

  it('rounds the coupon discount up', () => {
    const bill = computeBill([{ price: 99, quantity: 1 }], 15);
    // 99 x 15% = 14.85, rounded up to 15
    expect(bill.discount).toBe(15);
    expect(bill.toPay).toBe(99 - 15 + 2);
  });

  it('rounds unit prices to whole rupees before multiplying', () => {
    expect(computeBill([{ price: 49.6, quantity: 3 }]).itemTotal).toBe(150);
  });

  it('shows the struck fees beside the real ones', () => {
    const bill = computeBill([]);
    expect([bill.platformFeeStruck, bill.deliveryChargeStruck]).toEqual([10, 40]);
  });
});

describe('minimum order (spec 5, 9)', () => {
  it('allows checkout only above 74', () => {
    expect(meetsMinimumOrder(74)).toBe(false);
    expect(meetsMinimumOrder(75)).toBe(true);
  });

  it('names the rupees still missing', () => {
    expect(minimumOrderShortfall(32)).toBe(43);
    expect(minimumOrderShortfall(80)).toBe(0);
    expect(shortfallLabel(74)).toBe('Add items worth ₹1 more');
  });
});

describe('storedBill (docs/decisions/p02)', () => {
  it('shows the bill an order was placed with, not one recomputed from today', () => {
    const bill = storedBill({ price: 278, discount: 42, platform_fee: 2, delivery_charge: 0, amount: 238 });
    expect(bill).toMatchObject({ itemTotal: 278, discount: 42, platformFee: 2, toPay: 238, platformFeeStruck: 10 });
  });
});
