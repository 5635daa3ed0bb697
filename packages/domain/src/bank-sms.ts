/**
 * Reads the credit alert a bank sends by SMS when money reaches the cook's own account, so that Rasoi can
 * confirm a UPI payment made straight to her UPI id (issue 27, part 1): her Android phone forwards the
 * bank's SMS, and the server matches the alert's amount and reference number to an order.
 *
 * Pure and conservative: a text is a `credit` only when it says plainly that money came in and gives one
 * amount and one reference number; anything a bank sends that is not a successful incoming credit (a debit,
 * an OTP, an offer, a failed or reversed payment) is `ignored`, and a credit that cannot be read with
 * certainty is `unreadable`, never guessed.
 *
 * Security (project rule): the text is cut to BANK_SMS_MAX_LENGTH characters first, and then read by
 * scanning characters once, with no regular expression at all, so no text can make the reader backtrack:
 * its time grows linearly with the (bounded) text.
 */

/**
 * What a bank SMS says, as far as Rasoi acts on it.
 * - `credit`: money came in to the account by UPI or IMPS. `amountPaise` is the amount in integer paise
 *   (Rs 1,234.50 -> 123450); `rrn` the 12-digit UPI reference number (RRN), the unique key of the payment;
 *   `payer` the payer's VPA (lower-cased, 'ravi@okaxis') or name ('RAVI KUMAR') when the SMS gives one,
 *   else null.
 * - `ignored`: a text to drop: a debit alert (money out, a collect request or mandate), an OTP, a
 *   promotion or offer (cashback too), or a payment that failed, was declined, reversed or refunded.
 * - `unreadable`: it says money came in but its amount or reference number cannot be read with
 *   certainty (none, two different ones, a malformed amount, a credit still pending), or the text is of
 *   no kind this reader knows. A person should look at it; nothing is confirmed from it.
 */
export type BankSmsReading =
  | { kind: 'credit'; amountPaise: number; rrn: string; payer: string | null }
  | { kind: 'ignored'; why: 'debit' | 'otp' | 'promotion' | 'failed' }
  | { kind: 'unreadable' };

/** The most characters of an SMS that are read (longer texts are cut to this before any pattern). */
export const BANK_SMS_MAX_LENGTH = 1000;

/**
 * Reads one bank SMS (its body, as the phone received it) into a BankSmsReading. Only the first
 * BANK_SMS_MAX_LENGTH characters are read: a real alert is a few hundred. Never throws; a value that is
 * not a string reads as `unreadable`.
 *
 * Decision order (the first that applies): an OTP (a code is given, no credit is mentioned); a failed,
 * declined, reversed or refunded payment, or a credit said not to have happened; a debit; a promotion;
 * an OTP warning with no credit; then, if the text says money was credited, received or deposited (and
 * not that it will be), its amount (Rs, Rs., INR or ₹; Indian or Western digit grouping; 0-2 decimals;
 * balances and limits left out) and its RRN (12 digits after a label such as 'UPI Ref No', 'RRN', 'UPI:',
 * 'IMPS Ref no', 'txn ref' or 'UPI/P2A/') must each be exactly one value.
 */
export function readBankSms(text: string): BankSmsReading {
  if (typeof text !== 'string') return unreadable();
  const sms = text.slice(0, BANK_SMS_MAX_LENGTH);
  const tokens = tokenize(sms);

  const creditVerbs = indexesOf(tokens, (token) => CREDIT_VERBS.has(token.lower));
  const otp = otpMentions(tokens);
  if (otp.given && creditVerbs.length === 0) return ignored('otp');
  if (tokens.some((token) => FAILED_WORDS.has(token.lower)) || creditVerbs.some((i) => negated(tokens, i))) {
    return ignored('failed');
  }
  if (tokens.some((_, i) => isDebitWord(tokens, i))) return ignored('debit');
  if (tokens.some((token) => PROMOTION_WORDS.has(token.lower))) return ignored('promotion');
  if (otp.warned && creditVerbs.length === 0) return ignored('otp');
  if (creditVerbs.length === 0) return unreadable();
  // 'will be credited', 'to be credited', 'credit pending': not money in yet.
  if (creditVerbs.some((i) => previousWord(tokens, i) === 'be') || tokens.some((t) => t.lower === 'pending')) {
    return unreadable();
  }

  const amountPaise = readAmount(sms, tokens);
  const reference = readReference(sms, tokens);
  if (amountPaise === null || reference === null) return unreadable();
  return { kind: 'credit', amountPaise, rrn: reference.rrn, payer: readPayer(sms, tokens, reference.end) };
}

