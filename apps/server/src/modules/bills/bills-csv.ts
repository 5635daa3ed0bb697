import { rateText, type Bill } from '@rasoi/domain/bills';

/**
 * The accountant's CSV of bills and credit notes (issue 28 part 2, docs/decisions/0108): RFC 4180 (comma,
 * CRLF, every text quoted, a quote doubled), one row a document, amounts in rupees with two decimals (a
 * credit note's negative, so a column's sum is the period's net), then a blank line and the summary: totals
 * by payment method, by tax rate, and the whole, each with its count of bills and credit notes.
 */

/** The columns: stable names a spreadsheet or an accounting import maps once. */
export const CSV_COLUMNS = [
  'number',
  'kind',
  'type',
  'date',
  'financial_year',
  'order_id',
  'against_number',
  'customer_name',
  'customer_mobile',
  'payment_method',
  'subtotal',
  'discount',
  'platform_fee',
  'delivery_charge',
  'total',
  'tax_rate',
  'taxable_value',
  'cgst',
  'sgst',
] as const;

/**
 * A cell as text: quoted, quotes doubled, and a text that a spreadsheet would run as a formula ('=', '+',
 * '-', '@', tab, carriage return at its start: a customer's name is anyone's typing) kept as text with a
 * leading apostrophe (OWASP's CSV injection advice). Numbers are written bare.
 */
function cell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** Paise as rupees with two decimals: 22100 -> 221.00, -2400 -> -24.00. */
export function rupees(paise: number): string {
  const whole = Math.abs(paise);
  return `${paise < 0 ? '-' : ''}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** The header line. */
export const csvHeader = () => `${CSV_COLUMNS.join(',')}\r\n`;

/** One document's line; a credit note's amounts negative. */
export function csvLine(bill: Bill): string {
  const sign = bill.kind === 'credit_note' ? -1 : 1;
  const money = (paise: number) => rupees(sign * paise);
  return `${[
    cell(bill.number),
    cell(bill.kind),
    cell(bill.type),
    cell(bill.day),
    cell(bill.financial_year),
    cell(bill.order_id),
    cell(bill.against?.number ?? ''),
    cell(bill.customer.name),
    cell(bill.customer.mobile),
    cell(bill.payment_method),
    money(bill.subtotal_paise),
    money(bill.discount_paise),
    money(bill.platform_fee_paise),
    money(bill.delivery_charge_paise),
    money(bill.total_paise),
    cell(rateText(bill.tax_rate_bp)),
    money(bill.taxable_paise),
    money(bill.cgst_paise),
    money(bill.sgst_paise),
  ].join(',')}\r\n`;
}

type Tally = { bills: number; creditNotes: number; netPaise: number; taxPaise: number };

/** The summary's running totals, added to as the rows stream (a few keys: no row is kept). */
export class CsvSummary {
  private readonly byMethod = new Map<string, Tally>();
  private readonly byRate = new Map<string, Tally>();
  private readonly whole: Tally = { bills: 0, creditNotes: 0, netPaise: 0, taxPaise: 0 };

  /** Counts one document in. */
  add(bill: Bill): void {
    const sign = bill.kind === 'credit_note' ? -1 : 1;
    for (const tally of [
      this.tallyOf(this.byMethod, bill.payment_method),
      this.tallyOf(this.byRate, rateText(bill.tax_rate_bp)),
      this.whole,
    ]) {
      if (sign > 0) tally.bills += 1;
      else tally.creditNotes += 1;
      tally.netPaise += sign * bill.total_paise;
      tally.taxPaise += sign * (bill.cgst_paise + bill.sgst_paise);
    }
  }

  private tallyOf(map: Map<string, Tally>, key: string): Tally {
    let tally = map.get(key);
    if (!tally) {
      tally = { bills: 0, creditNotes: 0, netPaise: 0, taxPaise: 0 };
      map.set(key, tally);
    }
    return tally;
  }

  /** The totals by payment method, in paise (net of credit notes). */
  netByMethod(): Record<string, number> {
    return Object.fromEntries([...this.byMethod].map(([key, tally]) => [key, tally.netPaise]));
  }

  /** The summary's lines: a blank line, its header, then a line per method, per rate, and the whole. */
  text(): string {
    const line = (group: string, key: string, tally: Tally) =>
      `${[cell(group), cell(key), tally.bills, tally.creditNotes, rupees(tally.netPaise), rupees(tally.taxPaise)].join(',')}\r\n`;
    const sorted = (map: Map<string, Tally>) => [...map].sort(([a], [b]) => a.localeCompare(b));
    return [
      '\r\n',
      'summary,key,bills,credit_notes,net_total,tax\r\n',
      ...sorted(this.byMethod).map(([key, tally]) => line('payment_method', key, tally)),
      ...sorted(this.byRate).map(([key, tally]) => line('tax_rate', key, tally)),
      line('all', '', this.whole),
    ].join('');
  }
}
