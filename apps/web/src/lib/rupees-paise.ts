/**
 * Amounts the seller types in rupees, sent as integer paise (issue 26: plans and the household account are
 * kept in paise, D88, D89). Read from the text without floating point, so '85.50' is exactly 8550.
 */

/** Rupees as typed: digits, and at most two after a point ('85', '85.5', '85.50', '1,250.50'). */
const RUPEES = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/**
 * The paise of a rupee amount as typed ('85.50' -> 8550; Indian commas and spaces ignored), or null when the
 * text is no such amount (empty, a sign, letters, three decimals). Bounds are the server's rule.
 */
export function rupeesToPaise(text: string): number | null {
  const match = RUPEES.exec(text.replace(/[\s,]/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Paise written back into a rupee box: 8550 -> '85.50', 20000 -> '200' (no grouping, no sign). */
export function paiseToRupeesInput(paise: number): string {
  const whole = Math.floor(Math.abs(paise) / 100);
  const rest = Math.abs(paise) % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}