function unreadable(): BankSmsReading {
  return { kind: 'unreadable' };
}

function ignored(why: 'debit' | 'otp' | 'promotion' | 'failed'): BankSmsReading {
  return { kind: 'ignored', why };
}

// ---------------------------------------------------------------------------------------------------------
// Words. A token is a run of ASCII letters ('credited', 'UPI', the 'X' of 'X1234') or the sign '₹'; digits
// and punctuation are read from the text itself where a token says a number follows.

type Token = { lower: string; start: number; end: number };

const RUPEE_SIGN = '₹';

function tokenize(sms: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < sms.length) {
    if (isLetter(sms, i)) {
      const start = i;
      while (isLetter(sms, i)) i++;
      tokens.push({ lower: sms.slice(start, i).toLowerCase(), start, end: i });
    } else {
      if (sms[i] === RUPEE_SIGN) tokens.push({ lower: RUPEE_SIGN, start: i, end: i + 1 });
      i++;
    }
  }
  return tokens;
}

/** Money came in. */
const CREDIT_VERBS: ReadonlySet<string> = new Set(['credited', 'received', 'deposited']);

/**
 * Money went out, or was asked for (a collect request, a mandate). 'debit' itself counts unless a card
 * follows ('Debit Card' appears in other alerts), and 'Dr' only before an amount ('Dr. INR 260.00').
 * 'beneficiary' and 'payee': 'credited to the beneficiary account' is a transfer out.
 */
const DEBIT_WORDS: ReadonlySet<string> = new Set([
  'debited',
  'sent',
  'spent',
  'paid',
  'withdrawn',
  'withdrawal',
  'wdl',
  'deducted',
  'transferred',
  'purchase',
  'beneficiary',
  'payee',
  'requested',
  'collect',
  'mandate',
  'autopay',
]);

/** The payment did not happen, or came back: a reversal or refund is not a customer's payment. */
const FAILED_WORDS: ReadonlySet<string> = new Set([
  'failed',
  'failure',
  'declined',
  'unsuccessful',
  'rejected',
  'reversed',
  'reversal',
  'refund',
  'refunded',
  'cancelled',
  'canceled',
]);

/** Offers and marketing, including money the bank itself gives (cashback, rewards, a loan). */
const PROMOTION_WORDS: ReadonlySet<string> = new Set([
  'offer',
  'offers',
  'cashback',
  'reward',
  'rewards',
  'win',
  'won',
  'winner',
  'prize',
  'congratulations',
  'congrats',
  'loan',
  'apply',
  'discount',
  'voucher',
  'coupon',
  'lottery',
  'bonus',
  'gift',
  'jackpot',
]);

function indexesOf(tokens: Token[], test: (token: Token) => boolean): number[] {
  const found: number[] = [];
  tokens.forEach((token, i) => {
    if (test(token)) found.push(i);
  });
  return found;
}

function previousWord(tokens: Token[], i: number, back = 1): string | undefined {
  return tokens[i - back]?.lower;
}

function nextWord(tokens: Token[], i: number): string | undefined {
  return tokens[i + 1]?.lower;
}

/** 'not credited', 'not been credited', 'not yet received'. */
function negated(tokens: Token[], i: number): boolean {
  const before = previousWord(tokens, i);
  if (before === 'not') return true;
  return (before === 'been' || before === 'be' || before === 'yet') && previousWord(tokens, i, 2) === 'not';
}

function isDebitWord(tokens: Token[], i: number): boolean {
  const word = tokens[i]!.lower;
  if (DEBIT_WORDS.has(word)) return true;
  if (word === 'debit') return nextWord(tokens, i) !== 'card';
  if (word === 'dr') return isCurrencyMarker(tokens[i + 1]);
  return false;
}

/**
 * Where the text speaks of an OTP: `given` when it hands one over ('482913 is your OTP', 'OTP for txn'),
 * `warned` when it only warns about sharing one ('Never share OTP/PIN', a line many credit alerts end with).
 */
