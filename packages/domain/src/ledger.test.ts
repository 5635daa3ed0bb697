import { describe, expect, it } from 'vitest';
import {
  LEDGER_AMOUNT_MAX_PAISE,
  paiseText,
  recordAccountEntryBodySchema,
  signFitsKind,
  statementQuerySchema,
  updateAccountTermsBodySchema,
} from './ledger.ts';

/** The ledger's rules (issue 26, D88): signs by kind, amounts as read, and the request schemas. */
describe('the ledger rules', () => {
  it('fits the sign to the kind: a meal takes, a payment or refund gives, an adjustment is never zero', () => {
    expect([signFitsKind('meal', -1), signFitsKind('meal', 0), signFitsKind('meal', 1)]).toEqual([true, false, false]);
    expect([signFitsKind('payment', 1), signFitsKind('refund', 1), signFitsKind('refund', -1)]).toEqual([
      true,
      true,
      false,
    ]);
    expect([signFitsKind('adjustment', -5), signFitsKind('adjustment', 0)]).toEqual([true, false]);
  });

  it('writes paise as rupees with Indian grouping, paise only when there are some', () => {
    expect(paiseText(0)).toBe('₹0');
    expect(paiseText(123_450)).toBe('₹1,234.50');
    expect(paiseText(-20_000)).toBe('-₹200');
    expect(paiseText(LEDGER_AMOUNT_MAX_PAISE)).toBe('₹1,00,000');
    expect(paiseText(5)).toBe('₹0.05');
  });

  it('takes a payment or an adjustment, each with what it needs', () => {
    expect(recordAccountEntryBodySchema.parse({ kind: 'payment', method: 'upi', amount_paise: 1 })).toEqual({
      kind: 'payment',
      method: 'upi',
      amount_paise: 1,
      note: '',
    });
    expect(recordAccountEntryBodySchema.safeParse({ kind: 'adjustment', amount_paise: -1, note: 'x' }).success).toBe(
      true,
    );
    for (const body of [
      { kind: 'payment', method: 'cash', amount_paise: -1 },
      { kind: 'payment', amount_paise: 1 },
      { kind: 'adjustment', amount_paise: 1 },
      { kind: 'adjustment', amount_paise: -LEDGER_AMOUNT_MAX_PAISE - 1, note: 'x' },
      { kind: 'payment', method: 'cash', amount_paise: 1, extra: 1 },
    ]) {
      expect(recordAccountEntryBodySchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });

  it('takes terms with one field or both, and months as yyyy-mm', () => {
    expect(updateAccountTermsBodySchema.safeParse({ on_account_allowed: false }).success).toBe(true);
    expect(updateAccountTermsBodySchema.safeParse({}).success).toBe(false);
    expect(statementQuerySchema.safeParse({ month: '2026-12' }).success).toBe(true);
    for (const month of ['2026-00', '2026-13', '26-01', '2026-1', '1999-12']) {
      expect(statementQuerySchema.safeParse({ month }).success, month).toBe(false);
    }
  });
});
