import { describe, expect, it } from 'vitest';
import { isKeptQuery } from './kitchen-store.ts';
import { addressesKeys, kitchenDayKeys, ordersKeys, profileKeys, sellerKeys, slotsKeys } from './query-keys.ts';

const answered = (queryKey: readonly unknown[]) => ({ queryKey, state: { status: 'success' } }) as never;

describe("the seller's queries kept for offline (D115)", () => {
  it('keeps the order lists, the kitchen day, the day slots and the session profile', () => {
    for (const key of [
      sellerKeys.orderList('Preparing'),
      kitchenDayKeys.prepSheet('2026-12-07', null),
      kitchenDayKeys.deliveryRun('2026-12-07', 'slot-1'),
      slotsKeys.day(),
      profileKeys.all,
    ]) {
      expect(isKeptQuery(answered(key))).toBe(true);
    }
  });

  it("keeps no customer's own data, no money figures, and nothing without an answer", () => {
    for (const key of [
      ordersKeys.all,
      addressesKeys.all,
      sellerKeys.income(),
      sellerKeys.accounts(),
      slotsKeys.plan(),
    ]) {
      expect(isKeptQuery(answered(key))).toBe(false);
    }
    expect(isKeptQuery({ queryKey: sellerKeys.orderList('Preparing'), state: { status: 'error' } } as never)).toBe(
      false,
    );
  });
});
