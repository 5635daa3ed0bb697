import { describe, expect, it } from 'vitest';
import { BANK_SMS_MAX_LENGTH, readBankSms } from './bank-sms.ts';
import { bankSmsFixtures } from './bank-sms.fixtures.ts';

/** Node's CPU clock, typed here: the domain is built without Node's types (the tests run in Node). */
declare const process: { cpuUsage(previous?: CpuUsage): CpuUsage };
type CpuUsage = { user: number; system: number };

/** A credit alert in SBI's UPI form around the given amount and reference text. */
const sbiCredit = (amount: string, reference = 'UPI Ref No 634512345678') =>
  `Dear UPI user A/C X1234 credited by ${amount} on 06Dec26 by (${reference}) from ravi@okaxis. -SBI`;

describe('readBankSms: the bank formats (issue 27)', () => {
  it.each(bankSmsFixtures)('$bank', ({ text, expected }) => {
    expect(readBankSms(text)).toEqual(expected);
  });

  it('covers at least twelve banks or apps with a credit, and the text other tests rely on', () => {
    const creditBanks = new Set(
      bankSmsFixtures.filter((f) => f.expected.kind === 'credit').map((f) => f.bank.replace(/ \(.*$/, '')),
    );
    expect(creditBanks.size).toBeGreaterThanOrEqual(12);
    const reasons = new Set(bankSmsFixtures.map((f) => (f.expected.kind === 'ignored' ? f.expected.why : null)));
    expect(reasons).toEqual(new Set([null, 'debit', 'otp', 'promotion', 'failed']));
    expect(
      readBankSms(
        'Dear UPI user A/C X1234 credited by Rs.245.50 on 06Dec26 by (UPI Ref No 634512345678) from ravi@okaxis. -SBI',
      ),
    ).toEqual({ kind: 'credit', amountPaise: 24550, rrn: '634512345678', payer: 'ravi@okaxis' });
  });
});

describe('readBankSms: the amount, in paise', () => {
  it.each([
    ['Rs.245.50', 24550],
    ['Rs 1,234.50', 123450],
    ['Rs. 1,23,456.05', 12345605],
    ['INR 123,456.5', 12345650],
    ['INR1,234', 123400],
    ['₹1,00,000', 10000000],
    ['₹ 75', 7500],
    ['Rs:560.00', 56000],
    ['Rs 2000.0', 200000],
    ['Rs.500/-', 50000],
  ])('%s is %i paise', (amount, paise) => {
    expect(readBankSms(sbiCredit(amount))).toMatchObject({ kind: 'credit', amountPaise: paise });
  });

  it.each(['Rs.1,2,3', 'Rs.12.345', 'Rs 1,0000', 'Rs.1,00,0000', 'Rs 1.2.3', 'Rs 0.00', 'Rs 12345678901'])(
    'a malformed amount (%s) is unreadable, never a guess',
    (amount) => {
      expect(readBankSms(sbiCredit(amount))).toEqual({ kind: 'unreadable' });
    },
  );

  it('two different amounts are unreadable; the same amount twice, or a balance besides, is not', () => {
    expect(readBankSms(`${sbiCredit('Rs.245.50')} Amount Rs.254.50`)).toEqual({ kind: 'unreadable' });
    expect(readBankSms(`${sbiCredit('Rs.245.50')} Amount Rs 245.5`)).toMatchObject({ amountPaise: 24550 });
    expect(readBankSms(`${sbiCredit('Rs.245.50')} Avl Bal Rs.9,999.00`)).toMatchObject({ amountPaise: 24550 });
    expect(readBankSms(`${sbiCredit('Rs.245.50')} Available balance is INR 10.00`)).toMatchObject({
      amountPaise: 24550,
    });
  });

  it('a credit without any amount is unreadable', () => {
    expect(readBankSms(sbiCredit('money'))).toEqual({ kind: 'unreadable' });
  });
});

describe('readBankSms: the reference number (RRN)', () => {
  it.each([
    ['UPI Ref No 634512345678'],
    ['RRN 634512345678'],
    ['RRN: 634512345678'],
    ['UPI:634512345678'],
    ['IMPS Ref no. 634512345678'],
    ['txn ref 634512345678'],
    ['UPI Ref ID:634512345678'],
    ['Ref No 634512345678'],
    ['UPI/P2M/634512345678/ASHA'],
  ])('is read after %s', (reference) => {
    expect(readBankSms(sbiCredit('Rs.245.50', reference))).toMatchObject({ kind: 'credit', rrn: '634512345678' });
  });

  it.each([
    ['no label', '634512345678'],
    ['eleven digits', 'UPI Ref No 63451234567'],
    ['thirteen digits', 'UPI Ref No 6345123456789'],
    ['a VPA', 'UPI 634512345678@ybl'],
    ['a word after the label', 'UPI Ref to a/c 634512345678'],
    ['a 16-character UTR', 'UTR SBIN52026120112345'],
  ])('a credit whose number has %s is unreadable', (_, reference) => {
    expect(readBankSms(sbiCredit('Rs.245.50', reference))).toEqual({ kind: 'unreadable' });
  });

  it('two different RRNs are unreadable; the same RRN twice is one', () => {
    expect(readBankSms(`${sbiCredit('Rs.245.50')} RRN 634512345679`)).toEqual({ kind: 'unreadable' });
    expect(readBankSms(`${sbiCredit('Rs.245.50')} RRN 634512345678`)).toMatchObject({ rrn: '634512345678' });
  });
});

describe('readBankSms: the payer', () => {
  it('is the VPA or the name the SMS gives, else null', () => {
    const credit = 'Rs.100 credited to A/c XX12 on 06-12-26';
    const ref = 'UPI Ref 634512345678';
    expect(readBankSms(`${credit} by VPA Ravi.K@OKAXIS. ${ref}`)).toMatchObject({ payer: 'ravi.k@okaxis' });
    expect(readBankSms(`${credit} from RAVI KUMAR. ${ref}`)).toMatchObject({ payer: 'RAVI KUMAR' });
    expect(readBankSms(`${credit}. ${ref}`)).toMatchObject({ kind: 'credit', payer: null });
    // The account's own VPA is not the payer.
    expect(readBankSms(`${credit} to VPA asha@okaxis. ${ref}`)).toMatchObject({ kind: 'credit', payer: null });
    // Words that follow 'by' or 'from' but name no one.
    expect(readBankSms(`${credit} by NEFT from a/c XX99. ${ref}`)).toMatchObject({ kind: 'credit', payer: null });
  });
});

describe('readBankSms: what is never a credit', () => {
  const credit = 'Rs.100 credited to A/c XX12 from RAVI. UPI Ref 634512345678';

  it.each([
    ['a credit still to come', 'Rs.100 will be credited to A/c XX12 from RAVI. UPI Ref 634512345678', 'unreadable'],
    ['a pending credit', `${credit}. Status: pending`, 'unreadable'],
    ['a credit that did not happen', 'Rs.100 not credited to A/c XX12. UPI Ref 634512345678', 'failed'],
    ['a refund', `Refund of ${credit}`, 'failed'],
    ['a reversed payment', `${credit} (reversed)`, 'failed'],
    ['a transfer out', 'Rs.100 credited to the beneficiary a/c XX99. UPI Ref 634512345678', 'debit'],
    ['a debit naming the credited merchant', `Rs.50 debited; ${credit}`, 'debit'],
    ['a reward', `Reward of ${credit}`, 'promotion'],
    ['an OTP with an amount', 'OTP 123456 for Rs.100 to RAVI. UPI Ref 634512345678', 'otp'],
    ['a text about something else', 'Your cheque book has been dispatched. -SBI', 'unreadable'],
    ['an empty text', '', 'unreadable'],
  ])('%s', (_, text, outcome) => {
    const reading = readBankSms(text);
    expect(reading.kind === 'ignored' ? reading.why : reading.kind).toBe(outcome);
  });

  it('reads a value that is not a string as unreadable', () => {
    expect(readBankSms(undefined as unknown as string)).toEqual({ kind: 'unreadable' });
    expect(readBankSms({ length: 5 } as unknown as string)).toEqual({ kind: 'unreadable' });
  });
});

describe('readBankSms: bounded work (project rule: no unbounded text under a pattern)', () => {
  it('reads only the first BANK_SMS_MAX_LENGTH characters', () => {
    const text = sbiCredit('Rs.245.50');
    const padding = ' '.repeat(BANK_SMS_MAX_LENGTH);
    expect(readBankSms(text + padding + ' FAILED')).toMatchObject({ kind: 'credit', rrn: '634512345678' });
    // The RRN past the cut is not read.
    const cutBeforeRrn = `Rs.245.50 credited to A/c X1234 from RAVI.${padding} UPI Ref No 634512345678`;
    expect(readBankSms(cutBeforeRrn)).toEqual({ kind: 'unreadable' });
  });

  /** The CPU milliseconds this process spends reading `text` (not the wall clock: a loaded machine must not fail it). */
  function cpuMs(text: string): number {
    const before = process.cpuUsage();
    readBankSms(text);
    const spent = process.cpuUsage(before);
    return (spent.user + spent.system) / 1000;
  }

  const MEGABYTE = 1024 * 1024;
  const fill = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
  const adversarial: [string, (length: number) => string][] = [
    ["'Rs ' repeated", (n) => fill('Rs ', n)],
    ["'Rs.1,' repeated", (n) => fill('Rs.1,', n)],
    ['digits', (n) => fill('1', n)],
    ['digits with commas and dots', (n) => fill('1,2.', n)],
    ["'credited ' repeated", (n) => fill('credited ', n)],
    ["'credited by Rs.' and digits", (n) => `credited by Rs.${fill('9', n - 15)}`],
    ["'UPI Ref No ' repeated", (n) => fill('UPI Ref No ', n)],
    ["'UPI/' and digits", (n) => `credited UPI/${fill('1', n - 13)}`],
    ["'from A ' repeated", (n) => `credited ${fill('from A ', n - 9)}`],
    ["'from RAVI' with no end", (n) => `credited from ${fill('RAVI ', n - 14)}`],
    ['a VPA with no end', (n) => `credited from ${fill('a.', n - 16)}@x`],
    ["'a@' repeated", (n) => `credited by ${fill('a@', n - 12)}`],
    ['letters', (n) => fill('A', n)],
    ['spaces', (n) => fill(' ', n)],
  ];

  it.each(adversarial)('1 MB of %s is read within 50 ms of CPU', (_, make) => {
    const text = make(MEGABYTE);
    expect(text.length).toBe(MEGABYTE);
    expect(cpuMs(text)).toBeLessThan(50);
  });

  it.each(adversarial)('the worst %s that fits the cut is read within 50 ms of CPU, a hundred times', (_, make) => {
    const text = make(BANK_SMS_MAX_LENGTH);
    const before = process.cpuUsage();
    for (let i = 0; i < 100; i++) readBankSms(text);
    const spent = process.cpuUsage(before);
    expect((spent.user + spent.system) / 1000).toBeLessThan(50);
  });
});
