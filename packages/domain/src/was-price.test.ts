import { describe, expect, it } from 'vitest';
import { wasPrice } from './was-price.ts';

describe("a thali's 'was' price (issue 15)", () => {
  it('is the actual price when it is above the selling price', () => {
    expect(wasPrice({ selling_price: 139, actual_price: 179 })).toBe(179);
  });
  it('is none when the actual price equals or is below the selling price', () => {
    expect(wasPrice({ selling_price: 139, actual_price: 139 })).toBeNull();
    expect(wasPrice({ selling_price: 139, actual_price: 99 })).toBeNull();
    expect(wasPrice({ selling_price: 139, actual_price: 0 })).toBeNull();
  });
});
