import { describe, expect, it } from 'vitest';
import {
  billNumberText,
  billPrefixSchema,
  billTypeOf,
  financialYearAt,
  financialYearOf,
  gstinCheckCharacter,
  gstinProblem,
  gstinSchema,
  taxInside,
} from './bills.ts';

// Bills and credit notes (issue 28 part 1, docs/decisions/0107): the GSTIN's check, the financial year,
// the numbers and the tax inside a total.

describe('a GSTIN', () => {
  it('has the check character the GSTN gives published GSTINs', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
  });

  it.each([
    ['14 characters', '27AAPFU0939F1Z', 'form'],
    ['state code 00', '00AAPFU0939F1ZV', 'form'],
    ['state code 39', '39AAPFU0939F1ZV', 'form'],
    ['a digit where the PAN has a letter', '271APFU0939F1ZV', 'form'],
    ['no Z at the 14th place', '27AAPFU0939F1YV', 'form'],
    ['entity number 0', '27AAPFU0939F0ZV', 'form'],
    ['small letters', '27aapfu0939f1zv', 'form'],
    ['a wrong check character', '27AAPFU0939F1ZW', 'check'],
    ['one character changed', '27AAPFV0939F1ZV', 'check'],
  ] as const)('is refused with %s', (_, text, problem) => expect(gstinProblem(text)).toBe(problem));

  it('is taken as typed with spaces and small letters, or empty', () => {
    expect(gstinSchema.parse(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(gstinSchema.parse('')).toBe('');
    expect(gstinSchema.safeParse('x'.repeat(41)).success).toBe(false);
  });
});

describe('the bill prefix', () => {
  it('is 1 to 3 capital letters or digits', () => {
    expect(billPrefixSchema.parse(' sr1 ')).toBe('SR1');
    for (const bad of ['', 'ABCD', 'R/', 'R-', 'अ']) expect(billPrefixSchema.safeParse(bad).success).toBe(false);
  });
});

describe('the kind of bill', () => {
  it('is a tax invoice only for a regular registration with its GSTIN', () => {
    expect(billTypeOf({ gst_scheme: 'regular', gstin: '27AAPFU0939F1ZV' })).toBe('tax_invoice');
    expect(billTypeOf({ gst_scheme: 'composition', gstin: '27AAPFU0939F1ZV' })).toBe('bill_of_supply');
    expect(billTypeOf({ gst_scheme: 'none', gstin: '' })).toBe('bill_of_supply');
    expect(billTypeOf({ gst_scheme: 'regular', gstin: '' })).toBe('bill_of_supply');
  });
});

describe('the financial year', () => {
  it('runs April to March', () => {
    expect(financialYearOf('2026-04-01')).toBe('2026-27');
    expect(financialYearOf('2027-03-31')).toBe('2026-27');
    expect(financialYearOf('2026-03-31')).toBe('2025-26');
    expect(financialYearOf('2099-12-31')).toBe('2099-00');
  });

  it("turns at midnight on the kitchen's calendar, not UTC's", () => {
    // 31 March 2027 19:00 UTC is 1 April 00:30 in India.
    expect(financialYearAt(new Date('2027-03-31T19:00:00Z'), 'Asia/Kolkata')).toBe('2027-28');
    expect(financialYearAt(new Date('2027-03-31T18:00:00Z'), 'Asia/Kolkata')).toBe('2026-27');
  });
});

describe('a number', () => {
  it('is prefix, short year and serial, within GST’s 16 characters', () => {
    expect(billNumberText('bill', 'RS', '2026-27', 123)).toBe('RS/26-27/000123');
    expect(billNumberText('credit_note', 'RS', '2026-27', 7)).toBe('RS/26-27/C00007');
    expect(billNumberText('bill', 'ABC', '2026-27', 999_999)).toHaveLength(16);
    expect(billNumberText('credit_note', 'ABC', '2026-27', 99_999)).toHaveLength(16);
    expect(billNumberText('bill', 'RS', '2026-27', 1_234_567)).toBe('RS/26-27/1234567');
  });
});

describe('the tax inside a total', () => {
  it('splits 5% into taxable value, CGST and SGST that add up to the total', () => {
    expect(taxInside(10_500, 500)).toEqual({ taxable_paise: 10_000, cgst_paise: 250, sgst_paise: 250 });
    for (const total of [1, 99, 12_345, 100_001]) {
      const tax = taxInside(total, 500);
      expect(tax.taxable_paise + tax.cgst_paise + tax.sgst_paise).toBe(total);
      expect(tax.cgst_paise - tax.sgst_paise).toBeGreaterThanOrEqual(0);
      expect(tax.cgst_paise - tax.sgst_paise).toBeLessThanOrEqual(1);
    }
    expect(taxInside(12_345, 0)).toEqual({ taxable_paise: 12_345, cgst_paise: 0, sgst_paise: 0 });
  });
});
