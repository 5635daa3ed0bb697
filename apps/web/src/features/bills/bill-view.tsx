import { useId } from 'react';
import { m } from '@rasoi/domain/i18n/messages';
import {
  billAgainstLine,
  billDateLine,
  billLegend,
  billMethodText,
  billNumberLine,
  billTitle,
} from '@rasoi/domain/bill-words';
import { rateText, type Bill } from '@rasoi/domain/bills';
import { paiseText } from '@rasoi/domain/indian-digits';

/** One total row: its label and amount in paise. */
function TotalRow({ label, paise, strong = false }: { label: string; paise: number; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-3 ${strong ? 'text-base font-bold text-ink' : 'text-sm text-ink'}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{paiseText(paise)}</dd>
    </div>
  );
}

/**
 * A bill or credit note as it was made (issue 28 part 1, docs/decisions/0107), the same words as its PDF
 * (domain bill-words.ts): the kitchen with its address, FSSAI number and GSTIN; the title and, for a
 * composition kitchen, the legend; number, date, the bill a credit note reverses; the customer; the lines;
 * the totals (and the tax inside them on a tax invoice); how it was paid. An article named by its title and
 * number, so a page holding a bill and its credit note names each.
 */
export function BillView({ bill }: { bill: Bill }) {
  const titleId = useId();
  const numberId = useId();
  const legend = billLegend(bill);
  const against = billAgainstLine(bill);
  const half = rateText(bill.tax_rate_bp / 2);
  return (
    <article
      aria-labelledby={`${titleId} ${numberId}`}
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-line print:rounded-none print:p-0 print:shadow-none print:ring-0"
    >
      <header className="border-b border-dashed border-line pb-3">
        <p className="text-xl font-bold text-ink">{bill.kitchen.name}</p>
        {bill.kitchen.address ? <p className="text-sm text-muted">{bill.kitchen.address}</p> : null}
        {bill.kitchen.fssai_licence ? (
          <p className="text-sm text-muted">{m.billFssai({ number: bill.kitchen.fssai_licence })}</p>
        ) : null}
        {bill.kitchen.gstin ? <p className="text-sm text-muted">{m.billGstin({ gstin: bill.kitchen.gstin })}</p> : null}
      </header>
      <div className="border-b border-dashed border-line py-3">
        <h2 id={titleId} className="text-lg font-bold text-ink">
          {billTitle(bill)}
        </h2>
        {legend ? <p className="text-sm text-muted">{legend}</p> : null}
        <p id={numberId} className="mt-1 text-sm font-semibold text-ink">
          {billNumberLine(bill)}
        </p>
        <p className="text-sm text-ink">{billDateLine(bill)}</p>
        {against ? <p className="text-sm text-ink">{against}</p> : null}
      </div>
      <div className="border-b border-dashed border-line py-3 text-sm">
        <h3 className="font-semibold text-muted">{m.billCustomerHeading()}</h3>
        <p className="text-ink">
          {bill.customer.name ? `${bill.customer.name}, ${bill.customer.mobile}` : bill.customer.mobile}
        </p>
        {bill.customer.address ? <p className="text-muted">{bill.customer.address}</p> : null}
      </div>
      <table className="mt-3 w-full text-sm">
        <thead>
          <tr className="text-left text-muted">
            <th scope="col" className="pb-1 font-semibold">
              {m.billItem()}
            </th>
            <th scope="col" className="pb-1 text-right font-semibold">
              {m.billQuantity()}
            </th>
            <th scope="col" className="pb-1 text-right font-semibold">
              {m.billRate()}
            </th>
            <th scope="col" className="pb-1 text-right font-semibold">
              {m.billAmount()}
            </th>
          </tr>
        </thead>
        <tbody>
          {bill.lines.map((line, index) => (
            <tr key={index} className="align-top text-ink">
              <td className="py-1 pr-2 break-words">{line.name}</td>
              <td className="py-1 text-right tabular-nums">{line.quantity}</td>
              <td className="py-1 text-right tabular-nums">{paiseText(line.unit_paise)}</td>
              <td className="py-1 text-right tabular-nums">{paiseText(line.amount_paise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-3 space-y-1 border-t border-dashed border-line pt-3">
        <TotalRow label={m.billSubtotal()} paise={bill.subtotal_paise} />
        {bill.discount_paise > 0 ? <TotalRow label={m.billDiscount()} paise={-bill.discount_paise} /> : null}
        {bill.platform_fee_paise > 0 ? <TotalRow label={m.platformFee()} paise={bill.platform_fee_paise} /> : null}
        {bill.delivery_charge_paise > 0 ? (
          <TotalRow label={m.deliveryCharge()} paise={bill.delivery_charge_paise} />
        ) : null}
        <TotalRow label={m.billTotal()} paise={bill.total_paise} strong />
        {bill.type === 'tax_invoice' ? (
          <>
            <TotalRow label={m.billTaxableValue()} paise={bill.taxable_paise} />
            <TotalRow label={m.billCgst({ rate: half })} paise={bill.cgst_paise} />
            <TotalRow label={m.billSgst({ rate: half })} paise={bill.sgst_paise} />
          </>
        ) : null}
      </dl>
      {bill.type === 'tax_invoice' ? <p className="mt-1 text-xs text-muted">{m.billTaxIncluded()}</p> : null}
      <p className="mt-3 text-sm text-ink">{m.billPaidBy({ method: billMethodText(bill.payment_method) })}</p>
    </article>
  );
}
