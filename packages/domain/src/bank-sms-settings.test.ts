import { describe, expect, it } from 'vitest';
import { bankSenderPart, bankSmsSettingsPatchSchema, isBankSender } from './bank-sms-settings.ts';

/** Which senders are the kitchen's bank (issue 27 part 1, docs/decisions/0097). */
describe('a bank sender', () => {
  it.each([
    ['HDFCBK', 'HDFCBK'],
    ['AD-HDFCBK', 'HDFCBK'],
    ['VM-HDFCBK-S', 'HDFCBK'],
    ['jd-sbiupi-t', 'SBIUPI'],
    [' BZ-ICICIB ', 'ICICIB'],
    ['HDFCBK-P', 'HDFCBK'],
    ['+919876543210', '+919876543210'],
  ])('%s is sent by %s', (sender, part) => {
    expect(bankSenderPart(sender)).toBe(part);
  });

  it('matches the bank part exactly: a prefix, suffix or number is not the bank', () => {
    const senders = ['HDFCBK', 'SBIUPI'];
    expect(['AD-HDFCBK', 'VM-SBIUPI-S', 'hdfcbk'].map((sender) => isBankSender(sender, senders))).toEqual([
      true,
      true,
      true,
    ]);
    expect(
      ['AD-HDFCBA', 'HDFCBANK', 'AD-SBIUPI1', '+919876543210', '', '-'].some((s) => isBankSender(s, senders)),
    ).toBe(false);
  });

  it('is kept as the seller types it, by its bank part, repeats dropped', () => {
    expect(bankSmsSettingsPatchSchema.parse({ bank_sms_senders: ['AD-HDFCBK', 'hdfcbk', 'SBIUPI'] })).toEqual({
      bank_sms_senders: ['HDFCBK', 'SBIUPI'],
    });
    for (const sender of ['9876543210', 'AB', 'HDFC BANK', 'ABCDEFGHIJKL', '']) {
      expect(bankSmsSettingsPatchSchema.safeParse({ bank_sms_senders: [sender] }).success, sender).toBe(false);
    }
  });

  it('takes a signing key trimmed, removes it with null, and refuses a short or broken one', () => {
    expect(bankSmsSettingsPatchSchema.parse({ signing_key: ' Ab3_xY9z \n' })).toEqual({ signing_key: 'Ab3_xY9z' });
    expect(bankSmsSettingsPatchSchema.parse({ signing_key: null })).toEqual({ signing_key: null });
    for (const key of ['short', 'with\ttab-inside', 'x'.repeat(257), 42]) {
      expect(bankSmsSettingsPatchSchema.safeParse({ signing_key: key }).success).toBe(false);
    }
    expect(bankSmsSettingsPatchSchema.safeParse({}).success).toBe(false);
  });
});