function otpMentions(tokens: Token[]): { given: boolean; warned: boolean } {
  let given = false;
  let warned = false;
  tokens.forEach((token, i) => {
    const otp =
      token.lower === 'otp' ||
      (token.lower === 'password' && previousWord(tokens, i) === 'time' && previousWord(tokens, i, 2) === 'one') ||
      (token.lower === 'code' && previousWord(tokens, i) === 'verification');
    if (!otp) return;
    const first = token.lower === 'otp' ? i : token.lower === 'password' ? i - 2 : i - 1;
    const shared = [1, 2].some((back) => SHARE_WORDS.has(previousWord(tokens, first, back) ?? ''));
    if (shared) warned = true;
    else given = true;
  });
  return { given, warned };
}

const SHARE_WORDS: ReadonlySet<string> = new Set(['share', 'sharing', 'disclose']);

// ---------------------------------------------------------------------------------------------------------
// The amount.

function isCurrencyMarker(token: Token | undefined): boolean {
  return token !== undefined && (token.lower === 'rs' || token.lower === 'inr' || token.lower === RUPEE_SIGN);
}

/** Words that make the amount after them a balance or a limit, not the payment ('Avl Bal: Rs 5,000'). */
const BALANCE_WORDS: ReadonlySet<string> = new Set([
  'bal',
  'balance',
  'avl',
  'aval',
  'avlbl',
  'avail',
  'available',
  'limit',
  'lmt',
  'due',
  'outstanding',
]);

/**
 * The one amount of the payment in paise, or null: none, two different ones, or one not written as an
 * amount is (bad grouping, three decimals, zero). Amounts after a balance word are left out.
 */
function readAmount(sms: string, tokens: Token[]): number | null {
  const amounts = new Set<number>();
  for (let i = 0; i < tokens.length; i++) {
    if (!isCurrencyMarker(tokens[i]) || isBalance(sms, tokens, i)) continue;
    const amount = readNumberAfter(sms, tokens[i]!.end);
    if (amount === 'none') continue; // 'Rs' not before a number, e.g. a name's initials
    if (amount === 'malformed') return null;
    amounts.add(amount);
  }
  return amounts.size === 1 ? [...amounts][0]! : null;
}

/** Whether one of the three words before the currency marker at `i` is a balance word, no number between. */
function isBalance(sms: string, tokens: Token[], i: number): boolean {
  for (let back = 1; back <= 3; back++) {
    const j = i - back;
    if (j < 0 || hasDigit(sms, tokens[j]!.end, tokens[j + 1]!.start)) return false;
    if (BALANCE_WORDS.has(tokens[j]!.lower)) return true;
  }
  return false;
}

function hasDigit(sms: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (isDigit(sms, i)) return true;
  return false;
}

/** The longest run of digits, commas and dots read as one amount ('99,99,99,999.00' is 15). */
const AMOUNT_MAX_CHARS = 20;

/** The amount written right after a currency marker ('Rs.245.50', 'INR 1,23,456', '₹500', 'Rs:560.00'). */
function readNumberAfter(sms: string, from: number): number | 'none' | 'malformed' {
  let i = from;
  // Between marker and digits: 'Rs.', 'Rs. ', 'Rs:', 'INR ', at most three such characters.
  while (i < from + 3 && (isBlank(sms, i) || sms[i] === '.' || sms[i] === ':')) i++;
  if (!isDigit(sms, i)) return 'none';
  const start = i;
  while (i < sms.length && (isDigit(sms, i) || sms[i] === ',' || sms[i] === '.')) {
    i++;
    if (i - start > AMOUNT_MAX_CHARS) return 'malformed';
  }
  let end = i;
  // A sentence's full stop or comma after the amount: 'Rs.500.' / 'Rs 500, on'.
  while (sms[end - 1] === '.' || sms[end - 1] === ',') end--;
  return paiseOf(sms.slice(start, end));
}

/** Paise of '1,23,456.50', '123,456.5', '500': Indian or Western grouping, up to two decimals, above zero. */
function paiseOf(written: string): number | 'malformed' {
  const [whole = '', decimals, extra] = written.split('.');
  if (extra !== undefined) return 'malformed';
  if (decimals !== undefined && (decimals.length < 1 || decimals.length > 2 || !allDigits(decimals))) {
    return 'malformed';
  }
  const groups = whole.split(',');
  if (!groups.every((group) => group.length > 0 && allDigits(group))) return 'malformed';
  if (groups.length > 1) {
    const first = groups[0]!;
    const middle = groups.slice(1, -1);
    const last = groups[groups.length - 1]!;
    const indian = first.length <= 2 && middle.every((group) => group.length === 2);
    const western = first.length <= 3 && middle.every((group) => group.length === 3);
    if (last.length !== 3 || !(indian || western)) return 'malformed';
  }
  const digits = groups.join('');
  // Ten digits of rupees (up to 999 crore) keep paise a safe integer and are far above any UPI payment.
  if (digits.length > 10) return 'malformed';
  const paise = Number(digits) * 100 + (decimals === undefined ? 0 : Number(decimals.padEnd(2, '0')));
  return paise > 0 ? paise : 'malformed';
}

