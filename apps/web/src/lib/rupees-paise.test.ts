import { describe, expect, it } from 'vitest';
import { paiseToRupeesInput, rupeesToPaise } from './rupees-paise.ts';

describe('rupees typed, paise sent (issue 26, D88)', () => {
  it('reads rupees with up to two decimals exactly, Indian commas and spaces ignored', () => {
    expect(rupeesToPaise('85.50')).toBe(8550);
    expect(rupeesToPaise('85.5')).toBe(8550);
    expect(rupeesToPaise('0.07')).toBe(7);
    // 1.15 * 100 is 114.99999999999999 in floating point; the text is read digit by digit.
    expect(rupeesToPaise('1.15')).toBe(115);
    expect(rupeesToPaise(' 1,25,000 ')).toBe(12_500_000);
    expect(rupeesToPaise('0')).toBe(0);
  });

  it('refuses what is no rupee amount', () => {
    for (const text of ['', '.5', '85.', '85.555', '-5', '+5', '1e3', 'abc', '8 5.5.0']) {
      expect(rupeesToPaise(text), text).toBeNull();
    }
  });

  it('writes paise back as the box shows them', () => {
    expect(paiseToRupeesInput(8550)).toBe('85.50');
    expect(paiseToRupeesInput(20000)).toBe('200');
    expect(paiseToRupeesInput(7)).toBe('0.07');
  });
});
