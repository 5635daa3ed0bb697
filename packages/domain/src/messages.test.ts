import { describe, expect, it } from 'vitest';
import english from '../messages/en.json' with { type: 'json' };
import hindi from '../messages/hi.json' with { type: 'json' };
import { m } from './i18n/messages.js';
import { LOCALES } from './locale.ts';
import {
  CANCEL_REASON_MAX,
  CANCEL_WINDOW_MINUTES_MAX,
  DAY_MENU_ITEMS_MAX,
  DIET_NOTE_MAX,
  MAX_LINE_QUANTITY,
  ORDER_DAYS_AHEAD_MAX,
  OTP_LENGTH,
  OTP_VALID_MS,
  PHONE_DIGITS,
  RATING_COMMENT_MAX,
  SELLER_ORDERS_PAGE_MAX,
  SLOT_CAPACITY_MAX,
  SLOT_NAME_MAX,
  SLOT_PLAN_ENTRIES_MAX,
  UPLOAD_FIELD,
  UPLOAD_MAX_FILES,
  UPLOAD_MAX_MEGABYTES,
  UPLOAD_MAX_MEGAPIXELS,
} from './constants.ts';

type Table = Record<string, string>;
const tables: Record<string, Table> = { en: english, hi: hindi };
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((found) => found[1]).sort();
// Words a Hindi text may keep in Latin letters: acronyms and names.
const NAMES = new Set([
  'UPI',
  'ID',
  'PIN',
  'OTP',
  'QR',
  'Rasoi',
  'iPhone',
  'Safari',
  'Android',
  'Chrome',
  'WhatsApp',
  'English',
]);
const englishWords = (text: string) =>
  (text.replace(/\{\w+\}/g, '').match(/[A-Za-z]{3,}/g) ?? []).filter((word) => !NAMES.has(word));

describe('the message table (D62)', () => {
  it('speaks English and Hindi', () => expect(Object.keys(tables).sort()).toEqual([...LOCALES].sort()));

  it.each(LOCALES.filter((locale) => locale !== 'en'))('has every English key in %s, and no other', (locale) => {
    expect(Object.keys(tables[locale]!).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(LOCALES)('has a text for every key in %s, with the same placeholders as the English', (locale) => {
    const wrong = Object.entries(tables[locale]!).filter(
      ([key, text]) =>
        text.trim() === '' || placeholders(text).join() !== placeholders((english as Table)[key]!).join(),
    );
    expect(wrong).toEqual([]);
  });

  it('writes Hindi in Devanagari, not English left untranslated', () => {
    const untranslated = Object.entries(tables.hi!).filter(
      ([, text]) => !/[\u0900-\u097F]/.test(text) && englishWords(text).length > 0,
    );
    expect(untranslated).toEqual([]);
  });

  // These texts name a limit the code enforces; the table writes the number, so a changed limit must
  // change the text too, in every language.
  it.each([
    [m.maxQuantity, MAX_LINE_QUANTITY],
    [m.slotNameInvalid, SLOT_NAME_MAX],
    [m.slotCapacityInvalid, SLOT_CAPACITY_MAX],
    [m.slotsTooMany, SLOT_PLAN_ENTRIES_MAX],
    [m.dayMenuTooMany, DAY_MENU_ITEMS_MAX],
    [m.orderDaysAheadInvalid, ORDER_DAYS_AHEAD_MAX],
    [m.pageSizeInvalid, SELLER_ORDERS_PAGE_MAX],
    [m.uploadWrongField, UPLOAD_FIELD],
    [m.uploadTooMany, UPLOAD_MAX_FILES],
    [m.uploadTooLarge, UPLOAD_MAX_MEGABYTES],
    [m.uploadTooManyPixels, UPLOAD_MAX_MEGAPIXELS],
    [m.mobileNumberPlaceholder, PHONE_DIGITS],
    [m.ratingCommentTooLong, RATING_COMMENT_MAX],
    [m.otpPrompt, OTP_LENGTH],
    [m.dietNoteTooLong, DIET_NOTE_MAX],
    [m.cancelWindowInvalid, CANCEL_WINDOW_MINUTES_MAX],
    [m.householdPlatesMaxInvalid, SLOT_CAPACITY_MAX],
    [m.cancelReasonInvalid, CANCEL_REASON_MAX],
  ] as const)('names the current limit in every language: %#', (message, limit) => {
    for (const locale of LOCALES)
      expect((message as (inputs: object, options: { locale: string }) => string)({}, { locale })).toContain(
        String(limit),
      );
  });

  it('names the login code’s lifetime in minutes in every language', () => {
    for (const locale of LOCALES) {
      expect(m.otpSmsText({ kitchen: 'K', code: '1234' }, { locale })).toContain(String(OTP_VALID_MS / 60_000));
    }
  });

  it('fills placeholders in the chosen language', () => {
    expect(m.slotFull({ slot: 'Lunch', day: 'today' }, { locale: 'en' })).toBe('Lunch is full for today.');
    expect(m.slotFull({ slot: 'Lunch', day: m.dayToday({}, { locale: 'hi' }) }, { locale: 'hi' })).toContain('Lunch');
  });
});