function allDigits(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (!isDigit(text, i)) return false;
  return true;
}

// ---------------------------------------------------------------------------------------------------------
// The reference number (RRN).

/** Words after which a reference number may follow ('UPI Ref No', 'RRN:', 'IMPS Ref no.', 'UPI/...'). */
const REFERENCE_LABELS: ReadonlySet<string> = new Set(['upi', 'ref', 'refno', 'rrn', 'imps', 'utr', 'reference']);

/** Words that may stand between a label and the number ('UPI Ref ID:', 'UPI/P2A/', 'Txn Ref No.'). */
const REFERENCE_FILLERS: ReadonlySet<string> = new Set([
  ...REFERENCE_LABELS,
  'no',
  'num',
  'number',
  'id',
  'txn',
  'transaction',
  'is',
  'p2a',
  'p2m',
  'cr',
]);

/** An RRN is twelve digits (NPCI); a shorter or longer number after a label is something else. */
const RRN_DIGITS = 12;

/** How far after a label the number may start, in characters. */
const REFERENCE_REACH = 40;

/** The one RRN the text gives and where it ends, or null: none, or two different ones. */
function readReference(sms: string, tokens: Token[]): { rrn: string; end: number } | null {
  let found: { rrn: string; end: number } | null = null;
  for (const token of tokens) {
    if (!REFERENCE_LABELS.has(token.lower)) continue;
    const reference = readReferenceAfter(sms, token.end);
    if (reference === null) continue;
    if (found !== null && found.rrn !== reference.rrn) return null;
    found ??= reference;
  }
  return found;
}

function readReferenceAfter(sms: string, from: number): { rrn: string; end: number } | null {
  const reach = Math.min(sms.length, from + REFERENCE_REACH);
  let i = from;
  while (i < reach) {
    if (isDigit(sms, i)) {
      const start = i;
      while (isDigit(sms, i) && i - start <= RRN_DIGITS) i++;
      if (i - start !== RRN_DIGITS || !endsNumber(sms, i)) return null;
      return { rrn: sms.slice(start, i), end: i };
    }
    if (isLetter(sms, i)) {
      const start = i;
      while (isAlphanumeric(sms, i) && i - start <= 12) i++;
      if (!REFERENCE_FILLERS.has(sms.slice(start, i).toLowerCase())) return null;
      continue;
    }
    if (sms[i] === '@') return null;
    i++;
  }
  return null;
}

/** Whether a number ends at `i`: not glued to a letter, a VPA ('@', '_') or more digits ('.5', ',000'). */
function endsNumber(sms: string, i: number): boolean {
  if (i >= sms.length) return true;
  const next = sms[i];
  if (isAlphanumeric(sms, i) || next === '@' || next === '_') return false;
  return !((next === '.' || next === ',') && isDigit(sms, i + 1));
}

// ---------------------------------------------------------------------------------------------------------
// The payer.

/**
 * The payer's VPA or name: after 'from', 'by' or 'VPA' ('from ravi@okaxis', 'by VPA x@ybl', 'from RAVI
 * KUMAR'), else the name after the RRN in a UPI path ('UPI/P2A/634512345678/RAVI KUMAR'), else null. The
 * first one found, in text order. 'to VPA' names the receiving account and is passed over.
 */
function readPayer(sms: string, tokens: Token[], referenceEnd: number): string | null {
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i]!.lower;
    if (word !== 'from' && word !== 'by' && word !== 'vpa') continue;
    if (word === 'vpa' && RECEIVING_BEFORE_VPA.has(previousWord(tokens, i) ?? '')) continue;
    let at = skipBlanks(sms, tokens[i]!.end);
    if (word !== 'vpa' && sms.slice(at, at + 3).toLowerCase() === 'vpa' && !isLetter(sms, at + 3)) {
      at = skipBlanks(sms, at + 3);
    }
    const payer = readVpa(sms, at) ?? readName(sms, at);
    if (payer !== null) return payer;
  }
  return sms[referenceEnd] === '/' ? readName(sms, referenceEnd + 1) : null;
}

