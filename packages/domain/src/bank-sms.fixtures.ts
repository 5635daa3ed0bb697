import type { BankSmsReading } from './bank-sms.ts';

/** One bank SMS and what readBankSms must read from it. */
export type BankSmsFixture = { bank: string; text: string; expected: BankSmsReading };

/**
 * Bank SMS in the forms the banks and apps most used in India send them, for readBankSms's tests (and
 * the server's, which may feed them through its own route). Written for Rasoi, modelled on the layouts
 * of public examples (banks' alert formats as quoted in open-source SMS readers and help pages); every
 * account, amount, name, VPA and reference number is made up.
 *
 * The first is the text other tests rely on word for word: keep it as it is.
 */
export const bankSmsFixtures: readonly BankSmsFixture[] = [
  // ---------------------------------------------------------------- credits
  {
    bank: 'SBI (UPI credit)',
    text: 'Dear UPI user A/C X1234 credited by Rs.245.50 on 06Dec26 by (UPI Ref No 634512345678) from ravi@okaxis. -SBI',
    expected: { kind: 'credit', amountPaise: 24550, rrn: '634512345678', payer: 'ravi@okaxis' },
  },
  {
    bank: 'SBI (transfer credit)',
    text: 'Dear SBI User, your A/c X5678-credited by Rs.1,250 on 07Dec26 transfer from PRIYA SHARMA Ref No 634598765432 -SBI',
    expected: { kind: 'credit', amountPaise: 125000, rrn: '634598765432', payer: 'PRIYA SHARMA' },
  },
  {
    bank: 'HDFC Bank (credit alert)',
    text: 'Credit Alert!\nRs.480.00 credited to HDFC Bank A/c XX4821 on 06-12-26 from VPA meena.iyer@oksbi (UPI 634511112222)',
    expected: { kind: 'credit', amountPaise: 48000, rrn: '634511112222', payer: 'meena.iyer@oksbi' },
  },
  {
    bank: 'HDFC Bank (money received)',
    text: 'Money Received - INR 1,200.00 in your A/c XX4821 on 06-12-26 from VPA 9876543210@ybl (ANIL GUPTA) (UPI Ref No 634533334444)',
    expected: { kind: 'credit', amountPaise: 120000, rrn: '634533334444', payer: '9876543210@ybl' },
  },
  {
    bank: 'ICICI Bank',
    text: 'Dear Customer, Acct XX907 is credited with Rs 350.00 on 06-Dec-26 from SUNITA RAO. UPI:634555556666-ICICI Bank.',
    expected: { kind: 'credit', amountPaise: 35000, rrn: '634555556666', payer: 'SUNITA RAO' },
  },
  {
    bank: 'Axis Bank',
    text: 'INR 2,400.00 credited\nA/c no. XX7710\n06-12-26, 13:05:11 IST\nUPI/P2A/634577778888/KAVITA DESAI\nNot you? Call 18001035577 - Axis Bank',
    expected: { kind: 'credit', amountPaise: 240000, rrn: '634577778888', payer: 'KAVITA DESAI' },
  },
  {
    bank: 'Kotak Mahindra Bank',
    text: 'Received Rs.650.00 in your Kotak Bank AC X3390 from deepak.n@okicici on 06-12-26.UPI Ref:634599990000. Not you, kotak.com/fraud',
    expected: { kind: 'credit', amountPaise: 65000, rrn: '634599990000', payer: 'deepak.n@okicici' },
  },
  {
    bank: 'Punjab National Bank',
    text: 'Ac XX6612 Credited with Rs.1,000.00 06-12-2026 19:42:10 thru UPI . Aval Bal Rs.15,230.45 CR. (UPI Ref ID:634512340001) Helpline 18001800-PNB',
    expected: { kind: 'credit', amountPaise: 100000, rrn: '634512340001', payer: null },
  },
  {
    bank: 'Bank of Baroda',
    text: 'Rs.780 Credited to A/c ...4417 thru UPI/634512340002 by suresh.p@okhdfcbank. Total Bal:Rs.9,120.50CR. Avlbl Amt:Rs.9,120.50(06-12-2026 20:11:45) - Bank of Baroda',
    expected: { kind: 'credit', amountPaise: 78000, rrn: '634512340002', payer: 'suresh.p@okhdfcbank' },
  },
  {
    bank: 'Canara Bank',
    text: 'An amount of INR 300.00 has been CREDITED to your account XXX245 on 06/12/2026 towards UPI/634512340003/NISHA VERMA. Total Avail.Bal INR 4,502.10. - Canara Bank',
    expected: { kind: 'credit', amountPaise: 30000, rrn: '634512340003', payer: 'NISHA VERMA' },
  },
  {
    bank: 'Union Bank of India',
    text: 'A/c *8317 Credited for Rs:560.00 on 06-12-2026 11:23:34 by Mob Bk ref no 634512340004 Avl Bal Rs:2,841.37.Never Share OTP/PIN/CVV-Union Bank of India',
    expected: { kind: 'credit', amountPaise: 56000, rrn: '634512340004', payer: null },
  },
  {
    bank: 'IDFC FIRST Bank',
    text: 'Your a/c ending 4410 is credited by Rs. 900.00 on 06-12-26 from a/c ending 7788 (IMPS Ref no 634512340005 ). Team IDFC FIRST Bank',
    expected: { kind: 'credit', amountPaise: 90000, rrn: '634512340005', payer: null },
  },
  {
    bank: 'Yes Bank',
    text: 'INR 1,150.00 credited to your A/c XX3021 on 06-12-2026 via UPI from ROHIT MEHTA. UPI Ref No. 634512340006. Avl Bal INR 22,310.00 -YES BANK',
    expected: { kind: 'credit', amountPaise: 115000, rrn: '634512340006', payer: 'ROHIT MEHTA' },
  },
  {
    bank: 'Paytm Payments Bank',
    text: 'Rs.1500.00 received from Anjali Singh in your Paytm Payments Bank a/c 91XX01234. UPI Ref: 634512340007. Check your Avl Bal: https://m.paytm.me/pbCheckBal',
    expected: { kind: 'credit', amountPaise: 150000, rrn: '634512340007', payer: 'Anjali Singh' },
  },
  {
    bank: 'IndusInd Bank',
    text: 'Your account XXXXXXX2207 is credited by Rs.2,000 on 06-12-26 received from RAHUL JAIN (IMPS Ref no. 634512340008). Call 18602677777 to report issue-IndusInd Bank',
    expected: { kind: 'credit', amountPaise: 200000, rrn: '634512340008', payer: 'RAHUL JAIN' },
  },
  {
    bank: 'SBI (IMPS credit)',
    text: 'Dear Customer, Your a/c no. XXXXXXXX5706 is credited by Rs.12,34,567.50 on 06-12-26 by a/c linked to mobile 8XXXXXX522-GOPAL STORES (IMPS Ref no 634512340009).If not done by you, call 1800111109. -SBI',
    expected: { kind: 'credit', amountPaise: 123456750, rrn: '634512340009', payer: null },
  },

  // ---------------------------------------------------------------- debits
  {
    bank: 'HDFC Bank (UPI debit)',
    text: 'Sent Rs.250.00\nFrom HDFC Bank A/C *4821\nTo ZOMATO LTD\nOn 06/12/26\nRef 634500001111\nNot You?\nCall 18002586161/SMS BLOCK UPI to 7308080808',
    expected: { kind: 'ignored', why: 'debit' },
  },
  {
    // A debit that also says 'credited' (the merchant was): never a credit.
    bank: 'ICICI Bank (UPI debit)',
    text: 'ICICI Bank Acct XX907 debited for Rs 180.00 on 06-Dec-26; ANNAPURNA MESS credited. UPI:634500002222. Call 18002662 for dispute. SMS BLOCK 907 to 9215676766.',
    expected: { kind: 'ignored', why: 'debit' },
  },
  {
    bank: 'SBI (UPI debit)',
    text: 'Dear UPI user A/C X1234 debited by 2000.0 on date 06Dec26 trf to KIRAN STORES Refno 634500003333. If not u? call 1800111109. -SBI',
    expected: { kind: 'ignored', why: 'debit' },
  },
  {
    bank: 'Canara Bank (UPI debit, Dr.)',
    text: 'Dear Customer, Acct XXX245 Dr. INR 260.00 on 06/12/26 to CITY CAFE; UPI: 634500004444; Bal INR 4,242.10.Not you? SMS BLOCKUPI to 9901771222-CanaraBank',
    expected: { kind: 'ignored', why: 'debit' },
  },
  {
    bank: 'Bank of Baroda (UPI transfer out)',
    text: 'Rs.120.00 transferred from A/c ...4417 to:UPI/634500005555. Total Bal:Rs.9,000.50CR. Avlbl Amt:Rs.9,000.50(06-12-2026 21:02:10) - Bank of Baroda',
    expected: { kind: 'ignored', why: 'debit' },
  },
  {
    bank: 'Union Bank of India (debit)',
    text: 'A/c *8317 Debited for Rs:70.00 on 06-12-2026 10:57:50 by Mob Bk ref no 634500006660 Avl Bal Rs:2,771.37.Never Share OTP/PIN/CVV-Union Bank of India',
    expected: { kind: 'ignored', why: 'debit' },
  },
  {
    bank: 'BHIM (collect request)',
    text: 'KIRAN STORES has requested Rs.300.00 from you. UPI Ref 634500006661. Pay only if you know the requester. -BHIM',
    expected: { kind: 'ignored', why: 'debit' },
  },

  // ---------------------------------------------------------------- OTPs
  {
    bank: 'SBI (OTP)',
    text: '482913 is your OTP for UPI transaction of Rs.199.00 on SBI A/c X1234. Valid for 5 mins. Do not share it with anyone. -SBI',
    expected: { kind: 'ignored', why: 'otp' },
  },
  {
    bank: 'HDFC Bank (OTP)',
    text: 'Do not share OTP 771204 for adding your HDFC Bank A/c to a UPI app. Bank never asks for OTP.',
    expected: { kind: 'ignored', why: 'otp' },
  },

  // ---------------------------------------------------------------- promotions
  {
    // Says 'credited' and an amount: an offer still.
    bank: 'Axis Bank (cashback offer)',
    text: 'Get flat Rs.100 cashback credited to your account on your first UPI payment above Rs.500! T&C apply. -Axis Bank',
    expected: { kind: 'ignored', why: 'promotion' },
  },
  {
    bank: 'ICICI Bank (loan offer)',
    text: 'Dear Customer, you are pre-approved for a Personal Loan of Rs.3,00,000 credited in 10 mins. Apply now: icici.co/pl -ICICI Bank',
    expected: { kind: 'ignored', why: 'promotion' },
  },

  // ---------------------------------------------------------------- failed, reversed
  {
    bank: 'HDFC Bank (failed UPI)',
    text: 'Your UPI txn of Rs.245.50 to ravi@okaxis has FAILED. UPI Ref 634500007770. Amount, if debited, will be refunded in 3 working days. -HDFC Bank',
    expected: { kind: 'ignored', why: 'failed' },
  },
  {
    // Money came in, but it is a failed payment's own money coming back.
    bank: 'ICICI Bank (reversal credit)',
    text: 'Dear Customer, Rs.400.00 credited to your A/c XX907 on 06-Dec-26 towards reversal of UPI txn. UPI:634500007771-ICICI Bank.',
    expected: { kind: 'ignored', why: 'failed' },
  },
  {
    bank: 'Kotak Mahindra Bank (declined)',
    text: 'UPI payment of Rs.999.00 from Kotak Bank AC X3390 declined due to incorrect UPI PIN. UPI Ref 634500007772.',
    expected: { kind: 'ignored', why: 'failed' },
  },

  // ---------------------------------------------------------------- unreadable
  {
    // A real credit, but no reference number: Rasoi cannot key it, so it is never guessed.
    bank: 'IDFC FIRST Bank (credit without RRN)',
    text: 'Your A/C XXXXX4410 is credited with INR 20,000.00 on 06/12/26 12:57. Your new balance is INR 25,221.81. Team IDFC FIRST Bank',
    expected: { kind: 'unreadable' },
  },
  {
    // NEFT gives a 16-character UTR, not a 12-digit RRN.
    bank: 'HDFC Bank (NEFT credit)',
    text: 'INR 52,000.00 credited to your A/c XX4821 on 01-12-26 by NEFT from ACME PAYROLL UTR HDFCN52026120112345. Avl Bal INR 60,000.00 -HDFC Bank',
    expected: { kind: 'unreadable' },
  },
];
