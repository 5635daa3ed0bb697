import { describe, expect, it } from 'vitest';
import { UPI_MAX_PER_PAYMENT } from './constants.ts';
import { upiLimitRefusal, upiOrderNote, upiPayLink, upiTopUpNote } from './upi-link.ts';

describe('the upi://pay link (issue 15, D53)', () => {
  it("names the payee, the exact amount with two decimals, rupees and the order's note", () => {
    expect(
      upiPayLink({ vpa: 'asha.kitchen@okaxis', payeeName: 'Asha', amountPaise: 24_000, note: 'Asha order #9f3c' }),
    ).toBe('upi://pay?pa=asha.kitchen@okaxis&pn=Asha&am=240.00&cu=INR&tn=Asha%20order%20%239f3c');
  });

  it('encodes what would break the query, and reads back to the same values', () => {
    const link = upiPayLink({ vpa: 'a_b-c@ybl', payeeName: "Ma's Rasoi & Tiffin", amountPaise: 500, note: 'x=1+2 ?' });
    expect(link).not.toMatch(/ |\+|'/);
    const query = link
      .slice('upi://pay?'.length)
      .split('&')
      .map((field) => field.split('=').map(decodeURIComponent));
    expect(Object.fromEntries(query)).toEqual({
      pa: 'a_b-c@ybl',
      pn: "Ma's Rasoi & Tiffin",
      am: '5.00',
      cu: 'INR',
      tn: 'x=1+2 ?',
    });
  });

  it('writes an exact amount of paise with two decimals (D98)', () => {
    const link = upiPayLink({ vpa: 'a@b', payeeName: 'A', amountPaise: 24_550, note: '' });
    expect(link).toContain('&am=245.50&');
    expect(upiPayLink({ vpa: 'a@b', payeeName: 'A', amountPaise: 24_007, note: '' })).toContain('&am=240.07&');
  });

  it('refuses an amount that is not whole paise', () => {
    expect(() => upiPayLink({ vpa: 'a@b', payeeName: 'A', amountPaise: 12.5, note: '' })).toThrow(RangeError);
    expect(() => upiPayLink({ vpa: 'a@b', payeeName: 'A', amountPaise: -1, note: '' })).toThrow(RangeError);
  });

  it("notes the order by the kitchen's name and the number people see", () => {
    expect(upiOrderNote('Rasoi', '0123456789abcdef01239f3c')).toBe('Rasoi order #9f3c');
  });

  it("notes a household's top-up by the kitchen's name (issue 27, D99)", () => {
    expect(upiTopUpNote('Asha Rasoi')).toBe('Asha Rasoi account top-up');
  });
});

describe('the most one UPI payment carries (issue 30, docs/decisions/0080)', () => {
  it('lets an order up to ₹1,00,000 be paid by UPI', () => {
    expect(UPI_MAX_PER_PAYMENT).toBe(100_000);
    expect(upiLimitRefusal(240)).toBeNull();
    expect(upiLimitRefusal(100_000)).toBeNull();
  });

  it('says why an order above it is paid in cash, with Indian digit grouping', () => {
    expect(upiLimitRefusal(120_002)).toBe(
      'UPI takes at most ₹1,00,000 in one payment, so please pay this order of ₹1,20,002 in cash on delivery.',
    );
    expect(upiLimitRefusal(100_001)).toContain('₹1,00,001');
  });
});
