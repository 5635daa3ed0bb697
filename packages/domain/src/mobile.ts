import { z } from 'zod';
import { PHONE_DIGITS } from './constants.ts';
import { invalidMobile } from './i18n/messages/invalidmobile1.js';
import { invalidPhone } from './i18n/messages/invalidphone1.js';
import { mobileNotIndian } from './i18n/messages/mobilenotindian2.js';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = { invalidMobile, invalidPhone, mobileNotIndian };

/**
 * The one rule for an Indian mobile number, on every field that takes one (issue 30, docs/decisions/0076):
 * the login, the receiver's phone of an address, the kitchen's support phone, the seller's own number,
 * phone orders, the `npm run seller` script and SELLER_MOBILE.
 */

/**
 * The longest text read as a mobile number: '+91 98765 43210' is 15 characters, and room is left for a
 * few more spaces or hyphens. Longer text is refused before any pattern looks at it.
 */
export const MOBILE_INPUT_MAX_LENGTH = 24;

/** Why a text is not a mobile number: not in a form a number is written in, or not an Indian mobile's digits. */
export type MobileRefusal = 'format' | 'notMobile';

/**
 * Reads a mobile number as people type it: ten digits, optionally behind '+91', '91' (twelve digits in
 * all) or a leading '0', with spaces and hyphens anywhere. Returns the ten digits, or why it is refused:
 * 'format' for text that is not ten digits in one of those forms (empty, letters, too long: over
 * MOBILE_INPUT_MAX_LENGTH characters), 'notMobile' for ten digits that cannot be an Indian mobile
 * (the first is not 6, 7, 8 or 9: '1234567890', '5811122233').
 */
export function parseMobile(text: string): { mobile: string } | { refusal: MobileRefusal } {
  if (text.length > MOBILE_INPUT_MAX_LENGTH) return { refusal: 'format' };
  const compact = text.replace(/[\s-]/g, '');
  const digits = /^\+91\d{10}$/.test(compact)
    ? compact.slice(3)
    : /^91\d{10}$/.test(compact) || /^0\d{10}$/.test(compact)
      ? compact.slice(compact.length - PHONE_DIGITS)
      : compact;
  if (!/^\d{10}$/.test(digits)) return { refusal: 'format' };
  if (!/^[6-9]/.test(digits)) return { refusal: 'notMobile' };
  return { mobile: digits };
}

/** The ten digits of `text` read by parseMobile, or null when it is refused. */
export function normaliseMobile(text: string): string | null {
  const parsed = parseMobile(text);
  return 'mobile' in parsed ? parsed.mobile : null;
}

/**
 * A zod schema for a field that takes a mobile number: the text as typed in, the ten digits out (what is
 * stored). `formatMessage` writes the field's own sentence for text that is not a number (e.g. m.invalidMobile,
 * m.invalidPhone), when the error happens (D72); ten digits that cannot be an Indian mobile get m.mobileNotIndian(). With
 * `emptyAllowed`, the empty text (a setting not set) passes as is.
 */
export function mobileSchemaWith(formatMessage: () => string, options: { emptyAllowed?: boolean } = {}) {
  return z.string({ error: formatMessage }).transform((text, context) => {
    if (options.emptyAllowed && text === '') return '';
    const parsed = parseMobile(text);
    if ('mobile' in parsed) return parsed.mobile;
    context.addIssue({ code: 'custom', message: parsed.refusal === 'format' ? formatMessage() : m.mobileNotIndian() });
    return z.NEVER;
  });
}
