import type { LedgerEntry, StatementEntry, StatementItem } from './ledger.ts';
import { getLocale, type Locale } from './locale.ts';
import { dateWord } from './slot-words.ts';
import { statementTiffins } from './i18n/messages/statementtiffins1.js';
import { statementTiffinsOne } from './i18n/messages/statementtiffinsone2.js';
import { tiffinKindAdjustment } from './i18n/messages/tiffinkindadjustment2.js';
import { tiffinKindMeal } from './i18n/messages/tiffinkindmeal2.js';
import { tiffinKindPayment } from './i18n/messages/tiffinkindpayment2.js';
import { tiffinKindRefund } from './i18n/messages/tiffinkindrefund2.js';
import { tiffinMethodCash } from './i18n/messages/tiffinmethodcash2.js';
import { tiffinMethodUpi } from './i18n/messages/tiffinmethodupi2.js';

/** The messages this module uses, each imported on its own (D87): not the barrel over every message. */
const m = {
  statementTiffins,
  statementTiffinsOne,
  tiffinKindAdjustment,
  tiffinKindMeal,
  tiffinKindPayment,
  tiffinKindRefund,
  tiffinMethodCash,
  tiffinMethodUpi,
};

/**
 * A statement line in words (issue 26, docs/decisions/0093), the same on the Account page, the shared page
 * and the PDF: what the entry is ('Payment · UPI', 'Meal') and, for a meal or refund of an order, what the
 * meal was ('Lunch · Veg Thali (वेज थाली) · 2 tiffins', its day first when it is not the entry's own).
 */

/** An entry's kind in words, with how a payment came: 'Payment · UPI'. */
export function entryKindText(entry: Pick<LedgerEntry, 'kind' | 'method'>): string {
  const kind = {
    meal: m.tiffinKindMeal,
    payment: m.tiffinKindPayment,
    refund: m.tiffinKindRefund,
    adjustment: m.tiffinKindAdjustment,
  }[entry.kind]();
  if (!entry.method) return kind;
  return `${kind} · ${entry.method === 'cash' ? m.tiffinMethodCash() : m.tiffinMethodUpi()}`;
}

/** A thali's or dish's name in `locale` with the other language's after it: 'Veg Thali (वेज थाली)'. */
export function bothNamesText(item: Pick<StatementItem, 'name' | 'name_hi'>, locale: Locale = getLocale()): string {
  if (!item.name_hi || item.name_hi === item.name) return item.name;
  return locale === 'hi' ? `${item.name_hi} (${item.name})` : `${item.name} (${item.name_hi})`;
}

/** '1 tiffin', '2 tiffins'. */
export function tiffinCountText(count: number): string {
  return count === 1 ? m.statementTiffinsOne() : m.statementTiffins({ count });
}

/**
 * What an order's meal was, or null when the entry names no order: the meal's day when it is not the
 * entry's (a refund posted later), the slot, the thalis and dishes (each with a count when more than one
 * kind came) and the tiffins.
 */
export function mealDetailText(
  entry: Pick<StatementEntry, 'day' | 'meal'>,
  locale: Locale = getLocale(),
): string | null {
  const meal = entry.meal;
  if (!meal) return null;
  const items = meal.items.map((item) =>
    meal.items.length > 1 ? `${bothNamesText(item, locale)} × ${item.quantity}` : bothNamesText(item, locale),
  );
  const parts = [
    meal.day && meal.day !== entry.day ? dateWord(meal.day) : null,
    meal.slot_name,
    items.join(', ') || null,
    meal.tiffins > 0 ? tiffinCountText(meal.tiffins) : null,
  ];
  return parts.filter((part): part is string => Boolean(part)).join(' · ');
}
