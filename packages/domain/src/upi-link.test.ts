import { describe, expect, it } from 'vitest';
import { upiOrderNote, upiPayLink } from './upi-link.ts';

describe('the upi://pay link (issue 15, D53)', () => {
  it("names the payee, the exact amount with two decimals, rupees and the order's note", () => {
    expect(
      upiPayLink({ vpa: 'asha.kitchen@okaxis', payeeName: 'Asha', amountRupees: 240, note: 'Asha order #9f3c' }),
    ).toBe('upi://pay?pa=asha.kitchen@okaxis&pn=Asha&am=240.00&cu=INR&tn=Asha%20order%20%239f3c');
  });

  it('encodes what would break the query, and reads back to the same values', () => {
    const link = upiPayLink({ vpa: 'a_b-c@ybl', payeeName: "Ma's Rasoi & Tiffin", amountRupees: 5, note: 'x=1+2 ?' });
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

  it('refuses an amount that is not whole rupees', () => {
    expect(() => upiPayLink({ vpa: 'a@b', payeeName: 'A', amountRupees: 12.5, note: '' })).toThrow(RangeError);
    expect(() => upiPayLink({ vpa: 'a@b', payeeName: 'A', amountRupees: -1, note: '' })).toThrow(RangeError);
  });

  it("notes the order by the kitchen's name and the number people see", () => {
    expect(upiOrderNote('Rasoi', '0123456789abcdef01239f3c')).toBe('Rasoi order #9f3c');
  });
});