const RECEIVING_BEFORE_VPA: ReadonlySet<string> = new Set(['to', 'your', 'linked']);

/** Spaces and a colon, at most four characters: 'from: ', 'VPA '. */
function skipBlanks(sms: string, from: number): number {
  let i = from;
  while (i < from + 4 && (isBlank(sms, i) || sms[i] === ':')) i++;
  return i;
}

/** The longest local part or handle read in a VPA. */
const VPA_PART_MAX = 64;

/** A VPA starting at `at` ('ravi.k-1@okaxis'), lower-cased (VPAs are case-insensitive), or null. */
function readVpa(sms: string, at: number): string | null {
  let i = at;
  while (i - at <= VPA_PART_MAX && (isAlphanumeric(sms, i) || sms[i] === '.' || sms[i] === '_' || sms[i] === '-')) {
    i++;
  }
  if (i === at || i - at > VPA_PART_MAX || sms[i] !== '@' || !isAlphanumeric(sms, at)) return null;
  const handleStart = i + 1;
  let j = handleStart;
  while (j - handleStart <= VPA_PART_MAX && isAlphanumeric(sms, j)) j++;
  if (j - handleStart < 2 || j - handleStart > VPA_PART_MAX || !isLetter(sms, handleStart)) return null;
  return sms.slice(at, j).toLowerCase();
}

/** Words that end a name, read after 'from'/'by' ('by Rs.245', 'from PRIYA Ref No', 'by Mob Bk ref'). */
const NOT_NAME_WORDS: ReadonlySet<string> = new Set([
  'on',
  'at',
  'via',
  'thru',
  'through',
  'to',
  'in',
  'into',
  'for',
  'with',
  'and',
  'the',
  'your',
  'you',
  'ref',
  'refno',
  'rrn',
  'upi',
  'imps',
  'neft',
  'rtgs',
  'utr',
  'rs',
  'inr',
  'no',
  'avl',
  'bal',
  'ac',
  'acct',
  'account',
  'mob',
  'mobile',
  'bk',
  'transfer',
  'vpa',
  'info',
  'dated',
  'date',
  'is',
  'txn',
  'linked',
  'not',
  'if',
  'call',
]);

/** What may follow a name: the end, a space, or punctuation (not a digit, '@' or '_': that is no name). */
const NAME_ENDS = '.,;:()/-!|\n\r';

/** The most words read as one name. */
const NAME_MAX_WORDS = 8;

/**
 * A person's or business's name at `at`: capitalised words of letters ('RAVI KUMAR', 'Anjali Singh'),
 * stopping at a word of NOT_NAME_WORDS, a lower-case word or punctuation. Null when there is none, it is
 * one letter, or a word runs into digits or a VPA.
 */
function readName(sms: string, at: number): string | null {
  const words: string[] = [];
  let i = at;
  while (words.length < NAME_MAX_WORDS && isUpperLetter(sms, i)) {
    const start = i;
    while (isLetter(sms, i) && i - start <= 30) i++;
    const word = sms.slice(start, i);
    if (NOT_NAME_WORDS.has(word.toLowerCase())) break;
    if (i < sms.length && !isBlank(sms, i) && !NAME_ENDS.includes(sms[i]!)) return null;
    words.push(word);
    if (!isBlank(sms, i)) break;
    while (isBlank(sms, i)) i++;
  }
  const name = words.join(' ');
  return name.length >= 2 ? name : null;
}

// ---------------------------------------------------------------------------------------------------------
// Characters (ASCII letters and digits: bank alerts are written in them).

function isLetter(sms: string, i: number): boolean {
  const code = sms.charCodeAt(i);
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function isUpperLetter(sms: string, i: number): boolean {
  const code = sms.charCodeAt(i);
  return code >= 65 && code <= 90;
}

function isDigit(sms: string, i: number): boolean {
  const code = sms.charCodeAt(i);
  return code >= 48 && code <= 57;
}

function isAlphanumeric(sms: string, i: number): boolean {
  return isLetter(sms, i) || isDigit(sms, i);
}

function isBlank(sms: string, i: number): boolean {
  const char = sms[i];
  return char === ' ' || char === '\t' || char === '\u00a0';
}
