import { numberFormat } from './number-format.ts';

/**
 * Amounts written with Indian digit grouping ('1,20,000', '1,234.50') without `Intl` (issue 29). The
 * first `Intl` number or date format a page makes loads ICU's data, about 40 ms of a phone's main thread
 * in one go, and a written menu takes over with a price on every card: that one task cost the page its
 * blocking-time score. The text is the same as `Intl.NumberFormat('en-IN' | 'hi-IN')` writes (Latin
 * digits in both languages; indian-digits.test.ts compares them), and anything but a safe integer still
 * goes through `Intl`.
 */

/** The digits of a whole number in Indian grouping: 1234567 -> '12,34,567'; the sign kept ('-1,000'). */
export function indianGrouped(whole: number): string {
  if (!Number.isSafeInteger(whole)) return numberFormat('en-IN', { maximumFractionDigits: 0 }).format(whole);
  const digits = String(Math.abs(whole));
  const sign = whole < 0 ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  // The last three digits form one group; every two before them another.
  let head = digits.slice(0, -3);
  const groups = [digits.slice(-3)];
  while (head.length > 2) {
    groups.unshift(head.slice(-2));
    head = head.slice(0, -2);
  }
  groups.unshift(head);
  return sign + groups.join(',');
}

/**
 * An amount in paise as rupees, Indian grouping, two decimals unless whole: 24550 -> '245.50', 120000 ->
 * '1,200', -5 -> '-0.05'. Not an integer number of paise: rounded to two decimals by `Intl`.
 */
export function rupeesOfPaise(paise: number): string {
  if (!Number.isSafeInteger(paise)) {
    const whole = Number.isInteger(paise / 100);
    return numberFormat('en-IN', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(
      paise / 100,
    );
  }
  const sign = paise < 0 ? '-' : '';
  const rupees = indianGrouped(Math.floor(Math.abs(paise) / 100));
  const rest = Math.abs(paise) % 100;
  return `${sign}${rupees}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/** Rupees and paise as people read them, Indian grouping: 123450 -> '₹1,234.50', -20000 -> '-₹200'. */
export function paiseText(paise: number): string {
  return `${paise < 0 ? '-' : ''}₹${rupeesOfPaise(Math.abs(paise))}`;
}
