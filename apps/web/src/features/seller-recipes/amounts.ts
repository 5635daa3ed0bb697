import { m } from '@rasoi/domain/i18n/messages';
import { MILLI_PER_UNIT, unitWords, type IngredientUnit } from '@rasoi/domain/recipes';

/**
 * What the seller types for quantities and prices (issue 28 part 3, D109), to the integers the API takes:
 * thousandths of a unit and paise. Parsed without a regular expression, the text's length bounded first.
 */

/** The longest amount typed that is read at all. */
const AMOUNT_TEXT_MAX = 15;

/** `text` as a number above zero with at most `decimals` decimals, times 10^decimals; null when it is not. */
function scaled(text: string, decimals: number): number | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > AMOUNT_TEXT_MAX) return null;
  const [whole = '', fraction = '', ...rest] = trimmed.split('.');
  const digits = (part: string) => [...part].every((char) => char >= '0' && char <= '9');
  if (rest.length > 0 || !digits(whole) || !digits(fraction) || fraction.length > decimals) return null;
  if (whole === '' && fraction === '') return null;
  const value = Number(whole || '0') * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  return Number.isSafeInteger(value) ? value : null;
}

/** A count of whole units typed ('5', '0.5') as thousandths; null unless above zero with at most 3 decimals. */
export function parseUnits(text: string): number | null {
  const value = scaled(text, 3);
  return value !== null && value > 0 ? value : null;
}

/** Rupees typed ('60', '60.50') as paise; null unless at most 2 decimals (0 is a price: a gift). */
export function parseRupees(text: string): number | null {
  return scaled(text, 2);
}

/** Thousandths of a unit as the seller types them: '0.5', '5'. */
export function unitsText(milli: number): string {
  return String(milli / MILLI_PER_UNIT);
}

/**
 * The unit a recipe's quantity a plate is typed in: grams of a kg ingredient, millilitres of a litre one
 * (so the integer typed is the thousandths stored), pieces or bunches themselves.
 */
export function plateUnitWord(unit: IngredientUnit): string {
  if (unit === 'kg') return m.unitSmallKg();
  if (unit === 'litre') return m.unitSmallLitre();
  return unitWords(unit);
}

/** A recipe quantity typed in plateUnitWord's unit, as thousandths; null when it is not a quantity. */
export function parsePlateQuantity(text: string, unit: IngredientUnit): number | null {
  if (unit === 'kg' || unit === 'litre') {
    const value = scaled(text, 0);
    return value !== null && value > 0 ? value : null;
  }
  return parseUnits(text);
}

/** A stored quantity a plate as the recipe form shows it, in plateUnitWord's unit. */
export function plateQuantityText(milli: number, unit: IngredientUnit): string {
  return unit === 'kg' || unit === 'litre' ? String(milli) : unitsText(milli);
}

/** The message under an amount field typed wrong. */
export function amountProblem(): string {
  return m.amountInvalid();
}
