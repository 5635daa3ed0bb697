import { describe, expect, it } from 'vitest';
import { indianGrouped, rupeesOfPaise } from './indian-digits.ts';

/** Amounts from one paisa to a crore and past it, the edges of each group among them. */
const AMOUNTS = [
  0,
  1,
  5,
  9,
  10,
  99,
  100,
  101,
  999,
  1000,
  1001,
  9999,
  10000,
  12345,
  99999,
  100000,
  120000,
  999999,
  1000000,
  1234567,
  9999999,
  10000000,
  123456789,
  1234567890,
  Number.MAX_SAFE_INTEGER,
];

describe('amounts in Indian grouping without Intl', () => {
  it.each(['en-IN', 'hi-IN'])('writes whole numbers as Intl does in %s', (locale) => {
    const intl = new Intl.NumberFormat(locale);
    for (const amount of [...AMOUNTS, ...AMOUNTS.map((a) => -a).filter((a) => a !== 0)]) {
      expect(indianGrouped(amount)).toBe(intl.format(amount));
    }
  });

  it.each(['en-IN', 'hi-IN'])('writes paise as rupees as Intl does in %s', (locale) => {
    // Up to a crore of crores: past that, Intl's own division by 100 loses the last paisa.
    for (const paise of [...AMOUNTS.filter((a) => a < 1e15), 24550, 24505, 120001, -24550, -5, -20000]) {
      const whole = paise % 100 === 0;
      const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
      expect(rupeesOfPaise(paise)).toBe(intl.format(paise / 100));
    }
  });

  it('reads as a person expects', () => {
    expect(indianGrouped(120000)).toBe('1,20,000');
    expect(rupeesOfPaise(123450)).toBe('1,234.50');
    expect(rupeesOfPaise(-5)).toBe('-0.05');
  });

  it('leaves a fraction of a paisa to Intl, rounded', () => {
    expect(rupeesOfPaise(1234.5)).toBe('12.35');
    expect(indianGrouped(2.5e20)).toBe('25,00,00,00,00,00,00,00,00,000');
  });
});
